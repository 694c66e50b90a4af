import { customerOrderCollectionSchema, orderSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StockedVariant, stockedVariants } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { NO_LIMITS, TBILISI, api, customer, login, placeOrder } from './support';

let t: TestApp;
let variants: StockedVariant[];
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  variants = await stockedVariants(t, { minimum: 10, maxPrice: 3000 });
});
afterAll(() => t.close());

const variant = (index = 0) => (variants[index] as StockedVariant).code;
const notFound = {
  '@context': '/api/v2/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': 'Not Found',
};

async function newCart(token?: string) {
  const reply = await api(t, 'POST', 'orders', {}, token ? { token } : {});
  expect(reply.status).toBe(201);
  return orderSchema.parse(reply.body);
}

async function addItem(cartToken: string, token?: string) {
  const reply = await api(
    t,
    'POST',
    `orders/${cartToken}/items`,
    { productVariant: variant(), quantity: 1 },
    token ? { token } : {},
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

describe('POST orders for a logged-in customer', () => {
  it('gives their latest cart with items, else a new cart of theirs', async () => {
    const me = await customer(t);
    const first = await newCart(me.token);
    expect(first.email).toBe(me.email);
    // An empty cart is not "their cart" yet: they get another new one.
    const second = await newCart(me.token);
    expect(second.tokenValue).not.toBe(first.tokenValue);

    await addItem(first.tokenValue, me.token);
    const again = await newCart(me.token);
    expect(again.tokenValue).toBe(first.tokenValue);
    expect(again.items).toHaveLength(1);

    // Guests always get a new cart.
    expect((await newCart()).tokenValue).not.toBe(first.tokenValue);
  });

  it('keeps a customer cart and order away from guests and other customers (404)', async () => {
    const me = await customer(t, 'owner');
    const other = await customer(t, 'other');
    const cart = await newCart(me.token);
    await addItem(cart.tokenValue, me.token);

    const own = await api(t, 'GET', `orders/${cart.tokenValue}`, undefined, { token: me.token });
    expect(own.status).toBe(200);
    const item = `orders/${cart.tokenValue}/items/${own.body.items[0].id}`;
    // The methods lists name the cart in their query; their fees would tell where it ships (issue 23).
    const shippingMethods = `shipping-methods?shipmentId=${own.body.shipments[0].id}&tokenValue=${cart.tokenValue}`;
    const paymentMethods = `payment-methods?paymentId=${own.body.payments[0].id}&tokenValue=${cart.tokenValue}`;
    for (const path of [shippingMethods, paymentMethods]) {
      const reply = await api(t, 'GET', path, undefined, { token: me.token });
      expect(reply.status, path).toBe(200);
      expect(reply.body['hydra:member'].length, path).toBeGreaterThan(0);
    }
    // A visitor (no login) gets Sylius 1.12's answers, which tell nothing: the items an empty list,
    // the adjustments a 401. Another customer gets 404 for these too.
    const visitorItems = await api(t, 'GET', `orders/${cart.tokenValue}/items`);
    expect(visitorItems.status).toBe(200);
    expect(visitorItems.body).toMatchObject({
      '@id': `/api/v2/shop/orders/${cart.tokenValue}/items`,
      'hydra:member': [],
      'hydra:totalItems': 0,
    });
    const visitorAdjustments = await api(t, 'GET', `orders/${cart.tokenValue}/adjustments`);
    expect(visitorAdjustments.status).toBe(401);
    expect(visitorAdjustments.body).toEqual({ code: 401, message: 'JWT Token not found' });
    for (const path of [`orders/${cart.tokenValue}/items`, `orders/${cart.tokenValue}/adjustments`]) {
      const reply = await api(t, 'GET', path, undefined, { token: other.token });
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual(notFound);
    }
    for (const as of [{}, { token: other.token }]) {
      for (const [method, path, body] of [
        ['GET', `orders/${cart.tokenValue}`, undefined],
        ['POST', `orders/${cart.tokenValue}/items`, { productVariant: variant(), quantity: 1 }],
        ['PATCH', item, { quantity: 2 }],
        ['DELETE', item, undefined],
        ['PATCH', `orders/${cart.tokenValue}/complete`, {}],
        ['PUT', `orders/${cart.tokenValue}`, { email: 'thief@example.ge' }],
        ['DELETE', `orders/${cart.tokenValue}`, undefined],
        ['GET', shippingMethods, undefined],
        ['GET', paymentMethods, undefined],
        ['GET', `orders/${cart.tokenValue}/shipments/${own.body.shipments[0].id}/methods`, undefined],
        ['GET', `orders/${cart.tokenValue}/payments/${own.body.payments[0].id}/methods`, undefined],
      ] as const) {
        const reply = await api(t, method, path, body, as);
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.body).toEqual(notFound);
      }
    }
    // Nothing changed.
    const mine = await api(t, 'GET', `orders/${cart.tokenValue}`, undefined, { token: me.token });
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0].quantity).toBe(1);
  });

  it("keeps the account's e-mail on a logged-in cart", async () => {
    const me = await customer(t);
    const cart = await newCart(me.token);
    await addItem(cart.tokenValue, me.token);
    const changed = await api(
      t,
      'PUT',
      `orders/${cart.tokenValue}`,
      { email: 'someone@example.ge' },
      { token: me.token, locale: 'en_US' },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.violations).toEqual([
      {
        propertyPath: 'email',
        message:
          "Email can be changed only for guest customers. Once the customer logs in and the cart is assigned, the email can't be changed.",
        code: null,
      },
    ]);
    const same = await api(
      t,
      'PUT',
      `orders/${cart.tokenValue}`,
      { email: me.email.toUpperCase(), billingAddress: TBILISI },
      { token: me.token },
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.email).toBe(me.email);
  });
});

describe('a guest cart at login', () => {
  it('is assigned to the customer and becomes their cart', async () => {
    const me = await customer(t);
    const guestCart = await newCart();
    await addItem(guestCart.tokenValue);
    const tokens = await login(t, me.email, undefined, { cartToken: guestCart.tokenValue });

    expect((await newCart(tokens.token)).tokenValue).toBe(guestCart.tokenValue);
    const asOwner = await api(t, 'GET', `orders/${guestCart.tokenValue}`, undefined, { token: tokens.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.email).toBe(me.email);
    // The cart is no longer a guest's: without the token it is not found.
    expect((await api(t, 'GET', `orders/${guestCart.tokenValue}`)).status).toBe(404);
  });

  it("is also taken as orderToken; someone else's cart is left alone", async () => {
    const owner = await customer(t, 'owner');
    const ownersCart = await newCart(owner.token);
    await addItem(ownersCart.tokenValue, owner.token);
    const me = await customer(t);
    const tokens = await login(t, me.email, undefined, { orderToken: ownersCart.tokenValue });
    expect(
      (await api(t, 'GET', `orders/${ownersCart.tokenValue}`, undefined, { token: tokens.token })).status,
    ).toBe(404);
    expect(
      (await api(t, 'GET', `orders/${ownersCart.tokenValue}`, undefined, { token: owner.token })).status,
    ).toBe(200);
  });

  it('an unknown cart token does not stop the login', async () => {
    const me = await customer(t);
    await login(t, me.email, undefined, { cartToken: 'no-such-cart' });
  });
});

describe('GET orders', () => {
  it("lists the customer's placed orders only, newest first, and each is theirs alone", async () => {
    const me = await customer(t);
    const other = await customer(t, 'other');
    const first = await placeOrder(t, { variant: variant(0), email: me.email, token: me.token, quantity: 2 });
    const second = await placeOrder(t, { variant: variant(1), email: me.email, token: me.token });
    await placeOrder(t, { variant: variant(0), email: other.email, token: other.token });
    // A guest order with the customer's e-mail cannot exist (emailNotTakenCheckout); an open cart is not listed.
    const open = await newCart(me.token);
    await addItem(open.tokenValue, me.token);

    const reply = await api(t, 'GET', 'orders', undefined, { token: me.token });
    expect(reply.status).toBe(200);
    const list = customerOrderCollectionSchema.parse(reply.body);
    expect(list['hydra:totalItems']).toBe(2);
    expect(list['hydra:member'].map((order) => order.tokenValue)).toEqual([
      second.tokenValue,
      first.tokenValue,
    ]);
    const [latest, earlier] = list['hydra:member'];
    expect(latest).toMatchObject({
      '@id': `/api/v2/shop/orders/${second.tokenValue}`,
      '@type': 'Order',
      channel: '/api/v2/shop/channels/WEB',
      number: second.number,
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      total: second.total,
      itemsTotal: second.itemsTotal,
      itemsCount: 1,
    });
    expect(earlier?.itemsCount).toBe(2);
    expect(latest?.checkoutCompletedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const page = customerOrderCollectionSchema.parse(
      (await api(t, 'GET', 'orders?itemsPerPage=1&page=2', undefined, { token: me.token })).body,
    );
    expect(page['hydra:member'].map((order) => order.tokenValue)).toEqual([first.tokenValue]);
    expect(page['hydra:view']?.['hydra:previous']).toBe('/api/v2/shop/orders?itemsPerPage=1&page=1');

    const profile = await api(t, 'GET', `customers/${me.id}`, undefined, { token: me.token });
    expect(profile.body.ordersCount).toBe(2);

    expect((await api(t, 'GET', `orders/${first.tokenValue}`, undefined, { token: me.token })).status).toBe(
      200,
    );
    expect(
      (await api(t, 'GET', `orders/${first.tokenValue}`, undefined, { token: other.token })).status,
    ).toBe(404);
    expect((await api(t, 'GET', `orders/${first.tokenValue}`)).status).toBe(404);
  });

  it('guest orders stay readable by their token', async () => {
    const order = await placeOrder(t, { variant: variant(0), email: 'guest-reader@example.ge' });
    expect((await api(t, 'GET', `orders/${order.tokenValue}`)).status).toBe(200);
    const someone = await customer(t);
    expect(
      (await api(t, 'GET', `orders/${order.tokenValue}`, undefined, { token: someone.token })).status,
    ).toBe(200);
  });
});
