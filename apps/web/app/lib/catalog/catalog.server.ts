import {
  type FacetValue,
  productCollectionSchema,
  productFacetsSchema,
  taxonItemSchema,
} from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { orThrow, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import {
  BRANDS_TAXON_CODE,
  categoryOptions,
  facetsApiPath,
  menuTrail,
  normalizeQuery,
  productsApiPath,
  type FilterOption,
  type ListingScope,
} from './catalog';
import { parseListingQuery } from './filters';
import { intlLocale, type Locale } from '../i18n/locale';
import { sharedContent } from '../content/cache.server';
import { loadMenu } from './menu.server';
import { toCardProduct } from './product-card.server';
import { taxonLabel } from './taxons';

interface Request {
  context: AppLoadContext;
  locale: Locale;
  signal?: AbortSignal;
}

/**
 * The children of `brendebi`, by name: the same for everyone, one load per locale serves every listing (at
 * scale one of the largest answers a page asks for: 300 brands, 158 kB of JSON). A shop without the brands
 * taxon simply has no brands; any other failure is the page's error (and is not shared).
 */
export const loadBrands = sharedContent(async (context, locale): Promise<FilterOption[]> => {
  const found = await shopApi(context, locale, { asGuest: true }).get(
    shopPaths.taxon(BRANDS_TAXON_CODE),
    taxonItemSchema,
  );
  if (!found.ok && found.problem.status === 404) return [];
  const collator = new Intl.Collator(intlLocale(locale), { sensitivity: 'base', numeric: true });
  return orThrow(found)
    .childTaxons.map((brand) => ({ code: brand.code, name: taxonLabel(brand) }))
    .sort((a, b) => collator.compare(a.name, b.name));
});

interface TrailItem {
  code: string;
  name: string;
}

/** Everything a listing page shows, for `/shop` (no taxon) or `/shop/{taxon_code}`. */
export async function loadListing(
  request: Request & {
    taxonCode?: string | undefined;
    search: URLSearchParams;
    /** The search page's text: the listing is its results, filtered and sorted like any listing. */
    searchTerm?: string | undefined;
  },
) {
  const { context, locale, signal, taxonCode, searchTerm } = request;
  const api = shopApi(context, locale, { signal });
  const [taxon, menu, brands] = await Promise.all([
    // An unknown taxon is the route's not-found page.
    taxonCode ? api.get(shopPaths.taxon(taxonCode), taxonItemSchema).then(orThrow) : null,
    loadMenu(context, locale),
    loadBrands(context, locale),
  ]);
  const isBrand = taxon?.brandTaxon ?? false;
  const scope: ListingScope = {
    taxonCode: taxon?.code,
    search: searchTerm,
    isBrand,
    brands: isBrand ? [] : brands,
    categories: categoryOptions(menu, taxon),
  };
  const query = normalizeQuery(parseListingQuery(request.search), scope);
  const [products, facets] = await Promise.all([
    api.get(productsApiPath(query, scope), productCollectionSchema).then(orThrow),
    api.get(facetsApiPath(query, scope), productFacetsSchema).then(orThrow),
  ]);
  // The menus offer only what the result holds (and what is chosen), with counts.
  const offered = ({ code, name, count }: FacetValue): FilterOption => ({ code, name, count });
  const shown: ListingScope = {
    ...scope,
    brands: isBrand ? [] : facets.brands.map(offered),
    categories: facets.categories.map(offered),
    attributes: facets.attributes.map((attribute) => ({
      code: attribute.code,
      name: attribute.name,
      values: attribute.values.map(offered),
    })),
  };

  const trail: TrailItem[] = taxon
    ? isBrand
      ? [{ code: taxon.code, name: taxonLabel(taxon) }]
      : menuTrail(menu, taxon.code).map(({ code, name }) => ({ code, name }))
    : [];
  if (taxon && trail.length === 0) trail.push({ code: taxon.code, name: taxonLabel(taxon) });

  return {
    taxon: taxon && {
      code: taxon.code,
      name: taxonLabel(taxon),
      brand: isBrand,
      description: taxon.description,
      banner: taxon.images.find((image) => image.type === 'production-sticky-banner')?.path ?? null,
    },
    trail,
    /** The menu's top categories (the search page offers them when nothing was found). */
    topCategories: menu.map(({ code, name }) => ({ code, name })),
    scope: shown,
    query,
    products: products['hydra:member'].map((product) => toCardProduct(product, locale)),
    totalItems: products['hydra:totalItems'],
  };
}
