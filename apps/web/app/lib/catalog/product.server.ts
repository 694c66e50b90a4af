import {
  productAttributeValueCollectionSchema,
  productItemSchema,
  type ProductAttributeValue,
  type ProductItem,
} from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { orNull, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { LOCALES, type Locale } from '../i18n/locale';
import { PREVIEW_COOKIE, previewCookie } from '../layout/shop-settings.server';
import { catalogLocaleOf, productUrl } from './product';
import { notFound } from '../http/route-params';

interface Lookup {
  context: AppLoadContext;
  locale: Locale;
  signal?: AbortSignal;
}

/**
 * The Shop API as the product page asks it. A staff member's preview cookie travels along, so the API
 * answers them a disabled product too (their pages are never cached: apps/api/src/storefront/plugin.ts).
 */
function productApi({ context, locale, signal }: Lookup) {
  const preview = context.request ? previewCookie(context.request) : null;
  return shopApi(context, locale, { signal, cookie: preview ? `${PREVIEW_COOKIE}=${preview}` : undefined });
}

/**
 * Which product each slug was found to be, by `{locale} {slug}`: with it a product page asks for
 * `products/{code}` alone, as many calls as before products-by-slug answered with a 301 (Sylius 1.12)
 * rather than the product. Only a hint, so it needs no expiry: it is used only when the product it
 * names still has that slug in that language (slugs are unique per language), and asked again
 * otherwise. Enabled products' current slugs only; the least recently used go first.
 */
const knownCodes = new Map<string, string>();
const KNOWN_CODES = 10_000;

function remember(key: string, code: string): void {
  knownCodes.delete(key);
  knownCodes.set(key, code);
  if (knownCodes.size > KNOWN_CODES) knownCodes.delete(knownCodes.keys().next().value!);
}

/** Tests start from a clean slate. */
export function forgetKnownSlugs(): void {
  knownCodes.clear();
}

/** The product with this code in `locale`; null when there is none (or, for shoppers, it is disabled). */
async function byCode(lookup: Lookup, code: string): Promise<ProductItem | null> {
  return orNull(await productApi(lookup).get(shopPaths.product(code), productItemSchema));
}

const PRODUCT_IRI = /^\/api\/v2\/shop\/products\/([^/?]+)(?:\?|$)/;

/** The code of the product whose slug (or former slug) in `locale` is `slug`, from products-by-slug's 301. */
async function codeBySlug(lookup: Lookup, slug: string): Promise<string | null> {
  const located = await productApi(lookup).locate(shopPaths.productBySlug(slug));
  if (!located.ok) return orNull(located);
  const code = PRODUCT_IRI.exec(located.data)?.[1];
  if (code === undefined) {
    const message = `products-by-slug sent the product page to ${located.data}, not to a product`;
    console.error(message);
    throw data(message, { status: 502 });
  }
  return decodeURIComponent(code);
}

/** The product whose slug, or a former slug, in `locale` is `slug`; null when there is none. */
async function bySlug(lookup: Lookup, slug: string): Promise<ProductItem | null> {
  const key = `${lookup.locale} ${slug}`;
  const known = knownCodes.get(key);
  if (known !== undefined) {
    const product = await byCode(lookup, known);
    if (product?.slug === slug) {
      remember(key, known);
      return product;
    }
    // The slug moved on (another product has it, or none does): ask again.
    knownCodes.delete(key);
  }
  const code = await codeBySlug(lookup, slug);
  if (code === null) return null;
  const product = await byCode(lookup, code);
  if (product?.enabled && product.slug === slug) remember(key, code);
  return product;
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
