import type { Text } from '../demo/vocabulary';

export interface FaqEntry {
  code: string;
  question: Text;
  answer: Text;
}

/** Questions Georgian shoppers ask a cosmetics shop, in display order. */
export const FAQ: FaqEntry[] = [
  {
    code: 'delivery-time',
    question: { ka: 'რამდენ ხანში მივიღებ შეკვეთას?', en: 'How long does delivery take?' },
    answer: {
      ka: '<p>თბილისში შეკვეთას 1–2 სამუშაო დღეში მოგიტანთ, სხვა ქალაქებსა და რაიონებში — 2–4 სამუშაო დღეში. შეკვეთის გაგზავნისთანავე SMS-ით გაცნობებთ.</p>',
      en: "<p>In Tbilisi we deliver within 1–2 working days, elsewhere in Georgia within 2–4 working days. We'll text you as soon as your order ships.</p>",
    },
  },
  {
    code: 'delivery-area',
    question: { ka: 'სად ახორციელებთ მიწოდებას?', en: 'Where do you deliver?' },
    answer: {
      ka: '<p>მიწოდება ხორციელდება მთელ საქართველოში: თბილისში, ბათუმში, ქუთაისში, რუსთავში და სხვა ქალაქებსა და დაბებში. ქალაქს შეკვეთის გაფორმებისას აირჩევთ.</p>',
      en: '<p>We deliver all over Georgia: Tbilisi, Batumi, Kutaisi, Rustavi and other towns. You choose your city at checkout.</p>',
    },
  },
  {
    code: 'delivery-cost',
    question: { ka: 'რა ღირს მიწოდება?', en: 'How much does delivery cost?' },
    answer: {
      ka: '<p>მიწოდების ღირებულება დამოკიდებულია ქალაქზე და მიწოდების მეთოდზე. ზუსტ თანხას შეკვეთის გაფორმებისას, მიწოდების მეთოდის არჩევისთანავე დაინახავთ.</p>',
      en: '<p>The cost depends on your city and the delivery method. You will see the exact amount at checkout as soon as you choose a method.</p>',
    },
  },
  {
    code: 'payment-methods',
    question: { ka: 'როგორ შემიძლია გადახდა?', en: 'How can I pay?' },
    answer: {
      ka: '<p>გადახდა შეგიძლიათ ონლაინ, საბანკო ბარათით, ან ნაღდი ფულით კურიერთან შეკვეთის მიღებისას. ხელმისაწვდომ მეთოდებს შეკვეთის გაფორმებისას ნახავთ.</p>',
      en: '<p>You can pay online by bank card, or in cash to the courier on delivery. The methods available to you are shown at checkout.</p>',
    },
  },
  {
    code: 'card-safety',
    question: { ka: 'უსაფრთხოა ბარათით გადახდა?', en: 'Is paying by card safe?' },
    answer: {
      ka: '<p>დიახ. ბარათის მონაცემებს ჩვენ ვერ ვხედავთ და არ ვინახავთ — გადახდას ბანკის დაცული გვერდი ამუშავებს.</p>',
      en: "<p>Yes. We never see or store your card details: payments are processed on the bank's secure page.</p>",
    },
  },
  {
    code: 'authenticity',
    question: { ka: 'ორიგინალია თქვენი პროდუქცია?', en: 'Are your products genuine?' },
    answer: {
      ka: '<p>ყველა პროდუქტი შემოდის უშუალოდ მწარმოებლისგან ან ოფიციალური დისტრიბუტორისგან და აქვს ქართულენოვანი ეტიკეტი. ყალბ ან ვადაგასულ პროდუქციას არ ვყიდით.</p>',
      en: '<p>Every product comes directly from the manufacturer or an official distributor and carries a Georgian label. We never sell counterfeit or expired goods.</p>',
    },
  },
  {
    code: 'returns',
    question: { ka: 'შემიძლია პროდუქტის დაბრუნება?', en: 'Can I return a product?' },
    answer: {
      ka: '<p>გაუხსნელი და დაუზიანებელი პროდუქტის დაბრუნება შესაძლებელია მიღებიდან 14 დღის განმავლობაში. ჰიგიენური მიზეზების გამო გახსნილ კოსმეტიკას უკან ვერ მივიღებთ.</p>',
      en: '<p>Unopened, undamaged products can be returned within 14 days of delivery. For hygiene reasons we cannot take back opened cosmetics.</p>',
    },
  },
  {
    code: 'damaged-order',
    question: { ka: 'რა ვქნა, თუ დაზიანებული პროდუქტი მივიღე?', en: 'What if my order arrives damaged?' },
    answer: {
      ka: '<p>დაგვიკავშირდით მიღებიდან 48 საათის განმავლობაში და გამოგვიგზავნეთ ფოტო. პროდუქტს უფასოდ შეგიცვლით ან თანხას დაგიბრუნებთ.</p>',
      en: "<p>Contact us within 48 hours of delivery and send us a photo. We'll replace the product free of charge or refund you.</p>",
    },
  },
  {
    code: 'promo-code',
    question: { ka: 'როგორ გამოვიყენო პრომო კოდი?', en: 'How do I use a promo code?' },
    answer: {
      ka: '<p>კალათაში, ველში „პრომო კოდი“ ჩაწერეთ კოდი და დაადასტურეთ. ფასდაკლება მაშინვე აისახება შეკვეთის ჯამზე.</p>',
      en: '<p>Enter the code in the “Promo code” field in your cart and confirm. The discount shows in your order total straight away.</p>',
    },
  },
  {
    code: 'order-tracking',
    question: { ka: 'სად ვნახო ჩემი შეკვეთის სტატუსი?', en: 'Where can I see the status of my order?' },
    answer: {
      ka: '<p>შეკვეთის სტატუსი ჩანს თქვენს პროფილში, განყოფილებაში „ჩემი შეკვეთები“. კურიერი მიწოდებამდე დაგირეკავთ.</p>',
      en: '<p>You can see it in your account under “My orders”. The courier will call you before delivery.</p>',
    },
  },
  {
    code: 'guest-checkout',
    question: { ka: 'საჭიროა რეგისტრაცია შეკვეთისთვის?', en: 'Do I need an account to order?' },
    answer: {
      ka: '<p>არა, შეკვეთის გაფორმება სტუმრის სახითაც შეგიძლიათ. რეგისტრაციის შემდეგ კი შეინახავთ მისამართებს, ნახავთ შეკვეთების ისტორიას და შეძლებთ შეფასებების დაწერას.</p>',
      en: '<p>No, you can check out as a guest. With an account you can save addresses, see your order history and write reviews.</p>',
    },
  },
  {
    code: 'skin-type',
    question: {
      ka: 'როგორ შევარჩიო ჩემი კანის ტიპის შესაფერისი საშუალება?',
      en: 'How do I choose products for my skin type?',
    },
    answer: {
      ka: '<p>პროდუქტის აღწერაში მითითებულია, რომელი ტიპის კანისთვისაა ის განკუთვნილი. თუ გაგიჭირდათ არჩევანი, მოგვწერეთ — ჩვენი კონსულტანტები სიამოვნებით დაგეხმარებიან.</p>',
      en: "<p>Each product description says which skin type it suits. If you're unsure, message us and our beauty advisers will gladly help.</p>",
    },
  },
];
