import type { ProductItem, ProductReview, ProductReviewCollection, ProductReviewItem } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { apiFetch } from '../http/api.server';
import { shopRequest } from '../cart/cart-api.server';
import type { Locale } from '../i18n/locale';
import { REVIEWS_SHOWN, readReviewForm, type ReviewResult } from './reviews';
import { currentCustomerId } from '../http/session.server';

/**
 * The newest accepted reviews of a product, for its (publicly cached) page: the same for everyone.
 * None are asked for when the product has none; null when the API could not say (the page still shows).
 */
export async function loadReviews(
  context: AppLoadContext,
  locale: Locale,
  product: Pick<ProductItem, '@id' | 'reviewCount'>,
  signal?: AbortSignal,
): Promise<ProductReview[] | null> {
  if (product.reviewCount === 0) return [];
  const query = new URLSearchParams({ reviewSubject: product['@id'], itemsPerPage: String(REVIEWS_SHOWN) });
  try {
    const collection = await apiFetch<ProductReviewCollection>(context, `product-reviews?${query}`, {
      locale,
      signal,
    });
    return collection['hydra:member'];
  } catch {
    return null;
  }
}

/**
 * Sends the add-review form as the logged-in customer. A guest is told to log in without asking the API;
 * the API's refusals come back as its violations, in the page's language. On success the product's new
 * rating comes along, read live (the page itself may be a cached copy).
 */
export async function addReview(
  { context, request, locale }: { context: AppLoadContext; request: Request; locale: Locale },
  form: FormData,
): Promise<ReviewResult> {
  const product = String(form.get('product') ?? '');
  const loggedIn = async () => (await currentCustomerId(context, request)) !== null;
  if (!(await loggedIn())) return { product, ok: false, reason: 'login' };
  const values = readReviewForm(form);
  try {
    const created = await shopRequest<ProductReviewItem>(context, 'product-reviews', {
      locale,
      method: 'POST',
      body: {
        rating: values.rating.trim() === '' ? null : Number(values.rating),
        title: values.title,
        comment: values.comment,
        product,
      },
    });
    if (!created.ok) {
      if (created.status !== 422) return { product, ok: false, reason: 'failed' };
      // The login ran out while sending (the refresh failed): the API answered as to a guest.
      if (!(await loggedIn())) return { product, ok: false, reason: 'login' };
      return { product, ok: false, reason: 'invalid', violations: created.violations, values };
    }
    const rated = await shopRequest<ProductItem>(context, `products/${encodeURIComponent(product)}`, {
      locale,
    });
    return {
      product,
      ok: true,
      review: created.body,
      averageRating: rated.ok ? rated.body.averageRating : null,
      reviewCount: rated.ok ? rated.body.reviewCount : null,
    };
  } catch {
    return { product, ok: false, reason: 'failed' };
  }
}
