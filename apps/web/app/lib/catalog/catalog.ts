import { shopPaths } from '../api/paths';
import { attributeEntries, type ListingQuery, type ListingSort } from './filters';
import { taxonLabel, type MenuTaxon } from './taxons';

/** Products on one listing page. */
const LISTING_PAGE_SIZE = 24;

/** Brands are the children of this taxon (spec §9). */
export const BRANDS_TAXON_CODE = 'brendebi';

/** What catalog pages let a CDN keep: a minute fresh, five minutes shared, ten more while revalidating. */
const CATALOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** The loader's headers when it found the page: `return data(page, { headers: CATALOG_HEADERS })`. */
export const CATALOG_HEADERS = { 'Cache-Control': CATALOG_CACHE_CONTROL };

/**
 * A catalog route's `headers`: the loader's Cache-Control, which only a page that was found carries;
 * a 404 or an error page is never kept.
 */
export function catalogHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : {};
}

export interface FilterOption {
  code: string;
  name: string;
  /** Products it would show (the other filters applied), when the API's facets said so. */
  count?: number | undefined;
}

/** What a listing offers to filter by. */
export interface ListingScope {
  /** The listing's taxon; none for `/shop` (every product) and the search page. */
  taxonCode?: string | undefined;
  /** The search page's text: the listing is its results. */
  search?: string | undefined;
  /** The listing is a brand's, so there is no brand to choose. */
  isBrand: boolean;
  brands: FilterOption[];
  categories: FilterOption[];
  /** Filterable attributes with values in the result (from the facets; none before they are known). */
  attributes?: AttributeOption[] | undefined;
}

/** An attribute filter: its name and the values a shopper may tick. */
interface AttributeOption {
  code: string;
  name: string;
  values: FilterOption[];
}

/** The `categories` of the URL read against a listing: any of its brands, at most one of its categories. */
interface ListingSelection {
  brands: string[];
  category?: string | undefined;
}

function selectionIn(codes: readonly string[], scope: ListingScope): ListingSelection {
  const brands = new Set(scope.brands.map((brand) => brand.code));
  const categories = new Set(scope.categories.map((category) => category.code));
  return {
    brands: scope.isBrand ? [] : codes.filter((code) => brands.has(code)),
    category: codes.find((code) => categories.has(code)),
  };
}

/** The query with only codes the listing offers, so the page shows exactly what it filters by. */
export function normalizeQuery(query: ListingQuery, scope: ListingScope): ListingQuery {
  const { brands, category } = selectionIn(query.categories, scope);
  return { ...query, categories: category === undefined ? brands : [...brands, category] };
}

/**
 * `GET products` for a listing page: the listing's taxon, the chosen category (its subtree) and
 * the chosen brands (any of them). Brand AND category, as a shopper means it.
 */
export function productsApiPath(query: ListingQuery, scope: ListingScope): string {
  return shopPaths.products({
    ...facetFilters(query, scope),
    'order[price]': query.price,
    ...sortOrder(query.sort),
    page: query.page,
    itemsPerPage: LISTING_PAGE_SIZE,
  });
}

/** The API's order for a listing sort: each of them highest first. */
function sortOrder(sort: ListingSort | undefined) {
  switch (sort) {
    case 'newest':
      return { 'order[createdAt]': 'desc' as const };
    case 'bestselling':
      return { 'order[bestselling]': 'desc' as const };
    case 'rating':
      return { 'order[averageRating]': 'desc' as const };
    case 'discount':
      return { 'order[discount]': 'desc' as const };
    default:
      return {};
  }
}

/** `GET product-facets` for the same filters: what the filter menus offer, with counts. */
export function facetsApiPath(query: ListingQuery, scope: ListingScope): string {
  return shopPaths.productFacets(facetFilters(query, scope));
}

function facetFilters(query: ListingQuery, scope: ListingScope) {
  const { brands, category } = selectionIn(query.categories, scope);
  return {
    'translations.name': scope.search,
    taxon: scope.taxonCode,
    category: category === undefined ? undefined : [category],
    brand: brands,
    minimumPrice: query.from,
    maximumPrice: query.to,
    attribute: Object.fromEntries(attributeEntries(query.attributes)),
  };
}

export function pageCount(totalItems: number): number {
  return Math.max(1, Math.ceil(totalItems / LISTING_PAGE_SIZE));
}

/** The taxon and its ancestors in the menu tree, root first; empty when it is not in the menu. */
export function menuTrail(menu: readonly MenuTaxon[], code: string): MenuTaxon[] {
  for (const taxon of menu) {
    if (taxon.code === code) return [taxon];
    const below = menuTrail(taxon.children, code);
    if (below.length > 0) return [taxon, ...below];
  }
  return [];
}

/** Just what filtering needs to know of the listing's taxon (`GET taxons/{code}`). */
export interface ListingTaxon {
  code: string;
  brandTaxon: boolean;
  childTaxons: ReadonlyArray<{ code: string; name: string | null; brandTaxon: boolean }>;
}

/**
 * The categories a listing offers: the children of its taxon in the menu; on `/shop` and on a brand's
 * listing the top of the menu; a taxon outside the menu offers its own non-brand children.
 */
export function categoryOptions(menu: readonly MenuTaxon[], taxon: ListingTaxon | null): FilterOption[] {
  const option = ({ code, name }: MenuTaxon) => ({ code, name });
  if (taxon === null || taxon.brandTaxon) return menu.map(option);
  const trail = menuTrail(menu, taxon.code);
  if (trail.length > 0) return trail[trail.length - 1]!.children.map(option);
  return taxon.childTaxons
    .filter((child) => !child.brandTaxon)
    .map((child) => ({ code: child.code, name: taxonLabel(child) }));
}
