import type { ProductCollection, TaxonItem } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { apiFetch } from '../http/api.server';
import {
  BRANDS_TAXON_CODE,
  categoryOptions,
  menuTrail,
  normalizeQuery,
  productsApiPath,
  type FilterOption,
  type ListingScope,
} from './catalog';
import { parseListingQuery } from './filters';
import { intlLocale, type Locale } from '../i18n/locale';
import { loadMenu } from './menu.server';
import { toCardProduct } from './product-card.server';
import { taxonLabel } from './taxons';

interface Request {
  context: AppLoadContext;
  locale: Locale;
  signal?: AbortSignal;
}

/** The children of `brendebi`, by name. A shop without the brands taxon simply has no brands. */
export async function loadBrands({ context, locale, signal }: Request): Promise<FilterOption[]> {
  let root: TaxonItem;
  try {
    root = await apiFetch<TaxonItem>(context, `taxons/${BRANDS_TAXON_CODE}`, { locale, signal });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
  const collator = new Intl.Collator(intlLocale(locale), { sensitivity: 'base', numeric: true });
  return root.childTaxons
    .map((brand) => ({ code: brand.code, name: taxonLabel(brand) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Whether `apiFetch` threw its not-found response (see `notFound` in route-params). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { init?: { status?: unknown } }).init?.status === 404
  );
}

export interface TrailItem {
  code: string;
  name: string;
}

/** Everything a listing page shows, for `/shop` (no taxon) or `/shop/{taxon_code}`. */
export async function loadListing(
  request: Request & { taxonCode?: string | undefined; search: URLSearchParams },
) {
  const { context, locale, signal, taxonCode } = request;
  const [taxon, menu, brands] = await Promise.all([
    // An unknown taxon throws the 404 response: the route's not-found page.
    taxonCode
      ? apiFetch<TaxonItem>(context, `taxons/${encodeURIComponent(taxonCode)}`, { locale, signal })
      : null,
    loadMenu(context, locale, signal),
    loadBrands(request),
  ]);
  const isBrand = taxon?.brandTaxon ?? false;
  const scope: ListingScope = {
    taxonCode: taxon?.code,
    isBrand,
    brands: isBrand ? [] : brands,
    categories: categoryOptions(menu, taxon),
  };
  const query = normalizeQuery(parseListingQuery(request.search), scope);
  const products = await apiFetch<ProductCollection>(context, productsApiPath(query, scope), {
    locale,
    signal,
  });

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
    scope,
    query,
    products: products['hydra:member'].map((product) => toCardProduct(product, locale)),
    totalItems: products['hydra:totalItems'],
  };
}

export type Listing = Awaited<ReturnType<typeof loadListing>>;
