import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../catalog/sql';
import type { ItemTotals } from './processor';
import type { OrderRow, StoredAdjustment } from './queries';

/**
 * What the order processor derived for a cart, stored in one statement of data-modifying CTEs:
 * every cart change ends here, and each round trip costs the app and PostgreSQL more than the
 * writes themselves. Only the parts that changed are in the statement, each combination being its
 * own named statement: a CTE with nothing to do still costs PostgreSQL its executor start-up
 * (relation locks, index opens) on every run.
 *
 * The CTEs share one snapshot and run in no set order, so none relies on another's effects: the
 * adjustments deleted are the ones the snapshot shows (not those inserted beside them), and the
 * applied promotions, whose key would conflict if deleted and inserted again, are only added or
 * removed.
 */

export type ShipmentWrite =
  | { op: 'insert'; methodId: number | null }
  | { op: 'update'; id: number; methodId: number | null }
  | { op: 'delete' };

export type PaymentWrite =
  | { op: 'insert'; methodId: number | null; amount: number; currencyCode: string }
  | { op: 'update'; id: number; methodId: number | null; amount: number; currencyCode: string }
  | { op: 'delete' };

export type OrderTotals = Pick<
  OrderRow,
  | 'itemsTotal'
  | 'itemsSubtotal'
  | 'shippingTotal'
  | 'orderPromotionTotal'
  | 'shippingPromotionTotal'
  | 'total'
>;

export interface CartWrites {
  orderId: number;
  /** The items whose prices or totals changed. */
  items: ItemTotals[];
  /** All of the order's adjustments when they changed, else null. */
  adjustments: Array<Omit<StoredAdjustment, 'neutral'>> | null;
  shipment: ShipmentWrite | null;
  /** The cart's payment (the one in state `cart`). */
  payment: PaymentWrite | null;
  /** All of the applied promotions when they changed, else null. */
  promotionIds: number[] | null;
  totals: OrderTotals;
  now: Date;
}

/** The ids of the shipment and payment the statement inserted (null when it inserted none). */
export interface InsertedIds {
  shipmentId: number | null;
  paymentId: number | null;
}

type Values = OrderTotals & {
  orderId: number;
  /** ISO 8601, UTC. */
  now: string;
  /** JSON arrays. */
  items: string;
  adjustments: string;
  promotionIds: string;
  shipmentId: number | null;
  shipmentMethodId: number | null;
  paymentId: number | null;
  paymentMethodId: number | null;
  paymentAmount: number;
  currencyCode: string;
};

type Param = <K extends keyof Values & string>(key: K) => Values[K];

type Part = 'items' | 'adjs' | 'promos' | `ship-${ShipmentWrite['op']}` | `pay-${PaymentWrite['op']}`;

const int = (param: Param, key: keyof Values & string) => sql`${param(key)}::int`;
const json = (param: Param, key: 'items' | 'adjustments' | 'promotionIds') => sql`${param(key)}::json`;

/** Each part's CTEs, given the order's id and the time of the change. */
const PARTS: Record<Part, (param: Param, orderId: SQL, now: SQL) => SQL> = {
  items: (param, orderId, now) => sql`items as (
      update order_items i set unit_price = x."unitPrice", original_unit_price = x."originalUnitPrice",
        discounted_unit_price = x."discountedUnitPrice", subtotal = x.subtotal, total = x.total, updated_at = ${now}
      from json_to_recordset(${json(param, 'items')}) as x(id int, "unitPrice" int,
        "originalUnitPrice" int, "discountedUnitPrice" int, subtotal int, total int)
      where i.id = x.id and i.order_id = ${orderId})`,
  adjs: (param, orderId) => sql`
    adjustments_removed as (delete from order_adjustments where order_id = ${orderId}),
    adjustments_added as (
      insert into order_adjustments (order_id, order_item_id, type, label, amount, origin_code)
      select ${orderId}, x."orderItemId", x.type, x.label, x.amount, x."originCode"
      from rows from (json_to_recordset(${json(param, 'adjustments')})
        as ("orderItemId" int, type text, label text, amount int, "originCode" text))
        with ordinality as x("orderItemId", type, label, amount, "originCode", position)
      -- Ids in the processor's order, which is the order they are listed in.
      order by x.position)`,
  promos: (param, orderId) => {
    const ids = sql`select value::int from json_array_elements_text(${json(param, 'promotionIds')})`;
    return sql`promotions_removed as (
        delete from order_promotions where order_id = ${orderId} and promotion_id not in (${ids})),
      promotions_added as (
        insert into order_promotions (order_id, promotion_id) select ${orderId}, p.id from (${ids}) as p(id)
        on conflict do nothing)`;
  },
  'ship-insert': (param, orderId) => sql`shipment_added as (
      insert into shipments (order_id, method_id, state) values (${orderId}, ${int(param, 'shipmentMethodId')}, 'cart')
      returning id)`,
  'ship-update': (param, orderId, now) => sql`shipment_changed as (
      update shipments set method_id = ${int(param, 'shipmentMethodId')}, updated_at = ${now}
      where id = ${int(param, 'shipmentId')} and order_id = ${orderId})`,
  'ship-delete': (_, orderId) =>
    sql`shipments_removed as (delete from shipments where order_id = ${orderId})`,
  'pay-insert': (param, orderId) => sql`payment_added as (
      insert into payments (order_id, method_id, amount, currency_code, state)
      values (${orderId}, ${int(param, 'paymentMethodId')}, ${int(param, 'paymentAmount')},
        ${param('currencyCode')}::text, 'cart')
      returning id)`,
  'pay-update': (param, orderId, now) => sql`payment_changed as (
      update payments set method_id = ${int(param, 'paymentMethodId')}, amount = ${int(param, 'paymentAmount')},
        currency_code = ${param('currencyCode')}::text, updated_at = ${now}
      where id = ${int(param, 'paymentId')} and order_id = ${orderId})`,
  'pay-delete': (_, orderId) => sql`payments_removed as (
      delete from payments where order_id = ${orderId} and state = 'cart')`,
};

function build(parts: Part[], param: Param): SQL {
  const orderId = int(param, 'orderId');
  const now = sql`${param('now')}::timestamp`;
  const ctes = parts.map((part) => PARTS[part](param, orderId, now));
  const insertedId = (part: Part, cte: string) =>
    parts.includes(part) ? sql`(select id from ${sql.raw(cte)})` : sql`null::int`;
  const total = (key: keyof OrderTotals) => int(param, key);
  return sql`${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)}` : sql``}
    update orders set items_total = ${total('itemsTotal')}, items_subtotal = ${total('itemsSubtotal')},
      shipping_total = ${total('shippingTotal')}, order_promotion_total = ${total('orderPromotionTotal')},
      shipping_promotion_total = ${total('shippingPromotionTotal')}, total = ${total('total')}, updated_at = ${now}
    where id = ${orderId}
    returning ${insertedId('ship-insert', 'shipment_added')} as "shipmentId",
      ${insertedId('pay-insert', 'payment_added')} as "paymentId"`;
}

const statements = new Map<string, (db: Queryable, values: Values) => Promise<InsertedIds[]>>();

/** The statement for these parts, named after them (a name is planned once per connection). */
function statementFor(parts: Part[]) {
  const name = `cart_writes:${parts.join(',')}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = namedStatement<InsertedIds, Values>(name, (param) => build(parts, param));
    statements.set(name, statement);
  }
  return statement;
}

export async function storeCartWrites(db: Queryable, writes: CartWrites): Promise<InsertedIds> {
  const { shipment, payment, totals } = writes;
  const parts: Part[] = [];
  if (writes.items.length > 0) parts.push('items');
  if (writes.adjustments) parts.push('adjs');
  if (writes.promotionIds) parts.push('promos');
  if (shipment) parts.push(`ship-${shipment.op}`);
  if (payment) parts.push(`pay-${payment.op}`);
  const [row] = await statementFor(parts)(db, {
    orderId: writes.orderId,
    now: writes.now.toISOString(),
    items: JSON.stringify(writes.items),
    adjustments: JSON.stringify(writes.adjustments ?? []),
    promotionIds: JSON.stringify(writes.promotionIds ?? []),
    shipmentId: shipment?.op === 'update' ? shipment.id : null,
    shipmentMethodId: shipment && shipment.op !== 'delete' ? shipment.methodId : null,
    paymentId: payment?.op === 'update' ? payment.id : null,
    paymentMethodId: payment && payment.op !== 'delete' ? payment.methodId : null,
    paymentAmount: payment && payment.op !== 'delete' ? payment.amount : 0,
    currencyCode: payment && payment.op !== 'delete' ? payment.currencyCode : '',
    itemsTotal: totals.itemsTotal,
    itemsSubtotal: totals.itemsSubtotal,
    shippingTotal: totals.shippingTotal,
    orderPromotionTotal: totals.orderPromotionTotal,
    shippingPromotionTotal: totals.shippingPromotionTotal,
    total: totals.total,
  });
  return row ?? { shipmentId: null, paymentId: null };
}
