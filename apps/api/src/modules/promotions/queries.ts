import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  customers,
  orders,
  promotionActions,
  promotionCoupons,
  promotionRules,
  promotions,
  promotionTranslations,
  taxons,
} from '../../db/schema';
import { DEFAULT_LOCALE, type Locale } from '../../http/locale';

/** Placed orders count for promotions and coupon limits; cancelled ones give their usage back. */
const PLACED_STATES = ['new', 'fulfilled'];

export type CouponRow = typeof promotionCoupons.$inferSelect;

export async function findCouponByCode(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionCoupons)
    .where(sql`lower(${promotionCoupons.code}) = lower(${code})`)
    .limit(1);
  return row;
}

export async function findCouponById(db: Queryable, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(promotionCoupons).where(eq(promotionCoupons.id, id)).limit(1);
  return row;
}

export interface PromotionPart {
  type: string;
  configuration: unknown;
}

/**
 * Promotions running at `now` and under their usage limit (coupon-based ones only when named),
 * each with its label in the locale (else Georgian) and its rules and actions as JSON columns:
 * one statement, since every cart change reads them.
 */
export function loadRunningPromotions(
  db: Queryable,
  now: Date,
  couponPromotionId: number | null,
  locale: Locale,
) {
  // Correlated on `${promotions}.id`: drizzle leaves columns unqualified in one-table selects.
  const parts = (table: typeof promotionRules | typeof promotionActions) =>
    sql<
      PromotionPart[]
    >`(select coalesce(json_agg(json_build_object('type', x.type, 'configuration', x.configuration) order by x.id), '[]'::json)
      from ${table} x where x.promotion_id = ${promotions}.id)`;
  return db
    .select({
      id: promotions.id,
      code: promotions.code,
      priority: promotions.priority,
      exclusive: promotions.exclusive,
      couponBased: promotions.couponBased,
      label: sql<string | null>`coalesce(
        (select t.label from ${promotionTranslations} t where t.promotion_id = ${promotions}.id and t.locale = ${locale}),
        (select t.label from ${promotionTranslations} t where t.promotion_id = ${promotions}.id and t.locale = ${DEFAULT_LOCALE}))`,
      rules: parts(promotionRules),
      actions: parts(promotionActions),
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.enabled, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        or(isNull(promotions.usageLimit), lt(promotions.used, promotions.usageLimit)),
        couponPromotionId === null
          ? eq(promotions.couponBased, false)
          : or(eq(promotions.couponBased, false), eq(promotions.id, couponPromotionId)),
      ),
    )
    .orderBy(asc(promotions.id));
}

export async function taxonPathsByCode(db: Queryable, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: taxons.code, path: taxons.path })
    .from(taxons)
    .where(inArray(taxons.code, codes));
  return new Map(rows.map((row) => [row.code, row.path]));
}

/** Orders the customer has placed (not counting `exceptOrderId`), for nth-order rules. */
export async function countPlacedOrders(
  db: Queryable,
  customerId: number,
  exceptOrderId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.state, PLACED_STATES),
        ne(orders.id, exceptOrderId),
      ),
    );
  return row?.n ?? 0;
}

/** Placed orders of the customer that used the coupon, for per-customer coupon limits. */
export async function countCouponUses(
  db: Queryable,
  couponId: number,
  customerId: number,
  exceptOrderId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.promotionCouponId, couponId),
        eq(orders.customerId, customerId),
        inArray(orders.state, PLACED_STATES),
        ne(orders.id, exceptOrderId),
      ),
    );
  return row?.n ?? 0;
}

/** Serializes the per-customer coupon check of concurrent completions by one customer. */
export async function lockCustomer(db: Queryable, customerId: number): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** One more use, unless the limit is reached (then no row changes). */
export async function incrementPromotionUsage(db: Queryable, promotionId: number): Promise<boolean> {
  const rows = await db
    .update(promotions)
    .set({ used: sql`${promotions.used} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        or(isNull(promotions.usageLimit), lt(promotions.used, promotions.usageLimit)),
      ),
    )
    .returning({ id: promotions.id });
  return rows.length > 0;
}

export async function incrementCouponUsage(db: Queryable, couponId: number): Promise<boolean> {
  const rows = await db
    .update(promotionCoupons)
    .set({ used: sql`${promotionCoupons.used} + 1` })
    .where(
      and(
        eq(promotionCoupons.id, couponId),
        or(isNull(promotionCoupons.usageLimit), lt(promotionCoupons.used, promotionCoupons.usageLimit)),
      ),
    )
    .returning({ id: promotionCoupons.id });
  return rows.length > 0;
}

export async function releasePromotionUsage(db: Queryable, promotionIds: number[], couponId: number | null) {
  if (promotionIds.length > 0) {
    await db
      .update(promotions)
      .set({ used: sql`greatest(${promotions.used} - 1, 0)` })
      .where(inArray(promotions.id, promotionIds));
  }
  if (couponId !== null) {
    await db
      .update(promotionCoupons)
      .set({ used: sql`greatest(${promotionCoupons.used} - 1, 0)` })
      .where(eq(promotionCoupons.id, couponId));
  }
}
