import type { Taxon } from '@sakhe/contract';
import { currentLocale } from './i18n';
import { parseLari } from './format';

/**
 * The products list's filters as the app's URL holds them (short names, prices in lari) and as the
 * Admin API reads them (`price[gte]` in tetri, `order[code]=asc`), so a filtered list is a link
 * anyone can open, and the bulk actions act on the same query.
 */
export const PRODUCT_FILTERS = [
  'search',
  'category',
  'brand',
  'enabled',
  'stock',
  'priceMin',
  'priceMax',
  'hasImages',
] as const;

const API_NAMES: Partial<Record<(typeof PRODUCT_FILTERS)[number], string>> = {
  priceMin: 'price[gte]',
  priceMax: 'price[lte]',
};

const SORTS = ['code', 'name', 'price', 'createdAt'] as const;
export const PER_PAGE = 30;

/** The API's query for the app's URL: filters (prices typed in lari sent in tetri), sort and page. */
export function productsApiQuery(search: URLSearchParams, { page = true } = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of PRODUCT_FILTERS) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    if (name === 'priceMin' || name === 'priceMax') {
      const tetri = parseLari(value);
      if (tetri !== null) query.set(API_NAMES[name]!, String(tetri));
      continue;
    }
    query.set(name, value);
  }
  const sort = search.get('sort');
  const field = sort?.replace(/^-/, '');
  if (sort && field && (SORTS as readonly string[]).includes(field)) {
    query.set(`order[${field}]`, sort.startsWith('-') ? 'desc' : 'asc');
  }
  if (page) {
    query.set('page', search.get('page') ?? '1');
    query.set('itemsPerPage', String(PER_PAGE));
  }
  return query;
}

export interface TaxonOption {
  code: string;
  /** The name, indented by its depth for a select. */
  label: string;
}

export interface TaxonOptions {
  categories: TaxonOption[];
  brands: TaxonOption[];
}

const BRANDS_ROOT = 'brendebi';
const cache = new Map<string, Promise<TaxonOptions>>();

async function shopGet<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`/api/v2/shop/${path}`, {
    headers: { Accept: 'application/ld+json', 'Accept-Language': locale === 'ka' ? 'ka_GE' : 'en_US' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function flatten(taxons: Taxon[], depth = 0): TaxonOption[] {
  return taxons.flatMap((taxon) => [
    { code: taxon.code, label: `${'\u00a0\u00a0'.repeat(depth)}${taxon.name ?? taxon.code}` },
    ...flatten(taxon.childTaxons, depth + 1),
  ]);
}

/** The shop's categories (the menu tree) and brands, in the app's language, for filters and the editor. */
export function taxonOptions(): Promise<TaxonOptions> {
  const locale = currentLocale();
  let options = cache.get(locale);
  if (!options) {
    options = Promise.all([
      shopGet<{ 'hydra:member': Taxon[] }>('taxons/menu', locale),
      shopGet<Taxon>(`taxons/${BRANDS_ROOT}`, locale),
    ]).then(([menu, brands]) => {
      return {
        categories: flatten(menu['hydra:member']),
        brands: brands.childTaxons
          .map((brand) => ({ code: brand.code, label: brand.name ?? brand.code }))
          .sort((a, b) => a.label.localeCompare(b.label, locale)),
      };
    });
    options.catch(() => cache.delete(locale));
    cache.set(locale, options);
  }
  return options;
}
