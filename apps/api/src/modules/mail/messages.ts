import type { CatalogLocale } from '@sakhe/contract';

/** What an order e-mail says for each event (`placed_paid`: a card order's first e-mail, once paid). */
export type OrderMailKind =
  'placed' | 'placed_paid' | 'payment_failed' | 'paid' | 'shipped' | 'cancelled' | 'refunded';

interface OrderMailWords {
  subject: Record<OrderMailKind, (number: string) => string>;
  heading: Record<OrderMailKind, string>;
  intro: Record<OrderMailKind, (number: string) => string>;
  greeting: (name: string | null) => string;
  retry: string;
  retryHint: string;
  carrier: string;
  tracking: string;
  refundedAmount: (amount: string) => string;
  refundedAll: string;
  orderNumber: string;
  product: string;
  quantity: string;
  price: string;
  itemsTotal: string;
  discount: string;
  shipping: string;
  freeShipping: string;
  orderTotal: string;
  delivery: string;
  payment: string;
  notes: string;
  view: string;
  footer: string;
  tagline: string;
}

/** The order e-mails' words, in both shop languages (natural Georgian, not a word-for-word copy). */
export const mailMessages: Record<CatalogLocale, OrderMailWords> = {
  ka_GE: {
    subject: {
      placed: (n) => `შეკვეთა #${n} მიღებულია — sakhe`,
      placed_paid: (n) => `შეკვეთა #${n} მიღებული და გადახდილია — sakhe`,
      payment_failed: (n) => `შეკვეთა #${n}: გადახდა ვერ შესრულდა — sakhe`,
      paid: (n) => `შეკვეთა #${n}: გადახდა მიღებულია — sakhe`,
      shipped: (n) => `შეკვეთა #${n} გზაშია — sakhe`,
      cancelled: (n) => `შეკვეთა #${n} გაუქმებულია — sakhe`,
      refunded: (n) => `შეკვეთა #${n}: თანხა დაგიბრუნდათ — sakhe`,
    },
    heading: {
      placed: 'გმადლობთ შეკვეთისთვის!',
      placed_paid: 'გმადლობთ, შეკვეთა გადახდილია!',
      payment_failed: 'გადახდა ვერ შესრულდა',
      paid: 'გადახდა მიღებულია',
      shipped: 'შეკვეთა გზაშია',
      cancelled: 'შეკვეთა გაუქმდა',
      refunded: 'თანხა დაბრუნებულია',
    },
    intro: {
      placed: (n) => `თქვენი შეკვეთა #${n} მივიღეთ და მალე დავიწყებთ მომზადებას.`,
      placed_paid: (n) =>
        `თქვენი შეკვეთა #${n} მივიღეთ, გადახდაც წარმატებით დასრულდა. მალე დავიწყებთ მომზადებას.`,
      payment_failed: (n) =>
        `შეკვეთის #${n} გადახდა ვერ მოხერხდა — ბანკმა ბარათი უარყო ან გადახდა შეწყდა. შეკვეთა ჯერ შენახულია.`,
      paid: (n) => `შეკვეთის #${n} გადახდა მივიღეთ. გმადლობთ!`,
      shipped: (n) => `შეკვეთა #${n} გამოგზავნილია და მალე მოგადგებათ კარზე.`,
      cancelled: (n) => `შეკვეთა #${n} გაუქმდა. თუ ეს შეცდომაა, მოგვწერეთ და დაგეხმარებით.`,
      refunded: (n) => `შეკვეთის #${n} თანხა დაგიბრუნეთ.`,
    },
    greeting: (name) => (name ? `გამარჯობა, ${name}!` : 'გამარჯობა!'),
    retry: 'სცადეთ ხელახლა გადახდა',
    retryHint: 'შეგიძლიათ სხვა ბარათით ან სხვა გზით გადაიხადოთ:',
    carrier: 'კურიერი',
    tracking: 'თვალყურის დევნების ნომერი',
    refundedAmount: (amount) => `დაბრუნებული თანხა: ${amount}`,
    refundedAll: 'თანხა სრულად დაგიბრუნდათ. ბანკიდან ანგარიშზე ასახვას რამდენიმე დღე შეიძლება დასჭირდეს.',
    orderNumber: 'შეკვეთის ნომერი',
    product: 'პროდუქტი',
    quantity: 'რაოდ.',
    price: 'ფასი',
    itemsTotal: 'პროდუქტების ჯამი',
    discount: 'ფასდაკლება',
    shipping: 'მიწოდება',
    freeShipping: 'უფასო',
    orderTotal: 'სულ',
    delivery: 'მიწოდება',
    payment: 'გადახდა',
    notes: 'შენიშვნა',
    view: 'შეკვეთის ნახვა',
    footer: 'კითხვების შემთხვევაში უბრალოდ უპასუხეთ ამ წერილს.',
    tagline: 'სილამაზე ყოველდღე',
  },
  en_US: {
    subject: {
      placed: (n) => `Order #${n} received — sakhe`,
      placed_paid: (n) => `Order #${n} received and paid — sakhe`,
      payment_failed: (n) => `Order #${n}: the payment did not go through — sakhe`,
      paid: (n) => `Order #${n}: payment received — sakhe`,
      shipped: (n) => `Order #${n} is on its way — sakhe`,
      cancelled: (n) => `Order #${n} cancelled — sakhe`,
      refunded: (n) => `Order #${n}: refund issued — sakhe`,
    },
    heading: {
      placed: 'Thank you for your order!',
      placed_paid: 'Thank you — your order is paid!',
      payment_failed: 'The payment did not go through',
      paid: 'Payment received',
      shipped: 'Your order is on its way',
      cancelled: 'Your order was cancelled',
      refunded: 'Your refund is on its way',
    },
    intro: {
      placed: (n) => `We received your order #${n} and will start preparing it soon.`,
      placed_paid: (n) =>
        `We received your order #${n} and your payment went through. We will start preparing it soon.`,
      payment_failed: (n) =>
        `The payment for order #${n} did not go through: the bank declined the card or the payment was cancelled. Your order is kept for now.`,
      paid: (n) => `We received the payment for order #${n}. Thank you!`,
      shipped: (n) => `Order #${n} has left us and will be with you soon.`,
      cancelled: (n) => `Order #${n} was cancelled. If this is a mistake, write to us and we will help.`,
      refunded: (n) => `We refunded money for order #${n}.`,
    },
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    retry: 'Try the payment again',
    retryHint: 'You can pay with another card or choose another way to pay:',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    refundedAmount: (amount) => `Refunded: ${amount}`,
    refundedAll: 'The whole amount was refunded. Your bank may take a few days to show it on your account.',
    orderNumber: 'Order number',
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    itemsTotal: 'Items',
    discount: 'Discount',
    shipping: 'Delivery',
    freeShipping: 'Free',
    orderTotal: 'Total',
    delivery: 'Delivery',
    payment: 'Payment',
    notes: 'Notes',
    view: 'View your order',
    footer: 'Questions? Just reply to this e-mail.',
    tagline: 'Beauty, every day',
  },
};
