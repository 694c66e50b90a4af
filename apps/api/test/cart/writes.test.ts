import { sql } from 'drizzle-orm';
import type { Order } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../src/http/errors';
import { addItem as addToCart, showOrder } from '../../src/modules/cart/service';
import { DEMO_PROMOTION_BRAND } from '../../src/seed/commerce';
import { variantInTaxon } from '../promotions/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Reply,
  type StockedVariant,
  TBILISI_ADDRESS,
  addItem,
  call,
  expectOrder,
  expectViolations,
  newCart,
  rows,
  stockedVariants,
} from './support';

/**
 * A cart change answers with the cart as the processor left it, built from what the change read
 * and wrote rather than read again: these check that answer against a fresh read and against the
 * stored rows, which the processor writes in one statement.
 */
let t: TestApp;
let plain: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp();
  plain = await stockedVariants(t, { minimum: 10, maxPrice: 3000 });
});
afterAll(() => t.close());

const variant = (index: number) => (plain[index] as StockedVariant).code;

async function show(token: string, locale?: string): Promise<Order> {
  return expectOrder(await call(t, 'GET', `orders/${token}`, undefined, { locale }));
}

/** The reply is what reading the cart right after gives, in the same language. */
async function expectAsShown(reply: Reply, token: string, locale?: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  const { channel: _, state: __, ...read } = reply.body;
  expect(read).toEqual((await call(t, 'GET', `orders/${token}`, undefined, { locale })).body);
}

const post = (token: string, code: string, quantity: number, locale?: string) =>
  call(t, 'POST', `orders/${token}/items`, { productVariant: code, quantity }, { locale });

async function stored(orderId: number) {
  const [row] = await rows<{
    items: Array<{ id: number; quantity: number; updatedAt: string }>;
    shipments: number[];
    payments: number[];
    promotions: string[];
    adjustments: number;
  }>(
    t,
    sql`select
      (select coalesce(json_agg(json_build_object('id', i.id, 'quantity', i.quantity, 'updatedAt', i.updated_at)
         order by i.id), '[]') from order_items i where i.order_id = ${orderId}) as items,
      (select coalesce(json_agg(s.id order by s.id), '[]') from shipments s where s.order_id = ${orderId}) as shipments,
      (select coalesce(json_agg(p.id order by p.id), '[]') from payments p where p.order_id = ${orderId}) as payments,
      (select coalesce(json_agg(p.code order by p.code), '[]') from order_promotions x
         join promotions p on p.id = x.promotion_id where x.order_id = ${orderId}) as promotions,
      (select count(*)::int from order_adjustments a where a.order_id = ${orderId}) as adjustments`,
  );
  return row!;
}

describe('the answer to a cart change', () => {
  it('names the shipment and payment the first add created by their stored ids', async () => {
    const cart = await newCart(t);
    const reply = await post(cart.tokenValue, variant(0), 1);
    const order = expectOrder(reply, 201);
    const rowsNow = await stored(order.id);
    expect(order.shipments.map((shipment) => shipment.id)).toEqual(rowsNow.shipments);
    expect(order.payments.map((payment) => payment.id)).toEqual(rowsNow.payments);
    expect(rowsNow.shipments).toHaveLength(1);
    expect(rowsNow.payments).toHaveLength(1);
    await expectAsShown(reply, cart.tokenValue);
  });

  it('is the cart as read after it, in the language of the request, through every kind of change', async () => {
    const cart = await newCart(t, 'en_US');
    const token = cart.tokenValue;
    await expectAsShown(await post(token, variant(1), 2, 'ka_GE'), token, 'ka_GE');
    await expectAsShown(await post(token, variant(1), 1, 'en_US'), token, 'en_US');
    const reply = await post(token, variant(2), 1);
    await expectAsShown(reply, token);
    const itemId = reply.body.items[1].id;
    await expectAsShown(await call(t, 'PATCH', `orders/${token}/items/${itemId}`, { quantity: 3 }), token);
    await expectAsShown(await call(t, 'PUT', `orders/${token}`, { couponCode: 'SAKHE10' }), token);
    const addressed = await call(t, 'PUT', `orders/${token}`, {
      email: 'writes@example.ge',
      billingAddress: { ...TBILISI_ADDRESS, provinceCode: 'GE-BUS' },
    });
    await expectAsShown(addressed, token);
    const shipmentId = addressed.body.shipments[0].id;
    const shipping = await call(t, 'PATCH', `orders/${token}/shipments/${shipmentId}`, {
      shippingMethod: 'REGIONS_COURIER',
    });
    await expectAsShown(shipping, token);
    await expectAsShown(await post(token, variant(3), 1, 'en_US'), token, 'en_US');
  });

  it('follows the shipment and payment away when the cart empties, and new ones when it fills again', async () => {
    const cart = await newCart(t);
    const first = await addItem(t, cart.tokenValue, variant(4), 1);
    const removed = await call(t, 'DELETE', `orders/${cart.tokenValue}/items/${first.items[0]?.id}`);
    expect(removed.status).toBe(204);
    expect(await stored(cart.id)).toMatchObject({ shipments: [], payments: [], adjustments: 0 });
    const again = await post(cart.tokenValue, variant(4), 1);
    const order = expectOrder(again, 201);
    const rowsNow = await stored(cart.id);
    expect(order.shipments.map((shipment) => shipment.id)).toEqual(rowsNow.shipments);
    expect(order.payments.map((payment) => payment.id)).toEqual(rowsNow.payments);
    expect(rowsNow.shipments[0]).toBeGreaterThan(first.shipments[0]?.id ?? 0);
    await expectAsShown(again, cart.tokenValue);
  });
});

describe('the stored promotions', () => {
  it('are added and removed as items come and go', async () => {
    const brand = await variantInTaxon(t, DEMO_PROMOTION_BRAND, 3000);
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant(5), 1);
    expect((await stored(cart.id)).promotions).toEqual([]);
    const withBrand = await post(cart.tokenValue, brand.code, 1);
    await expectAsShown(withBrand, cart.tokenValue);
    expect((await stored(cart.id)).promotions).toEqual(['BOTANICA_VERA_15']);
    // Changing the brand's item keeps the promotion (its row is neither dropped nor duplicated).
    const brandItem = withBrand.body.items.find(
      (item: { variantCode: string }) => item.variantCode === brand.code,
    );
    await call(t, 'PATCH', `orders/${cart.tokenValue}/items/${brandItem.id}`, { quantity: 2 });
    expect((await stored(cart.id)).promotions).toEqual(['BOTANICA_VERA_15']);
    const withCoupon = await call(t, 'PUT', `orders/${cart.tokenValue}`, { couponCode: 'SAKHE10' });
    await expectAsShown(withCoupon, cart.tokenValue);
    expect((await stored(cart.id)).promotions).toEqual(['BOTANICA_VERA_15', 'SAKHE10']);
    await call(t, 'DELETE', `orders/${cart.tokenValue}/items/${brandItem.id}`);
    expect((await stored(cart.id)).promotions).toEqual(['SAKHE10']);
    expect(await show(cart.tokenValue)).toMatchObject({ couponCode: 'SAKHE10' });
  });
});

describe('a refused add', () => {
  it('changes nothing, whether it would have merged into an item or made a new one', async () => {
    const cart = await newCart(t);
    const { code, available } = plain[6] as StockedVariant;
    await addItem(t, cart.tokenValue, code, 1);
    const before = await stored(cart.id);
    const shownBefore = await show(cart.tokenValue);
    const tooMany = await post(cart.tokenValue, code, available, 'en_US');
    expect(expectViolations(tooMany)).toEqual(['quantity: This quantity of the product is not in stock']);
    const outOfRange = await post(cart.tokenValue, code, 9_999, 'en_US');
    expect(expectViolations(outOfRange)).toEqual(['quantity: Quantity must be between 1 and 9999.']);
    const newOne = plain[7] as StockedVariant;
    const tooManyNew = await post(cart.tokenValue, newOne.code, newOne.available + 1, 'en_US');
    expect(expectViolations(tooManyNew)).toEqual(['quantity: This quantity of the product is not in stock']);
    await rows(t, sql`update product_variants set enabled = false where code = ${newOne.code}`);
    try {
      expect(expectViolations(await post(cart.tokenValue, newOne.code, 1, 'en_US'))).toEqual([
        `productVariant: The product variant with ${newOne.code} does not exist.`,
      ]);
    } finally {
      await rows(t, sql`update product_variants set enabled = true where code = ${newOne.code}`);
    }
    expect(await stored(cart.id)).toEqual(before);
    expect(await show(cart.tokenValue)).toEqual(shownBefore);
  });

  it('answers for an unknown cart before looking at the variant or the quantity', async () => {
    expect((await post('no-such-cart', 'NOPE', 1)).status).toBe(404);
    expect((await post('no-such-cart', variant(0), 9_999)).status).toBe(404);
  });
});

it('adds of one variant to one cart at once all count, in one item', async () => {
  const cart = await newCart(t);
  const code = variant(8);
  const replies = await Promise.all([1, 2, 3, 4].map(() => post(cart.tokenValue, code, 1)));
  expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201]);
  const order = await show(cart.tokenValue);
  expect(order.items).toHaveLength(1);
  expect(order.items[0]?.quantity).toBe(4);
  expect((await stored(cart.id)).payments).toHaveLength(1);
  expect((await stored(cart.id)).shipments).toHaveLength(1);
});

describe("the app's carts", () => {
  it('are made once per app, on its database and the variant cards its catalog keeps', () => {
    expect(t.app.carts.db).toBe(t.database.db);
    expect(t.app.carts.cards).toBe(t.app.variantCards);
  });
});

describe('adds to many carts at once', () => {
  // Concurrent adds to different carts share a transaction: the first runs alone, those arriving
  // meanwhile form the next batch. Called here without HTTP, so that they reach the batch together
  // (over HTTP on PGlite, each request's owner check waits for the running transaction).
  const anyone = () => true;
  const add = (token: string, code: string, quantity: number, locale: 'ka_GE' | 'en_US' = 'ka_GE') =>
    addToCart(t.app.carts, token, { productVariant: code, quantity }, locale, anyone);
  /** What a refused add threw, as `status path: message` lines. */
  const refusal = (outcome: PromiseSettledResult<Order>) => {
    if (outcome.status === 'fulfilled') return 'added';
    const error = outcome.reason;
    if (error instanceof NotFoundError) return '404';
    if (error instanceof ValidationError)
      return error.violations.map((v) => `422 ${v.propertyPath}: ${v.message}`).join('; ');
    throw error;
  };
  /** The added order is the cart as read after it (the read has the route's own fields besides). */
  async function expectShownAfter(order: Order, locale?: string) {
    const { channel: _, state: __, ...read } = await show(order.tokenValue!, locale);
    expect(JSON.parse(JSON.stringify(order))).toMatchObject(read);
  }

  it('answer each with its own cart as read after, in its own language, merged or new', async () => {
    const carts = await Promise.all([0, 1, 2, 3, 4, 5].map(() => newCart(t)));
    await addItem(t, carts[2]!.tokenValue, variant(9), 1);
    const locale = (index: number) => (index % 2 === 0 ? 'ka_GE' : 'en_US');
    const orders = await Promise.all(
      carts.map((cart, index) => add(cart.tokenValue, variant(9), 1 + (index % 3), locale(index))),
    );
    for (const [index, order] of orders.entries()) await expectShownAfter(order, locale(index));
    expect(orders.map((order) => order.items.map((item) => item.quantity))).toEqual([
      [1],
      [2],
      [4],
      [1],
      [2],
      [3],
    ]);
  });

  it('refuse only the adds that may not be made, and store the others', async () => {
    const carts = await Promise.all([0, 1, 2, 3, 4].map(() => newCart(t)));
    const scarce = plain[10] as StockedVariant;
    await addItem(t, carts[1]!.tokenValue, variant(11), 1);
    const before = await stored(carts[1]!.id);
    const outcomes = await Promise.allSettled([
      add(carts[0]!.tokenValue, variant(11), 1),
      add(carts[1]!.tokenValue, scarce.code, scarce.available + 1, 'en_US'),
      add(carts[2]!.tokenValue, variant(11), 2, 'en_US'),
      add('no-such-cart', variant(11), 1),
      add(carts[3]!.tokenValue, 'NO-SUCH-VARIANT', 1, 'en_US'),
      add(carts[4]!.tokenValue, variant(12), 1),
    ]);
    expect(outcomes.map(refusal)).toEqual([
      'added',
      '422 quantity: This quantity of the product is not in stock',
      'added',
      '404',
      '422 productVariant: The product variant with NO-SUCH-VARIANT does not exist.',
      'added',
    ]);
    expect(await stored(carts[1]!.id)).toEqual(before);
    expect((await show(carts[3]!.tokenValue)).items).toEqual([]);
    const added = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    await expectShownAfter(added[0]!);
    await expectShownAfter(added[1]!, 'en_US');
    await expectShownAfter(added[2]!);
  });
});

it('reads of many carts at once each answer their own cart, in their own language', async () => {
  const carts = await Promise.all([0, 1, 2].map(() => newCart(t)));
  await addItem(t, carts[0]!.tokenValue, variant(13), 2);
  await addItem(t, carts[1]!.tokenValue, variant(14), 1);
  const anyone = () => true;
  const wanted = [
    [carts[0]!.tokenValue, 'ka_GE'],
    [carts[1]!.tokenValue, 'en_US'],
    [carts[0]!.tokenValue, 'en_US'],
    [carts[2]!.tokenValue, 'ka_GE'],
    [carts[1]!.tokenValue, 'en_US'],
  ] as const;
  const alone = [];
  for (const [token, locale] of wanted) alone.push(await showOrder(t.app.carts, token, locale, anyone));
  // Called together, the first read runs alone and the others share the next statement.
  const together = await Promise.all(
    wanted.map(([token, locale]) => showOrder(t.app.carts, token, locale, anyone)),
  );
  expect(together).toEqual(alone);
  expect(together[0]!.items[0]!.productName).not.toBe(together[2]!.items[0]!.productName);
  const unknown = await Promise.allSettled([
    showOrder(t.app.carts, carts[0]!.tokenValue, 'ka_GE', anyone),
    showOrder(t.app.carts, 'no-such-cart', 'ka_GE', anyone),
    showOrder(t.app.carts, carts[1]!.tokenValue, 'ka_GE', () => false),
  ]);
  expect(unknown.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
  for (const outcome of unknown.slice(1)) {
    expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(NotFoundError);
  }
});
