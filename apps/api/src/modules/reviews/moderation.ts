import type { CatalogLocale } from '@sakhe/contract';
import { ADMIN_API, type AdminReview, type AdminReviewsQuery } from '@sakhe/contract/admin';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { parseId } from '../../http/hydra';
import { recordAudit } from '../staff';
import {
  type AdminReviewRow,
  findAdminReview,
  listAdminReviews,
  lockReview,
  setReviewReply,
  setReviewStatus,
} from './admin-queries';
import { lockProduct, refreshRating } from './queries';

/**
 * Review moderation (issue 22): the queue (`status=new`), accept or reject (either way round, a
 * moderator may change their mind), and the shop's reply shown under the review. The product's
 * average rating and count follow the accepted reviews, recomputed in the same transaction; the
 * routes then publish a catalog change, so the product page and listings show it at once.
 */

export interface Moderator {
  staffId: number;
  locale: CatalogLocale;
}

function present(row: AdminReviewRow): AdminReview {
  return {
    '@id': `${ADMIN_API}/product-reviews/${row.id}`,
    '@type': 'ProductReview',
    id: row.id,
    status: row.status as AdminReview['status'],
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    reply: row.reply,
    repliedAt: row.repliedAt === null ? null : row.repliedAt.toISOString(),
    author:
      row.authorId === null
        ? null
        : { id: row.authorId, email: row.authorEmail ?? '', firstName: row.authorFirstName },
    product: { code: row.productCode, name: row.productName ?? row.productCode },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function reviewsPage(
  db: Queryable,
  query: AdminReviewsQuery,
  locale: CatalogLocale,
): Promise<{ members: AdminReview[]; totalItems: number }> {
  const { rows, total } = await listAdminReviews(db, {
    status: query.status,
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
    locale,
  });
  return { members: rows.map(present), totalItems: total };
}

const idOf = (pathId: string): number => {
  const id = parseId(pathId);
  if (id === null) throw new NotFoundError();
  return id;
};

export async function reviewDetail(
  db: Queryable,
  pathId: string,
  locale: CatalogLocale,
): Promise<AdminReview> {
  const row = await findAdminReview(db, idOf(pathId), locale);
  if (!row) throw new NotFoundError();
  return present(row);
}

/** Accepts or rejects the review; the product's rating follows. Moving to the status it has changes nothing. */
export async function moderateReview(
  db: Database,
  moderator: Moderator,
  pathId: string,
  status: 'accepted' | 'rejected',
): Promise<{ review: AdminReview; changed: boolean }> {
  const id = idOf(pathId);
  return db.transaction(async (tx) => {
    const locked = await lockReview(tx, id);
    if (!locked) throw new NotFoundError();
    const before = await reviewDetail(tx, pathId, moderator.locale);
    if (locked.status === status) return { review: before, changed: false };
    await lockProduct(tx, locked.productId);
    await setReviewStatus(tx, id, status);
    await refreshRating(tx, locked.productId);
    const after = await reviewDetail(tx, pathId, moderator.locale);
    await recordAudit(tx, {
      staffId: moderator.staffId,
      action: status === 'accepted' ? 'review.accept' : 'review.reject',
      entityType: 'review',
      entityId: id,
      before,
      after,
    });
    return { review: after, changed: true };
  });
}

/** Sets (or, empty, removes) the shop's reply. */
export async function replyToReview(
  db: Database,
  moderator: Moderator,
  pathId: string,
  reply: string | null,
): Promise<AdminReview> {
  const id = idOf(pathId);
  return db.transaction(async (tx) => {
    if (!(await lockReview(tx, id))) throw new NotFoundError();
    const before = await reviewDetail(tx, pathId, moderator.locale);
    await setReviewReply(tx, id, reply ? reply : null);
    const after = await reviewDetail(tx, pathId, moderator.locale);
    await recordAudit(tx, {
      staffId: moderator.staffId,
      action: 'review.reply',
      entityType: 'review',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
