import { type SQL, and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
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
import { DEFAULT_LOCALE } from '../../http/locale';
import { intArray, namedStatement, selectRows } from '../../db/sql';
import { STANDING_ORDER_STATES } from '../orders';

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
const runningAt = (now: Date | SQL) =>
  and(
    eq(promotions.enabled, true),
    or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
    or(isNull(promotions.usageLimit), lt(promotions.used, promotions.usageLimit)),
  );

export interface PromotionParts {
  id: number;
  /** In the locale, else in Georgian; null when the promotion has no label. */
  label: string | null;
  rules: Array<{ type: string; configuration: unknown }>;
  actions: Array<{ type: string; configuration: unknown }>;
}

/** The rules or actions of the `promotions` row in scope, as a JSON array. */
const parts = (table: typeof promotionRules | typeof promotionActions) =>
  sql`(select coalesce(json_agg(json_build_object('type', x.type, 'configuration', x.configuration)
    order by x.id), '[]'::json) from ${table} x where x.promotion_id = ${promotions}.id)`;

/** The label, rules and actions of the `promotions` row in scope, as columns. */
function partsColumns(locale: CatalogLocale): SQL {
  const label = (of: CatalogLocale) =>
    sql`(select t.label from ${promotionTranslations} t where t.promotion_id = ${promotions}.id and t.locale = ${of})`;
  return sql`coalesce(${label(locale)}, ${label(DEFAULT_LOCALE)}) as label,
    ${parts(promotionRules)} as rules, ${parts(promotionActions)} as actions`;
}

/**
 * The label, rules and actions of these promotions, in one statement.
 */
export function loadPromotionParts(
  db: Queryable,
  ids: number[],
  locale: CatalogLocale,
): Promise<PromotionParts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows<PromotionParts>(
    db,
    sql`select ${promotions}.id, ${partsColumns(locale)} from ${promotions}
      where ${promotions}.id = any(${intArray(ids)})`,
    'promotion_parts',
  );
}

/** A running promotion with its parts, labelled in one locale, as the order processor takes it. */
export type PromotionWithParts = Pick<PromotionRow, 'code' | 'priority' | 'exclusive' | 'couponBased'> &
  PromotionParts;

/** A running promotion as the cart's processing read returns it: labelled in every locale it has. */
export type RunningPromotionRow = Omit<PromotionWithParts, 'label'> & {
  labels: Partial<Record<CatalogLocale, string>>;
};

/** The promotion labelled in `locale`, else in Georgian (null when it has no label). */
export function labelledIn(
  { labels, ...promotion }: RunningPromotionRow,
  locale: CatalogLocale,
): PromotionWithParts {
  return { ...promotion, label: labels[locale] ?? labels[DEFAULT_LOCALE] ?? null };
}

/**
 * Promotions running at `now`, with their parts and labels, for the order processor, which asks on
 * every cart change. Coupon-based ones are among them: which of those applies depends on each
 * order's coupon, checked by the caller.
 */
export function runningPromotionsSelect(now: SQL): SQL {
  return sql`select ${promotions}.id, ${promotions}.code, ${promotions}.priority, ${promotions}.exclusive,
      ${promotions}.coupon_based as "couponBased",
      (select coalesce(json_object_agg(t.locale, t.label), '{}'::json) from ${promotionTranslations} t
        where t.promotion_id = ${promotions}.id and t.label is not null) as labels,
      ${parts(promotionRules)} as rules, ${parts(promotionActions)} as actions
    from ${promotions}
    where ${runningAt(now)}`;
}

/**
 * `{code: path}` of the taxons the rules and actions of `running` (rows shaped as
 * runningPromotionsSelect's) name, so rules match by path prefix. Each code is looked up on its
 * own (a unique-index probe): as a join, the plan made once for every cart read the whole taxon
 * table on each cart change.
 */
export function namedTaxonPaths(running: SQL): SQL {
  return sql`(select coalesce(json_object_agg(named.code, named.path), '{}'::json)
    from (select c.code, (select t.path from ${taxons} t where t.code = c.code) as path
      from (select distinct json_array_elements_text(part->'configuration'->'taxons') as code
        from ${running} r cross join lateral
          (select value from json_array_elements(r.rules) union all select value from json_array_elements(r.actions)) parts(part)
        where json_typeof(part->'configuration'->'taxons') = 'array') c) named
    where named.path is not null)`;
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

/** The customer's placed orders, but `exceptOrderId`, for nth-order rules. */
const placedBy = (customerId: number | SQL, exceptOrderId: number | SQL) =>
  and(
    eq(orders.customerId, customerId),
    inArray(orders.state, STANDING_ORDER_STATES),
    ne(orders.id, exceptOrderId),
  );

export async function countPlacedOrders(
  db: Queryable,
  customerId: number,
  exceptOrderId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(placedBy(customerId, exceptOrderId))
    .prepare('placed_order_count')
    .execute();
  return row?.n ?? 0;
}

/** countPlacedOrders as a column; null for a guest's order (`customerId` null). */
export const placedOrderCountColumn = (customerId: SQL, exceptOrderId: SQL): SQL =>
  sql`case when ${customerId} is null then null
    else (select count(*)::int from ${orders} where ${placedBy(customerId, exceptOrderId)}) end`;

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

const countOrderPromotions = namedStatement<{ promotionIds: number[]; counted: number }, { orderId: number }>(
  'order_promotion_usage',
  (param) => sql`
    with applied as (select promotion_id as id from order_promotions where order_id = ${param('orderId')}::int),
    -- Locked in id order before any is changed, so concurrent completions that share promotions
    -- wait for each other instead of deadlocking.
    locked as materialized (
      select p.id from promotions p where p.id in (select id from applied) order by p.id for update
    ),
    counted as (
      update promotions p set used = p.used + 1
      from locked l
      where p.id = l.id and (p.usage_limit is null or p.used < p.usage_limit)
      returning p.id
    )
    select (select coalesce(json_agg(id order by id), '[]'::json) from applied) as "promotionIds",
      (select count(*)::int from counted) as counted`,
);

/**
 * One more use of each promotion applied to the order, in one statement, each only while under its
 * limit; the promotions' ids, or null when any had reached its limit (then the caller rolls back).
 */
export async function incrementOrderPromotionsUsage(
  db: Queryable,
  orderId: number,
): Promise<number[] | null> {
  const [row] = await countOrderPromotions(db, { orderId });
  if (!row) throw new Error(`Order ${orderId}: its promotions' usage returned no row`);
  return row.counted === row.promotionIds.length ? row.promotionIds : null;
}

/** One more use, unless the limit is reached (then no row changes). */
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

/** The promotions running at `now` (rules and actions unparsed, labels left out). */
export function loadRunningPromotions(db: Queryable, now: Date): Promise<RunningPromotionRow[]> {
  return selectRows<RunningPromotionRow>(db, runningPromotionsSelect(sql`${now}`), 'running_promotions');
}
