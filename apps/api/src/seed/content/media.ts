import { bannerSvg, escapeXml, renderBuffer } from '../demo/art';
import type { DemoExtras } from '../demo/generate';
import type { Shape, Text } from '../demo/vocabulary';

/** The media sections the storefront reads, plus the cart banner. */
export const MEDIA_SECTIONS = [
  'sliders-desktop',
  'sliders-mobile',
  'upper-banners',
  'lower-banners-desktop',
  'lower-banners-mobile',
  'product-carousels',
  'product-labels',
  'brands-taxon-pseudo-children',
  'catalog-promotion-labels',
  'brand-banners',
  'cart-banner',
] as const;

export interface MediaDefinition {
  code: string;
  section: (typeof MEDIA_SECTIONS)[number];
  name: Text;
  content: Text | null;
  alt: Text;
  link: string | null;
  /** Products shown with the picture (carousel headers). */
  products: string[];
  picture: { width: number; height: number; format: 'png' | 'webp'; svg: string };
}

interface Promo {
  key: string;
  name: Text;
  content: Text;
  alt: Text;
  link: string;
  colour: string;
  accent: string;
  shapes: Shape[];
}

const SLIDES: Promo[] = [
  {
    key: 'sun',
    name: { ka: 'მზისგან დაცვა', en: 'Sun Care' },
    content: {
      ka: '<h2>მზის სეზონი დაიწყო</h2><p>მზისგან დამცავი საშუალებები მთელი ოჯახისთვის</p>',
      en: '<h2>Sun season is here</h2><p>Sun protection for the whole family</p>',
    },
    alt: { ka: 'მზისგან დამცავი კრემები და სპრეები', en: 'Sunscreen creams and sprays' },
    link: '/shop/sun-care',
    colour: '#e8893c',
    accent: '#f6d365',
    shapes: ['spray', 'tube', 'bottle'],
  },
  {
    key: 'serums',
    name: { ka: 'შრატები', en: 'Serums' },
    content: {
      ka: '<h2>კანი, რომელიც ანათებს</h2><p>აღმოაჩინეთ შრატები ყველა ტიპის კანისთვის</p>',
      en: '<h2>Skin that glows</h2><p>Discover serums for every skin type</p>',
    },
    alt: { ka: 'სახის შრატები პიპეტით', en: 'Face serums with droppers' },
    link: '/shop/face-serums',
    colour: '#c8506e',
    accent: '#f3c1b5',
    shapes: ['dropper', 'dropper', 'jar'],
  },
  {
    key: 'fragrance',
    name: { ka: 'პარფიუმერია', en: 'Fragrance' },
    content: {
      ka: '<h2>სურნელი, რომელიც გემახსოვრებათ</h2><p>ქალის, მამაკაცის და უნისექს სუნამოები</p>',
      en: '<h2>A scent to remember</h2><p>Fragrances for her, for him and for everyone</p>',
    },
    alt: { ka: 'სუნამოს ფლაკონები', en: 'Perfume bottles' },
    link: '/shop/fragrance',
    colour: '#5b4b8a',
    accent: '#d6b56d',
    shapes: ['perfume', 'perfume'],
  },
];

const UPPER: Promo[] = [
  {
    key: 'makeup',
    name: { ka: 'მაკიაჟი', en: 'Make-up' },
    content: {
      ka: '<p>ახალი ფერები ყოველდღიური მაკიაჟისთვის</p>',
      en: '<p>New shades for everyday make-up</p>',
    },
    alt: { ka: 'ტუჩსაცხი და პალიტრა', en: 'Lipstick and palette' },
    link: '/shop/makeup',
    colour: '#a23b3b',
    accent: '#f2c4ce',
    shapes: ['stick', 'compact'],
  },
  {
    key: 'hair',
    name: { ka: 'თმის მოვლა', en: 'Hair Care' },
    content: { ka: '<p>ძლიერი და მბზინავი თმა</p>', en: '<p>Strong, shiny hair</p>' },
    alt: { ka: 'შამპუნი და თმის ნიღაბი', en: 'Shampoo and hair mask' },
    link: '/shop/hair-care',
    colour: '#2f6f73',
    accent: '#a8e0d1',
    shapes: ['bottle', 'jar'],
  },
  {
    key: 'men',
    name: { ka: 'მამაკაცებისთვის', en: 'For Men' },
    content: { ka: '<p>წვერის მოვლა და გაპარსვა</p>', en: '<p>Beard care and shaving</p>' },
    alt: { ka: 'წვერის ზეთი და საპარსი ქაფი', en: 'Beard oil and shaving foam' },
    link: '/shop/men',
    colour: '#455a64',
    accent: '#b0bec5',
    shapes: ['dropper', 'spray'],
  },
];

const LOWER: Promo[] = [
  {
    key: 'local-brands',
    name: { ka: 'ქართული ბრენდები', en: 'Georgian Brands' },
    content: {
      ka: '<p>გაიცანით ადგილობრივი მწარმოებლების ნატურალური კოსმეტიკა</p>',
      en: '<p>Meet natural cosmetics from Georgian makers</p>',
    },
    alt: { ka: 'ქართული ნატურალური კოსმეტიკა', en: 'Georgian natural cosmetics' },
    link: '/shop/brands-a-z',
    colour: '#3d7a4a',
    accent: '#d9e8b0',
    shapes: ['jar', 'bottle'],
  },
  {
    key: 'pharmacy',
    name: { ka: 'დერმოკოსმეტიკა', en: 'Dermocosmetics' },
    content: {
      ka: '<p>მგრძნობიარე და პრობლემური კანის მოვლა აფთიაქის ხარისხით</p>',
      en: '<p>Pharmacy-grade care for sensitive and problem skin</p>',
    },
    alt: { ka: 'დერმოკოსმეტიკური საშუალებები', en: 'Dermocosmetic products' },
    link: '/shop/pharmacy',
    colour: '#2e4f7a',
    accent: '#bcd4f0',
    shapes: ['pump', 'tube'],
  },
];

function picture(promo: Promo, width: number, height: number, seed: number) {
  return {
    width,
    height,
    format: 'webp' as const,
    svg: bannerSvg({ width, height, colour: promo.colour, accent: promo.accent, shapes: promo.shapes, seed }),
  };
}

function badge(text: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
  <rect x="4" y="4" width="232" height="88" rx="44" fill="${colour}"/>
  <text x="120" y="62" font-family="'DejaVu Sans', Arial, sans-serif" font-size="38" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(text)}</text>
</svg>`;
  return { width: 240, height: 96, format: 'png' as const, svg };
}

function logo(name: string, colour: string) {
  const size = Math.min(44, Math.floor(360 / Math.max(6, name.length * 0.62)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect width="400" height="200" fill="#ffffff"/>
  <rect x="8" y="8" width="384" height="184" rx="16" fill="none" stroke="${colour}" stroke-width="4"/>
  <text x="200" y="${100 + size * 0.35}" font-family="'DejaVu Serif', Georgia, serif" font-size="${size}" text-anchor="middle" fill="${colour}">${escapeXml(name)}</text>
</svg>`;
  return { width: 400, height: 200, format: 'png' as const, svg };
}

const LABELS = [
  { key: 'new', text: 'NEW', colour: '#2f6f73', name: { ka: 'ახალი', en: 'New' } },
  { key: 'bestseller', text: 'TOP', colour: '#b07d2b', name: { ka: 'ბესტსელერი', en: 'Bestseller' } },
  { key: 'sale', text: '%', colour: '#c8506e', name: { ka: 'ფასდაკლება', en: 'Sale' } },
];

/** One or more media in every section the storefront reads. */
export function demoMedia(extras: DemoExtras, carousels: Map<string, string[]>): MediaDefinition[] {
  const media: MediaDefinition[] = [];
  const promo = (
    code: string,
    section: MediaDefinition['section'],
    p: Promo,
    pic: MediaDefinition['picture'],
  ) =>
    media.push({
      code,
      section,
      name: p.name,
      content: p.content,
      alt: p.alt,
      link: p.link,
      products: [],
      picture: pic,
    });

  SLIDES.forEach((slide, i) => {
    promo(`slider-desktop-${slide.key}`, 'sliders-desktop', slide, picture(slide, 1920, 640, i + 1));
    promo(`slider-mobile-${slide.key}`, 'sliders-mobile', slide, picture(slide, 750, 938, i + 1));
  });
  UPPER.forEach((banner, i) =>
    promo(`upper-banner-${banner.key}`, 'upper-banners', banner, picture(banner, 800, 500, i + 5)),
  );
  LOWER.forEach((banner, i) => {
    promo(
      `lower-banner-desktop-${banner.key}`,
      'lower-banners-desktop',
      banner,
      picture(banner, 1440, 400, i + 9),
    );
    promo(
      `lower-banner-mobile-${banner.key}`,
      'lower-banners-mobile',
      banner,
      picture(banner, 750, 500, i + 9),
    );
  });

  const carouselMedia: [string, Promo][] = [
    ['first-carousel', { ...SLIDES[1], key: 'new', name: { ka: 'სიახლეები', en: 'New In' } } as Promo],
    [
      'second-carousel',
      { ...UPPER[0], key: 'bestsellers', name: { ka: 'ბესტსელერები', en: 'Bestsellers' } } as Promo,
    ],
    ['third-carousel', { ...SLIDES[0], key: 'sale', name: { ka: 'ფასდაკლებები', en: 'On Sale' } } as Promo],
  ];
  carouselMedia.forEach(([block, p], i) => {
    media.push({
      code: `product-carousel-${p.key}`,
      section: 'product-carousels',
      name: p.name,
      content: p.content,
      alt: p.alt,
      link: p.link,
      products: (carousels.get(block) ?? []).slice(0, 4),
      picture: picture(p, 600, 800, i + 12),
    });
  });

  for (const label of LABELS) {
    for (const section of ['product-labels', 'catalog-promotion-labels'] as const) {
      media.push({
        code: `${section === 'product-labels' ? 'product-label' : 'promotion-label'}-${label.key}`,
        section,
        name: label.name,
        content: null,
        alt: label.name,
        link: null,
        products: [],
        picture: badge(label.text, label.colour),
      });
    }
  }

  // The desktop brands menu lists these as pseudo-children; Georgian brands first so both scripts show.
  const menuBrands = [
    ...extras.brands.filter((brand) => extras.localBrands.includes(brand.code)),
    ...extras.brands.filter((brand) => !extras.localBrands.includes(brand.code)),
  ].slice(0, 12);
  for (const brand of menuBrands) {
    media.push({
      code: `brand-menu-${brand.code}`,
      section: 'brands-taxon-pseudo-children',
      name: brand.name,
      content: null,
      alt: { ka: `${brand.name.ka} — ლოგო`, en: `${brand.name.en} logo` },
      link: `/shop/${brand.code}`,
      products: [],
      picture: logo(brand.name.ka, brand.colour),
    });
  }
  extras.brands.slice(0, 6).forEach((brand, i) => {
    media.push({
      code: `brand-banner-${brand.code}`,
      section: 'brand-banners',
      name: brand.name,
      content: { ka: '<p>ბრენდის სრული კოლექცია</p>', en: '<p>The full collection</p>' },
      alt: { ka: `${brand.name.ka} — ბრენდის ბანერი`, en: `${brand.name.en} brand banner` },
      link: `/shop/${brand.code}`,
      products: [],
      picture: {
        width: 1440,
        height: 360,
        format: 'webp',
        svg: bannerSvg({
          width: 1440,
          height: 360,
          colour: brand.colour,
          accent: '#f3e3d3',
          title: brand.name.ka,
          shapes: ['bottle', 'jar'],
          seed: i + 20,
        }),
      },
    });
  });

  const cart: Promo = {
    key: 'cart',
    name: { ka: 'კალათის ბანერი', en: 'Cart banner' },
    content: {
      ka: '<p>მხოლოდ ორიგინალი პროდუქცია და უსაფრთხო გადახდა</p>',
      en: '<p>Only genuine products and secure payment</p>',
    },
    alt: { ka: 'ორიგინალი პროდუქცია', en: 'Genuine products' },
    link: '/faq',
    colour: '#7a3f5c',
    accent: '#f3c1b5',
    shapes: ['tube', 'dropper', 'jar'],
  };
  promo('cart-banner', 'cart-banner', cart, picture(cart, 1200, 240, 30));
  return media;
}

export function renderMediaPicture(definition: MediaDefinition): Promise<Buffer> {
  return renderBuffer(definition.picture.svg, definition.picture.format);
}
