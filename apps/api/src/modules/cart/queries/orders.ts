/**
 * Finding and locking an order by token or id: each one named statement, returning the order row
 * with its channel's code, its customer's e-mail and its coupon's code as one JSON column. The other
 * query files embed `orderObject` and `orderFrom`, so their statements return the order the same way.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { channels, customers, orders, promotionCoupons } from '../../../db/schema';
import { namedStatement } from '../../../db/sql';

export type OrderRow = typeof orders.$inferSelect & {
  channelCode: string;
  email: string | null;
  couponCode: string | null;
};

const orderColumns = Object.entries(getTableColumns(orders));

/**
 * The order row, with its channel's code, its customer's e-mail and its coupon's code, as one JSON
 * object keyed like OrderRow: one column is cheaper for the driver to describe and parse than thirty.
 */
export const orderObject = sql`json_build_object(
    ${sql.join(
      orderColumns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
      sql`, `,
    )},
    'channelCode', ch.code, 'email', cu.email, 'couponCode', pc.code)`;

/** What `orderObject` joins to the `orders` row in scope. */
export const orderJoins = sql`join ${channels} ch on ch.id = ${orders.channelId}
    left join ${customers} cu on cu.id = ${orders.customerId}
    left join ${promotionCoupons} pc on pc.id = ${orders.promotionCouponId}`;

export const orderFrom = sql`from ${orders} ${orderJoins}`;

/** Types the JSON of `orderObject` as drizzle types its columns (timestamps become dates). */
export function toOrderRow(json: Record<string, unknown>): OrderRow {
  for (const [key, column] of orderColumns) {
    const value = json[key];
    if (value !== null && value !== undefined) json[key] = column.mapFromDriverValue(value as never);
  }
  return json as OrderRow;
}

/** A statement's row holding `orderObject`. */
export type OrderJson = { order: Record<string, unknown> };

// Named statements whose text is built once: the cart's routes read orders on every request, and
// building a drizzle query each time cost more than PostgreSQL takes to run it.

const orderByToken = namedStatement<OrderJson, { tokenValue: string }>(
  'order_by_token',
  (param) =>
    sql`select ${orderObject} as "order" ${orderFrom} where ${orders.tokenValue} = ${param('tokenValue')}::text`,
);

const orderById = namedStatement<OrderJson, { id: number }>(
  'order_by_id',
  (param) => sql`select ${orderObject} as "order" ${orderFrom} where ${orders.id} = ${param('id')}::int`,
);

const lockedOrder = namedStatement<OrderJson, { tokenValue: string }>(
  'lock_order',
  (param) =>
    sql`select ${orderObject} as "order" ${orderFrom}
      where ${orders.tokenValue} = ${param('tokenValue')}::text for update of ${orders}`,
);

const firstOrder = ([row]: OrderJson[]) => row && toOrderRow(row.order);

export async function findOrderByToken(db: Queryable, tokenValue: string): Promise<OrderRow | undefined> {
  return firstOrder(await orderByToken(db, { tokenValue }));
}

export async function findOrderById(db: Queryable, id: number): Promise<OrderRow | undefined> {
  return firstOrder(await orderById(db, { id }));
}

/**
 * Locks the order row for the rest of the transaction: every change to a cart (and completion)
 * goes through here first, so concurrent requests on one cart take turns.
 */
export async function lockOrder(db: Queryable, tokenValue: string): Promise<OrderRow | undefined> {
  return firstOrder(await lockedOrder(db, { tokenValue }));
}

/** The cart's owner changed it: what the shop had taken out of it has been told. */
export async function forgetRemovedItems(db: Queryable, id: number): Promise<void> {
  await db.execute(sql`update ${orders} set removed_items = null where id = ${id}`);
}
