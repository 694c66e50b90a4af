import type { ProductCollection, TaxonCollection } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { apiFetch } from '../../lib/http/api.server';
import { summarizeProduct } from '../../lib/content/products';
import type { Locale } from '../../lib/i18n/locale';
import { taxonLabel } from '../../lib/catalog/taxons';
import { SUGGESTED_PRODUCTS, type SearchSuggestions } from './search-query';

/** Taxon matches asked for: enough for a few brands and a few categories. */
const SUGGESTED_TAXONS = 12;
const PER_GROUP = 5;

/** Products matching `query` (the API folds Georgian, its Latin transliteration and keyboard layout). */
export function searchProducts(
  context: AppLoadContext,
  locale: Locale,
  query: string,
  { page = 1, itemsPerPage }: { page?: number; itemsPerPage: number },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({
    'translations.name': query,
    itemsPerPage: String(itemsPerPage),
    page: String(page),
  });
  return apiFetch<ProductCollection>(context, `products?${params}`, { locale, signal });
}

/** Taxons matching `query`, split into brands (brandTaxon) and other categories. */
export async function searchTaxons(
  context: AppLoadContext,
  locale: Locale,
  query: string,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ taxonName: query, itemsPerPage: String(SUGGESTED_TAXONS) });
  const collection = await apiFetch<TaxonCollection>(context, `taxons?${params}`, { locale, signal });
  // Tree roots (the menu, the brands root) are containers, not places to shop.
  const members = collection['hydra:member']
    .filter((taxon) => taxon.level > 0)
    .map((taxon) => ({
      code: taxon.code,
      name: taxonLabel(taxon),
      brand: taxon.brandTaxon,
    }));
  const pick = (brand: boolean) =>
    members
      .filter((taxon) => taxon.brand === brand)
      .slice(0, PER_GROUP)
      .map(({ code, name }) => ({ code, name }));
  return { brands: pick(true), taxons: pick(false) };
}

export async function loadSuggestions(
  context: AppLoadContext,
  locale: Locale,
  query: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  const [products, taxons] = await Promise.all([
    searchProducts(context, locale, query, { itemsPerPage: SUGGESTED_PRODUCTS }, signal),
    searchTaxons(context, locale, query, signal),
  ]);
  return {
    query,
    products: products['hydra:member'].map((product) => summarizeProduct(product, locale)),
    totalProducts: products['hydra:totalItems'],
    ...taxons,
  };
}
