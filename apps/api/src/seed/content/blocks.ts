import type { DemoExtras } from '../demo/generate';
import type { Random } from '../prng';
import type { Text } from '../demo/vocabulary';

export interface BlockDefinition {
  code: string;
  sections: string[];
  name: Text;
  content: Text;
  /** Internal when it starts with "/", else external. */
  link: string | null;
  products: string[];
}

/** Every content block code the storefront reads. Carousels get 8–12 products each. */
export function demoBlocks(extras: DemoExtras, random: Random): BlockDefinition[] {
  const inStock = new Set(extras.purchasable);
  const discounted = [...extras.discounts.values()].flat().filter((code) => inStock.has(code));
  const pick = (preferred: string[], count: number) => {
    const chosen = random.sample(
      preferred.filter((code) => inStock.has(code)),
      count,
    );
    const rest = random.shuffle(extras.purchasable.filter((code) => !chosen.includes(code)));
    return [...chosen, ...rest].slice(0, count);
  };
  return [
    {
      code: 'header-message',
      sections: ['header'],
      name: { ka: 'შეტყობინება საიტის თავში', en: 'Header message' },
      content: {
        ka: '<p>მიწოდება მთელ საქართველოში — თბილისში 1–2 სამუშაო დღეში</p>',
        en: '<p>Delivery across Georgia — 1–2 working days in Tbilisi</p>',
      },
      link: null,
      products: [],
    },
    {
      code: 'benefits-bar',
      sections: ['header'],
      name: { ka: 'უპირატესობების ზოლი', en: 'Benefits bar' },
      content: {
        ka: '<p>მხოლოდ ორიგინალი პროდუქცია ოფიციალური დისტრიბუტორებისგან</p>',
        en: '<p>Only genuine products from official distributors</p>',
      },
      link: '/shop/brands-a-z',
      products: [],
    },
    {
      code: 'first-carousel',
      sections: ['homepage', 'product-carousels'],
      name: { ka: 'სიახლეები', en: 'New In' },
      content: { ka: '<p>ახლახან შემოსული პროდუქცია</p>', en: '<p>Just arrived</p>' },
      link: '/shop/MENU',
      products: pick(extras.newProducts, 12),
    },
    {
      code: 'second-carousel',
      sections: ['homepage', 'product-carousels'],
      name: { ka: 'ბესტსელერები', en: 'Bestsellers' },
      content: { ka: '<p>ყველაზე გაყიდვადი პროდუქცია</p>', en: '<p>Our most popular products</p>' },
      link: '/shop/face-care',
      products: pick(extras.bestsellers, 10),
    },
    {
      code: 'third-carousel',
      sections: ['homepage', 'product-carousels'],
      name: { ka: 'ფასდაკლებები', en: 'On Sale' },
      content: {
        ka: '<p>შეიძინეთ საყვარელი პროდუქცია შემცირებულ ფასად</p>',
        en: '<p>Your favourites for less</p>',
      },
      link: '/shop/makeup',
      products: pick(discounted, 10),
    },
    {
      code: 'thank-you-page-product-recommendations',
      sections: ['thank-you-page'],
      name: { ka: 'შეიძლება მოგეწონოთ', en: 'You May Also Like' },
      content: { ka: '<p>სხვა მყიდველებმა ესენიც შეიძინეს</p>', en: '<p>Other shoppers also bought</p>' },
      link: null,
      products: pick(extras.bestsellers, 8),
    },
  ];
}
