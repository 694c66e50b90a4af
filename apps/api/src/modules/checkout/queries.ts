import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement, selectRows } from '../../db/sql';
import { customers, orderItems, orders, payments, shipments, shopUsers } from '../../db/schema';
import { listingPricesOfVariants } from '../catalog';

/** The customer with this e-mail (lowercased), created as a guest customer when new. */
export async function customerForEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number; registered: boolean }> {
  const normalized = email.trim().toLowerCase();
  await db.insert(customers).values({ email: normalized }).onConflictDoNothing({ target: customers.email });
  const [row] = await db
    .select({ id: customers.id, userId: shopUsers.id })
    .from(customers)
    .leftJoin(shopUsers, eq(shopUsers.customerId, customers.id))
    .where(eq(customers.email, normalized));
  if (!row) throw new Error(`Customer ${normalized} was not created`);
  return { id: row.id, registered: row.userId !== null };
}

const holdStocks = namedStatement<{ id: number; soldOut: boolean }, { ids: number[]; quantities: number[] }>(
  'hold_stocks',
  (param) => sql`
    with wanted as (
      select id, sum(quantity)::int as quantity
      from unnest(${param('ids')}::int[], ${param('quantities')}::int[]) as w(id, quantity)
      group by id
    ),
    -- Locked in id order before any is changed, so concurrent completions that share variants
    -- wait for each other instead of deadlocking.
    locked as materialized (
      select v.id from product_variants v where v.id in (select id from wanted) order by v.id for update
    )
    update product_variants v
    set on_hold = case when v.tracked then v.on_hold + w.quantity else v.on_hold end
    from wanted w, locked l
    where v.id = w.id and l.id = v.id and (not v.tracked or v.on_hand - v.on_hold >= w.quantity)
    -- The row as updated: none left means this hold took the last (it had at least the quantity).
    returning v.id, v.tracked and v.on_hand - v.on_hold <= 0 as "soldOut"`,
);

/**
 * Holds stock for every item of an order in one statement: each only while what is on hand and not
 * held covers it (the conditional update), so concurrent completions cannot oversell. Untracked
 * variants pass without a hold. `held` is false when any item is short (the caller rolls the
 * transaction back); `soldOut` names the variants this hold left with nothing available.
 */
export async function holdOrderStock(
  db: Queryable,
  items: ReadonlyArray<{ variantId: number; quantity: number }>,
): Promise<{ held: boolean; soldOut: number[] }> {
  const ids = items.map((item) => item.variantId);
  const rows = await holdStocks(db, { ids, quantities: items.map((item) => item.quantity) });
  return {
    held: rows.length === new Set(ids).size,
    soldOut: rows.filter((row) => row.soldOut).map((row) => row.id),
  };
}

const placeOrderRow = namedStatement<
  { number: string },
  {
    orderId: number;
    checkoutState: string;
    state: string;
    paymentState: string;
    shippingState: string;
    notes: string | null;
    now: string;
    names: string;
    variantIds: number[];
  }
>(
  'place_order',
  (param) => sql`
    with listing_prices as (${listingPricesOfVariants(sql`${param('variantIds')}::int[]`)}),
    item_names as (
      update order_items i set product_name = x."productName", variant_name = x."variantName",
        updated_at = ${param('now')}::timestamp
      from json_to_recordset(${param('names')}::json) as x(id int, "productName" text, "variantName" text)
      -- The order's own items: by them, not by a scan of every order's (the plan is made once).
      where i.order_id = ${param('orderId')} and i.id = x.id
    ),
    ready_shipments as (
      update shipments set state = 'ready', updated_at = ${param('now')}::timestamp
      where order_id = ${param('orderId')} and state = 'cart'
    ),
    new_payments as (
      update payments set state = 'new', updated_at = ${param('now')}::timestamp
      where order_id = ${param('orderId')} and state = 'cart'
    )
    update orders set
      number = lpad(nextval('order_number_seq')::text, 9, '0'),
      checkout_state = ${param('checkoutState')}, state = ${param('state')},
      payment_state = ${param('paymentState')}, shipping_state = ${param('shippingState')},
      notes = ${param('notes')}, checkout_completed_at = ${param('now')}::timestamp,
      updated_at = ${param('now')}::timestamp
    where id = ${param('orderId')}
    returning number`,
);

/**
 * The order placed in one statement, after its stock is held: its number from the shared sequence
 * (concurrent completions never collide), its states, its shipments ready and payments new, its
 * items' product and variant names as it was placed, in its language (Sylius' immutable names), and
 * the listing prices of its products, which the hold may have changed (refreshListingPrices).
 */
export async function placeOrder(
  db: Queryable,
  values: {
    orderId: number;
    checkoutState: string;
    state: string;
    paymentState: string;
    shippingState: string;
    notes: string | null;
    now: Date;
    items: ReadonlyArray<{ id: number; variantId: number; productName: string; variantName: string | null }>;
  },
): Promise<string> {
  const { items, now, ...order } = values;
  const [row] = await placeOrderRow(db, {
    ...order,
    now: now.toISOString(),
    names: JSON.stringify(
      items.map(({ id, productName, variantName }) => ({ id, productName, variantName })),
    ),
    variantIds: items.map((item) => item.variantId),
  });
  if (!row) throw new Error(`Order ${values.orderId} vanished while it was placed`);
  return row.number;
}

/**
 * Gives back a hold of a tracked variant; true when the variant had nothing available before and has
 * some now (it is back in stock).
 */
export async function releaseStock(db: Queryable, variantId: number, quantity: number): Promise<boolean> {
  const [row] = await selectRows<{ backInStock: boolean }>(
    db,
    sql`with before as (
        select id, on_hand - on_hold as available from product_variants
        where id = ${variantId} and tracked for update
      )
      update product_variants v set on_hold = greatest(v.on_hold - ${quantity}, 0)
      from before b where v.id = b.id
      returning b.available <= 0 and v.on_hand - v.on_hold > 0 as "backInStock"`,
  );
  return row?.backInStock ?? false;
}

export function orderQuantities(db: Queryable, orderId: number) {
  return db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variantId));
}

export async function setShipmentStates(db: Queryable, orderId: number, from: string[], to: string) {
  await db
    .update(shipments)
    .set({ state: to })
    .where(and(eq(shipments.orderId, orderId), inArray(shipments.state, from)));
}

export async function setPaymentStates(db: Queryable, orderId: number, from: string[], to: string) {
  await db
    .update(payments)
    .set({ state: to })
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, from)));
}

export async function updateOrder(
  db: Queryable,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
) {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

const recordSmsConsent = namedStatement<
  { id: number },
  { customerId: number; consent: boolean; now: string }
>(
  'sms_consent',
  (param) => sql`
    update customers set sms_consent_at = case when ${param('consent')}::boolean
        -- Agreeing again keeps the time of the first agreement.
        then coalesce(sms_consent_at, ${param('now')}::timestamp) else null end
    where id = ${param('customerId')}
    returning id`,
);

/** The customer's agreement to order SMS, as the checkout's last step gave it (with its time). */
export async function setSmsConsent(db: Queryable, customerId: number, consent: boolean, now: Date) {
  await recordSmsConsent(db, { customerId, consent, now: now.toISOString() });
}
