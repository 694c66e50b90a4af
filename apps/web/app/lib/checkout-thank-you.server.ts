import type { Product } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { apiFetch } from './api.server';
import { productCodeFromIri } from './content';
import { loadBlocks } from './content.server';
import type { Locale } from './locale';
import type { CardProduct } from './product-card';
import { toCardProduct } from './product-card.server';

export const RECOMMENDATIONS_BLOCK = 'thank-you-page-product-recommendations';

/** How many recommended products the thank-you page shows at most. */
const MAX_RECOMMENDATIONS = 8;

/**
 * The products of the thank-you page's content block, in the block's order. A product that is gone
 * or fails to load is left out: recommendations only decorate the page.
 */
export async function loadRecommendations(
  context: AppLoadContext,
  locale: Locale,
  signal?: AbortSignal,
): Promise<CardProduct[]> {
  const blocks = await loadBlocks({ context, locale, signal }, [RECOMMENDATIONS_BLOCK]);
  const codes = (blocks.get(RECOMMENDATIONS_BLOCK)?.products ?? [])
    .map(productCodeFromIri)
    .filter((code): code is string => code !== null)
    .slice(0, MAX_RECOMMENDATIONS);
  const products = await Promise.all(
    codes.map((code) =>
      apiFetch<Product>(context, `products/${encodeURIComponent(code)}`, { locale, signal }).catch(
        () => null,
      ),
    ),
  );
  return products
    .filter((product): product is Product => product !== null && product.enabled)
    .map((product) => toCardProduct(product, locale));
}
