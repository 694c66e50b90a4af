import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { Breadcrumb, type BreadcrumbItem } from '../components/layout/Breadcrumb';
import { CategoryAbout, CategoryIntro, categoryText } from '../components/listing/CategoryDescription';
import { FilterPanel } from '../components/filters/FilterPanel';
import { MobileFilters } from '../components/filters/MobileFilters';
import { appliedCount, useFilterMenus } from '../components/filters/useFilterMenus';
import { NoProducts } from '../components/listing/NoProducts';
import { Pagination } from '../components/listing/Pagination';
import { ProductGrid } from '../components/listing/ProductGrid';
import { SortForm } from '../components/listing/SortForm';
import { CATALOG_HEADERS, catalogHeaders, pageCount } from '../lib/catalog/catalog';
import { loadListing } from '../lib/catalog/catalog.server';
import { canonicalListingSearch, serializeListingQuery, withPage } from '../lib/catalog/filters';
import { getI18n, useT } from '../lib/i18n/i18n';
import { imageUrl } from '../lib/catalog/images';
import { localeFromPath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { seoMeta } from '../lib/seo/seo';
import { taxonPath } from '../lib/catalog/taxons';
import { useLocale, useLocalizePath } from '../lib/i18n/use-locale';
import type { Route } from './+types/shop-taxon';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One URL per listing view: a filter form sent without JavaScript lands on the scripted form's URL.
  const canonical = canonicalListingSearch(url.searchParams);
  if (canonical !== null && canonical !== url.search) throw redirect(url.pathname + canonical, 301);
  const listing = await loadListing({
    context,
    locale: requireLocale(params.lang),
    signal: request.signal,
    taxonCode: params.taxon_code,
    search: url.searchParams,
  });
  return data(listing, { headers: CATALOG_HEADERS });
}

// Found pages are the same for everyone, so a CDN may keep them briefly; a 404 is not kept.
export const headers = catalogHeaders;

export function meta(args: Route.MetaArgs) {
  const { location, loaderData, error } = args;
  if (error || !loaderData) return [];
  const { t } = getI18n(localeFromPath(location.pathname));
  const name = loaderData.taxon?.name ?? t('shop.allProducts');
  const base = loaderData.taxon ? taxonPath(loaderData.taxon.code) : '/shop';
  const page = loaderData.query.page;
  return seoMeta(args, {
    title: t('shop.title', { name }),
    description: t('listing.description', { name, count: loaderData.totalItems }),
    // Filtered views are the same listing; only the page number names other content.
    path: page > 1 ? `${base}?page=${page}` : base,
    image: loaderData.taxon?.banner ?? undefined,
  });
}

export default function ShopTaxon({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  const { taxon, trail, scope, query, products, totalItems } = loaderData;
  const listingPath = localize(taxon ? taxonPath(taxon.code) : '/shop');
  const menus = useFilterMenus(query, listingPath);
  const pages = pageCount(totalItems);
  const filtered = appliedCount(query) > 0;
  const title = taxon?.name ?? t('shop.allProducts');
  const text = categoryText(taxon?.description);
  // A long text below the grid is the listing's, not each page's: later pages would repeat it.
  const about = text?.placement === 'below' && query.page === 1 ? text.html : null;

  const crumbs: BreadcrumbItem[] = [];
  if (taxon?.brand) crumbs.push({ label: t('brands.title'), to: '/shop/brands-a-z' });
  else if (!taxon) crumbs.push({ label: title });
  trail.forEach((item, index) =>
    crumbs.push(
      index === trail.length - 1 ? { label: item.name } : { label: item.name, to: taxonPath(item.code) },
    ),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb items={crumbs} />
      {taxon?.banner && (
        <img
          src={imageUrl(taxon.banner, 'banner_desktop')}
          srcSet={`${imageUrl(taxon.banner, 'banner_mobile')} 800w, ${imageUrl(taxon.banner, 'banner_desktop')} 1600w`}
          sizes="(min-width: 1280px) 1232px, 100vw"
          alt=""
          width={1200}
          height={300}
          className="mt-4 aspect-[4/1] w-full rounded-2xl object-cover lg:aspect-[6/1]"
        />
      )}
      <header className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
          {text?.placement === 'intro' && <CategoryIntro html={text.html} />}
          <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
            {t('listing.count', { count: totalItems })}
          </p>
        </div>
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
          <MobileFilters
            key={listingPath}
            scope={scope}
            menus={menus}
            listingPath={listingPath}
            count={appliedCount(query)}
          />
          <SortForm query={query} listingPath={listingPath} onOrder={menus.order} />
        </div>
      </header>

      {/* The filters span both rows: a long description follows the products, not the (taller) filters.
          Stretched to the products' height, the filters would be the first thing on screen at any depth and
          so the browser's scroll anchor, which keeps still what the shopper reads as rows above it are laid
          out: the products hold that role instead (overflow-anchor). */}
      <div className="mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8 xl:grid-cols-[15rem_minmax(0,1fr)]">
        <aside
          className="hidden lg:row-span-2 lg:block lg:[overflow-anchor:none]"
          aria-label={t('filters.title')}
        >
          <FilterPanel
            key={listingPath}
            idPrefix="desktop"
            scope={scope}
            menus={menus}
            listingPath={listingPath}
          />
        </aside>
        <section aria-labelledby="listing-products">
          <h2 id="listing-products" className="sr-only">
            {t('listing.products')}
          </h2>
          {products.length > 0 ? (
            <ProductGrid products={products} locale={locale} />
          ) : (
            <NoProducts clearHref={filtered ? listingPath : undefined} />
          )}
          <Pagination
            page={query.page}
            pages={pages}
            hrefOf={(page) => listingPath + serializeListingQuery(withPage(query, page))}
          />
        </section>
        {about && (
          <div className="lg:col-start-2">
            <CategoryAbout html={about} name={title} />
          </div>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
