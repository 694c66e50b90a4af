import type { Page } from '@playwright/test';

/** What the chrome, home and search journeys read on the page, per language. */
export const CHROME_LANGUAGES = [
  {
    lang: 'ka',
    prefix: '',
    backend: 'ka_GE',
    words: {
      notFound: 'ეს გვერდი ვერ მოიძებნა',
      backHome: 'მთავარ გვერდზე დაბრუნება',
      otherLanguage: 'English',
      faqHeading: 'ხშირად დასმული კითხვები',
      privacyHeading: 'კონფიდენციალურობის პოლიტიკა',
      categories: 'კატეგორიები',
      brands: 'ბრენდები',
      shop: 'მაღაზია',
      everyProduct: 'ყველა პროდუქტი',
      back: 'უკან',
      accept: 'ვეთანხმები',
      search: 'ძიება',
      openSearch: 'ძიების გახსნა',
      clearSearch: 'ძიების გასუფთავება',
      products: 'პროდუქტები',
      seeAll: 'ყველა შედეგის ნახვა',
      searchHeading: 'ძიების შედეგები',
      next: 'შემდეგი',
      nextSlides: 'შემდეგი სლაიდები',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    backend: 'en_US',
    words: {
      notFound: 'This page could not be found',
      backHome: 'Go to the homepage',
      otherLanguage: 'ქართული',
      faqHeading: 'Frequently asked questions',
      privacyHeading: 'Privacy policy',
      categories: 'Categories',
      brands: 'Brands',
      shop: 'Shop',
      everyProduct: 'Every product',
      back: 'Back',
      accept: 'Accept',
      search: 'Search',
      openSearch: 'Open search',
      clearSearch: 'Clear search',
      products: 'Products',
      seeAll: 'See all results',
      searchHeading: 'Search results',
      next: 'Next',
      nextSlides: 'Next slides',
    },
  },
] as const;

export type ChromeLanguage = (typeof CHROME_LANGUAGES)[number];

/** Cookie consent accepted beforehand, so its popup does not cover the page (it lives in local storage). */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('sakhe.cookie-consent', 'accepted'));
}

/** The search field: in the header on desktop, in the slide-up panel (opened here) on a phone. */
export async function openSearch(page: Page, isMobile: boolean, words: ChromeLanguage['words']) {
  if (isMobile) await page.getByRole('button', { name: words.openSearch }).click();
  const field = page.getByRole('combobox', { name: words.search });
  await field.click();
  return field;
}

declare global {
  interface Window {
    /** GA4's data layer (lib/analytics.ts), filled only after cookie consent. */
    dataLayer?: unknown[];
  }
}
