import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customers, orderItems, orders, productReviews, productVariants, products } from '../../db/schema';
import { STANDING_ORDER_STATES } from '../orders';

/** Reviews, the orders that entitle a customer to write one, and the product's rating they feed. */

const ACCEPTED = 'accepted';

export interface ReviewRow {
  id: number;
  title: string | null;
  rating: number;
  comment: string | null;
  authorId: number | null;
  authorFirstName: string | null;
  productCode: string;
  /** new, accepted, rejected */
  status: string;
  /** The shop's answer, shown under the review. */
  reply: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const REVIEW_COLUMNS = {
  id: productReviews.id,
  title: productReviews.title,
  rating: productReviews.rating,
  comment: productReviews.comment,
  authorId: productReviews.authorId,
  authorFirstName: customers.firstName,
  productCode: products.code,
  status: productReviews.status,
  reply: productReviews.reply,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
};

/** Accepted reviews of enabled products: what the shop shows. */
const shown = (db: Queryable) =>
  db
    .select(REVIEW_COLUMNS)
    .from(productReviews)
    .innerJoin(products, and(eq(products.id, productReviews.productId), eq(products.enabled, true)))
    .leftJoin(customers, eq(customers.id, productReviews.authorId));

const acceptedOf = (productCodes: readonly string[] | undefined) =>
  and(
    eq(productReviews.status, ACCEPTED),
    productCodes === undefined ? undefined : inArray(products.code, [...productCodes]),
  );

export interface ReviewListing {
  /** Only these products' reviews; all products when undefined. */
  productCodes?: readonly string[];
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export function listReviews(db: Queryable, listing: ReviewListing): Promise<ReviewRow[]> {
  const order = listing.direction === 'asc' ? asc : desc;
  return shown(db)
    .where(acceptedOf(listing.productCodes))
    .orderBy(order(productReviews.createdAt), order(productReviews.id))
    .offset(listing.offset)
    .limit(listing.limit);
}

export async function countReviews(db: Queryable, productCodes?: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productReviews)
    .innerJoin(products, and(eq(products.id, productReviews.productId), eq(products.enabled, true)))
    .where(acceptedOf(productCodes));
  return row?.count ?? 0;
}

export async function findShownReview(db: Queryable, id: number): Promise<ReviewRow | undefined> {
  const [row] = await shown(db).where(and(eq(productReviews.id, id), acceptedOf(undefined)));
  return row;
}

/** A review of an enabled product in any status (its author's answer, which a held review gets too). */
export async function findReview(db: Queryable, id: number): Promise<ReviewRow | undefined> {
  const [row] = await shown(db).where(eq(productReviews.id, id));
  return row;
}

/** An enabled product by code. */
export async function findProduct(db: Queryable, code: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.code, code), eq(products.enabled, true)));
  return row;
}

/** Whether one of the customer's placed orders holds a variant of the product. */
export async function hasPurchased(db: Queryable, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.checkoutState, 'completed'),
        inArray(orders.state, STANDING_ORDER_STATES),
        exists(
          db
            .select({ found: sql`1` })
            .from(orderItems)
            .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
            .where(and(eq(orderItems.orderId, orders.id), eq(productVariants.productId, productId))),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasReviewed(db: Queryable, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.authorId, customerId)));
  return row !== undefined;
}

/** Holds the product's row until the transaction ends: one rating update at a time, each seeing the last. */
export async function lockProduct(db: Queryable, productId: number): Promise<void> {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}

export async function insertReview(
  db: Queryable,
  review: {
    productId: number;
    authorId: number;
    rating: number;
    title: string | null;
    comment: string | null;
    /** accepted, or new when the shop holds reviews for a moderator. */
    status: 'accepted' | 'new';
  },
): Promise<number> {
  const [row] = await db.insert(productReviews).values(review).returning({ id: productReviews.id });
  if (!row) throw new Error('The review was not stored');
  return row.id;
}

/** The product's average and count, recomputed from its accepted reviews. */
export async function refreshRating(db: Queryable, productId: number): Promise<void> {
  const accepted = and(eq(productReviews.productId, productId), eq(productReviews.status, ACCEPTED));
  await db
    .update(products)
    .set({
      averageRating: sql`coalesce((select avg(${productReviews.rating})::float8 from ${productReviews} where ${accepted}), 0)`,
      reviewCount: sql`(select count(*)::int from ${productReviews} where ${accepted})`,
    })
    .where(eq(products.id, productId));
}

const REVIEW_UNIQUE_INDEX = 'product_reviews_product_author_unique';

/** The unique index a review sent twice at once runs into (the driver's error, or drizzle's wrapping it). */
export function isDuplicateReview(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') {
      return (
        constraint === REVIEW_UNIQUE_INDEX ||
        (typeof message === 'string' && message.includes(REVIEW_UNIQUE_INDEX))
      );
    }
  }
  return false;
}
