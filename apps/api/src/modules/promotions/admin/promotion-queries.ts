import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  orderPromotions,
  orders,
  products,
  promotionActions,
  promotionCoupons,
  promotionRules,
  promotions,
  promotionTranslations,
  taxons,
} from '../../../db/schema';
import { selectRows } from '../../../db/sql';

/** Cart promotions and coupons as the back office reads and writes them. */

export interface AdminPromotionRow {
  id: number;
  code: string;
  priority: number;
  exclusive: boolean;
  usageLimit: number | null;
  used: number;
  couponBased: boolean;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  enabled: boolean;
  labels: Partial<Record<'ka_GE' | 'en_US', string>>;
  rules: Array<{ type: string; configuration: unknown }>;
  actions: Array<{ type: string; configuration: unknown }>;
  couponCount: number;
}

const parts = (table: typeof promotionRules | typeof promotionActions) =>
  sql`(select coalesce(json_agg(json_build_object('type', x.type, 'configuration', x.configuration)
    order by x.id), '[]'::json) from ${table} x where x.promotion_id = ${promotions.id})`;

const COLUMNS = sql`${promotions.id}, ${promotions.code}, ${promotions.priority}, ${promotions.exclusive},
  ${promotions.usageLimit} as "usageLimit", ${promotions.used}, ${promotions.couponBased} as "couponBased",
  to_char(${promotions.startsAt}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt",
  to_char(${promotions.endsAt}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endsAt", ${promotions.enabled},
  (select coalesce(json_object_agg(t.locale, t.label), '{}'::json) from ${promotionTranslations} t
    where t.promotion_id = ${promotions.id}) as labels,
  ${parts(promotionRules)} as rules, ${parts(promotionActions)} as actions,
  (select count(*)::int from ${promotionCoupons} c where c.promotion_id = ${promotions.id}) as "couponCount"`;

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(promotions.code, pattern),
    sql`exists (select 1 from ${promotionTranslations} t where t.promotion_id = ${promotions.id}
      and t.label ilike ${pattern})`,
  );
}

export async function listPromotions(
  db: Queryable,
  query: { search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: AdminPromotionRow[]; total: number }> {
  const where = searchOf(query.search);
  const [rows, [counted]] = await Promise.all([
    selectRows<AdminPromotionRow>(
      db,
      sql`select ${COLUMNS} from ${promotions} ${where ? sql`where ${where}` : sql``}
        order by ${promotions.priority} desc, ${promotions.id} desc
        limit ${query.limit} offset ${query.offset}`,
    ),
    db.select({ n: count() }).from(promotions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findPromotion(db: Queryable, code: string): Promise<AdminPromotionRow | undefined> {
  const [row] = await selectRows<AdminPromotionRow>(
    db,
    sql`select ${COLUMNS} from ${promotions} where ${promotions.code} = ${code}`,
  );
  return row;
}

export async function lockPromotion(db: Queryable, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.code, code))
    .for('update');
  return row?.id;
}

export type PromotionValues = Pick<
  typeof promotions.$inferInsert,
  'priority' | 'exclusive' | 'usageLimit' | 'couponBased' | 'startsAt' | 'endsAt' | 'enabled'
>;

/** A new promotion's id, or undefined when its code is taken. */
export async function insertPromotion(
  db: Queryable,
  values: PromotionValues & { code: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(promotions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: promotions.id });
  return row?.id;
}

export async function updatePromotionRow(db: Queryable, id: number, values: PromotionValues): Promise<void> {
  await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id));
}

/** Replaces the promotion's labels, rules and actions with these. */
export async function writePromotionParts(
  db: Queryable,
  id: number,
  parts: {
    labels: Array<{ locale: 'ka_GE' | 'en_US'; label: string }>;
    rules: Array<{ type: string; configuration: unknown }>;
    actions: Array<{ type: string; configuration: unknown }>;
  },
): Promise<void> {
  await db.delete(promotionTranslations).where(eq(promotionTranslations.promotionId, id));
  await db.delete(promotionRules).where(eq(promotionRules.promotionId, id));
  await db.delete(promotionActions).where(eq(promotionActions.promotionId, id));
  if (parts.labels.length > 0)
    await db
      .insert(promotionTranslations)
      .values(parts.labels.map((label) => ({ promotionId: id, ...label })));
  if (parts.rules.length > 0)
    await db.insert(promotionRules).values(parts.rules.map((rule) => ({ promotionId: id, ...rule })));
  if (parts.actions.length > 0)
    await db.insert(promotionActions).values(parts.actions.map((action) => ({ promotionId: id, ...action })));
}

/** Whether a placed order used the promotion or one of its coupons (then it is disabled, not deleted). */
export async function promotionInUse(db: Queryable, id: number): Promise<boolean> {
  const [row] = await selectRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${orderPromotions} op join ${orders} o on o.id = op.order_id
        where op.promotion_id = ${id} and o.checkout_state = 'completed')
      or exists (select 1 from ${orders} o join ${promotionCoupons} c on c.id = o.promotion_coupon_id
        where c.promotion_id = ${id} and o.checkout_state = 'completed') as used`,
  );
  return row?.used ?? false;
}

export async function deletePromotionRow(db: Queryable, id: number): Promise<void> {
  await db.delete(promotions).where(eq(promotions.id, id));
}

/** Which of these taxon codes and product codes exist. */
export async function knownCodes(
  db: Queryable,
  wanted: { taxons: string[]; products: string[] },
): Promise<{ taxons: Set<string>; products: Set<string> }> {
  const [taxonRows, productRows] = await Promise.all([
    wanted.taxons.length === 0
      ? []
      : db.select({ code: taxons.code }).from(taxons).where(inArray(taxons.code, wanted.taxons)),
    wanted.products.length === 0
      ? []
      : db.select({ code: products.code }).from(products).where(inArray(products.code, wanted.products)),
  ]);
  return {
    taxons: new Set(taxonRows.map((row) => row.code)),
    products: new Set(productRows.map((row) => row.code)),
  };
}

// ---------------------------------------------------------------------------------------------
// Coupons

export interface AdminCouponRow {
  id: number;
  code: string;
  promotionCode: string;
  usageLimit: number | null;
  perCustomerUsageLimit: number | null;
  used: number;
  expiresAt: Date | null;
  customerId: number | null;
  createdAt: Date;
}

const COUPON_COLUMNS = {
  id: promotionCoupons.id,
  code: promotionCoupons.code,
  promotionCode: promotions.code,
  usageLimit: promotionCoupons.usageLimit,
  perCustomerUsageLimit: promotionCoupons.perCustomerUsageLimit,
  used: promotionCoupons.used,
  expiresAt: promotionCoupons.expiresAt,
  customerId: promotionCoupons.customerId,
  createdAt: promotionCoupons.createdAt,
};

function couponWhere(query: { promotion?: string | undefined; search?: string | undefined }) {
  return and(
    query.promotion === undefined ? undefined : eq(promotions.code, query.promotion),
    query.search
      ? ilike(promotionCoupons.code, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
  );
}

export async function listCoupons(
  db: Queryable,
  query: { promotion?: string | undefined; search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: AdminCouponRow[]; total: number }> {
  const where = couponWhere(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(COUPON_COLUMNS)
      .from(promotionCoupons)
      .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
      .where(where)
      .orderBy(desc(promotionCoupons.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(promotionCoupons)
      .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Every coupon of a promotion, oldest first, in pages of `size` (the CSV export streams them). */
export async function* allCoupons(db: Queryable, promotionId: number, size = 1000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(COUPON_COLUMNS)
      .from(promotionCoupons)
      .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
      .where(and(eq(promotionCoupons.promotionId, promotionId), sql`${promotionCoupons.id} > ${after}`))
      .orderBy(asc(promotionCoupons.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

export async function findCoupon(db: Queryable, code: string): Promise<AdminCouponRow | undefined> {
  const [row] = await db
    .select(COUPON_COLUMNS)
    .from(promotionCoupons)
    .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
    .where(sql`lower(${promotionCoupons.code}) = lower(${code})`);
  return row;
}

export type CouponValues = Pick<
  typeof promotionCoupons.$inferInsert,
  'usageLimit' | 'perCustomerUsageLimit' | 'expiresAt'
>;

/** New coupons; codes already taken (in any case) are skipped: the ids of those made come back. */
export async function insertCoupons(
  db: Queryable,
  promotionId: number,
  codes: string[],
  values: CouponValues,
): Promise<Array<{ id: number; code: string }>> {
  if (codes.length === 0) return [];
  return db
    .insert(promotionCoupons)
    .values(codes.map((code) => ({ promotionId, code, ...values })))
    .onConflictDoNothing()
    .returning({ id: promotionCoupons.id, code: promotionCoupons.code });
}

export async function updateCouponRow(db: Queryable, id: number, values: CouponValues): Promise<void> {
  await db.update(promotionCoupons).set(values).where(eq(promotionCoupons.id, id));
}

/** Whether a placed order used the coupon (then it is not deleted). */
export async function couponInUse(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.promotionCouponId, id), eq(orders.checkoutState, 'completed')))
    .limit(1);
  return row !== undefined;
}

export async function deleteCouponRow(db: Queryable, id: number): Promise<void> {
  await db.delete(promotionCoupons).where(eq(promotionCoupons.id, id));
}
