import {
  productItemSchema,
  productReviewCollectionSchema,
  productReviewItemSchema,
  type ProductItem,
  type ProductReview,
} from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { shopApi, violationsOf } from '../api/client.server';
import { shopPaths } from '../api/paths';
import type { Locale } from '../i18n/locale';
import { REVIEWS_SHOWN, readReviewForm, type ReviewResult } from './reviews';
import { currentCustomerId } from '../http/session.server';

/**
 * The newest accepted reviews of a product, for its (publicly cached) page: the same for everyone.
 * None are asked for when the product has none; null when the API could not say (the page still shows,
 * and the client has logged why).
 */
export async function loadReviews(
  context: AppLoadContext,
  locale: Locale,
  product: Pick<ProductItem, '@id' | 'reviewCount'>,
  signal?: AbortSignal,
): Promise<ProductReview[] | null> {
  if (product.reviewCount === 0) return [];
  const reviews = await shopApi(context, locale, { signal }).get(
    shopPaths.productReviews({ reviewSubject: [product['@id']], itemsPerPage: REVIEWS_SHOWN }),
    productReviewCollectionSchema,
  );
  return reviews.ok ? reviews.data['hydra:member'] : null;
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
  const api = shopApi(context, locale);
  const created = await api.post(
    'product-reviews',
    {
      rating: values.rating.trim() === '' ? null : Number(values.rating),
      title: values.title,
      comment: values.comment,
      product,
    },
    productReviewItemSchema,
  );
  if (!created.ok) {
    // A refusal other than the form's (the product is gone), or the API's own failure (logged by the
    // client): the form says sending failed.
    if (created.problem.status !== 422) return { product, ok: false, reason: 'failed' };
    // The login ran out while sending (the refresh failed): the API answered as to a guest.
    if (!(await loggedIn())) return { product, ok: false, reason: 'login' };
    return { product, ok: false, reason: 'invalid', violations: violationsOf(created.problem), values };
  }
  const rated = await api.get(shopPaths.product(product), productItemSchema);
  return {
    product,
    ok: true,
    review: created.data,
    averageRating: rated.ok ? rated.data.averageRating : null,
    reviewCount: rated.ok ? rated.data.reviewCount : null,
  };
}
