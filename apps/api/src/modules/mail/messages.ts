import type { CatalogLocale } from '@sakhe/contract';

/** The order e-mail's words, in both shop languages. */
export const mailMessages: Record<
  CatalogLocale,
  {
    subject: (number: string) => string;
    greeting: (name: string | null) => string;
    thanks: (number: string) => string;
    product: string;
    quantity: string;
    price: string;
    total: string;
    itemsTotal: string;
    discount: string;
    shipping: string;
    orderTotal: string;
    delivery: string;
    payment: string;
    notes: string;
    view: string;
    footer: string;
  }
> = {
  ka_GE: {
    subject: (number) => `შეკვეთა #${number} მიღებულია — sakhe`,
    greeting: (name) => (name ? `გამარჯობა, ${name}!` : 'გამარჯობა!'),
    thanks: (number) => `გმადლობთ შეკვეთისთვის. თქვენი შეკვეთის ნომერია #${number}.`,
    product: 'პროდუქტი',
    quantity: 'რაოდენობა',
    price: 'ფასი',
    total: 'ჯამი',
    itemsTotal: 'პროდუქტების ჯამი',
    discount: 'ფასდაკლება',
    shipping: 'მიწოდება',
    orderTotal: 'სულ გადასახდელი',
    delivery: 'მიწოდება',
    payment: 'გადახდა',
    notes: 'შენიშვნა',
    view: 'შეკვეთის ნახვა',
    footer: 'კითხვების შემთხვევაში უპასუხეთ ამ წერილს.',
  },
  en_US: {
    subject: (number) => `Order #${number} received — sakhe`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    thanks: (number) => `Thank you for your order. Your order number is #${number}.`,
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    itemsTotal: 'Items total',
    discount: 'Discount',
    shipping: 'Shipping',
    orderTotal: 'Order total',
    delivery: 'Delivery',
    payment: 'Payment',
    notes: 'Notes',
    view: 'View your order',
    footer: 'Questions? Just reply to this e-mail.',
  },
};
