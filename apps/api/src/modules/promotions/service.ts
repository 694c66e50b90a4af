import type { Queryable } from '../../db/client';
import type { Locale } from '../../http/locale';
import { type PromotionDefinition, parseAction, parseRule, taxonCodesOf } from './definitions';
import {
  type CouponRow,
  countCouponUses,
  countPlacedOrders,
  findCouponByCode,
  findCouponById,
  incrementCouponUsage,
  incrementPromotionUsage,
  loadRunningPromotions,
  lockCustomer,
  releasePromotionUsage,
  taxonPathsByCode,
} from './queries';

export interface PromotionContext {
  orderId: number;
  customerId: number | null;
  couponId: number | null;
  locale: Locale;
  now: Date;
}

export { findCouponByCode };

/**
 * Whether the coupon may be used on this order now: not expired, under its total limit, and under
 * its per-customer limit (checked once the cart has a customer, as Sylius does).
 */
export async function isCouponUsable(
  db: Queryable,
  coupon: CouponRow,
  { customerId, orderId, now }: Pick<PromotionContext, 'customerId' | 'orderId' | 'now'>,
): Promise<boolean> {
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

/** Everything the order processor needs to apply cart promotions to one order. */
export async function applicablePromotions(
  db: Queryable,
  context: PromotionContext,
): Promise<ApplicablePromotions> {
  const coupon = context.couponId === null ? undefined : await findCouponById(db, context.couponId);
  const couponPromotionId = coupon && (await isCouponUsable(db, coupon, context)) ? coupon.promotionId : null;
  const rows = await loadRunningPromotions(db, context.now, couponPromotionId, context.locale);
  const codes = rows.flatMap((row) =>
    [...row.rules, ...row.actions].flatMap((part) => taxonCodesOf(part.configuration)),
  );
  const pathByCode = await taxonPathsByCode(db, [...new Set(codes)]);
  const paths = (taxonCodes: string[]) => taxonCodes.flatMap((code) => pathByCode.get(code) ?? []);

  const promotions = rows.map((row): PromotionDefinition => ({
    id: row.id,
    code: row.code,
    label: row.label ?? row.code,
    priority: row.priority,
    exclusive: row.exclusive,
    couponBased: row.couponBased,
    rules: row.rules.map((rule) => parseRule(rule.type, rule.configuration, paths)),
    actions: row.actions.map((action) => parseAction(action.type, action.configuration, paths)),
  }));
  const placedOrderCount =
    context.customerId === null ? null : await countPlacedOrders(db, context.customerId, context.orderId);
  return { promotions, placedOrderCount, couponPromotionId };
}

/**
 * Counts the order's promotions and coupon as used, at completion, inside its transaction. Limits
 * are enforced by conditional updates, so two last uses cannot both succeed; false means a limit
 * was reached and the completion must be refused (and rolled back).
 */
export async function recordUsage(
  db: Queryable,
  usage: {
    orderId: number;
    promotionIds: number[];
    couponId: number | null;
    customerId: number | null;
    now: Date;
  },
): Promise<boolean> {
  for (const id of [...usage.promotionIds].sort((a, b) => a - b)) {
    if (!(await incrementPromotionUsage(db, id))) return false;
  }
  if (usage.couponId === null) return true;
  if (usage.customerId !== null) await lockCustomer(db, usage.customerId);
  const coupon = await findCouponById(db, usage.couponId);
  if (!coupon || !(await isCouponUsable(db, coupon, usage))) return false;
  return incrementCouponUsage(db, usage.couponId);
}

/** Gives a cancelled order's promotion and coupon uses back. */
export function releaseUsage(db: Queryable, promotionIds: number[], couponId: number | null): Promise<void> {
  return releasePromotionUsage(db, promotionIds, couponId);
}
