import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, repeatUntil } from './fixtures';

/** What the catalog journeys need to know of each language. */
export const LANGUAGES = [
  {
    lang: 'ka',
    prefix: '',
    backend: 'ka_GE',
    words: {
      shop: 'მაღაზია',
      viewAll: (name: string) => `ყველა: ${name}`,
      filters: 'ფილტრები',
      brands: 'ბრენდები',
      apply: 'გაფილტვრა',
      clear: 'გასუფთავება',
      from: 'მინიმუმი (₾)',
      to: 'მაქსიმუმი (₾)',
      sort: 'დალაგება',
      next: 'შემდეგი',
      previous: 'წინა',
      pages: 'გვერდები',
      page: (page: number) => `გვერდი ${page}`,
      productNotFound: 'პროდუქტი ვერ მოიძებნა',
      brandsTitle: 'ბრენდები ა–ჰ',
      otherLanguage: 'English',
      noProducts: 'პროდუქტები ვერ მოიძებნა',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    backend: 'en_US',
    words: {
      shop: 'Shop',
      viewAll: (name: string) => `Everything in ${name}`,
      filters: 'Filters',
      brands: 'Brands',
      apply: 'Apply',
      clear: 'Clear filters',
      from: 'From (₾)',
      to: 'To (₾)',
      sort: 'Sort by',
      next: 'Next',
      previous: 'Previous',
      pages: 'Pages',
      page: (page: number) => `Page ${page}`,
      productNotFound: 'Product not found',
      brandsTitle: 'Brands A–Z',
      otherLanguage: 'ქართული',
      noProducts: 'No products found',
    },
  },
] as const;

export type Language = (typeof LANGUAGES)[number];

/** Clicks until what the click opens is there (see `repeatUntil`): only while it is still closed. */
export async function openWith(trigger: Locator, opened: Locator) {
  await repeatUntil(
    async () => {
      if (!(await opened.isVisible())) await trigger.click();
    },
    () => expect(opened).toBeVisible({ timeout: 2_000 }),
  );
}

/** Cookie consent accepted beforehand (one definition, with the layout's helpers). */
export { acceptCookies } from './chrome-support';

export interface ApiTaxon {
  code: string;
  name: string | null;
  /** Rich text in the request's language. */
  description: string | null;
  brandTaxon: boolean;
}
interface ApiVariant {
  code: string;
  price: number;
  originalPrice: number;
  inStock: boolean;
  translations: Record<string, { name: string }>;
}
export interface ApiProduct {
  code: string;
  name: string;
  slug: string;
  defaultVariant: string | null;
  productTaxons: Array<{ taxon: ApiTaxon }>;
  productVariants: Array<ApiVariant & { '@id': string }>;
  translations: Record<string, { name: string; slug: string }>;
}
interface Collection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

/** Asks the Shop API directly, to know what the pages should show. */
async function api<T>(request: APIRequestContext, path: string, backend: string): Promise<T> {
  const response = await request.get(`/api/v2/shop/${path}`, { headers: { 'Accept-Language': backend } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function apiProducts(request: APIRequestContext, query: string, backend: string) {
  return api<Collection<ApiProduct>>(request, `products?${query}`, backend);
}

export async function apiTaxon(request: APIRequestContext, code: string, backend: string) {
  return api<ApiTaxon & { childTaxons: ApiTaxon[] }>(request, `taxons/${code}`, backend);
}

/** The products on the page, in order: names, links (unique, unlike names) and current prices (tetri). */
export async function shownProducts(page: Page) {
  const cards = page.getByRole('main').locator('article');
  const names = await cards.getByRole('heading').allTextContents();
  const links = await cards
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const prices = (await cards
    .locator('[data-price]')
    .evaluateAll((spans) => spans.map((span) => Number(span.getAttribute('data-price'))))) as number[];
  return { names: names.map((name) => name.trim()), links, prices };
}

export function isSorted(values: number[], direction: 'asc' | 'desc'): boolean {
  return values.every((value, index) =>
    index === 0 ? true : direction === 'asc' ? values[index - 1]! <= value : values[index - 1]! >= value,
  );
}
