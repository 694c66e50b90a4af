import { sql } from 'drizzle-orm';
import {
  accountOrderSchema,
  hydraErrorSchema,
  paymentItemSchema,
  paymentMethodCollectionSchema,
  shippingMethodCollectionSchema,
  unauthorizedSchema,
} from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../src/modules/checkout/service';
import { NO_LIMITS, api, customer, placeOrder, uniqueEmail } from '../auth/support';
import { type StockedVariant, expectViolations, rows, stockedVariants } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';

/**
 * Sylius 1.12's payment endpoints that sakhe lacked (issue 25): `hydra:search` on the methods lists,
 * `GET payments/{id}` and `PATCH account/orders/{t}/payments/{id}`.
 */

const SHOP = '/api/v2/shop';
let t: TestApp;
let variants: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  variants = await stockedVariants(t, { minimum: 10, maxPrice: 3000 });
});
afterAll(() => t.close());

const variant = () => (variants[0] as StockedVariant).code;
const notFound = {
  '@context': '/api/v2/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': 'Not Found',
};

/** A customer with a placed cash-on-delivery order. */
async function customerWithOrder(name: string) {
  const me = await customer(t, name);
  const order = await placeOrder(t, { variant: variant(), email: me.email, token: me.token });
  return { ...me, order, paymentId: order.payments[0].id as number };
}

describe('hydra:search on the methods lists (Sylius 1.12)', () => {
  it('lists shipmentId and tokenValue on shipping-methods, paymentId and tokenValue on payment-methods', async () => {
    const shipping = shippingMethodCollectionSchema.parse((await api(t, 'GET', 'shipping-methods')).body);
    expect(shipping['hydra:search']).toEqual({
      '@type': 'hydra:IriTemplate',
      'hydra:template': `${SHOP}/shipping-methods{?shipmentId,tokenValue}`,
      'hydra:variableRepresentation': 'BasicRepresentation',
      'hydra:mapping': [
        { '@type': 'IriTemplateMapping', variable: 'shipmentId', property: null, required: false },
        { '@type': 'IriTemplateMapping', variable: 'tokenValue', property: null, required: false },
      ],
    });
    const payment = paymentMethodCollectionSchema.parse((await api(t, 'GET', 'payment-methods')).body);
    expect(payment['hydra:search']).toEqual({
      '@type': 'hydra:IriTemplate',
      'hydra:template': `${SHOP}/payment-methods{?paymentId,tokenValue}`,
      'hydra:variableRepresentation': 'BasicRepresentation',
      'hydra:mapping': [
        { '@type': 'IriTemplateMapping', variable: 'paymentId', property: null, required: false },
        { '@type': 'IriTemplateMapping', variable: 'tokenValue', property: null, required: false },
      ],
    });
    // Sylius' key order: the search after the members and their count.
    expect(Object.keys(payment)).toEqual([
      '@context',
      '@id',
      '@type',
      'hydra:member',
      'hydra:totalItems',
      'hydra:search',
    ]);
  });

  it('keeps it with a query (and hydra:view), and leaves it off the 2.0 nested paths, which take none', async () => {
    const guest = await placeOrder(t, { variant: variant(), email: uniqueEmail('guest') });
    const query = `paymentId=${guest.payments[0].id}&tokenValue=${guest.tokenValue}`;
    const listed = paymentMethodCollectionSchema.parse(
      (await api(t, 'GET', `payment-methods?${query}`)).body,
    );
    expect(listed['hydra:search']?.['hydra:template']).toBe(`${SHOP}/payment-methods{?paymentId,tokenValue}`);
    expect(listed['hydra:view']?.['@id']).toBe(`${SHOP}/payment-methods?${query}`);
    const nested = await api(t, 'GET', `orders/${guest.tokenValue}/payments/${guest.payments[0].id}/methods`);
    expect(nested.status).toBe(200);
    expect(nested.body['hydra:search']).toBeUndefined();
    const shipments = await api(
      t,
      'GET',
      `orders/${guest.tokenValue}/shipments/${guest.shipments[0].id}/methods`,
    );
    expect(shipments.body['hydra:search']).toBeUndefined();
  });
});

describe('GET payments/{id}', () => {
  it("shows the customer's own payment in Sylius 1.12's shape, the method named in the request's language", async () => {
    const me = await customerWithOrder('payer');
    const reply = await api(t, 'GET', `payments/${me.paymentId}`, undefined, {
      token: me.token,
      locale: 'en_US',
    });
    expect(reply.status, reply.raw).toBe(200);
    const payment = paymentItemSchema.strict().parse(reply.body);
    expect(payment).toEqual({
      '@context': '/api/v2/contexts/Payment',
      '@id': `${SHOP}/payments/${me.paymentId}`,
      '@type': 'Payment',
      order: `${SHOP}/orders/${me.order.tokenValue}`,
      id: me.paymentId,
      method: {
        '@id': `${SHOP}/payment-methods/CASH_ON_DELIVERY`,
        '@type': 'PaymentMethod',
        name: 'Cash on delivery',
      },
      currencyCode: 'GEL',
      amount: me.order.total,
      state: 'new',
      details: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(Object.keys(reply.body)).toEqual(Object.keys(payment));
    // The order's own payments[].@id points here.
    expect(me.order.payments[0]['@id']).toBe(payment['@id']);
    const georgian = await api(t, 'GET', `payments/${me.paymentId}`, undefined, { token: me.token });
    expect(georgian.body.method.name).not.toBe('Cash on delivery');
  });

  it("is a 404 for anyone but the order's customer, even with the order's token", async () => {
    const me = await customerWithOrder('owner');
    const other = await customer(t, 'stranger');
    for (const [path, token] of [
      [`payments/${me.paymentId}`, other.token],
      [`payments/${me.paymentId}`, undefined],
      [`payments/${me.paymentId}?tokenValue=${me.order.tokenValue}`, undefined],
      [`payments/${me.paymentId}?tokenValue=${me.order.tokenValue}`, other.token],
    ] as const) {
      const reply = await api(t, 'GET', path, undefined, token ? { token } : {});
      expect(reply.status, path).toBe(404);
      expect(hydraErrorSchema.parse(reply.body)).toEqual(notFound);
    }
  });

  it("shows a guest order's payment to whoever names the order's token, to no one else", async () => {
    const guest = await placeOrder(t, { variant: variant(), email: uniqueEmail('guest') });
    const id = guest.payments[0].id;
    const shown = await api(t, 'GET', `payments/${id}?tokenValue=${guest.tokenValue}`);
    expect(shown.status).toBe(200);
    expect(paymentItemSchema.parse(shown.body)).toMatchObject({
      id,
      order: `${SHOP}/orders/${guest.tokenValue}`,
    });
    expect((await api(t, 'GET', `payments/${id}`)).status).toBe(404);
    expect((await api(t, 'GET', `payments/${id}?tokenValue=someone-elses`)).status).toBe(404);
    const other = await customer(t, 'nosy');
    expect((await api(t, 'GET', `payments/${id}`, undefined, { token: other.token })).status).toBe(404);
  });

  it('answers an id that names no payment with 404, an unreadable query with 400, a bad token with 401', async () => {
    for (const id of ['0', 'abc', '-1', '99999999999', '2147483647']) {
      expect((await api(t, 'GET', `payments/${id}`)).status, id).toBe(404);
    }
    expect((await api(t, 'GET', `payments/1?tokenValue=${'x'.repeat(65)}`)).status).toBe(400);
    const reply = await api(t, 'GET', 'payments/1', undefined, { token: 'not-a-jwt' });
    expect(reply.status).toBe(401);
    unauthorizedSchema.parse(reply.body);
  });
});

describe('PATCH account/orders/{t}/payments/{id}', () => {
  const change = (order: string, payment: unknown, body: unknown, token?: string, locale = 'en_US') =>
    api(t, 'PATCH', `account/orders/${order}/payments/${payment}`, body, {
      ...(token ? { token } : {}),
      locale,
    });

  it("changes the method of the customer's placed, unpaid order (IRI or code), answering 1.12's account shape", async () => {
    const me = await customerWithOrder('changer');
    const reply = await change(
      me.order.tokenValue,
      me.paymentId,
      { paymentMethod: `${SHOP}/payment-methods/CARD` },
      me.token,
    );
    expect(reply.status, reply.raw).toBe(200);
    const order = accountOrderSchema.strict().parse(reply.body);
    expect(order.payments).toEqual([
      {
        '@id': `${SHOP}/payments/${me.paymentId}`,
        '@type': 'Payment',
        id: me.paymentId,
        method: { '@id': `${SHOP}/payment-methods/CARD`, '@type': 'PaymentMethod', name: 'Pay by card' },
        state: 'new',
        paymentMethod: {
          '@id': `${SHOP}/payment-methods/CARD`,
          '@type': 'PaymentMethod',
          code: 'CARD',
          name: 'Pay by card',
        },
      },
    ]);
    expect(order).toMatchObject({
      tokenValue: me.order.tokenValue,
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      number: me.order.number,
    });
    const payment = await api(t, 'GET', `payments/${me.paymentId}`, undefined, { token: me.token });
    expect(payment.body.method['@id']).toBe(`${SHOP}/payment-methods/CARD`);
    // And back, by bare code.
    const back = await change(
      me.order.tokenValue,
      me.paymentId,
      { paymentMethod: 'CASH_ON_DELIVERY' },
      me.token,
    );
    expect(back.status).toBe(200);
    expect(back.body.payments[0].method.name).toBe('Cash on delivery');
  });

  it('asks for a login (401), and is a 404 on a cart, a guest order or another customer’s order', async () => {
    const me = await customerWithOrder('guarded');
    const body = { paymentMethod: 'CARD' };
    const anonymous = await change(me.order.tokenValue, me.paymentId, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, message: 'JWT Token not found' });

    const other = await customer(t, 'intruder');
    expect(
      hydraErrorSchema.parse((await change(me.order.tokenValue, me.paymentId, body, other.token)).body),
    ).toEqual(notFound);
    const guest = await placeOrder(t, { variant: variant(), email: uniqueEmail('guest') });
    expect((await change(guest.tokenValue, guest.payments[0].id, body, me.token)).status).toBe(404);
    const cart = await api(t, 'POST', 'orders', {}, { token: me.token });
    await api(
      t,
      'POST',
      `orders/${cart.body.tokenValue}/items`,
      { productVariant: variant(), quantity: 1 },
      { token: me.token },
    );
    const withItem = await api(t, 'GET', `orders/${cart.body.tokenValue}`, undefined, { token: me.token });
    expect((await change(cart.body.tokenValue, withItem.body.payments[0].id, body, me.token)).status).toBe(
      404,
    );
    expect((await change('no-such-order', 1, body, me.token)).status).toBe(404);
    // Nothing changed on the order.
    const payment = await api(t, 'GET', `payments/${me.paymentId}`, undefined, { token: me.token });
    expect(payment.body.method['@id']).toBe(`${SHOP}/payment-methods/CASH_ON_DELIVERY`);
  });

  it('refuses in the contract’s words: unknown, disabled or unoffered method, unknown payment', async () => {
    const me = await customerWithOrder('refused');
    const patch = (body: unknown, payment: unknown = me.paymentId, locale?: string) =>
      change(me.order.tokenValue, payment, body, me.token, locale);
    expect(expectViolations(await patch({ paymentMethod: 'NOPE' }))).toEqual([
      'paymentMethod: The payment method with NOPE code does not exist.',
    ]);
    expect(expectViolations(await patch({ paymentMethod: 'CARD' }, 999999))).toEqual([
      ': The payment does not exist.',
    ]);
    expect(expectViolations(await patch({ paymentMethod: 'CARD' }, 'abc'))).toEqual([
      ': The payment does not exist.',
    ]);
    // A bank's method whose bank is not configured here is on, but not offered.
    await rows(
      t,
      sql`with m as (insert into payment_methods (code, position, gateway) values ('bog', 9, 'bog') returning id)
          insert into payment_method_translations (method_id, locale, name)
          select id, 'en_US', 'Pay by card — Bank of Georgia' from m`,
    );
    expect(expectViolations(await patch({ paymentMethod: 'bog' }))).toEqual([
      'paymentMethod: The payment method Pay by card — Bank of Georgia is not available for this order. Please choose another one.',
    ]);
    await rows(t, sql`update payment_methods set enabled = false where code = 'CARD'`);
    try {
      expect(expectViolations(await patch({ paymentMethod: 'CARD' }))).toEqual([
        'paymentMethod: The payment method Pay by card is not available for this order. Please choose another one.',
      ]);
    } finally {
      await rows(t, sql`update payment_methods set enabled = true where code = 'CARD'`);
    }
    // Georgian by default.
    expect(
      expectViolations(
        await change(me.order.tokenValue, me.paymentId, { paymentMethod: 'NOPE' }, me.token, 'ka_GE'),
      ),
    ).toEqual(['paymentMethod: გადახდის მეთოდი კოდით NOPE არ არსებობს.']);
  });

  it('refuses a cancelled or a paid order with 422', async () => {
    const cancelled = await customerWithOrder('cancelled');
    await cancelOrder(t.database.db, cancelled.order.tokenValue);
    expect(
      expectViolations(
        await change(
          cancelled.order.tokenValue,
          cancelled.paymentId,
          { paymentMethod: 'CARD' },
          cancelled.token,
        ),
      ),
    ).toEqual([': You cannot change the payment method for a cancelled order.']);

    const paid = await customerWithOrder('paid');
    await rows(t, sql`update payments set state = 'completed' where id = ${paid.paymentId}`);
    await rows(t, sql`update orders set payment_state = 'paid' where token_value = ${paid.order.tokenValue}`);
    expect(
      expectViolations(
        await change(paid.order.tokenValue, paid.paymentId, { paymentMethod: 'CARD' }, paid.token),
      ),
    ).toEqual([': The payment method of this payment can no longer be changed.']);
  });

  it('validates the body and the path: no 500 for anything a client sends', async () => {
    const me = await customerWithOrder('fuzzy');
    for (const body of [
      {},
      { paymentMethod: '' },
      { paymentMethod: 42 },
      { paymentMethod: 'x'.repeat(300) },
      [],
    ]) {
      const reply = await change(me.order.tokenValue, me.paymentId, body, me.token);
      expect([400, 422], JSON.stringify(body)).toContain(reply.status);
    }
    expect((await change('x'.repeat(65), me.paymentId, { paymentMethod: 'CARD' }, me.token)).status).toBe(
      400,
    );
    expect(
      (await change(me.order.tokenValue, '9'.repeat(21), { paymentMethod: 'CARD' }, me.token)).status,
    ).toBe(400);
  });
});

describe('PATCH orders/{t}/payments/{id} on a placed order (the 1.12 path without an account)', () => {
  it("changes a guest order's method with its token; a customer's order needs the customer's login", async () => {
    const guest = await placeOrder(t, { variant: variant(), email: uniqueEmail('guest') });
    const changed = await api(t, 'PATCH', `orders/${guest.tokenValue}/payments/${guest.payments[0].id}`, {
      paymentMethod: 'CARD',
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.payments[0].method).toBe(`${SHOP}/payment-methods/CARD`);

    const me = await customerWithOrder('member');
    const path = `orders/${me.order.tokenValue}/payments/${me.paymentId}`;
    expect((await api(t, 'PATCH', path, { paymentMethod: 'CARD' })).status).toBe(404);
    expect((await api(t, 'PATCH', path, { paymentMethod: 'CARD' }, { token: me.token })).status).toBe(200);
  });
});
