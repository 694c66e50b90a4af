import { z } from 'zod';
import { paginationQuery, searchableCollection } from './hydra';
import { REVIEW_RATING } from './review-rules';

/**
 * Product reviews (api-contract §5): Sylius 1.12's keys, `status` included, with `author` embedded as
 * in 1.13+ (`@id` the customer IRI 1.12 gives as a string, and the first name the storefront shows). Only a customer who bought the product may write one, once per product (SPEC §5, §6).
 */

export * from './review-rules';

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * `POST product-reviews`. Loose on purpose, so the rules (review-rules.ts) word what is wrong. `product` is the
 * product's IRI or code; `email` is taken from the token and ignored (Sylius lets a logged-in author omit it).
 */
export const createReviewBody = z.object({
  title: z.string().max(10_000).nullish(),
  rating: z.union([z.number(), z.string().max(16)]).nullish(),
  comment: z.string().max(50_000).nullish(),
  product: z.string().max(512).nullish(),
  email: z.string().max(512).nullish(),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** A repeated key arrives as an array, a single one as a string. */
const iriList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.string().trim().min(1).max(512)).max(100).optional(),
);

export const reviewsQuery = paginationQuery.extend({
  /** A product IRI (`/api/v2/shop/products/CODE`); its reviews only. */
  reviewSubject: iriList,
  'reviewSubject[]': iriList,
  /** Newest first unless asked otherwise. */
  'order[createdAt]': z
    .string()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc']))
    .optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

export const reviewParams = z.object({ id: z.string().max(20) });

// ---------------------------------------------------------------------------------------------
// Responses

export const productReviewSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductReview'),
  id: z.number().int(),
  title: z.string().nullable(),
  rating: z.number().int().min(REVIEW_RATING.min).max(REVIEW_RATING.max),
  comment: z.string().nullable(),
  /** Sylius 1.12: the author's customer IRI; null once the account is gone (shown as a guest's review). */
  author: z.string().nullable(),
  /**
   * Sylius 1.12: `accepted` on every listed or shown review; `new` on the author's own answer to
   * `POST product-reviews` when the shop holds new reviews for a moderator.
   */
  status: z.enum(['new', 'accepted', 'rejected']),
  /** Product IRI. */
  reviewSubject: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Ours: the name the review is signed with, the author's first name (a customer resource is its
   * owner's alone, so clients cannot read it through `author`); null without one.
   */
  authorFirstName: z.string().nullable(),
  /** Ours: the shop's answer, shown under the review; absent when it has none. */
  reply: z.string().optional(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productReviewItemSchema = z.object({ '@context': z.string(), ...productReviewSchema.shape });
export type ProductReviewItem = z.infer<typeof productReviewItemSchema>;

export const productReviewCollectionSchema = searchableCollection(productReviewSchema);
export type ProductReviewCollection = z.infer<typeof productReviewCollectionSchema>;
