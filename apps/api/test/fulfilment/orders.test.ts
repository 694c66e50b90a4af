import { sql } from 'drizzle-orm';
import {
  adminDashboardSchema,
  adminOrderCollectionSchema,
  adminOrderDocumentsSchema,
  adminOrderSchema,
} from '@sakhe/contract/admin';
import type { Order } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedCount } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../support/app';
import {
  addressedCart,
  call,
  expectOrder,
  placeOrder,
  readyCart,
  rows,
  stockedVariants,
  TBILISI_ADDRESS,
} from '../cart/support';
import { adminApi, staffSession } from '../staff/support';

let t: TestApp;
let owner: { token: string; email: string };
let packer: { token: string; email: string };

async function stock(code: string): Promise<{ onHand: number; onHold: number }> {
  const [row] = await rows<{ onHand: number; onHold: number }>(
    t,
    sql`select on_hand as "onHand", on_hold as "onHold" from product_variants where code = ${code}`,
  );
  return row!;
}

async function detail(order: Order, token = owner.token) {
  const reply = await adminApi(t, 'GET', `orders/${order.tokenValue}`, undefined, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return adminOrderSchema.parse(reply.body);
}

const ids = (reply: { body: { 'hydra:member': Array<{ tokenValue: string }> } }) =>
  reply.body['hydra:member'].map((member) => member.tokenValue);

let variants: Awaited<ReturnType<typeof stockedVariants>>;

beforeAll(async () => {
  t = await createTestApp();
  const ownerSession = await staffSession(t, 'owner');
  owner = { token: ownerSession.token, email: ownerSession.account.email };
  const packerSession = await staffSession(t, 'fulfilment');
  packer = { token: packerSession.token, email: packerSession.account.email };
  variants = await stockedVariants(t, { minimum: 20 });
});
afterAll(() => t.close());

describe('the order list', () => {
  let first: Order;
  let second: Order;
  let third: Order;

  beforeAll(async () => {
    first = await placeOrder(t, { variant: variants[0]!.code, email: 'nino@example.ge' });
    second = await placeOrder(t, { variant: variants[1]!.code, quantity: 3, email: 'giorgi@example.ge' });
    const cart = await addressedCart(t, {
      variant: variants[2]!.code,
      quantity: 2,
      email: 'ana@example.ge',
      // Another city and phone for the third order.
      address: {
        ...TBILISI_ADDRESS,
        firstName: 'ანა',
        lastName: 'კაპანაძე',
        phoneNumber: '599 98 76 54',
        provinceCode: 'GE-BUS',
      },
    });
    expectOrder(
      await call(t, 'PATCH', `orders/${cart.tokenValue}/shipments/${cart.shipments[0]!.id}`, {
        shippingMethod: 'REGIONS_COURIER',
      }),
    );
    expectOrder(
      await call(t, 'PATCH', `orders/${cart.tokenValue}/payments/${cart.payments[0]!.id}`, {
        paymentMethod: '/api/v2/shop/payment-methods/CARD',
      }),
    );
    third = expectOrder(await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}));
  });

  it('lists placed orders newest first, in the contract’s shape, with who, where and how', async () => {
    const reply = await adminApi(t, 'GET', 'orders?itemsPerPage=100', undefined, { token: packer.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const list = adminOrderCollectionSchema.parse(reply.body);
    expect(ids(reply).slice(0, 3)).toEqual([third.tokenValue, second.tokenValue, first.tokenValue]);
    const nino = list['hydra:member'].find((member) => member.tokenValue === first.tokenValue)!;
    expect(nino).toMatchObject({
      number: first.number,
      state: 'new',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      customer: { email: 'nino@example.ge' },
      shippingName: 'ნინო ბერიძე',
      phoneNumber: '+995555123456',
      paymentMethod: 'CASH_ON_DELIVERY',
      shippingMethod: 'TBILISI_COURIER',
    });
    expect(list['hydra:totalItems']).toBe(
      (
        await rows<{ count: number }>(
          t,
          sql`select count(*)::int as count from orders where checkout_completed_at is not null`,
        )
      )[0]!.count,
    );
  });

  it('names the methods in the member’s language', async () => {
    const named = async (locale: string) => {
      const reply = await adminApi(t, 'GET', `orders?search=${first.number}`, undefined, {
        token: packer.token,
        headers: { 'accept-language': locale },
      });
      const [member] = adminOrderCollectionSchema.parse(reply.body)['hydra:member'];
      return [member?.paymentMethodName, member?.shippingMethodName];
    };
    expect(await named('en_US')).toEqual(['Cash on delivery', 'Courier in Tbilisi']);
    const georgian = await named('ka_GE');
    expect(georgian.every((name) => name && /\p{Script=Georgian}/u.test(name))).toBe(true);
  });

  it('counts exactly up to its limit and estimates past it', async () => {
    const placed = sql`select 1 from orders where checkout_completed_at is not null`;
    const exact = (
      await rows<{ count: number }>(t, sql`select count(*)::int as count from (${placed}) x`)
    )[0]!.count;
    expect(exact).toBeGreaterThan(2);
    expect(await cappedCount(t.database.db, placed, exact)).toBe(exact);
    // Past the limit: the planner's estimate, never below the limit + 1.
    expect(await cappedCount(t.database.db, placed, 1)).toBeGreaterThanOrEqual(2);
  });

  it('finds an order by its number, e-mail, phone typed any common way, and name', async () => {
    const find = async (search: string) =>
      ids(
        await adminApi(t, 'GET', `orders?search=${encodeURIComponent(search)}`, undefined, {
          token: owner.token,
        }),
      );
    expect(await find(String(Number(second.number)))).toEqual([second.tokenValue]);
    expect(await find(`#${second.number}`)).toEqual([second.tokenValue]);
    expect(await find('GIORGI@example.ge')).toEqual([second.tokenValue]);
    for (const phone of [
      '599 98 76 54',
      '+995 599 98-76-54',
      '599987654',
      '+995599987654',
      '(599) 987 654',
    ]) {
      expect(await find(phone), phone).toEqual([third.tokenValue]);
    }
    expect(await find('კაპანაძე')).toEqual([third.tokenValue]);
    expect(await find('ანა კაპ')).toEqual([third.tokenValue]);
    expect(await find('nobody-at-all')).toEqual([]);
  });

  it('filters by state, method, city, coupon-less, total range and date, and sorts', async () => {
    const list = async (query: string) =>
      ids(await adminApi(t, 'GET', `orders?${query}`, undefined, { token: owner.token }));
    expect(await list('paymentMethod=CARD')).toEqual([third.tokenValue]);
    expect(await list('city=GE-BUS')).toEqual([third.tokenValue]);
    expect(await list('city=GE-TBS')).toEqual(expect.arrayContaining([first.tokenValue, second.tokenValue]));
    expect(await list('coupon=NOSUCHCOUPON')).toEqual([]);
    expect(await list(`total[gte]=${second.total}&total[lte]=${second.total}`)).toContain(second.tokenValue);
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    expect(await list(`checkoutCompletedAt[after]=${today}&checkoutCompletedAt[before]=${today}`)).toEqual(
      expect.arrayContaining([first.tokenValue, second.tokenValue, third.tokenValue]),
    );
    expect(await list('checkoutCompletedAt[before]=2020-01-01')).toEqual([]);
    const byTotal = (
      await adminApi(t, 'GET', 'orders?order[total]=asc&itemsPerPage=100', undefined, { token: owner.token })
    ).body['hydra:member'].map((member: { total: number }) => member.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    const customerId = (await detail(second)).customer!.id;
    expect(await list(`customer=${customerId}`)).toEqual([second.tokenValue]);
  });

  it('pages: itemsPerPage and page, with hydra:view', async () => {
    const reply = await adminApi(t, 'GET', 'orders?itemsPerPage=1&page=2', undefined, { token: owner.token });
    expect(ids(reply)).toEqual([second.tokenValue]);
    expect(reply.body['hydra:view']['hydra:next']).toContain('page=3');
  });

  it('refuses filters outside the contract with 400, never 500', async () => {
    for (const query of [
      'state=lost',
      'itemsPerPage=1000',
      'total[gte]=-1',
      'checkoutCompletedAt[after]=yesterday',
      'customer=abc',
    ]) {
      const reply = await adminApi(t, 'GET', `orders?${query}`, undefined, { token: owner.token });
      expect(reply.status, query).toBe(400);
    }
  });

  it('exports the filtered list as CSV', async () => {
    const reply = await t.app.inject({
      url: '/api/v2/admin/orders/export.csv?paymentMethod=CASH_ON_DELIVERY',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'number,placed_at,state,payment_state,shipping_state,customer_email,ship_to,phone,city,payment_method,shipping_method,coupon,items_total_gel,total_gel',
    );
    expect(lines.some((line) => line.startsWith(`${second.number},`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${third.number},`))).toBe(false);
  });

  it('shows one order whole: items, totals, addresses, customer, payments, shipments, timeline, documents', async () => {
    const order = await detail(second);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ variantCode: variants[1]!.code, quantity: 3 });
    expect(order.customer).toMatchObject({ email: 'giorgi@example.ge', ordersCount: 1 });
    expect(order.shippingAddress).toMatchObject({ phoneNumber: '+995555123456', provinceCode: 'GE-TBS' });
    expect(order.payments[0]).toMatchObject({ state: 'new', amount: order.total, gateway: 'offline' });
    expect(order.shipments[0]).toMatchObject({ state: 'ready', tracking: null });
    expect(order.taxIncluded).toBe(Math.round((order.total * 18) / 118));
    expect(order.timeline[0]).toMatchObject({
      kind: 'order_state',
      fromState: 'cart',
      toState: 'new',
      staffId: null,
    });
    expect(order.possibleActions).toEqual(['cancel', 'payment.complete', 'shipment.ship']);

    const documents = await adminApi(t, 'GET', `orders/${second.tokenValue}/documents`, undefined, {
      token: packer.token,
    });
    expect(documents.status).toBe(200);
    const printed = adminOrderDocumentsSchema.parse(documents.body);
    expect(printed.shop.vatRatePercent).toBe(18);
    expect(printed.shop.address.ka_GE).toContain('ჭავჭავაძის');
    expect(printed.taxIncluded + printed.totalWithoutTax).toBe(printed.total);
    expect((await adminApi(t, 'GET', 'orders/no-such-order', undefined, { token: owner.token })).status).toBe(
      404,
    );
  });
});

describe('order actions', () => {
  it('a cash order: collected, shipped with tracking, delivered, fulfilled; each step once, each in the timeline with who', async () => {
    const variant = variants[3]!;
    const before = await stock(variant.code);
    const order = await placeOrder(t, { variant: variant.code, quantity: 2, email: 'cash@example.ge' });
    expect(await stock(variant.code)).toEqual({ onHand: before.onHand, onHold: before.onHold + 2 });
    const placed = await detail(order);
    const paymentId = placed.payments[0]!.id;
    const shipmentId = placed.shipments[0]!.id;

    const shipped = await adminApi(
      t,
      'PATCH',
      `shipments/${shipmentId}/ship`,
      { tracking: 'GE123456789', carrier: 'Georgian Post' },
      { token: packer.token },
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({
      state: 'shipped',
      tracking: 'GE123456789',
      carrier: 'Georgian Post',
    });
    // The parcel left: its stock is neither held nor on hand any more.
    expect(await stock(variant.code)).toEqual({ onHand: before.onHand - 2, onHold: before.onHold });
    const again = await adminApi(
      t,
      'PATCH',
      `shipments/${shipmentId}/ship`,
      { tracking: 'X' },
      { token: packer.token, headers: { 'accept-language': 'en_US' } },
    );
    expect(again.status).toBe(422);
    expect(again.body.violations[0].message).toBe(
      'Cannot ship as shipment is in a wrong state. Current: shipped. Possible transitions: none.',
    );

    const paid = await adminApi(t, 'PATCH', `payments/${paymentId}/complete`, {}, { token: packer.token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.state).toBe('completed');
    const paidTwice = await adminApi(
      t,
      'PATCH',
      `payments/${paymentId}/complete`,
      {},
      { token: packer.token, headers: { 'accept-language': 'en_US' } },
    );
    expect(paidTwice.status).toBe(422);
    expect(paidTwice.body.violations[0].message).toBe(
      'Cannot complete as payment is in a wrong state. Current: completed. Possible transitions: refund.',
    );

    const delivered = await adminApi(
      t,
      'PATCH',
      `shipments/${shipmentId}/deliver`,
      {},
      { token: packer.token },
    );
    expect(delivered.status).toBe(200);
    expect(delivered.body.deliveredAt).not.toBeNull();
    expect(
      (await adminApi(t, 'PATCH', `shipments/${shipmentId}/deliver`, {}, { token: packer.token })).status,
    ).toBe(422);

    const done = await detail(order);
    expect(done).toMatchObject({ state: 'fulfilled', paymentState: 'paid', shippingState: 'shipped' });
    const staffEvents = done.timeline
      .filter((event) => event.staffEmail === packer.email)
      .map((event) => `${event.kind}:${event.toState ?? ''}`);
    expect(staffEvents).toEqual(
      expect.arrayContaining([
        'shipment:shipped',
        'shipping_state:shipped',
        'tracking:',
        'payment:completed',
        'payment_state:paid',
        'delivered:',
        'order_state:fulfilled',
      ]),
    );
    const audit = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity_id in (${String(paymentId)}, ${String(shipmentId)}) order by id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'shipment.ship',
      'payment.complete',
      'shipment.deliver',
    ]);
    // A fulfilled order cannot be cancelled.
    expect(
      (await adminApi(t, 'PATCH', `orders/${order.tokenValue}/cancel`, {}, { token: owner.token })).status,
    ).toBe(422);
  });

  it('the customer sees the shipment’s tracking in their order', async () => {
    const order = await placeOrder(t, { variant: variants[4]!.code, email: 'tracked@example.ge' });
    const shipmentId = (await detail(order)).shipments[0]!.id;
    await adminApi(
      t,
      'PATCH',
      `shipments/${shipmentId}/ship`,
      { tracking: 'TRK-1', carrier: 'DHL' },
      { token: packer.token },
    );
    const shown = await call(t, 'GET', `orders/${order.tokenValue}`);
    expect(shown.status).toBe(200);
    expect(shown.body.shippingState).toBe('shipped');
    expect(shown.body.shipments[0]).toMatchObject({ state: 'shipped', tracking: 'TRK-1', carrier: 'DHL' });
    expect(shown.body.shipments[0].shippedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('cancel gives held stock back; a shipped parcel’s stock is on hand again; twice is a 422', async () => {
    const variant = variants[5]!;
    const before = await stock(variant.code);
    const held = await placeOrder(t, { variant: variant.code, quantity: 2, email: 'held@example.ge' });
    const shippedOrder = await placeOrder(t, {
      variant: variant.code,
      quantity: 1,
      email: 'back@example.ge',
    });
    const shipmentId = (await detail(shippedOrder)).shipments[0]!.id;
    await adminApi(t, 'PATCH', `shipments/${shipmentId}/ship`, {}, { token: packer.token });
    expect(await stock(variant.code)).toEqual({ onHand: before.onHand - 1, onHold: before.onHold + 2 });

    const cancelled = await adminApi(
      t,
      'PATCH',
      `orders/${held.tokenValue}/cancel`,
      {},
      { token: owner.token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      state: 'cancelled',
      paymentState: 'cancelled',
      shippingState: 'cancelled',
      refundDue: 0,
    });
    expect(await stock(variant.code)).toEqual({ onHand: before.onHand - 1, onHold: before.onHold });

    const returned = await adminApi(
      t,
      'PATCH',
      `orders/${shippedOrder.tokenValue}/cancel`,
      {},
      { token: owner.token },
    );
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(await stock(variant.code)).toEqual(before);

    const twice = await adminApi(
      t,
      'PATCH',
      `orders/${held.tokenValue}/cancel`,
      {},
      { token: owner.token, headers: { 'accept-language': 'en_US' } },
    );
    expect(twice.status).toBe(422);
    expect(twice.body.violations[0].message).toBe(
      'Cannot cancel as order is in a wrong state. Current: cancelled. Possible transitions: none.',
    );
  });

  it('staff cancelling the order that sold a variant out tells every node it is back, once committed', async () => {
    const variant = variants[13]!;
    const before = await stock(variant.code);
    const [{ id } = { id: 0 }] = await rows<{ id: number }>(
      t,
      sql`select id from product_variants where code = ${variant.code}`,
    );
    await rows(t, sql`update product_variants set on_hold = on_hand - 1 where code = ${variant.code}`);
    try {
      const heard: Array<string | undefined> = [];
      const off = t.app.changes.on('catalog', (detail) => heard.push(detail));
      try {
        const order = await placeOrder(t, { variant: variant.code, email: 'last-one@example.ge' });
        const cancelled = await adminApi(
          t,
          'PATCH',
          `orders/${order.tokenValue}/cancel`,
          {},
          { token: owner.token },
        );
        expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
        // Published inside the back office's transaction: heard when it commits, on this node too.
        await new Promise((resolve) => setTimeout(resolve, 400));
      } finally {
        off();
      }
      expect(heard).toEqual([`sold-out:${id}`, `back-in-stock:${id}`]);
    } finally {
      await rows(t, sql`update product_variants set on_hold = ${before.onHold} where code = ${variant.code}`);
    }
  });

  it('a paid cash order that is cancelled shows the money to give back', async () => {
    const order = await placeOrder(t, { variant: variants[6]!.code, email: 'owed@example.ge' });
    const paymentId = (await detail(order)).payments[0]!.id;
    await adminApi(t, 'PATCH', `payments/${paymentId}/complete`, {}, { token: owner.token });
    const cancelled = await adminApi(
      t,
      'PATCH',
      `orders/${order.tokenValue}/cancel`,
      {},
      { token: owner.token },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundDue).toBe(order.total);
  });

  it('two staff pressing at once change the order once', async () => {
    const order = await placeOrder(t, { variant: variants[7]!.code, email: 'race@example.ge' });
    const { shipments, payments } = await detail(order);
    const ships = await Promise.all([
      adminApi(t, 'PATCH', `shipments/${shipments[0]!.id}/ship`, { tracking: 'A' }, { token: packer.token }),
      adminApi(t, 'PATCH', `shipments/${shipments[0]!.id}/ship`, { tracking: 'B' }, { token: owner.token }),
    ]);
    expect(ships.map((reply) => reply.status).sort()).toEqual([200, 422]);
    const completes = await Promise.all([
      adminApi(t, 'PATCH', `payments/${payments[0]!.id}/complete`, {}, { token: packer.token }),
      adminApi(t, 'PATCH', `payments/${payments[0]!.id}/complete`, {}, { token: owner.token }),
    ]);
    expect(completes.map((reply) => reply.status).sort()).toEqual([200, 422]);

    const other = await placeOrder(t, { variant: variants[7]!.code, email: 'race2@example.ge' });
    const cancels = await Promise.all([
      adminApi(t, 'PATCH', `orders/${other.tokenValue}/cancel`, {}, { token: owner.token }),
      adminApi(t, 'PATCH', `orders/${other.tokenValue}/cancel`, {}, { token: owner.token }),
    ]);
    expect(cancels.map((reply) => reply.status).sort()).toEqual([200, 422]);
    const events = (await detail(other)).timeline.filter(
      (event) => event.kind === 'order_state' && event.toState === 'cancelled',
    );
    expect(events).toHaveLength(1);
  });

  it('a cancellation during concurrent checkouts keeps the stock right', async () => {
    const variant = variants[8]!;
    const before = await stock(variant.code);
    const victim = await placeOrder(t, { variant: variant.code, quantity: 2, email: 'victim@example.ge' });
    const carts = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        readyCart(t, { variant: variant.code, quantity: 1, email: `buyer${index}@example.ge` }),
      ),
    );
    const [cancelled, ...completed] = await Promise.all([
      adminApi(t, 'PATCH', `orders/${victim.tokenValue}/cancel`, {}, { token: owner.token }),
      ...carts.map((cart) => call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {})),
    ]);
    expect(cancelled!.status).toBe(200);
    const placed = completed.filter((reply) => reply.status === 200).length;
    expect(placed).toBe(4);
    expect(await stock(variant.code)).toEqual({ onHand: before.onHand, onHold: before.onHold + placed });
  });

  it('internal notes are kept with who wrote them, in the timeline', async () => {
    const order = await placeOrder(t, { variant: variants[9]!.code, email: 'noted@example.ge' });
    const note = await adminApi(
      t,
      'POST',
      `orders/${order.tokenValue}/notes`,
      { body: 'Call before delivery' },
      { token: packer.token },
    );
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body).toMatchObject({ body: 'Call before delivery', staffEmail: packer.email });
    const shown = await detail(order);
    expect(shown.notes.map((entry) => entry.body)).toEqual(['Call before delivery']);
    expect(shown.timeline.some((event) => event.kind === 'note' && event.staffEmail === packer.email)).toBe(
      true,
    );
    expect(
      (await adminApi(t, 'POST', `orders/${order.tokenValue}/notes`, { body: '  ' }, { token: packer.token }))
        .status,
    ).toBe(422);
  });

  it('refunds: a cash payment is not refundable through a bank; two card refunds at once never exceed what was paid', async () => {
    const cash = await placeOrder(t, { variant: variants[10]!.code, email: 'cashrefund@example.ge' });
    const cashPayment = (await detail(cash)).payments[0]!.id;
    await adminApi(t, 'PATCH', `payments/${cashPayment}/complete`, {}, { token: owner.token });
    expect(
      (await adminApi(t, 'POST', `payments/${cashPayment}/refunds`, { amount: 100 }, { token: owner.token }))
        .status,
    ).toBe(422);

    const card = await placeOrder(t, {
      variant: variants[11]!.code,
      quantity: 2,
      email: 'card@example.ge',
      payment: 'CARD',
    });
    const placed = await detail(card);
    const paymentId = placed.payments[0]!.id;
    // The bank approved it (what the sandbox's callback would do).
    await t.database.db.execute(sql`update payments set state = 'completed' where id = ${paymentId}`);
    await t.database.db.execute(sql`update orders set payment_state = 'paid' where id = ${placed.id}`);
    const amount = Math.floor(placed.total / 2) + 1;
    const refunds = await Promise.all([
      adminApi(
        t,
        'POST',
        `payments/${paymentId}/refunds`,
        { amount, reason: 'damaged' },
        { token: owner.token },
      ),
      adminApi(t, 'POST', `payments/${paymentId}/refunds`, { amount }, { token: owner.token }),
    ]);
    expect(refunds.map((reply) => reply.status).sort()).toEqual([201, 422]);
    const [refunded] = await rows<{ sum: number }>(
      t,
      sql`select coalesce(sum(amount), 0)::int as sum from payment_refunds where payment_id = ${paymentId} and state <> 'failed'`,
    );
    expect(refunded!.sum).toBe(amount);
    const rest = await adminApi(t, 'POST', `payments/${paymentId}/refunds`, {}, { token: owner.token });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.amount).toBe(placed.total - amount);
    const after = await detail(card);
    expect(after.paymentState).toBe('refunded');
    expect(after.timeline.filter((event) => event.kind === 'refund')).toHaveLength(2);
  });
});

describe('payments, shipments and the dashboard', () => {
  it('lists and shows payments and shipments', async () => {
    const payments = await adminApi(t, 'GET', 'payments?state=completed', undefined, { token: packer.token });
    expect(payments.status, JSON.stringify(payments.body)).toBe(200);
    expect(
      payments.body['hydra:member'].every((payment: { state: string }) => payment.state === 'completed'),
    ).toBe(true);
    const first = payments.body['hydra:member'][0];
    const one = await adminApi(t, 'GET', `payments/${first.id}`, undefined, { token: packer.token });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(first.id);
    const shipments = await adminApi(t, 'GET', 'shipments?state=shipped&delivered=false', undefined, {
      token: packer.token,
    });
    expect(shipments.status).toBe(200);
    expect(
      shipments.body['hydra:member'].every(
        (shipment: { deliveredAt: string | null }) => shipment.deliveredAt === null,
      ),
    ).toBe(true);
    expect((await adminApi(t, 'GET', 'payments/999999', undefined, { token: packer.token })).status).toBe(
      404,
    );
    expect((await adminApi(t, 'GET', 'shipments/abc', undefined, { token: packer.token })).status).toBe(404);
  });

  it('the dashboard counts today’s orders and what waits', async () => {
    const reply = await adminApi(t, 'GET', 'dashboard', undefined, { token: packer.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const board = adminDashboardSchema.parse(reply.body);
    expect(board.today.orders).toBeGreaterThan(5);
    expect(board.thisWeek.orders).toBeGreaterThanOrEqual(board.today.orders);
    expect(board.awaitingShipment).toBeGreaterThan(0);
  });
});

describe('permissions of the order operations', () => {
  it('fulfilment ships and collects but cannot cancel or refund; nobody unsigned gets in', async () => {
    const order = await placeOrder(t, { variant: variants[12]!.code, email: 'perm@example.ge' });
    const paymentId = (await detail(order)).payments[0]!.id;
    expect(
      (await adminApi(t, 'PATCH', `orders/${order.tokenValue}/cancel`, {}, { token: packer.token })).status,
    ).toBe(403);
    expect(
      (await adminApi(t, 'POST', `payments/${paymentId}/refunds`, {}, { token: packer.token })).status,
    ).toBe(403);
    const manager = await staffSession(t, 'manager');
    expect((await adminApi(t, 'GET', 'settings', undefined, { token: manager.token })).status).toBe(403);
    for (const path of [
      'orders',
      `orders/${order.tokenValue}`,
      'payments',
      'shipments',
      'dashboard',
      'orders/export.csv',
    ]) {
      expect((await adminApi(t, 'GET', path)).status, path).toBe(401);
    }
    // A customer's token is not a staff token.
    expect((await adminApi(t, 'GET', 'orders', undefined, { token: 'not-a-staff-token' })).status).toBe(401);
  });
});
