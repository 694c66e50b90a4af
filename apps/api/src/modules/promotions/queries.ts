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
import { intArray, selectRows } from '../catalog/sql';
import { STANDING_ORDER_STATES } from '../checkout/state/order';

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
  const [row] = await db
    .select()
    .from(promotionCoupons)
    .where(eq(promotionCoupons.id, id))
    .limit(1)
    .prepare('coupon_by_id')
    .execute();
  return row;
}

export type PromotionRow = typeof promotions.$inferSelect;

/** Enabled, started, not ended, under its usage limit. */
const runningAt = (now: Date) =>
  and(
    eq(promotions.enabled, true),
    or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
    or(isNull(promotions.usageLimit), lt(promotions.used, promotions.usageLimit)),
  );

/** Promotions running at `now` and under their usage limit; coupon-based ones only when named. */
export function loadRunningPromotions(db: Queryable, now: Date, couponPromotionId: number | null) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        runningAt(now),
        couponPromotionId === null
          ? eq(promotions.couponBased, false)
          : or(eq(promotions.couponBased, false), eq(promotions.id, couponPromotionId)),
      ),
    )
    .orderBy(asc(promotions.id))
    .prepare(couponPromotionId === null ? 'running_promotions' : 'running_promotions_with_coupon')
    .execute();
}

export interface PromotionParts {
  id: number;
  /** In the locale, else in Georgian; null when the promotion has no label. */
  label: string | null;
  rules: Array<{ type: string; configuration: unknown }>;
  actions: Array<{ type: string; configuration: unknown }>;
}

/**
 * The label, rules and actions of these promotions, in one statement (the order processor asks on
 * every cart change).
 */
export function loadPromotionParts(db: Queryable, ids: number[], locale: Locale): Promise<PromotionParts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const parts = (table: typeof promotionRules | typeof promotionActions) =>
    sql<PromotionParts['rules']>`(select coalesce(json_agg(json_build_object('type', x.type,
      'configuration', x.configuration) order by x.id), '[]'::json)
      from ${table} x where x.promotion_id = p.id)`;
  return selectRows<PromotionParts>(
    db,
    sql`select p.id,
        coalesce((select t.label from ${promotionTranslations} t where t.promotion_id = p.id and t.locale = ${locale}),
                 (select t.label from ${promotionTranslations} t where t.promotion_id = p.id and t.locale = ${DEFAULT_LOCALE}))
          as label,
        ${parts(promotionRules)} as rules, ${parts(promotionActions)} as actions
      from ${promotions} p where p.id = any(${intArray(ids)})`,
    'promotion_parts',
  );
}

export async function taxonPathsByCode(db: Queryable, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: taxons.code, path: taxons.path })
    .from(taxons)
    .where(sql`${taxons.code} = any(${sql.param(codes)}::text[])`)
    .prepare('taxon_paths_by_code')
    .execute();
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
        inArray(orders.state, STANDING_ORDER_STATES),
        ne(orders.id, exceptOrderId),
      ),
    )
    .prepare('placed_order_count')
    .execute();
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
        inArray(orders.state, STANDING_ORDER_STATES),
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

export async function findRunningPromotion(
  db: Queryable,
  code: string,
  now: Date,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.code, code), runningAt(now)));
  return row;
}

/** A new coupon, or undefined when its code is taken (the caller draws another). */
export async function insertCoupon(
  db: Queryable,
  values: typeof promotionCoupons.$inferInsert,
): Promise<CouponRow | undefined> {
  const [row] = await db.insert(promotionCoupons).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The customer's personal coupons that are not used up, not expired and whose promotion runs,
 * oldest first, with the placed orders of the customer that used each (for per-customer limits).
 */
export function loadPersonalCoupons(db: Queryable, customerId: number, now: Date) {
  const uses = db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.promotionCouponId, promotionCoupons.id),
        eq(orders.customerId, customerId),
        inArray(orders.state, STANDING_ORDER_STATES),
      ),
    );
  return db
    .select({ coupon: promotionCoupons, promotion: promotions, uses: sql<number>`(${uses})::int` })
    .from(promotionCoupons)
    .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
    .where(
      and(
        eq(promotionCoupons.customerId, customerId),
        or(isNull(promotionCoupons.usageLimit), lt(promotionCoupons.used, promotionCoupons.usageLimit)),
        or(isNull(promotionCoupons.expiresAt), gt(promotionCoupons.expiresAt, now)),
        runningAt(now),
      ),
    )
    .orderBy(asc(promotionCoupons.id));
}
