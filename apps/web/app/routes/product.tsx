import { RecentlyViewed } from '../components/product/RecentlyViewed';
import { RelatedProducts } from '../components/product/RelatedProducts';
import { useEffect } from 'react';
import { data, isRouteErrorResponse, Link, redirect, useRouteError, useSearchParams } from 'react-router';
import type { HeadersArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { AddToCartForm } from '../components/cart/AddToCartForm';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { Breadcrumb, type BreadcrumbItem } from '../components/layout/Breadcrumb';
import { DiscountBadge } from '../components/product/DiscountBadge';
import { ProductDescription } from '../components/product/ProductDescription';
import { ProductDetails } from '../components/product/ProductDetails';
import { ProductGallery } from '../components/product/ProductGallery';
import { ProductLabels } from '../components/product/ProductLabels';
import { ProductNotFound } from '../components/product/ProductNotFound';
import { ProductPrice } from '../components/product/ProductPrice';
import { ProductRating } from '../components/product/ProductRating';
import { ProductSize } from '../components/product/ProductSize';
import { ProductReviews } from '../components/product/ProductReviews';
import { OutOfStockLabel } from '../components/product/StockLabel';
import { NotifyWhenBack } from '../components/product/NotifyWhenBack';
import { StickyBuyBar } from '../components/product/StickyBuyBar';
import { VariantSelector } from '../components/product/VariantSelector';
import { analyticsPrice, track } from '../lib/analytics/analytics';
import { CATALOG_HEADERS, catalogHeaders, menuTrail } from '../lib/catalog/catalog';
import { withAlternates } from '../lib/seo/alternates';
import { getI18n, useT } from '../lib/i18n/i18n';
import { galleryImages, imageOfType, imageUrl, variantGallery } from '../lib/catalog/images';
import { localeFromPath } from '../lib/i18n/locale';
import { loadMenu } from '../lib/catalog/menu.server';
import {
  chosenVariant,
  isLatinText,
  productAlternates,
  productBrand,
  productPath,
  productSlug,
  variantDiscount,
  visibleLabels,
} from '../lib/catalog/product';
import { accountHeaders } from '../lib/account/account.server';
import { findProduct, loadAttributes } from '../lib/catalog/product.server';
import { addReview, loadReviews } from '../lib/reviews/reviews.server';
import { productJsonLd } from '../lib/seo/product-jsonld';
import { htmlToText } from '../lib/catalog/product-html';
import { notFound, requireLocale } from '../lib/http/route-params';
import { jsonLd, seoMeta, siteOrigin } from '../lib/seo/seo';
import { taxonLabel, taxonPath } from '../lib/catalog/taxons';
import { useLocale, useLocalizePath } from '../lib/i18n/use-locale';
import { useProductRating } from '../lib/reviews/use-review-result';
import type { Route } from './+types/product';
import { WishlistHeart } from '../components/wishlist/WishlistHeart';
import { readForm } from '../lib/http/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  if (!params.product_slug) notFound();
  const lookup = { context, locale, signal: request.signal };
  const [found, menu] = await Promise.all([
    findProduct(lookup, params.product_slug),
    loadMenu(context, locale),
  ]);
  if ('redirectTo' in found) throw redirect(found.redirectTo + new URL(request.url).search, 301);

  const { product } = found;
  // The product is the page (its status, title, structured data and rating): it is awaited. Its reviews
  // are not: the page streams without them, and React Router sends them later in the same response.
  const reviews = loadReviews(context, locale, product, request.signal);
  const attributes = await loadAttributes(lookup, product.code);
  const main = product.productTaxons.find(
    (assignment) => assignment.taxon['@id'] === product.mainTaxon,
  )?.taxon;
  const trail = main ? menuTrail(menu, main.code).map(({ code, name }) => ({ code, name })) : [];
  if (main && trail.length === 0) trail.push({ code: main.code, name: taxonLabel(main) });
  const page = {
    product,
    reviews,
    trail,
    attributes,
    /**
     * This product's page in each language (localized paths). Its slug differs per language, so the
     * locale switcher and hreflang links take these instead of swapping the locale prefix; see
     * `pageAlternates` in lib/catalog.
     */
    alternates: productAlternates(product),
  };
  return data(page, { headers: CATALOG_HEADERS });
}

// Choosing another variant only changes `?variant=`: the product is already here.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/**
 * The add-review form (SPEC §2). The page is the same for everyone and cached, so who is writing is
 * decided here, per request; the answer is personal and never stored.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const result = await addReview(input, await readForm(request));
  return data(result, { headers: await accountHeaders(input) });
}

// Found pages are the same for everyone, so a CDN may keep them briefly; a 404 is not kept. The answer to
// the review form sent without JavaScript is a page for one customer only.
export function headers(args: HeadersArgs) {
  const personal = args.actionHeaders.get('Cache-Control');
  return personal ? { 'Cache-Control': personal } : catalogHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const { location, loaderData, error, matches } = args;
  const locale = localeFromPath(location.pathname);
  const { t } = getI18n(locale);
  if (error || !loaderData) return [{ title: t('product.notFoundTitle') }];
  const { product, alternates } = loaderData;
  const origin = siteOrigin(matches);
  const variant = chosenVariant(product, new URLSearchParams(location.search).get('variant'));
  const image = galleryImages(product.images)[0];
  const descriptors = seoMeta(args, {
    title: t('product.title', { name: product.name }),
    description: product.shortDescription ?? htmlToText(product.description).slice(0, 160),
    path: productPath(productSlug(product, locale)),
    image: image && imageUrl(image.path, 'sylius_shop_product_large_thumbnail'),
    type: 'product',
  });
  return [
    ...withAlternates(descriptors, alternates, origin),
    jsonLd(productJsonLd(product, variant, { origin, locale })),
  ];
}

/** The page's add-to-cart form, which the sticky buy bar watches and submits. */
const BUY_FORM_ID = 'product-buy';

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const { product, reviews, trail, attributes } = loaderData;
  const { averageRating, reviewCount } = useProductRating(product);
  const variant = chosenVariant(product, searchParams.get('variant'));
  const brand = productBrand(product);
  const discount = variant ? variantDiscount(variant) : 0;
  const inStock = variant?.inStock ?? false;
  const banner = imageOfType(product.images, 'sticky-banner');

  useEffect(() => {
    if (!variant) return;
    track('view_item', {
      currency: 'GEL',
      value: analyticsPrice(variant.price),
      items: [
        {
          item_id: variant.code,
          item_name: product.name,
          item_brand: brand?.name,
          item_category: trail[0]?.name,
          item_variant: variant.name ?? undefined,
          price: analyticsPrice(variant.price),
          discount: analyticsPrice(variant.originalPrice - variant.price),
          quantity: 1,
        },
      ],
    });
    // One event per product and variant shown; names and prices come with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.code, variant?.code]);

  const crumbs: BreadcrumbItem[] = [
    ...trail.map((item) => ({ label: item.name, to: taxonPath(item.code) })),
    { label: product.name },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:py-8">
      <Breadcrumb items={crumbs} />
      {/*
        On a phone the name, price and size come first, then the pictures (at most a third of the
        screen high), then the choice and the button: the price is on the first screen, and so is a
        button, the page's own or the sticky bar's while that is out of sight (issue 26, item 3). From
        1024 px the pictures take the left column and the rest the right one.
      */}
      {/* minmax(0, 1fr): a column never grows past the screen for a long word or a wide row. */}
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-x-12 gap-y-4 lg:mt-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2">
          {brand && (
            <Link
              to={localize(taxonPath(brand.code))}
              className={`rounded-sm font-medium text-accent hover:underline ${isLatinText(brand.name) ? 'text-lg tracking-wide [font-variant-caps:all-small-caps]' : 'text-sm'}`}
            >
              {brand.name}
            </Link>
          )}
          <h1 className="mt-0.5 text-xl leading-tight font-semibold text-ink sm:text-3xl lg:mt-1">
            {product.name}
          </h1>
          <div className="mt-1 lg:mt-2">
            <ProductRating rating={averageRating} count={reviewCount} locale={locale} />
          </div>
          {variant && (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 lg:mt-5">
              <ProductPrice
                price={variant.price}
                originalPrice={variant.originalPrice}
                locale={locale}
                size="page"
              />
              <DiscountBadge percent={discount} />
              <div className="basis-full">
                <ProductSize variant={variant} locale={locale} />
              </div>
            </div>
          )}
        </div>
        <div className="max-lg:mx-auto max-lg:w-full max-lg:max-w-[min(100%,34svh)] lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductGallery
            key={variant?.code}
            images={variantGallery(product.images, variant?.['@id'])}
            name={product.name}
            dimmed={!inStock}
          />
        </div>
        <div className="flex flex-col gap-4 lg:col-start-2 lg:gap-5">
          <ProductLabels labels={visibleLabels(product.labels, discount)} />
          {variant && (
            <VariantSelector
              variants={product.productVariants}
              chosen={variant}
              locale={locale}
              options={product.productOptions}
            />
          )}
          <div>
            {inStock ? (
              <p className="text-sm font-medium text-ink">{t('product.inStock')}</p>
            ) : (
              <OutOfStockLabel />
            )}
          </div>
          <div className="flex max-w-sm items-start gap-3">
            <div className="min-w-0 flex-1">
              <AddToCartForm product={product} variant={variant} size="page" id={BUY_FORM_ID} />
            </div>
            <WishlistHeart product={product} size="page" />
          </div>
          {variant && !inStock && <NotifyWhenBack key={variant.code} variantCode={variant.code} />}
          {product.shortDescription && (
            <p className="leading-relaxed text-ink-muted">{product.shortDescription}</p>
          )}
        </div>
      </div>
      {variant && (
        <StickyBuyBar
          key={variant.code}
          formId={BUY_FORM_ID}
          productName={product.name}
          variant={variant}
          named={product.productVariants.length > 1}
          locale={locale}
        />
      )}
      {banner && (
        <img
          src={imageUrl(banner.path, 'banner_desktop')}
          srcSet={`${imageUrl(banner.path, 'banner_mobile')} 800w, ${imageUrl(banner.path, 'banner_desktop')} 1600w`}
          sizes="(min-width: 1280px) 1232px, 100vw"
          alt=""
          width={1200}
          height={300}
          loading="lazy"
          className="mt-12 aspect-[4/1] w-full rounded-2xl object-cover"
        />
      )}
      <ProductDescription html={product.description} />
      <ProductDetails attributes={attributes} />
      <ProductReviews product={product} reviews={reviews} locale={locale} />
      <RelatedProducts codes={[product.code]} />
      <RecentlyViewed current={product.code} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return <RouteErrorBoundary />;
}
