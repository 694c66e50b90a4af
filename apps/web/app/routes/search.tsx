import { LayoutGrid, Tag } from 'lucide-react';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { LocalizedLink } from '../components/LocalizedLink';
import { NoProducts } from '../components/listing/NoProducts';
import { Pagination } from '../components/listing/Pagination';
import { ProductGrid } from '../components/listing/ProductGrid';
import { searchableQuery, searchPagePath } from '../components/search/search-query';
import { searchProducts, searchTaxons } from '../components/search/search.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { toCardProduct } from '../lib/catalog/product-card.server';
import { orThrow } from '../lib/api/client.server';
import { requireLocale } from '../lib/http/route-params';
import { PUBLIC_PAGE_CACHE, seoMeta } from '../lib/seo/seo';
import { taxonPath } from '../lib/catalog/taxons';
import { useLocale, useLocalizePath } from '../lib/i18n/use-locale';
import type { Route } from './+types/search';

/** Results per page: a multiple of 2, 3 and 4 columns. */
const PER_PAGE = 24;
const MAX_PAGE = 10_000;

function pageParam(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const url = new URL(request.url);
  const raw = (url.searchParams.get('q') ?? '').trim();
  const query = searchableQuery(raw);
  const page = pageParam(url.searchParams.get('page'));
  if (!query) return { raw, query: null, page, pages: 0, total: 0, products: [], brands: [], taxons: [] };
  const [products, taxons] = await Promise.all([
    searchProducts(context, locale, query, { page, itemsPerPage: PER_PAGE }, request.signal).then(orThrow),
    searchTaxons(context, locale, query, request.signal).then(orThrow),
  ]);
  const total = products['hydra:totalItems'];
  return {
    raw,
    query,
    page,
    pages: Math.ceil(total / PER_PAGE),
    total,
    products: products['hydra:member'].map((product) => toCardProduct(product, locale)),
    ...taxons,
  };
}

// Results are the same for everyone: the page cache keeps them, a CDN may too; an error page is not kept.
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ? {} : { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return [];
  const { t } = getI18n(localeFromPath(args.location.pathname));
  const query = args.loaderData?.query;
  return seoMeta(args, {
    title: query ? t('search.pageTitleFor', { query }) : t('search.pageTitle'),
    description: t('site.description'),
    path: query ? searchPagePath(query) : '/search',
    // Result pages are endless variations of the catalog: followed, not indexed.
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizePath();
  const { query, raw, products, total, page, pages, brands, taxons } = loaderData;
  const locale = useLocale();
  const chips = [
    ...brands.map((taxon) => ({ ...taxon, icon: Tag })),
    ...taxons.map((taxon) => ({ ...taxon, icon: LayoutGrid })),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">
        {query ? t('search.headingFor', { query }) : t('search.pageTitle')}
      </h1>
      {!query ? (
        <p className="mt-4 text-ink-muted">{raw ? t('search.tooShort', { count: 3 }) : t('search.prompt')}</p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted" role="status">
            {t('search.productCount', { count: total })}
          </p>
          {chips.length > 0 && (
            <ul aria-label={t('search.related')} className="mt-5 flex flex-wrap gap-2">
              {chips.map(({ code, name, icon: Icon }) => (
                <li key={code}>
                  <LocalizedLink
                    to={taxonPath(code)}
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-surface-raised px-4 text-sm text-ink hover:border-accent hover:text-accent"
                  >
                    <Icon aria-hidden="true" className="size-4 text-ink-muted" />
                    {name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8">
            {products.length > 0 ? <ProductGrid products={products} locale={locale} /> : <NoProducts />}
          </div>
          <Pagination
            page={page}
            pages={pages}
            hrefOf={(target) => localize(searchPagePath(query, target))}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
