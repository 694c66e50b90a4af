import { LayoutGrid, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { FilterPanel } from '../components/filters/FilterPanel';
import { MobileFilters } from '../components/filters/MobileFilters';
import { appliedCount, useFilterMenus } from '../components/filters/useFilterMenus';
import { LocalizedLink } from '../components/LocalizedLink';
import { NoProducts } from '../components/listing/NoProducts';
import { Pagination } from '../components/listing/Pagination';
import { ProductGrid } from '../components/listing/ProductGrid';
import { SortForm } from '../components/listing/SortForm';
import { searchableQuery, searchPagePath } from '../components/search/search-query';
import { searchCorrection, searchTaxons } from '../components/search/search.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { orThrow } from '../lib/api/client.server';
import { pageCount } from '../lib/catalog/catalog';
import { loadListing } from '../lib/catalog/catalog.server';
import { serializeListingQuery, withListingSearch, withPage } from '../lib/catalog/filters';
import { requireLocale } from '../lib/http/route-params';
import { PUBLIC_PAGE_CACHE, seoMeta } from '../lib/seo/seo';
import { taxonPath } from '../lib/catalog/taxons';
import { useLocale, useLocalizePath } from '../lib/i18n/use-locale';
import type { Route } from './+types/search';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const url = new URL(request.url);
  const raw = (url.searchParams.get('q') ?? '').trim();
  const query = searchableQuery(raw);
  if (!query) return { raw, query: null, listing: null, brands: [], taxons: [], correction: null };
  // The results are a listing like any other: the same filters (with counts), sorts and pages, in the URL.
  const [listing, taxons] = await Promise.all([
    loadListing({ context, locale, signal: request.signal, search: url.searchParams, searchTerm: query }),
    searchTaxons(context, locale, query, request.signal).then(orThrow),
  ]);
  const nothing = listing.totalItems === 0 && appliedCount(listing.query) === 0;
  const correction = nothing ? await searchCorrection(context, locale, query, request.signal) : null;
  return { raw, query, listing, ...taxons, correction };
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
  const { query, raw, listing } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      {query && listing ? (
        <SearchResults {...loaderData} query={query} listing={listing} />
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('search.pageTitle')}</h1>
          <p className="mt-4 text-ink-muted">
            {raw ? t('search.tooShort', { count: 3 }) : t('search.prompt')}
          </p>
        </>
      )}
    </div>
  );
}

type Loaded = Route.ComponentProps['loaderData'];

function SearchResults({
  query,
  listing,
  brands,
  taxons,
  correction,
}: Loaded & { query: string; listing: NonNullable<Loaded['listing']> }) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  const listingPath = localize(searchPagePath(query));
  const menus = useFilterMenus(listing.query, listingPath);
  const filtered = appliedCount(listing.query) > 0;
  const chips = [
    ...brands.map((taxon) => ({ ...taxon, icon: Tag })),
    ...taxons.map((taxon) => ({ ...taxon, icon: LayoutGrid })),
  ];
  const nothing = listing.totalItems === 0 && !filtered;
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('search.headingFor', { query })}</h1>
          <p className="mt-1 text-sm text-ink-muted" role="status">
            {t('search.productCount', { count: listing.totalItems })}
          </p>
        </div>
        {!nothing && (
          <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
            <MobileFilters
              key={listingPath}
              scope={listing.scope}
              menus={menus}
              listingPath={listingPath}
              count={appliedCount(listing.query)}
            />
            <SortForm query={listing.query} listingPath={listingPath} onOrder={menus.order} />
          </div>
        )}
      </header>
      {chips.length > 0 && (
        <ul aria-label={t('search.related')} className="mt-5 flex flex-wrap gap-2">
          {chips.map(({ code, name, icon: Icon }) => (
            <li key={code}>
              <TaxonChip code={code} name={name}>
                <Icon aria-hidden="true" className="size-4 text-ink-muted" />
              </TaxonChip>
            </li>
          ))}
        </ul>
      )}
      {nothing ? (
        <NothingFound query={query} correction={correction} categories={listing.topCategories} />
      ) : (
        <div className="mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[15rem_minmax(0,1fr)]">
          {/* Never the scroll anchor: the products are (the listing's filters say why). */}
          <aside className="hidden lg:block lg:[overflow-anchor:none]" aria-label={t('filters.title')}>
            <FilterPanel
              key={listingPath}
              idPrefix="desktop"
              scope={listing.scope}
              menus={menus}
              listingPath={listingPath}
            />
          </aside>
          <section aria-labelledby="search-products">
            <h2 id="search-products" className="sr-only">
              {t('listing.products')}
            </h2>
            {listing.products.length > 0 ? (
              <ProductGrid products={listing.products} locale={locale} />
            ) : (
              <NoProducts clearHref={listingPath} />
            )}
            <Pagination
              page={listing.query.page}
              pages={pageCount(listing.totalItems)}
              hrefOf={(page) =>
                withListingSearch(listingPath, serializeListingQuery(withPage(listing.query, page)))
              }
            />
          </section>
        </div>
      )}
    </>
  );
}

function TaxonChip({ code, name, children }: { code: string; name: string; children?: ReactNode }) {
  return (
    <LocalizedLink
      to={taxonPath(code)}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-surface-raised px-4 text-sm text-ink hover:border-accent hover:text-accent"
    >
      {children}
      {name}
    </LocalizedLink>
  );
}

/** An empty result: the closest catalog term ("did you mean") and the popular categories. */
function NothingFound({
  query,
  correction,
  categories,
}: {
  query: string;
  correction: string | null;
  categories: Array<{ code: string; name: string }>;
}) {
  const t = useT();
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <p className="text-lg font-medium text-ink">{t('catalogDepth.nothingFor', { query })}</p>
      {correction && (
        <p className="mt-3 text-ink" data-testid="did-you-mean">
          {t('catalogDepth.didYouMean')}{' '}
          <LocalizedLink
            to={searchPagePath(correction)}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {correction}
          </LocalizedLink>
        </p>
      )}
      {categories.length > 0 && (
        <section aria-labelledby="popular-categories" className="mt-8">
          <h2 id="popular-categories" className="text-base font-semibold text-ink">
            {t('catalogDepth.popularCategories')}
          </h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.code}>
                <TaxonChip code={category.code} name={category.name} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
