/**
 * What the order processor derived for a batch of carts, written in one statement of data-modifying
 * CTEs: every cart change ends here, and each round trip costs the app and PostgreSQL more than the
 * writes themselves. Only the kinds of write some cart of the batch needs are in the statement,
 * each combination being its own named statement: a CTE with nothing to do still costs PostgreSQL
 * its executor start-up (relation locks, index opens) on every run.
 *
 * The CTEs share one snapshot and run in no set order, so none relies on another's effects: the
 * adjustments deleted are the ones the snapshot shows (not those inserted beside them), and the
 * applied promotions, whose key would conflict if deleted and inserted again, are only added or
 * removed.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { type Columns, rowParameters, unnestedRows } from '../../../db/rows';
import { namedStatement } from '../../../db/sql';
import type { ItemTotals } from '../processor';
import type { StoredAdjustment } from './order-parts';
import type { OrderRow } from './orders';

export type ShipmentWrite =
  | { op: 'insert'; methodId: number | null }
  | { op: 'update'; id: number; methodId: number | null }
  | { op: 'delete' };

export type PaymentWrite =
  | { op: 'insert'; methodId: number | null; amount: number; currencyCode: string }
  | { op: 'update'; id: number; methodId: number | null; amount: number; currencyCode: string }
  | { op: 'delete' };

type OrderTotals = Pick<
  OrderRow,
  | 'itemsTotal'
  | 'itemsSubtotal'
  | 'shippingTotal'
  | 'orderPromotionTotal'
  | 'shippingPromotionTotal'
  | 'total'
>;

/** One cart's writes. */
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
}

/** The ids of the shipment and payment the statement inserted for a cart (null when none). */
export interface InsertedIds {
  shipmentId: number | null;
  paymentId: number | null;
}

/** The sets of rows the statement takes, and their columns. */
const ORDER_IDS: Columns = { orderId: 'int' };
const SETS = {
  totals: {
    orderId: 'int',
    itemsTotal: 'int',
    itemsSubtotal: 'int',
    shippingTotal: 'int',
    orderPromotionTotal: 'int',
    shippingPromotionTotal: 'int',
    total: 'int',
  },
  items: {
    orderId: 'int',
    id: 'int',
    unitPrice: 'int',
    originalUnitPrice: 'int',
    discountedUnitPrice: 'int',
    subtotal: 'int',
    total: 'int',
  },
  /** Orders whose adjustments changed (to none, too), and all of their adjustments. */
  adjustment_orders: ORDER_IDS,
  adjustments: {
    orderId: 'int',
    orderItemId: 'int',
    type: 'text',
    label: 'text',
    amount: 'int',
    originCode: 'text',
  },
  /** Orders whose applied promotions changed (to none, too), and all of those promotions. */
  promotion_orders: ORDER_IDS,
  promotions: { orderId: 'int', promotionId: 'int' },
  shipments_added: { orderId: 'int', methodId: 'int' },
  shipments_changed: { id: 'int', orderId: 'int', methodId: 'int' },
  shipments_removed: ORDER_IDS,
  payments_added: { orderId: 'int', methodId: 'int', amount: 'int', currencyCode: 'text' },
  payments_changed: { id: 'int', orderId: 'int', methodId: 'int', amount: 'int', currencyCode: 'text' },
  payments_removed: ORDER_IDS,
} satisfies Record<string, Columns>;

type RowSet = keyof typeof SETS;

/** The statement's values: `now` (ISO 8601, UTC) and each set's column arrays. */
type Values = Record<string, unknown>;

type Param = (key: string) => unknown;

type Part = 'items' | 'adjs' | 'promos' | `ship-${ShipmentWrite['op']}` | `pay-${PaymentWrite['op']}`;

const rowsOf = (param: Param, set: RowSet, options?: { position: boolean }) =>
  unnestedRows(param, set, SETS[set], options);
/**
 * `= any(<the set's order ids>)`: an index scan whatever the planner thinks of the table. As a join
 * with the unnested ids it hashed the whole table when its statistics were behind its growth.
 */
const inOrders = (param: Param, set: RowSet) => sql`= any(${param(`${set}_orderId`)}::int[])`;

/** Each part's CTEs, given the time of the change. */
const PARTS: Record<Part, (param: Param, now: SQL) => SQL> = {
  items: (param, now) => sql`items_changed as (
      update order_items i set unit_price = items."unitPrice", original_unit_price = items."originalUnitPrice",
        discounted_unit_price = items."discountedUnitPrice", subtotal = items.subtotal, total = items.total,
        updated_at = ${now}
      from ${rowsOf(param, 'items')}
      where i.id = items.id and i.order_id = items."orderId")`,
  adjs: (param) => sql`
    adjustments_removed as (
      delete from order_adjustments where order_id ${inOrders(param, 'adjustment_orders')}),
    adjustments_added as (
      insert into order_adjustments (order_id, order_item_id, type, label, amount, origin_code)
      select adjustments."orderId", adjustments."orderItemId", adjustments.type, adjustments.label,
        adjustments.amount, adjustments."originCode"
      from ${rowsOf(param, 'adjustments', { position: true })}
      -- Ids in the processor's order, which is the order they are listed in.
      order by adjustments.position)`,
  promos: (param) => sql`promotions_removed as (
        delete from order_promotions o where o.order_id ${inOrders(param, 'promotion_orders')}
          and not exists (select from ${rowsOf(param, 'promotions')}
            where promotions."orderId" = o.order_id and promotions."promotionId" = o.promotion_id)),
      promotions_added as (
        insert into order_promotions (order_id, promotion_id)
        select promotions."orderId", promotions."promotionId" from ${rowsOf(param, 'promotions')}
        on conflict do nothing)`,
  'ship-insert': (param) => sql`shipment_added as (
      insert into shipments (order_id, method_id, state)
      select shipments_added."orderId", shipments_added."methodId", 'cart' from ${rowsOf(param, 'shipments_added')}
      returning id, order_id)`,
  'ship-update': (param, now) => sql`shipment_changed as (
      update shipments s set method_id = shipments_changed."methodId", updated_at = ${now}
      from ${rowsOf(param, 'shipments_changed')}
      where s.id = shipments_changed.id and s.order_id = shipments_changed."orderId")`,
  'ship-delete': (param) =>
    sql`shipments_removed as (delete from shipments where order_id ${inOrders(param, 'shipments_removed')})`,
  'pay-insert': (param) => sql`payment_added as (
      insert into payments (order_id, method_id, amount, currency_code, state)
      select payments_added."orderId", payments_added."methodId", payments_added.amount,
        payments_added."currencyCode", 'cart'
      from ${rowsOf(param, 'payments_added')}
      returning id, order_id)`,
  'pay-update': (param, now) => sql`payment_changed as (
      update payments p set method_id = payments_changed."methodId", amount = payments_changed.amount,
        currency_code = payments_changed."currencyCode", updated_at = ${now}
      from ${rowsOf(param, 'payments_changed')}
      where p.id = payments_changed.id and p.order_id = payments_changed."orderId")`,
  'pay-delete': (param) => sql`payments_removed as (
      delete from payments where order_id ${inOrders(param, 'payments_removed')} and state = 'cart')`,
};

function build(parts: Part[], param: Param): SQL {
  const now = sql`${param('now')}::timestamp`;
  const ctes = parts.map((part) => PARTS[part](param, now));
  const insertedId = (part: Part, cte: string) =>
    parts.includes(part)
      ? sql`(select id from ${sql.raw(cte)} added where added.order_id = o.id)`
      : sql`null::int`;
  return sql`${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)}` : sql``}
    update orders o set items_total = totals."itemsTotal", items_subtotal = totals."itemsSubtotal",
      shipping_total = totals."shippingTotal", order_promotion_total = totals."orderPromotionTotal",
      shipping_promotion_total = totals."shippingPromotionTotal", total = totals.total, updated_at = ${now}
    from ${rowsOf(param, 'totals')}
    where o.id = totals."orderId"
    returning o.id as "orderId", ${insertedId('ship-insert', 'shipment_added')} as "shipmentId",
      ${insertedId('pay-insert', 'payment_added')} as "paymentId"`;
}

type Returned = InsertedIds & { orderId: number };

const statements = new Map<string, (db: Queryable, values: Values) => Promise<Returned[]>>();

/** The statement for these parts, named after them (a name is planned once per connection). */
function statementFor(parts: Part[]) {
  const name = `cart_writes:${parts.join(',')}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = namedStatement<Returned, Values>(name, (param) => build(parts, param as Param));
    statements.set(name, statement);
  }
  return statement;
}

/** The parts in the order their CTEs are written (a statement's name lists them so). */
const PART_ORDER = Object.keys(PARTS) as Part[];

/** Writes what the processor derived for a batch of carts (each cart once); returns what it inserted, per cart. */
export async function writeCarts(db: Queryable, batch: CartWrites[], now: Date): Promise<InsertedIds[]> {
  const used = new Set<Part>();
  const values: Values = { now: now.toISOString() };
  /** The rows `pick` gives of each cart as the set's parameters; any row puts `part` in the statement. */
  const add = (set: RowSet, pick: (writes: CartWrites) => object[], part?: Part) => {
    const rows = batch.flatMap(pick);
    if (part && rows.length > 0) used.add(part);
    Object.assign(values, rowParameters(set, SETS[set], rows));
  };
  const order = (writes: CartWrites) => ({ orderId: writes.orderId });
  const ifChanged = (changed: (writes: CartWrites) => boolean) => (writes: CartWrites) =>
    changed(writes) ? [order(writes)] : [];
  const shipments = (op: ShipmentWrite['op']) => (writes: CartWrites) =>
    writes.shipment?.op === op ? [{ ...order(writes), ...writes.shipment }] : [];
  const payments = (op: PaymentWrite['op']) => (writes: CartWrites) =>
    writes.payment?.op === op ? [{ ...order(writes), ...writes.payment }] : [];

  add('totals', (writes) => [{ ...order(writes), ...writes.totals }]);
  add('items', (writes) => writes.items.map((item) => ({ ...order(writes), ...item })), 'items');
  add(
    'adjustment_orders',
    ifChanged((writes) => writes.adjustments !== null),
    'adjs',
  );
  add('adjustments', (writes) => (writes.adjustments ?? []).map((row) => ({ ...order(writes), ...row })));
  add(
    'promotion_orders',
    ifChanged((writes) => writes.promotionIds !== null),
    'promos',
  );
  add('promotions', (writes) =>
    (writes.promotionIds ?? []).map((promotionId) => ({ ...order(writes), promotionId })),
  );
  add('shipments_added', shipments('insert'), 'ship-insert');
  add('shipments_changed', shipments('update'), 'ship-update');
  add('shipments_removed', shipments('delete'), 'ship-delete');
  add('payments_added', payments('insert'), 'pay-insert');
  add('payments_changed', payments('update'), 'pay-update');
  add('payments_removed', payments('delete'), 'pay-delete');

  const returned = await statementFor(PART_ORDER.filter((part) => used.has(part)))(db, values);
  const byOrder = new Map(returned.map((row) => [row.orderId, row]));
  return batch.map((writes) => {
    const row = byOrder.get(writes.orderId);
    return { shipmentId: row?.shipmentId ?? null, paymentId: row?.paymentId ?? null };
  });
}
