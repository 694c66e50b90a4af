import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ADMIN_EXACT_COUNT_UP_TO } from '@sakhe/contract/admin';
import { cappedCount, pageSize, selectPlanned, selectRows } from '../../db/sql';

/**
 * The back office's reads and writes of placed orders, their payments and shipments. Reads are
 * hand-written statements that nest what a screen shows as JSON (json_build_object keeps the
 * contract's key order), so the order detail is one round trip.
 */

/** ISO 8601 in UTC (the columns hold UTC). */
const iso = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// ---------------------------------------------------------------------------------------------
// The order list

export interface OrderFilter {
  state?: string | undefined;
  paymentState?: string | undefined;
  shippingState?: string | undefined;
  placedFrom?: Date | undefined;
  placedUntil?: Date | undefined;
  totalFrom?: number | undefined;
  totalTo?: number | undefined;
  paymentMethod?: string | undefined;
  shippingMethod?: string | undefined;
  city?: string | undefined;
  coupon?: string | undefined;
  customerId?: number | undefined;
  /** A search, already told apart: any that is given matches (OR). */
  search?: { number?: string; phone?: string; email?: string; name?: string } | undefined;
}

export type OrderSort = { field: 'checkoutCompletedAt' | 'number' | 'total'; direction: 'asc' | 'desc' };

/** Conditions on `o` (orders): each uses an index of migration 0008 or the order's own columns. */
function conditions(filter: OrderFilter): SQL {
  const where: SQL[] = [sql`o.checkout_completed_at is not null`];
  if (filter.state) where.push(sql`o.state = ${filter.state}`);
  if (filter.paymentState) where.push(sql`o.payment_state = ${filter.paymentState}`);
  if (filter.shippingState) where.push(sql`o.shipping_state = ${filter.shippingState}`);
  if (filter.placedFrom)
    where.push(sql`o.checkout_completed_at >= ${filter.placedFrom.toISOString()}::timestamp`);
  if (filter.placedUntil)
    where.push(sql`o.checkout_completed_at <= ${filter.placedUntil.toISOString()}::timestamp`);
  if (filter.totalFrom !== undefined) where.push(sql`o.total >= ${filter.totalFrom}`);
  if (filter.totalTo !== undefined) where.push(sql`o.total <= ${filter.totalTo}`);
  if (filter.customerId !== undefined) where.push(sql`o.customer_id = ${filter.customerId}`);
  if (filter.paymentMethod) {
    where.push(sql`o.id in (select p.order_id from payments p
      where p.method_id = (select m.id from payment_methods m where m.code = ${filter.paymentMethod}))`);
  }
  if (filter.shippingMethod) {
    where.push(sql`o.id in (select s.order_id from shipments s
      where s.method_id = (select m.id from shipping_methods m where m.code = ${filter.shippingMethod}))`);
  }
  if (filter.city) {
    where.push(sql`o.shipping_address_id in (select a.id from addresses a
      where a.province_code = ${filter.city} or lower(a.city) = lower(${filter.city}))`);
  }
  if (filter.coupon) {
    where.push(
      sql`o.promotion_coupon_id in (select c.id from promotion_coupons c where lower(c.code) = lower(${filter.coupon}))`,
    );
  }
  const search = filter.search;
  if (search) {
    const any: SQL[] = [];
    if (search.number) any.push(sql`o.number = ${search.number}`);
    if (search.phone) {
      const byPhone = sql`(select a.id from addresses a where a.phone_number = ${search.phone})`;
      any.push(sql`o.billing_address_id in ${byPhone}`, sql`o.shipping_address_id in ${byPhone}`);
      any.push(sql`o.customer_id in (select c.id from customers c where c.phone_number = ${search.phone})`);
    }
    if (search.email) {
      any.push(
        sql`o.customer_id in (select c.id from customers c where starts_with(c.email, ${search.email}))`,
      );
    }
    if (search.name) {
      // The trigram index on addresses' "first last" (lower) answers the LIKE.
      const pattern = `%${search.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byName = sql`(select a.id from addresses a where lower(a.first_name || ' ' || a.last_name) like ${pattern})`;
      any.push(sql`o.billing_address_id in ${byName}`, sql`o.shipping_address_id in ${byName}`);
    }
    where.push(any.length > 0 ? sql`(${sql.join(any, sql` or `)})` : sql`false`);
  }
  return sql.join(where, sql` and `);
}

const SORT_COLUMNS = {
  checkoutCompletedAt: sql`o.checkout_completed_at`,
  number: sql`o.number`,
  total: sql`o.total`,
} as const;

/** A method's name in `locale`, else in Georgian, else its code (`m` the method, `t` its translations). */
const methodName = (translations: string, locale: string) => {
  const t = sql.raw(translations);
  return sql`coalesce((select t.name from ${t} t where t.method_id = m.id and t.locale = ${locale}),
    (select t.name from ${t} t where t.method_id = m.id and t.locale = 'ka_GE'), m.code)`;
};

/** Columns of an order's list row, in the contract's order (`pm`, `sm`: its methods, lateral). */
const listColumns = sql`o.id, o.number, o.token_value as "tokenValue",
  ${iso(sql`o.checkout_completed_at`)} as "checkoutCompletedAt", o.state, o.payment_state as "paymentState",
  o.shipping_state as "shippingState", o.currency_code as "currencyCode", o.locale_code as "localeCode",
  o.items_total as "itemsTotal", o.total,
  case when c.id is null then null else json_build_object('id', c.id, 'email', c.email, 'firstName', c.first_name,
    'lastName', c.last_name, 'phoneNumber', c.phone_number) end as customer,
  nullif(trim(coalesce(sa.first_name, '') || ' ' || coalesce(sa.last_name, '')), '') as "shippingName",
  coalesce(sa.phone_number, ba.phone_number) as "phoneNumber", coalesce(sa.city, ba.city) as city,
  pm.code as "paymentMethod", pm.name as "paymentMethodName",
  sm.code as "shippingMethod", sm.name as "shippingMethodName",
  (select pc.code from promotion_coupons pc where pc.id = o.promotion_coupon_id) as "couponCode",
  o.payment_flag as "paymentFlag"`;

export interface OrderListRow {
  id: number;
  number: string | null;
  tokenValue: string;
  checkoutCompletedAt: string | null;
  state: string;
  paymentState: string;
  shippingState: string;
  currencyCode: string;
  localeCode: string;
  itemsTotal: number;
  total: number;
  customer: {
    id: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
  } | null;
  shippingName: string | null;
  phoneNumber: string | null;
  city: string | null;
  paymentMethod: string | null;
  paymentMethodName: string | null;
  shippingMethod: string | null;
  shippingMethodName: string | null;
  couponCode: string | null;
  paymentFlag: string | null;
}

export function listOrders(
  db: Queryable,
  filter: OrderFilter,
  sort: OrderSort,
  page: { limit: number; offset: number },
  locale: string,
): Promise<OrderListRow[]> {
  const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  // The page is chosen on orders alone (the index's order), then joined for what it shows: a few
  // primary-key lookups per row of the page, never per order of the shop.
  return selectPlanned<OrderListRow>(
    db,
    sql`with page as (
        select o.id from orders o where ${conditions(filter)}
        order by ${SORT_COLUMNS[sort.field]} ${direction}, o.id ${direction}
        limit ${pageSize(page.limit)} offset ${page.offset})
      select ${listColumns}
      from page join orders o on o.id = page.id
      left join customers c on c.id = o.customer_id
      left join addresses sa on sa.id = o.shipping_address_id
      left join addresses ba on ba.id = o.billing_address_id
      left join lateral (select m.code, ${methodName('payment_method_translations', locale)} as name
        from payments p join payment_methods m on m.id = p.method_id
        where p.order_id = o.id order by p.id desc limit 1) pm on true
      left join lateral (select m.code, ${methodName('shipping_method_translations', locale)} as name
        from shipments s join shipping_methods m on m.id = s.method_id
        where s.order_id = o.id order by s.id limit 1) sm on true
      order by ${SORT_COLUMNS[sort.field]} ${direction}, o.id ${direction}`,
    'admin-orders',
  );
}

/** Exact up to the contract's limit, the planner's estimate past it (docs/decisions/0018). */
export function countOrders(db: Queryable, filter: OrderFilter): Promise<number> {
  return cappedCount(db, sql`select 1 from orders o where ${conditions(filter)}`, ADMIN_EXACT_COUNT_UP_TO);
}

// ---------------------------------------------------------------------------------------------
// One order

const address = (alias: string) => {
  const a = sql.raw(alias);
  return sql`case when ${a}.id is null then null else json_build_object('firstName', ${a}.first_name,
    'lastName', ${a}.last_name, 'phoneNumber', ${a}.phone_number, 'company', ${a}.company, 'street', ${a}.street,
    'city', ${a}.city, 'provinceCode', ${a}.province_code, 'provinceName', ${a}.province_name,
    'postcode', ${a}.postcode, 'countryCode', ${a}.country_code) end`;
};

/** A payment as the contract shows it (`p` payments, `m` its method); `name` in `locale`. */
export const paymentJson = (locale: string) => sql`json_build_object(
    '@id', '/api/v2/admin/payments/' || p.id, '@type', 'Payment', 'id', p.id,
    'order', json_build_object('@id', '/api/v2/admin/orders/' || po.token_value, 'number', po.number, 'tokenValue', po.token_value),
    'method', case when m.id is null then null else json_build_object('code', m.code, 'name', coalesce(
      (select t.name from payment_method_translations t where t.method_id = m.id and t.locale = ${locale}),
      (select t.name from payment_method_translations t where t.method_id = m.id and t.locale = 'ka_GE'), m.code)) end,
    'gateway', m.gateway, 'currencyCode', p.currency_code, 'amount', p.amount, 'state', p.state,
    'refundedAmount', (select coalesce(sum(r.amount), 0)::int from payment_refunds r where r.payment_id = p.id and r.state = 'completed'),
    'refundsPending', (select coalesce(sum(r.amount), 0)::int from payment_refunds r where r.payment_id = p.id and r.state = 'pending'),
    'createdAt', ${iso(sql`p.created_at`)}, 'updatedAt', ${iso(sql`p.updated_at`)},
    'refunds', (select coalesce(json_agg(json_build_object('id', r.id, 'amount', r.amount, 'state', r.state,
      'reason', r.reason, 'staffId', r.staff_id, 'createdAt', ${iso(sql`r.created_at`)}) order by r.id), '[]'::json)
      from payment_refunds r where r.payment_id = p.id),
    'gatewayLog', (select coalesce(json_agg(json_build_object('operation', l.operation, 'method', l.method, 'url', l.url,
      'httpStatus', l.http_status, 'error', l.error, 'durationMs', l.duration_ms, 'createdAt', ${iso(sql`l.created_at`)})
      order by l.id), '[]'::json) from payment_gateway_log l where l.payment_id = p.id))`;

/** A shipment as the contract shows it (`s` shipments, `m` its method, `so` its order). */
export const shipmentJson = (locale: string) => sql`json_build_object(
    '@id', '/api/v2/admin/shipments/' || s.id, '@type', 'Shipment', 'id', s.id,
    'order', json_build_object('@id', '/api/v2/admin/orders/' || so.token_value, 'number', so.number, 'tokenValue', so.token_value),
    'method', case when m.id is null then null else json_build_object('code', m.code, 'name', coalesce(
      (select t.name from shipping_method_translations t where t.method_id = m.id and t.locale = ${locale}),
      (select t.name from shipping_method_translations t where t.method_id = m.id and t.locale = 'ka_GE'), m.code)) end,
    'state', s.state, 'tracking', s.tracking, 'carrier', s.carrier,
    'shippedAt', ${iso(sql`s.shipped_at`)}, 'deliveredAt', ${iso(sql`s.delivered_at`)}, 'createdAt', ${iso(sql`s.created_at`)})`;

export interface OrderDetailRow {
  id: number;
  number: string | null;
  tokenValue: string;
  checkoutCompletedAt: string | null;
  state: string;
  checkoutState: string;
  paymentState: string;
  shippingState: string;
  paymentFlag: string | null;
  currencyCode: string;
  localeCode: string;
  itemsTotal: number;
  shippingTotal: number;
  orderPromotionTotal: number;
  shippingPromotionTotal: number;
  total: number;
  couponCode: string | null;
  customerNotes: string | null;
  customer: {
    id: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
    ordersCount: number;
  } | null;
  billingAddress: unknown;
  shippingAddress: unknown;
  items: unknown[];
  adjustments: unknown[];
  promotions: unknown[];
  payments: Array<{
    id: number;
    state: string;
    amount: number;
    refundedAmount: number;
    refundsPending: number;
    gateway: string | null;
  }>;
  shipments: Array<{ id: number; state: string; deliveredAt: string | null }>;
  notes: unknown[];
  timeline: unknown[];
}

export async function readOrder(
  db: Queryable,
  tokenValue: string,
  locale: string,
): Promise<OrderDetailRow | undefined> {
  const [row] = await selectRows<OrderDetailRow>(
    db,
    sql`select o.id, o.number, o.token_value as "tokenValue", ${iso(sql`o.checkout_completed_at`)} as "checkoutCompletedAt",
        o.state, o.checkout_state as "checkoutState", o.payment_state as "paymentState", o.shipping_state as "shippingState",
        o.payment_flag as "paymentFlag", o.currency_code as "currencyCode", o.locale_code as "localeCode",
        o.items_total as "itemsTotal", o.shipping_total as "shippingTotal", o.order_promotion_total as "orderPromotionTotal",
        o.shipping_promotion_total as "shippingPromotionTotal", o.total,
        (select pc.code from promotion_coupons pc where pc.id = o.promotion_coupon_id) as "couponCode",
        o.notes as "customerNotes",
        case when c.id is null then null else json_build_object('id', c.id, 'email', c.email, 'firstName', c.first_name,
          'lastName', c.last_name, 'phoneNumber', c.phone_number,
          'ordersCount', (select count(*)::int from orders x where x.customer_id = c.id and x.checkout_completed_at is not null)) end as customer,
        ${address('ba')} as "billingAddress", ${address('sa')} as "shippingAddress",
        (select coalesce(json_agg(json_build_object('id', i.id, 'variantCode', v.code, 'productCode', pr.code,
            'productName', i.product_name, 'variantName', i.variant_name, 'quantity', i.quantity,
            'unitPrice', i.unit_price, 'originalUnitPrice', i.original_unit_price,
            'discountedUnitPrice', i.discounted_unit_price, 'subtotal', i.subtotal, 'total', i.total,
            'adjustments', (select coalesce(json_agg(json_build_object('type', ad.type, 'label', ad.label, 'amount', ad.amount)
              order by ad.id), '[]'::json) from order_adjustments ad where ad.order_item_id = i.id))
            order by i.id), '[]'::json)
          from order_items i join product_variants v on v.id = i.variant_id join products pr on pr.id = v.product_id
          where i.order_id = o.id) as items,
        (select coalesce(json_agg(json_build_object('type', ad.type, 'label', ad.label, 'amount', ad.amount) order by ad.id), '[]'::json)
          from order_adjustments ad where ad.order_id = o.id and ad.order_item_id is null) as adjustments,
        (select coalesce(json_agg(json_build_object('code', pm.code, 'label', coalesce(
            (select t.label from promotion_translations t where t.promotion_id = pm.id and t.locale = ${locale}),
            (select t.label from promotion_translations t where t.promotion_id = pm.id and t.locale = 'ka_GE'), pm.code))
            order by pm.priority desc, pm.id), '[]'::json)
          from order_promotions op join promotions pm on pm.id = op.promotion_id where op.order_id = o.id) as promotions,
        (select coalesce(json_agg(${paymentJson(locale)} order by p.id), '[]'::json)
          from payments p join orders po on po.id = p.order_id left join payment_methods m on m.id = p.method_id
          where p.order_id = o.id) as payments,
        (select coalesce(json_agg(${shipmentJson(locale)} order by s.id), '[]'::json)
          from shipments s join orders so on so.id = s.order_id left join shipping_methods m on m.id = s.method_id
          where s.order_id = o.id) as shipments,
        (select coalesce(json_agg(json_build_object('id', n.id, 'body', n.body, 'staffId', n.staff_id,
            'staffEmail', n.staff_email, 'createdAt', ${iso(sql`n.created_at`)}) order by n.id), '[]'::json)
          from order_notes n where n.order_id = o.id) as notes,
        (select coalesce(json_agg(json_build_object('kind', e.kind, 'subjectId', e.subject_id, 'fromState', e.from_state,
            'toState', e.to_state, 'staffId', e.staff_id, 'staffEmail', e.staff_email, 'detail', e.detail,
            'createdAt', ${iso(sql`e.created_at`)}) order by e.id), '[]'::json)
          from order_events e where e.order_id = o.id) as timeline
      from orders o
      left join customers c on c.id = o.customer_id
      left join addresses ba on ba.id = o.billing_address_id
      left join addresses sa on sa.id = o.shipping_address_id
      where o.token_value = ${tokenValue} and o.checkout_completed_at is not null`,
  );
  return row;
}

// ---------------------------------------------------------------------------------------------
// Writes (each in the caller's transaction)

/**
 * Names the staff member for the rest of the transaction: the timeline triggers (migration 0008)
 * record them with every state change the transaction makes.
 */
export async function actAs(db: Queryable, staff: { id: number; email: string }): Promise<void> {
  await db.execute(
    sql`select set_config('sakhe.staff_id', ${String(staff.id)}, true), set_config('sakhe.staff_email', ${staff.email}, true)`,
  );
}

export interface LockedOrder {
  id: number;
  tokenValue: string;
  number: string | null;
  state: string;
  paymentState: string;
  shippingState: string;
  total: number;
}

const lockedColumns = sql`o.id, o.token_value as "tokenValue", o.number, o.state, o.payment_state as "paymentState",
  o.shipping_state as "shippingState", o.total`;

/** A placed order, locked for the transaction: two staff acting at once take turns and the second sees the first's change. */
export async function lockPlacedOrder(db: Queryable, where: SQL): Promise<LockedOrder | undefined> {
  const [row] = await selectRows<LockedOrder>(
    db,
    sql`select ${lockedColumns} from orders o where ${where} and o.checkout_completed_at is not null for update of o`,
  );
  return row;
}

export const byToken = (tokenValue: string) => sql`o.token_value = ${tokenValue}`;
export const byPayment = (paymentId: number) =>
  sql`o.id = (select p.order_id from payments p where p.id = ${paymentId})`;
export const byShipment = (shipmentId: number) =>
  sql`o.id = (select s.order_id from shipments s where s.id = ${shipmentId})`;

export async function setOrderStates(
  db: Queryable,
  orderId: number,
  states: { state?: string; paymentState?: string; shippingState?: string },
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (states.state) sets.push(sql`state = ${states.state}`);
  if (states.paymentState) sets.push(sql`payment_state = ${states.paymentState}`);
  if (states.shippingState) sets.push(sql`shipping_state = ${states.shippingState}`);
  await db.execute(sql`update orders set ${sql.join(sets, sql`, `)} where id = ${orderId}`);
}

export interface PaymentState {
  id: number;
  orderId: number;
  state: string;
  amount: number;
}

export async function orderPayments(db: Queryable, orderId: number): Promise<PaymentState[]> {
  return selectRows<PaymentState>(
    db,
    sql`select id, order_id as "orderId", state, amount from payments where order_id = ${orderId} order by id`,
  );
}

export interface ShipmentState {
  id: number;
  orderId: number;
  state: string;
  deliveredAt: Date | null;
}

export async function orderShipments(db: Queryable, orderId: number): Promise<ShipmentState[]> {
  return selectRows<ShipmentState>(
    db,
    sql`select id, order_id as "orderId", state, delivered_at as "deliveredAt" from shipments where order_id = ${orderId} order by id`,
  );
}

/** Moves a payment from `from` to `to`; false when another change got there first. */
export async function movePayment(db: Queryable, id: number, from: string, to: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update payments set state = ${to}, updated_at = now() where id = ${id} and state = ${from} returning id`,
  );
  return rows.length > 0;
}

export async function shipShipment(
  db: Queryable,
  id: number,
  tracking: { tracking: string | null; carrier: string | null },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update shipments set state = 'shipped', tracking = ${tracking.tracking}, carrier = ${tracking.carrier},
        shipped_at = now(), updated_at = now() where id = ${id} and state = 'ready' returning id`,
  );
  return rows.length > 0;
}

export async function deliverShipment(db: Queryable, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update shipments set delivered_at = now(), updated_at = now()
        where id = ${id} and state = 'shipped' and delivered_at is null returning id`,
  );
  return rows.length > 0;
}

export async function addEvent(
  db: Queryable,
  event: { orderId: number; kind: string; subjectId?: number | null; detail?: object | null },
): Promise<void> {
  await db.execute(
    sql`insert into order_events (order_id, kind, subject_id, staff_id, staff_email, detail)
        values (${event.orderId}, ${event.kind}, ${event.subjectId ?? null},
          nullif(current_setting('sakhe.staff_id', true), '')::integer,
          nullif(current_setting('sakhe.staff_email', true), ''), ${event.detail ? JSON.stringify(event.detail) : null}::jsonb)`,
  );
}

export async function insertNote(
  db: Queryable,
  note: { orderId: number; staffId: number; staffEmail: string; body: string },
): Promise<{ id: number; createdAt: string }> {
  const [row] = await selectRows<{ id: number; createdAt: string }>(
    db,
    sql`insert into order_notes (order_id, staff_id, staff_email, body)
        values (${note.orderId}, ${note.staffId}, ${note.staffEmail}, ${note.body})
        returning id, ${iso(sql`created_at`)} as "createdAt"`,
  );
  if (!row) throw new Error('the note was not written');
  return row;
}

/**
 * The stock leaves the shop when its order ships (Sylius's "sell"): what was held for the order
 * is no longer held nor on hand. Tracked variants only; one statement for the order's items.
 */
export async function sellStock(db: Queryable, orderId: number): Promise<void> {
  await db.execute(
    sql`update product_variants v set on_hand = greatest(v.on_hand - i.quantity, 0),
        on_hold = greatest(v.on_hold - i.quantity, 0)
      from order_items i where i.order_id = ${orderId} and v.id = i.variant_id and v.tracked`,
  );
}

/**
 * The reverse of `sellStock` for a cancelled order whose parcel was shipped (it came back): on hand
 * again, and held again for the moment, so the checkout's cancellation then releases the hold as
 * it does for any order. Net: on hand grows by the quantity, the held count is as before.
 */
export async function unsellStock(db: Queryable, orderId: number): Promise<void> {
  await db.execute(
    sql`update product_variants v set on_hand = v.on_hand + i.quantity, on_hold = v.on_hold + i.quantity
      from order_items i where i.order_id = ${orderId} and v.id = i.variant_id and v.tracked`,
  );
}
