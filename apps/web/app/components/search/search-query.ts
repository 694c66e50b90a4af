import { SEARCH_MAX_LENGTH } from '@sakhe/contract/limits';
import type { ProductSummary } from '../../lib/content/products';

/** SPEC §5, §9: search runs only from 3 characters, 500 ms after the last keystroke. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;
/** Products shown in the header's suggestions; the full list is on /search. */
export const SUGGESTED_PRODUCTS = 6;

/** The query to search for, or null while it is too short (counted in characters, not UTF-16 units). */
export function searchableQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? '').trim().replace(/\s+/g, ' ');
  const characters = [...query];
  if (characters.length < SEARCH_MIN_LENGTH) return null;
  return characters.slice(0, SEARCH_MAX_LENGTH).join('');
}

interface TaxonSuggestion {
  code: string;
  name: string;
}

/** What `/search/suggest?q=` answers: products, brand taxons and other taxons (SPEC §2 Header). */
export interface SearchSuggestions {
  query: string;
  products: ProductSummary[];
  /** All matching products, for the "see all results" link. */
  totalProducts: number;
  brands: TaxonSuggestion[];
  taxons: TaxonSuggestion[];
}

export type SuggestionOption =
  | { kind: 'product'; id: string; path: string; product: ProductSummary }
  | { kind: 'brand' | 'taxon'; id: string; path: string; taxon: TaxonSuggestion }
  | { kind: 'all'; id: string; path: string };

/** Locale-neutral path of the full results page. */
export function searchPagePath(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/**
 * The options in the order arrow keys walk them: products, brands, categories, then "see all results"
 * when there are products.
 */
export function suggestionOptions(results: SearchSuggestions): SuggestionOption[] {
  const taxonOption = (kind: 'brand' | 'taxon') => (taxon: TaxonSuggestion) => ({
    kind,
    id: `${kind}-${taxon.code}`,
    path: `/shop/${encodeURIComponent(taxon.code)}`,
    taxon,
  });
  const options: SuggestionOption[] = [
    ...results.products.map((product) => ({
      kind: 'product' as const,
      id: `product-${product.code}`,
      path: `/shop/product/${encodeURIComponent(product.slug)}`,
      product,
    })),
    ...results.brands.map(taxonOption('brand')),
    ...results.taxons.map(taxonOption('taxon')),
  ];
  if (results.totalProducts > 0) {
    options.push({ kind: 'all', id: 'all', path: searchPagePath(results.query) });
  }
  return options;
}

/** The option after (or before) `current` for an arrow key, wrapping around; -1 means none active. */
export function moveActive(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
