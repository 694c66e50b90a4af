import {
  productAttributeValueCollectionSchema,
  productItemSchema,
  type ProductAttributeValue,
  type ProductItem,
} from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { orThrow, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { LOCALES, type Locale } from '../i18n/locale';
import { catalogLocaleOf, productUrl } from './product';
import { notFound } from '../http/route-params';

interface Lookup {
  context: AppLoadContext;
  locale: Locale;
  signal?: AbortSignal;
}

/** The product whose slug in `locale` is `slug`; null when there is none. */
async function bySlug({ context, locale, signal }: Lookup, slug: string): Promise<ProductItem | null> {
  const found = await shopApi(context, locale, { signal }).get(
    shopPaths.productBySlug(slug),
    productItemSchema,
  );
  return !found.ok && found.problem.status === 404 ? null : orThrow(found);
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
