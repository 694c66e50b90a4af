import { productCollectionSchema, searchCorrectionSchema, taxonCollectionSchema } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { shopApi, type ApiResult } from '../../lib/api/client.server';
import { shopPaths } from '../../lib/api/paths';
import { summarizeProduct } from '../../lib/content/products';
import type { Locale } from '../../lib/i18n/locale';
import { taxonLabel } from '../../lib/catalog/taxons';
import { SUGGESTED_PRODUCTS, type SearchSuggestions } from './search-query';

/** Taxon matches asked for: enough for a few brands and a few categories. */
const SUGGESTED_TAXONS = 12;
const PER_GROUP = 5;

/** Products matching `query` (the API folds Georgian, its Latin transliteration and keyboard layout). */
function searchProducts(
  context: AppLoadContext,
  locale: Locale,
  query: string,
  { page = 1, itemsPerPage }: { page?: number; itemsPerPage: number },
  signal?: AbortSignal,
) {
  return shopApi(context, locale, { signal }).get(
    shopPaths.products({ 'translations.name': query, itemsPerPage, page }),
    productCollectionSchema,
  );
}

export interface TaxonMatches {
  brands: { code: string; name: string }[];
  taxons: { code: string; name: string }[];
}

/** Taxons matching `query`, split into brands (brandTaxon) and other categories. */
export async function searchTaxons(
  context: AppLoadContext,
  locale: Locale,
  query: string,
  signal?: AbortSignal,
): Promise<ApiResult<TaxonMatches>> {
  const collection = await shopApi(context, locale, { signal }).get(
    shopPaths.taxons({ taxonName: query, itemsPerPage: SUGGESTED_TAXONS }),
    taxonCollectionSchema,
  );
  if (!collection.ok) return collection;
  // Tree roots (the menu, the brands root) are containers, not places to shop.
  const members = collection.data['hydra:member']
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
  return { ok: true, data: { brands: pick(true), taxons: pick(false) } };
}

export async function loadSuggestions(
  context: AppLoadContext,
  locale: Locale,
  query: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions | null> {
  const [products, taxons] = await Promise.all([
    searchProducts(context, locale, query, { itemsPerPage: SUGGESTED_PRODUCTS }, signal),
    searchTaxons(context, locale, query, signal),
  ]);
  if (!products.ok || !taxons.ok) return null;
  return {
    query,
    products: products.data['hydra:member'].map((product) => summarizeProduct(product, locale)),
    totalProducts: products.data['hydra:totalItems'],
    ...taxons.data,
  };
}

/** "Did you mean": the catalog term closest to a search that found nothing (null when none is close). */
export async function searchCorrection(
  context: AppLoadContext,
  locale: Locale,
  query: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const found = await shopApi(context, locale, { signal }).get(
    shopPaths.searchCorrections({ q: query }),
    searchCorrectionSchema,
  );
  // A suggestion is a nicety: the empty result stands without it.
  return found.ok ? (found.data.suggestion?.term ?? null) : null;
}
