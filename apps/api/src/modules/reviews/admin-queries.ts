import { count, desc, eq, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { customers, productReviews, products, productTranslations } from '../../db/schema';

/** Reviews as moderators see them: any status, with the author's e-mail and the product's name. */

export interface AdminReviewRow {
  id: number;
  productId: number;
  status: string;
  rating: number;
  title: string | null;
  comment: string | null;
  reply: string | null;
  repliedAt: Date | null;
  authorId: number | null;
  authorEmail: string | null;
  authorFirstName: string | null;
  productCode: string;
  productName: string | null;
  createdAt: Date;
}

const columns = (locale: CatalogLocale) => ({
  id: productReviews.id,
  productId: productReviews.productId,
  status: productReviews.status,
  rating: productReviews.rating,
  title: productReviews.title,
  comment: productReviews.comment,
  reply: productReviews.reply,
  repliedAt: productReviews.repliedAt,
  authorId: productReviews.authorId,
  authorEmail: customers.email,
  authorFirstName: customers.firstName,
  productCode: products.code,
  productName: sql<string | null>`coalesce(
    (select t.name from ${productTranslations} t where t.product_id = ${products.id} and t.locale = ${locale}),
    (select t.name from ${productTranslations} t where t.product_id = ${products.id} and t.locale = 'ka_GE'))`,
  createdAt: productReviews.createdAt,
});

const read = (db: Queryable, locale: CatalogLocale) =>
  db
    .select(columns(locale))
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(customers, eq(customers.id, productReviews.authorId));

/** Newest first, on the (status, created_at) index when a status is asked for. */
export async function listAdminReviews(
  db: Queryable,
  query: { status?: string | undefined; offset: number; limit: number; locale: CatalogLocale },
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const where = query.status === undefined ? undefined : eq(productReviews.status, query.status);
  const [rows, [counted]] = await Promise.all([
    read(db, query.locale)
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(productReviews).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findAdminReview(
  db: Queryable,
  id: number,
  locale: CatalogLocale,
): Promise<AdminReviewRow | undefined> {
  const [row] = await read(db, locale).where(eq(productReviews.id, id));
  return row;
}

/** The review's row, locked until the transaction ends (one moderator's change at a time). */
export async function lockReview(
  db: Queryable,
  id: number,
): Promise<{ id: number; productId: number; status: string } | undefined> {
  const [row] = await db
    .select({ id: productReviews.id, productId: productReviews.productId, status: productReviews.status })
    .from(productReviews)
    .where(eq(productReviews.id, id))
    .for('update');
  return row;
}

export async function setReviewStatus(db: Queryable, id: number, status: 'accepted' | 'rejected') {
  await db.update(productReviews).set({ status, updatedAt: new Date() }).where(eq(productReviews.id, id));
}

export async function setReviewReply(db: Queryable, id: number, reply: string | null) {
  await db
    .update(productReviews)
    .set({ reply, repliedAt: reply === null ? null : new Date(), updatedAt: new Date() })
    .where(eq(productReviews.id, id));
}
