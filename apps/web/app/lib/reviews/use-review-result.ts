import { useActionData, useFetcher } from 'react-router';
import type { ReviewResult } from './reviews';

/** The add-review form's fetcher: the dialog sends with it, the page's rating and slider read its answer. */
export const REVIEW_FETCHER_KEY = 'product-review';

/**
 * The answer about this product's review: the fetcher's (with JavaScript) or the page's action data (the
 * form sent without it). An answer about another product (the page changed since) is none.
 */
export function useReviewResult(productCode: string): ReviewResult | undefined {
  const fetcher = useFetcher<ReviewResult>({ key: REVIEW_FETCHER_KEY });
  const actionData = useActionData<ReviewResult>();
  const result = fetcher.data ?? actionData;
  return result?.product === productCode ? result : undefined;
}

/** The product's rating and review count, with the review just added counted. */
export function useProductRating(product: { code: string; averageRating: number; reviewCount: number }) {
  const result = useReviewResult(product.code);
  return {
    averageRating: (result?.ok ? result.averageRating : null) ?? product.averageRating,
    reviewCount: (result?.ok ? result.reviewCount : null) ?? product.reviewCount,
  };
}
