import type { AppLoadContext } from 'react-router';
import { productCodesFromIris } from '../content/content';
import { loadBlocks } from '../content/content.server';
import type { Locale } from '../i18n/locale';
import type { CardProduct } from '../catalog/product-card';
import { cardsByCode } from '../catalog/product-card.server';

const RECOMMENDATIONS_BLOCK = 'thank-you-page-product-recommendations';

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
  const codes = productCodesFromIris(blocks.get(RECOMMENDATIONS_BLOCK)?.products ?? []).slice(
    0,
    MAX_RECOMMENDATIONS,
  );
  return cardsByCode(context, locale, codes, signal);
}
