import {
  type CatalogLocale,
  checkReview,
  cleanReviewText,
  type CreateReviewBody,
  parseRating,
  type ProductReview,
  type ProductReviewItem,
  type ReviewsQuery,
} from '@sakhe/contract';
import type { Database } from '../../db/client';
import { NotFoundError, type Violation } from '../../http/errors';
import { context, identifierOf, parseId } from '../../http/hydra';
import { refuse, violation } from '../../i18n/violations';
import { issueViolation, refuseIfAny } from '../customers';
import { presentReview } from './present';
import {
  countReviews,
  findProduct,
  findReview,
  findShownReview,
  hasPurchased,
  hasReviewed,
  insertReview,
  isDuplicateReview,
  listReviews,
  lockProduct,
  refreshRating,
} from './queries';

/**
 * Product reviews (api-contract §5, SPEC §5, §6): written by logged-in customers about products
 * their placed orders hold, once per product, and accepted at once since the purchase is verified,
 * unless the shop's settings hold new reviews for a moderator (then `new` until accepted).
 * The product's average rating and review count change in the review's own transaction.
 */

export interface Reviewer {
  customerId: number | null;
  shopUserId: number | null;
}

const FIELD_ORDER = ['rating', 'title', 'comment', 'product'] as const;

function fieldViolations(body: CreateReviewBody, locale: CatalogLocale): Violation[] {
  const issues = checkReview(body);
  const violations = FIELD_ORDER.flatMap((field): Violation[] => {
    if (field === 'product') {
      return body.product?.trim() ? [] : [violation(locale, 'product', 'required')];
    }
    const issue = issues[field];
    if (!issue) return [];
    return [
      issue.rule === 'rating'
        ? violation(locale, field, 'reviewRating')
        : issueViolation(locale, field, issue),
    ];
  });
  return violations;
}

export async function createReview(
  db: Database,
  reviewer: Reviewer,
  body: CreateReviewBody,
  locale: CatalogLocale,
  moderation: 'publish' | 'hold' = 'publish',
): Promise<ProductReviewItem> {
  const { customerId } = reviewer;
  if (customerId === null || reviewer.shopUserId === null) refuse(locale, '', 'notAShopUser');
  refuseIfAny(fieldViolations(body, locale));

  const product = await findProduct(db, identifierOf(body.product as string, 'products'));
  if (!product) throw new NotFoundError();
  if (!(await hasPurchased(db, customerId, product.id))) refuse(locale, 'product', 'productPurchased');
  if (await hasReviewed(db, customerId, product.id)) refuse(locale, 'product', 'notReviewed');

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await lockProduct(tx, product.id);
      const created = await insertReview(tx, {
        productId: product.id,
        authorId: customerId,
        rating: parseRating(body.rating) as number,
        title: cleanReviewText(body.title),
        comment: cleanReviewText(body.comment),
        status: moderation === 'hold' ? 'new' : 'accepted',
      });
      await refreshRating(tx, product.id);
      return created;
    });
  } catch (error) {
    // The same review sent twice at once: both passed the check above, the unique index let one in.
    if (isDuplicateReview(error)) refuse(locale, 'product', 'notReviewed');
    throw error;
  }
  // The author's answer, held or not (a held review is not shown to anyone else yet).
  const row = await findReview(db, id);
  if (!row) throw new NotFoundError();
  return { '@context': context('ProductReview'), ...presentReview(row) };
}

export async function showReview(db: Database, pathId: string): Promise<ProductReviewItem> {
  const id = parseId(pathId);
  const row = id === null ? undefined : await findShownReview(db, id);
  if (!row) throw new NotFoundError();
  return { '@context': context('ProductReview'), ...presentReview(row) };
}

/** `reviewSubject` and `reviewSubject[]` name products by IRI (or code); together, any of them. */
function subjectCodes(query: ReviewsQuery): string[] | undefined {
  const subjects = [...(query.reviewSubject ?? []), ...(query['reviewSubject[]'] ?? [])];
  if (subjects.length === 0) return undefined;
  return [...new Set(subjects.map((subject) => identifierOf(subject, 'products')))];
}

export async function listProductReviews(
  db: Database,
  query: ReviewsQuery,
): Promise<{ members: ProductReview[]; totalItems: number }> {
  const productCodes = subjectCodes(query);
  const [rows, totalItems] = await Promise.all([
    listReviews(db, {
      productCodes,
      direction: query['order[createdAt]'] ?? 'desc',
      offset: (query.page - 1) * query.itemsPerPage,
      limit: query.itemsPerPage,
    }),
    countReviews(db, productCodes),
  ]);
  return { members: rows.map(presentReview), totalItems };
}
