import { z } from 'zod';
import { hydraCollection, paginationQuery } from './hydra';
import { hydraSearchSchema } from './catalog';
import type { FieldIssue } from './checkout';

/**
 * Product reviews (api-contract §5, the Sylius 1.13+ shape: the author embedded with a first name,
 * no `status`). Only a customer who bought the product may write one, once per product (SPEC §5, §6).
 */

/** Length bounds of a review's texts; the title's are Sylius' (2..255), the comment's our own. */
export const REVIEW_LIMITS = {
  title: { min: 2, max: 255 },
  comment: { max: 5000 },
} as const;

export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** What can be wrong with a review field; `rating` has the one message Sylius has for it. */
export type ReviewFieldIssue = FieldIssue | { rule: 'rating' };

/** A rating as a client may send it: a number, or a form's text of one. */
export function parseRating(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= REVIEW_RATING.min &&
    number <= REVIEW_RATING.max
    ? number
    : null;
}

/** Text as it is kept: trimmed, line breaks unified, characters PostgreSQL cannot store removed; empty is none. */
export function cleanReviewText(value: string | null | undefined): string | null {
  const text = (value ?? '')
    // A lone surrogate (possible in JSON) has no UTF-8 form.
    .replace(/([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g, (_, pair?: string) => pair ?? '\uFFFD')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters (NUL above all) are what goes
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
  return text === '' ? null : text;
}

/** The rules the API enforces and the storefront's form checks before sending. */
export function checkReview(input: {
  rating?: unknown;
  title?: string | null;
  comment?: string | null;
}): Partial<Record<'rating' | 'title' | 'comment', ReviewFieldIssue>> {
  const issues: Partial<Record<'rating' | 'title' | 'comment', ReviewFieldIssue>> = {};
  if (parseRating(input.rating) === null) issues.rating = { rule: 'rating' };
  const title = cleanReviewText(input.title);
  if (title !== null && title.length < REVIEW_LIMITS.title.min) {
    issues.title = { rule: 'minLength', min: REVIEW_LIMITS.title.min };
  } else if (title !== null && title.length > REVIEW_LIMITS.title.max) {
    issues.title = { rule: 'maxLength', max: REVIEW_LIMITS.title.max };
  }
  const comment = cleanReviewText(input.comment);
  if (comment !== null && comment.length > REVIEW_LIMITS.comment.max) {
    issues.comment = { rule: 'maxLength', max: REVIEW_LIMITS.comment.max };
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * `POST product-reviews`. Loose on purpose, so the rules above word what is wrong. `product` is the
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

export const reviewAuthorSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Customer'),
  firstName: z.string().nullable(),
});

export const productReviewSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductReview'),
  id: z.number().int(),
  title: z.string().nullable(),
  rating: z.number().int().min(REVIEW_RATING.min).max(REVIEW_RATING.max),
  comment: z.string().nullable(),
  /** Null once the author's account is gone: shown as a guest's review. */
  author: reviewAuthorSchema.nullable(),
  /** Product IRI. */
  reviewSubject: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productReviewItemSchema = z.object({ '@context': z.string(), ...productReviewSchema.shape });
export type ProductReviewItem = z.infer<typeof productReviewItemSchema>;

export const productReviewCollectionSchema = hydraCollection(productReviewSchema).extend({
  'hydra:search': hydraSearchSchema.optional(),
});
export type ProductReviewCollection = z.infer<typeof productReviewCollectionSchema>;
