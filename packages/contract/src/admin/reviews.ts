import { z } from 'zod';
import { hydraCollection } from '../hydra';

/**
 * Review moderation in the back office (issue 22), in Sylius 1.12's admin paths:
 * `GET /api/v2/admin/product-reviews` (`?status=new` is the queue), `GET /product-reviews/{id}`,
 * `PATCH /product-reviews/{id}/accept`, `PATCH /product-reviews/{id}/reject`; ours:
 * `PUT /product-reviews/{id}/reply` (the shop's answer shown under the review) and
 * `GET`/`PUT /review-settings` (publish new reviews at once, or hold them for a moderator).
 */

export const REVIEW_STATUSES = ['new', 'accepted', 'rejected'] as const;
export const REVIEW_MODERATION = ['publish', 'hold'] as const;
export type ReviewModeration = (typeof REVIEW_MODERATION)[number];

export const adminReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  status: z.enum(REVIEW_STATUSES).optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;

export const adminReviewSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductReview'),
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  author: z.object({ id: z.number().int(), email: z.string(), firstName: z.string().nullable() }).nullable(),
  product: z.object({ code: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewItemSchema = z.object({ '@context': z.string(), ...adminReviewSchema.shape });
export const adminReviewCollectionSchema = hydraCollection(adminReviewSchema);

export const reviewIdParams = z.object({ id: z.string().max(32) });

/** The shop's answer; an empty one removes it. */
export const reviewReplyBody = z.object({
  reply: z.string().trim().max(2000, 'A reply can be at most 2000 characters long.').nullable(),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;

export const reviewSettingsSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ReviewSettings'),
  /** publish: new reviews show at once; hold: they wait in the queue for a moderator. */
  moderation: z.enum(REVIEW_MODERATION),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const reviewSettingsBody = z.object({
  moderation: z.enum(REVIEW_MODERATION, { message: 'Choose publish or hold.' }),
});
export type ReviewSettingsBody = z.infer<typeof reviewSettingsBody>;
