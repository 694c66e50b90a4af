import {
  productAttributeValueCollectionSchema,
  productItemSchema,
  type ProductAttributeValue,
  type ProductItem,
} from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { orThrow, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { backendLocale, LOCALES, type Locale } from '../i18n/locale';
import { rawSender } from '../http/session.server';
import { PREVIEW_COOKIE, previewCookie } from '../layout/shop-settings.server';
import { catalogLocaleOf, productUrl } from './product';
import { notFound } from '../http/route-params';

interface Lookup {
  context: AppLoadContext;
  locale: Locale;
  signal?: AbortSignal;
}

/** The product whose slug in `locale` is `slug`; null when there is none. */
async function bySlug(lookup: Lookup, slug: string): Promise<ProductItem | null> {
  const { context, locale, signal } = lookup;
  const found = await shopApi(context, locale, { signal }).get(
    shopPaths.productBySlug(slug),
    productItemSchema,
  );
  if (!found.ok && found.problem.status === 404) return previewBySlug(lookup, slug);
  return orThrow(found);
}

/**
 * The product as a staff member previews it before it is enabled: the API shows a disabled product
 * only to a request carrying the back office's preview cookie (which the page cache never keeps).
 */
async function previewBySlug({ context, locale, signal }: Lookup, slug: string): Promise<ProductItem | null> {
  const preview = context.request ? previewCookie(context.request) : null;
  if (!preview) return null;
  const response = await rawSender(context)(`/api/v2/shop/${shopPaths.productBySlug(slug)}`, {
    headers: {
      Accept: 'application/ld+json',
      'Accept-Language': backendLocale(locale),
      Cookie: `${PREVIEW_COOKIE}=${preview}`,
    },
    signal,
  });
  if (!response.ok) return null;
  const parsed = productItemSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}

/**
 * The product whose slug in `locale` is `slug`; or, when `slug` is its slug in another language (a link
 * from the other site, the locale switcher, an old bookmark), where its page in `locale` is.
 * A slug no language knows throws the 404 response.
 */
export async function findProduct(
  lookup: Lookup,
  slug: string,
): Promise<{ product: ProductItem } | { redirectTo: string }> {
  const product = await bySlug(lookup, slug);
  // A former slug (the back office renamed the product) answers with the product: its page moved.
  if (product && product.slug !== slug) return { redirectTo: productUrl(product, lookup.locale) };
  if (product) return { product };
  for (const other of LOCALES) {
    if (other === lookup.locale) continue;
    const elsewhere = await bySlug({ ...lookup, locale: other }, slug);
    if (elsewhere?.translations[catalogLocaleOf(lookup.locale)]) {
      return { redirectTo: productUrl(elsewhere, lookup.locale) };
    }
  }
  notFound();
}

/**
 * The product's attributes in `locale`, for its details section. The page stands without them, so a
 * failure leaves the section out rather than failing the page.
 */
export async function loadAttributes(
  { context, locale, signal }: Lookup,
  code: string,
): Promise<ProductAttributeValue[]> {
  const found = await shopApi(context, locale, { signal }).get(
    shopPaths.productAttributes(code),
    productAttributeValueCollectionSchema,
  );
  return found.ok ? found.data['hydra:member'] : [];
}
