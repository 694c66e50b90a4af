import { randomInt } from 'node:crypto';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { definePromotions } from './define';
import type { PromotionDefinition } from './definitions';
import {
  type CouponRow,
  countPlacedOrders,
  findRunningPromotion,
  insertCoupon,
  loadPersonalCoupons,
} from './queries';

/**
 * Personal coupons: made for one customer (the referral programme's welcome and reward coupons),
 * single use, refused on anyone else's cart (see isCouponUsable). What they give is their
 * promotion's rules and actions, so the promotion is the configuration.
 */

export interface RunningPromotion {
  id: number;
  endsAt: Date | null;
  definition: PromotionDefinition;
}

/** The promotion with this code, when it runs now (enabled, started, not ended, under its limit). */
export async function runningPromotion(
  db: Queryable,
  code: string,
  locale: CatalogLocale,
  now: Date,
): Promise<RunningPromotion | undefined> {
  const row = await findRunningPromotion(db, code, now);
  if (!row) return undefined;
  const [definition] = await definePromotions(db, [row], locale);
  return definition && { id: row.id, endsAt: row.endsAt, definition };
}

// Letters and digits that cannot be mistaken for one another when read aloud or retyped.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters drawn uniformly from the unambiguous alphabet (5 bits each). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * A single-use coupon of the promotion that only `customerId` may use, valid for `validDays`
 * (never past the promotion's end). The code is `PREFIX-` and 8 random characters.
 */
export async function issuePersonalCoupon(
  db: Queryable,
  issue: {
    promotion: RunningPromotion;
    customerId: number;
    prefix: string;
    validDays: number;
    now: Date;
  },
): Promise<CouponRow> {
  const { promotion, customerId, prefix, validDays, now } = issue;
  const validUntil = new Date(now.getTime() + validDays * 86_400_000);
  const expiresAt = promotion.endsAt && promotion.endsAt < validUntil ? promotion.endsAt : validUntil;
  // 40 random bits: a clash is rare enough that a second draw always settles it in practice.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const coupon = await insertCoupon(db, {
      promotionId: promotion.id,
      code: `${prefix}-${randomCode(8)}`,
      usageLimit: 1,
      perCustomerUsageLimit: 1,
      expiresAt,
      customerId,
    });
    if (coupon) return coupon;
  }
  throw new Error('Could not draw a free coupon code');
}

export interface PersonalCoupon {
  coupon: CouponRow;
  promotionCode: string;
  definition: PromotionDefinition;
}

/**
 * The coupons the customer can still use on their next order: their own, unused, unexpired, of a
 * running promotion, under the per-customer limit, and not for an nth order they are past.
 */
export async function personalCoupons(
  db: Queryable,
  customerId: number,
  locale: CatalogLocale,
  now: Date,
): Promise<PersonalCoupon[]> {
  const rows = (await loadPersonalCoupons(db, customerId, now)).filter(
    ({ coupon, uses }) => coupon.perCustomerUsageLimit === null || uses < coupon.perCustomerUsageLimit,
  );
  if (rows.length === 0) return [];
  const promotionRows = [...new Map(rows.map((row) => [row.promotion.id, row.promotion])).values()];
  const definitions = await definePromotions(db, promotionRows, locale);
  const placed = await countPlacedOrders(db, customerId, 0);
  return rows.flatMap(({ coupon, promotion }) => {
    const definition = definitions.find((candidate) => candidate.id === promotion.id);
    if (!definition) return [];
    const nth = definition.rules.find((rule) => rule.type === 'nth_order');
    if (nth && placed + 1 !== nth.nth) return [];
    return [{ coupon, promotionCode: promotion.code, definition }];
  });
}
