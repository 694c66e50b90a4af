import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';

/**
 * Product reviews as Sylius keeps them. Only verified buyers may write one; a review is `accepted`
 * on creation, or `new` (held for a moderator) when the shop's settings say so, and a moderator
 * accepts or rejects it. One review per customer and
 * product is a unique index, so two reviews sent at once cannot both be stored.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the author's customer record is gone: the review stays, shown as a guest's. */
    authorId: integer().references(() => customers.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    title: varchar({ length: 255 }),
    /** Plain text as the customer wrote it; escaped wherever it is rendered. */
    comment: text(),
    /** new, accepted, rejected */
    status: varchar({ length: 16 }).notNull().default('accepted'),
    /** The shop's answer, shown under the review (plain text; null: none). */
    reply: text(),
    repliedAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_author_unique').on(t.productId, t.authorId),
    index('product_reviews_listing_idx').on(t.productId, t.status, t.createdAt),
    index('product_reviews_author_idx').on(t.authorId),
    // The moderation queue: reviews of one status, newest first.
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
