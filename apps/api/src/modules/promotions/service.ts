import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import type { PromotionDefinition } from './definitions';
import { toDefinition } from './define';
import {
  type CouponRow,
  countCouponUses,
  findCouponByCode,
  findCouponById,
  incrementCouponUsage,
  incrementOrderPromotionsUsage,
  type PromotionWithParts,
  lockCustomer,
  releasePromotionUsage,
} from './queries';

export interface PromotionContext {
  orderId: number;
  customerId: number | null;
  couponId: number | null;
  locale: CatalogLocale;
  now: Date;
}

export { findCouponByCode };
export { issuePersonalCoupon, personalCoupons, randomCode, runningPromotion } from './personal';
export type { PersonalCoupon } from './personal';

/**
 * Whether the coupon may be used on this order now: not expired, under its total limit, and under
 * its per-customer limit (checked once the cart has a customer, as Sylius does). A personal coupon
 * (the referral programme's) works only on its own customer's orders.
 */
async function isCouponUsable(
  db: Queryable,
  coupon: CouponRow,
  { customerId, orderId, now }: Pick<PromotionContext, 'customerId' | 'orderId' | 'now'>,
): Promise<boolean> {
  if (coupon.customerId !== null && coupon.customerId !== customerId) return false;
  if (coupon.expiresAt && coupon.expiresAt <= now) return false;
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) return false;
  if (coupon.perCustomerUsageLimit !== null && customerId !== null) {
    const uses = await countCouponUses(db, coupon.id, customerId, orderId);
    if (uses >= coupon.perCustomerUsageLimit) return false;
  }
  return true;
}

export interface ApplicablePromotions {
  promotions: PromotionDefinition[];
  placedOrderCount: number | null;
  /** The promotion the order's coupon unlocks, when the coupon is usable. */
  couponPromotionId: number | null;
}

/**
 * The promotions the order processor applies to one order, from what the cart's processing read
 * loaded: coupon-based ones only when the order's coupon may be used (checked here, so only a cart
 * with a coupon costs more statements).
 */
export async function applicablePromotions(
  db: Queryable,
  context: PromotionContext,
  loaded: {
    promotions: PromotionWithParts[];
    taxonPaths: Record<string, string>;
    placedOrderCount: number | null;
  },
): Promise<ApplicablePromotions> {
  const coupon = context.couponId === null ? undefined : await findCouponById(db, context.couponId);
  const couponPromotionId = coupon && (await isCouponUsable(db, coupon, context)) ? coupon.promotionId : null;
  const pathByCode = new Map(Object.entries(loaded.taxonPaths));
  const promotions = loaded.promotions
    .filter((row) => !row.couponBased || row.id === couponPromotionId)
    .map((row) => toDefinition(row, row, pathByCode));
  return { promotions, placedOrderCount: loaded.placedOrderCount, couponPromotionId };
}

/**
 * Counts the order's promotions as used, at completion, inside its transaction, and returns their
 * ids. Limits are enforced by conditional updates, so two last uses cannot both succeed; null means
 * a limit was reached and the completion must be refused (and rolled back).
 */
export function recordPromotionUsage(db: Queryable, orderId: number): Promise<number[] | null> {
  return incrementOrderPromotionsUsage(db, orderId);
}

/**
 * Counts the order's coupon as used, after its promotions (recordPromotionUsage): false when it may
 * no longer be used or its limit was reached, and the completion must be refused.
 */
export async function recordCouponUsage(
  db: Queryable,
  usage: { orderId: number; couponId: number; customerId: number | null; now: Date },
): Promise<boolean> {
  if (usage.customerId !== null) await lockCustomer(db, usage.customerId);
  const coupon = await findCouponById(db, usage.couponId);
  if (!coupon || !(await isCouponUsable(db, coupon, usage))) return false;
  return incrementCouponUsage(db, usage.couponId);
}

/** Gives a cancelled order's promotion and coupon uses back. */
export function releaseUsage(db: Queryable, promotionIds: number[], couponId: number | null): Promise<void> {
  return releasePromotionUsage(db, promotionIds, couponId);
}
