import type { CatalogLocale } from '@sakhe/contract';

/** The hosted sandbox page's words: it is the "bank's" page, so they live with it, not in the storefront. */
export const sandboxMessages: Record<
  CatalogLocale,
  {
    title: string;
    bank: string;
    notice: string;
    merchant: string;
    order: string;
    amount: string;
    approve: string;
    decline: string;
    processing: string;
    done: string;
    refused: string;
    back: string;
    otherLanguage: string;
    notFound: string;
  }
> = {
  ka_GE: {
    title: 'ბარათით გადახდა',
    bank: 'სატესტო ბანკი',
    notice: 'ეს სატესტო გადახდის გვერდია: ნამდვილი ბარათი არ გამოიყენება და თანხა არ ჩამოიჭრება.',
    merchant: 'მაღაზია',
    order: 'შეკვეთა',
    amount: 'თანხა',
    approve: 'გადახდის დადასტურება',
    decline: 'უარყოფა',
    processing: 'დამუშავების რეჟიმში დატოვება',
    done: 'ეს გადახდა უკვე დამუშავებულია.',
    refused:
      'ეს ფორმა უკვე გამოყენებულია ან ვადა გაუვიდა, ამიტომ არაფერი შეცვლილა. თუ გადახდა ჯერ კიდევ ღიაა, აირჩიეთ თავიდან.',
    back: 'მაღაზიაში დაბრუნება',
    otherLanguage: 'English',
    notFound: 'გადახდა ვერ მოიძებნა.',
  },
  en_US: {
    title: 'Card payment',
    bank: 'Sandbox bank',
    notice: 'This is a sandbox payment page: no real card is used and no money is taken.',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    approve: 'Approve payment',
    decline: 'Decline',
    processing: 'Leave processing',
    done: 'This payment has already been processed.',
    refused:
      'This form was already used or has expired, so nothing was changed. If the payment is still open, choose again.',
    back: 'Back to the shop',
    otherLanguage: 'ქართული',
    notFound: 'Payment not found.',
  },
};
