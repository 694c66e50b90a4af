import { sql } from 'drizzle-orm';
import {
  EMAIL_OF_REGISTERED_CUSTOMER,
  hydraCollection,
  paymentConfigurationSchema,
  paymentMethodItemSchema,
  paymentMethodSchema,
  shippingMethodItemSchema,
  shippingMethodSchema,
  type Order,
} from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../src/modules/checkout/service';
import { createTestApp, type TestApp } from '../support/app';
import {
  SHOP,
  type StockedVariant,
  TBILISI_ADDRESS,
  addItem,
  addressedCart,
  call,
  expectOrder,
  expectViolations,
  newCart,
  placeOrder,
  readyCart,
  rows,
  stockedVariants,
} from '../cart/support';

let t: TestApp;
let stocked: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp();
  stocked = await stockedVariants(t, { minimum: 5, maxPrice: 3000 });
});
afterAll(() => t.close());

const variant = (index: number) => (stocked[index] as StockedVariant).code;
const BATUMI = { ...TBILISI_ADDRESS, street: 'ჭავჭავაძის ქ. 5', provinceCode: 'GE-BUS' };
const WRITE_KEYS_START = [
  '@context',
  '@id',
  '@type',
  'shippingAddress',
  'billingAddress',
  'channel',
  'payments',
];

async function show(token: string): Promise<Order> {
  return expectOrder(await call(t, 'GET', `orders/${token}`));
}

const put = (token: string, body: object, locale?: string) =>
  call(t, 'PUT', `orders/${token}`, body, { locale });
const stock = async (code: string) =>
  (
    await rows<{ onHand: number; onHold: number }>(
      t,
      sql`select on_hand as "onHand", on_hold as "onHold" from product_variants where code = ${code}`,
    )
  )[0] as { onHand: number; onHold: number };

describe('PUT orders/{token}: e-mail and addresses', () => {
  it('addresses the cart: billing alone is copied to shipping, the city named from its code', async () => {
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant(0));
    const reply = await put(cart.tokenValue, { email: 'Nino@Example.GE', billingAddress: TBILISI_ADDRESS });
    const order = expectOrder(reply);
    expect(Object.keys(reply.body).slice(0, WRITE_KEYS_START.length)).toEqual(WRITE_KEYS_START);
    expect(reply.body.state).toBe('cart');
    expect(order.checkoutState).toBe('addressed');
    expect(order.email).toBe('nino@example.ge');
    const expected = {
      '@type': 'Address',
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      phoneNumber: '+995555123456',
      countryCode: 'GE',
      provinceCode: 'GE-TBS',
      street: 'რუსთაველის გამზ. 12',
      city: 'თბილისი',
    };
    expect(order.billingAddress).toMatchObject(expected);
    expect(order.shippingAddress).toMatchObject(expected);
    // Null fields are left out inside orders; the two addresses are separate rows.
    expect(Object.keys(order.billingAddress ?? {})).not.toContain('company');
    expect(order.shippingAddress?.['@id']).not.toBe(order.billingAddress?.['@id']);
    expect((await show(cart.tokenValue)).billingAddress).toEqual(order.billingAddress);
  });

  it('names the city in the cart’s language and keeps a separate shipping address', async () => {
    const cart = await newCart(t, 'en_US');
    await addItem(t, cart.tokenValue, variant(0));
    const order = expectOrder(
      await put(cart.tokenValue, {
        email: 'a@b.ge',
        billingAddress: TBILISI_ADDRESS,
        shippingAddress: BATUMI,
      }),
    );
    expect(order.billingAddress?.city).toBe('Tbilisi');
    expect(order.shippingAddress?.city).toBe('Batumi');
  });

  it('finds the city by its name, in either language, when a Sylius 1.12 client sends no provinceCode', async () => {
    const cart = await newCart(t, 'en_US');
    await addItem(t, cart.tokenValue, variant(0));
    const { provinceCode: _tbilisi, ...withoutCode } = TBILISI_ADDRESS;
    const order = expectOrder(
      await put(cart.tokenValue, {
        email: 'a@b.ge',
        billingAddress: { ...withoutCode, city: 'ბათუმი' },
        shippingAddress: { ...withoutCode, city: ' KUTAISI ' },
      }),
    );
    expect(order.billingAddress).toMatchObject({ provinceCode: 'GE-BUS', city: 'Batumi' });
    expect(order.shippingAddress).toMatchObject({ provinceCode: 'GE-KUT', city: 'Kutaisi' });
    // A name that is no city of Georgia is refused as a code that is none would be.
    expect(
      expectViolations(
        await put(cart.tokenValue, { billingAddress: { ...withoutCode, city: 'Springfield' } }, 'en_US'),
      ),
    ).toEqual(['billingAddress.provinceCode: Please choose a city from the list']);
    // A code, when sent, decides; the name is then only filled from it.
    const coded = expectOrder(
      await put(cart.tokenValue, { billingAddress: { ...TBILISI_ADDRESS, city: 'Batumi' } }),
    );
    expect(coded.billingAddress).toMatchObject({ provinceCode: 'GE-TBS', city: 'Tbilisi' });
  });

  it('says what is wrong with each field, in English and in Georgian, and changes nothing', async () => {
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant(0));
    const before = await show(cart.tokenValue);
    const bad = {
      email: 'not-an-email',
      billingAddress: {
        firstName: 'N',
        lastName: '',
        phoneNumber: '12345',
        street: 'x'.repeat(256),
        provinceCode: 'GE-XXX',
      },
    };
    expect(expectViolations(await put(cart.tokenValue, bad, 'en_US'))).toEqual([
      'email: Not a valid e-mail',
      'billingAddress.firstName: Field must be at least 2 characters long',
      'billingAddress.lastName: This field is required',
      'billingAddress.street: Field can be max. 255 characters long',
      'billingAddress.phoneNumber: Not a valid phone number',
      'billingAddress.provinceCode: Please choose a city from the list',
    ]);
    expect(expectViolations(await put(cart.tokenValue, { billingAddress: { firstName: 'ნინო' } }))).toEqual([
      'billingAddress.lastName: ეს ველი სავალდებულოა',
      'billingAddress.street: ეს ველი სავალდებულოა',
      'billingAddress.phoneNumber: ეს ველი სავალდებულოა',
      'billingAddress.provinceCode: ეს ველი სავალდებულოა',
    ]);
    expect(
      expectViolations(
        await put(cart.tokenValue, { billingAddress: { ...TBILISI_ADDRESS, countryCode: 'AM' } }, 'en_US'),
      ),
    ).toEqual(['billingAddress.countryCode: This value is not a valid country.']);
    expect(
      expectViolations(await put(cart.tokenValue, { shippingAddress: TBILISI_ADDRESS }, 'en_US')),
    ).toEqual([': Please provide a billing address.']);
    // A foreign number is not a Georgian phone number.
    expect(
      expectViolations(
        await put(
          cart.tokenValue,
          { billingAddress: { ...TBILISI_ADDRESS, phoneNumber: '+1 202 555 0123' } },
          'en_US',
        ),
      ),
    ).toEqual(['billingAddress.phoneNumber: Not a valid phone number']);
    expect(await show(cart.tokenValue)).toEqual(before);
  });

  it('refuses to address an empty cart', async () => {
    const cart = await newCart(t);
    expect(
      expectViolations(await put(cart.tokenValue, { billingAddress: TBILISI_ADDRESS }, 'en_US')),
    ).toEqual([': An empty order cannot be completed.']);
  });

  it('refuses a guest the e-mail of a registered customer', async () => {
    await rows(
      t,
      sql`with c as (insert into customers (email) values ('member@example.ge') returning id)
          insert into shop_users (customer_id, password_hash) select id, 'x' from c`,
    );
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant(0));
    expect(expectViolations(await put(cart.tokenValue, { email: 'Member@example.ge' }, 'en_US'))).toEqual([
      'email: Email belongs to a registered user',
    ]);
    const refused = await put(cart.tokenValue, { email: 'member@example.ge' });
    expect(expectViolations(refused)).toEqual(['email: ეს ელ-ფოსტა რეგისტრირებულ მომხმარებელს ეკუთვნის']);
    // Its code tells a client to offer a login (Symfony's UniqueEntity NOT_UNIQUE_ERROR).
    expect(refused.body.violations[0].code).toBe(EMAIL_OF_REGISTERED_CUSTOMER);
    expect((await show(cart.tokenValue)).email).toBeUndefined();
  });

  it('sets the e-mail alone without addressing', async () => {
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant(0));
    const order = expectOrder(await put(cart.tokenValue, { email: 'solo@example.ge' }));
    expect(order).toMatchObject({ email: 'solo@example.ge', checkoutState: 'cart' });
  });

  it('404s for unknown tokens and placed orders', async () => {
    expect((await put('nope', { email: 'a@b.ge' })).status).toBe(404);
    const order = await placeOrder(t, { variant: variant(1) });
    expect((await put(order.tokenValue, { email: 'a@b.ge' })).status).toBe(404);
  });
});

describe('shipping methods', () => {
  const collection = hydraCollection(shippingMethodSchema);

  it('lists the methods that deliver a shipment, priced for its city', async () => {
    const cart = await addressedCart(t, { variant: variant(0) });
    const shipmentId = cart.shipments[0]?.id;
    const query = `shipmentId=${shipmentId}&tokenValue=${cart.tokenValue}`;
    const reply = await call(t, 'GET', `shipping-methods?${query}`, undefined, { locale: 'en_US' });
    const list = collection.parse(reply.body);
    expect(list['hydra:view']).toEqual({
      '@id': `${SHOP}/shipping-methods?${query}`,
      '@type': 'hydra:PartialCollectionView',
    });
    expect(list['hydra:member'].map(({ code, price, name }) => ({ code, price, name }))).toEqual([
      { code: 'TBILISI_COURIER', price: 500, name: 'Courier in Tbilisi' },
      { code: 'PICKUP_TBILISI', price: 0, name: 'Pickup in store' },
    ]);
    const nested = collection.parse(
      (await call(t, 'GET', `orders/${cart.tokenValue}/shipments/${shipmentId}/methods`)).body,
    );
    expect(nested['hydra:member'].map((method) => method.code)).toEqual([
      'TBILISI_COURIER',
      'PICKUP_TBILISI',
    ]);

    // Re-addressed to Batumi: the regional courier at the Adjara rate is chosen instead.
    const batumi = expectOrder(await put(cart.tokenValue, { email: 'a@b.ge', billingAddress: BATUMI }));
    expect(batumi.shipments[0]?.method).toBe(`${SHOP}/shipping-methods/REGIONS_COURIER`);
    expect(batumi.shippingTotal).toBe(1200);
    const regional = collection.parse((await call(t, 'GET', `shipping-methods?${query}`)).body);
    expect(regional['hydra:member'].map(({ code, price }) => ({ code, price }))).toEqual([
      { code: 'REGIONS_COURIER', price: 1200 },
      { code: 'PICKUP_TBILISI', price: 0 },
    ]);
  });

  it('lists every method without price without parameters, nothing with one or a mismatch', async () => {
    const all = collection.parse((await call(t, 'GET', 'shipping-methods')).body);
    expect(all['hydra:member'].map((method) => method.code)).toEqual([
      'TBILISI_COURIER',
      'REGIONS_COURIER',
      'PICKUP_TBILISI',
    ]);
    expect(all['hydra:member'].every((method) => method.price === undefined)).toBe(true);
    expect(all['hydra:member'][0]?.name).toBe('კურიერი თბილისში');
    const cart = await addressedCart(t, { variant: variant(0) });
    expect(
      collection.parse((await call(t, 'GET', `shipping-methods?tokenValue=${cart.tokenValue}`)).body)[
        'hydra:totalItems'
      ],
    ).toBe(0);
    expect(
      collection.parse(
        (await call(t, 'GET', `shipping-methods?tokenValue=${cart.tokenValue}&shipmentId=999999`)).body,
      )['hydra:totalItems'],
    ).toBe(0);
    expect((await call(t, 'GET', `orders/${cart.tokenValue}/shipments/999999/methods`)).status).toBe(404);
  });

  it('shows one method by code', async () => {
    const reply = await call(t, 'GET', 'shipping-methods/PICKUP_TBILISI', undefined, { locale: 'en_US' });
    expect(shippingMethodItemSchema.parse(reply.body)).toMatchObject({
      '@context': '/api/v2/contexts/ShippingMethod',
      '@id': `${SHOP}/shipping-methods/PICKUP_TBILISI`,
      code: 'PICKUP_TBILISI',
      name: 'Pickup in store',
    });
    expect((await call(t, 'GET', 'shipping-methods/NOPE')).status).toBe(404);
  });
});

describe('payment methods', () => {
  const collection = hydraCollection(paymentMethodSchema);

  it('lists the methods for a payment, all without parameters, none with one', async () => {
    const cart = await addressedCart(t, { variant: variant(0) });
    const paymentId = cart.payments[0]?.id;
    const forPayment = collection.parse(
      (
        await call(
          t,
          'GET',
          `payment-methods?paymentId=${paymentId}&tokenValue=${cart.tokenValue}`,
          undefined,
          {
            locale: 'en_US',
          },
        )
      ).body,
    );
    expect(forPayment['hydra:member'].map(({ code, name }) => ({ code, name }))).toEqual([
      { code: 'CASH_ON_DELIVERY', name: 'Cash on delivery' },
      { code: 'CARD', name: 'Pay by card' },
    ]);
    expect(forPayment['hydra:member'][0]?.instructions).toBeTruthy();
    const nested = collection.parse(
      (await call(t, 'GET', `orders/${cart.tokenValue}/payments/${paymentId}/methods`)).body,
    );
    expect(nested['hydra:totalItems']).toBe(2);
    expect(collection.parse((await call(t, 'GET', 'payment-methods')).body)['hydra:totalItems']).toBe(2);
    expect(
      collection.parse((await call(t, 'GET', `payment-methods?paymentId=${paymentId}`)).body)[
        'hydra:totalItems'
      ],
    ).toBe(0);
    expect((await call(t, 'GET', `orders/${cart.tokenValue}/payments/999999/methods`)).status).toBe(404);
    const item = paymentMethodItemSchema.parse((await call(t, 'GET', 'payment-methods/CARD')).body);
    expect(item).toMatchObject({ code: 'CARD', name: 'ბარათით გადახდა', instructions: null });
    expect((await call(t, 'GET', 'payment-methods/NOPE')).status).toBe(404);
  });
});

describe('PATCH shipments and payments', () => {
  it('chooses the shipping method (IRI or code) once addressed', async () => {
    const cart = await newCart(t);
    const withItem = await addItem(t, cart.tokenValue, variant(0));
    const shipmentId = withItem.shipments[0]?.id;
    const patch = (body: object, id: unknown = shipmentId) =>
      call(t, 'PATCH', `orders/${cart.tokenValue}/shipments/${id}`, body, { locale: 'en_US' });
    expect(expectViolations(await patch({ shippingMethod: 'PICKUP_TBILISI' }))).toEqual([
      ': Order should be addressed first.',
    ]);
    await put(cart.tokenValue, { email: 'a@b.ge', billingAddress: BATUMI });
    expect(expectViolations(await patch({ shippingMethod: 'PICKUP_TBILISI' }, 999999))).toEqual([
      ': The shipment does not exist.',
    ]);
    expect(expectViolations(await patch({ shippingMethod: 'DRONE' }))).toEqual([
      'shippingMethod: The shipping method with DRONE code does not exist.',
    ]);
    expect(expectViolations(await patch({ shippingMethod: 'TBILISI_COURIER' }))).toEqual([
      'shippingMethod: The shipping method Courier in Tbilisi is not available for this order. Please reselect your shipping method.',
    ]);
    const reply = await patch({ shippingMethod: `${SHOP}/shipping-methods/PICKUP_TBILISI` });
    const order = expectOrder(reply);
    expect(reply.body.state).toBe('cart');
    expect(order).toMatchObject({ checkoutState: 'shipping_selected', shippingTotal: 0 });
    expect(order.shipments[0]?.shippingMethod?.code).toBe('PICKUP_TBILISI');
    expect(order.total).toBe(order.itemsTotal);
  });

  it('chooses the payment method once shipping is chosen', async () => {
    const cart = await addressedCart(t, { variant: variant(0) });
    const paymentId = cart.payments[0]?.id;
    const patch = (body: object) =>
      call(t, 'PATCH', `orders/${cart.tokenValue}/payments/${paymentId}`, body, { locale: 'en_US' });
    expect(expectViolations(await patch({ paymentMethod: 'CARD' }))).toEqual([
      ': Cannot select_payment as order is in a wrong state. Current: addressed. Possible transitions: address, skip_shipping, select_shipping.',
    ]);
    await call(t, 'PATCH', `orders/${cart.tokenValue}/shipments/${cart.shipments[0]?.id}`, {
      shippingMethod: 'TBILISI_COURIER',
    });
    expect(expectViolations(await patch({ paymentMethod: 'BITCOIN' }))).toEqual([
      'paymentMethod: The payment method with BITCOIN code does not exist.',
    ]);
    const order = expectOrder(await patch({ paymentMethod: `${SHOP}/payment-methods/CARD` }));
    expect(order.checkoutState).toBe('payment_selected');
    expect(order.payments[0]).toMatchObject({ method: `${SHOP}/payment-methods/CARD`, state: 'cart' });
    expect(
      expectViolations(
        await call(
          t,
          'PATCH',
          `orders/${cart.tokenValue}/payments/999999`,
          { paymentMethod: 'CARD' },
          { locale: 'en_US' },
        ),
      ),
    ).toEqual([': The payment does not exist.']);
  });
});

describe('PATCH orders/{token}/complete', () => {
  const complete = (token: string, body: object = {}) =>
    call(t, 'PATCH', `orders/${token}/complete`, body, { locale: 'en_US' });

  it('refuses carts in a wrong state with the contract’s words', async () => {
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant(0));
    expect(expectViolations(await complete(cart.tokenValue))).toEqual([
      ': Cannot complete as order is in a wrong state. Current: cart. Possible transitions: address.',
    ]);
    await put(cart.tokenValue, { email: 'a@b.ge', billingAddress: TBILISI_ADDRESS });
    expect(expectViolations(await complete(cart.tokenValue))).toEqual([
      ': Cannot complete as order is in a wrong state. Current: addressed. Possible transitions: address, skip_shipping, select_shipping.',
    ]);
    const shipmentId = (await show(cart.tokenValue)).shipments[0]?.id;
    await call(t, 'PATCH', `orders/${cart.tokenValue}/shipments/${shipmentId}`, {
      shippingMethod: 'TBILISI_COURIER',
    });
    expect(expectViolations(await complete(cart.tokenValue))).toEqual([
      ': Cannot complete as order is in a wrong state. Current: shipping_selected. Possible transitions: address, select_shipping, skip_payment, select_payment.',
    ]);
    expect((await complete('nope')).status).toBe(404);
  });

  it('places the order: number, states, notes, names frozen, stock held', async () => {
    const code = variant(2);
    const before = await stock(code);
    const cart = await readyCart(t, { variant: code, quantity: 2 });
    const reply = await complete(cart.tokenValue, { notes: '  Call before delivery  ' });
    const order = expectOrder(reply);
    expect(order).toMatchObject({
      checkoutState: 'completed',
      state: 'new',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      notes: 'Call before delivery',
    });
    expect(order.number).toMatch(/^\d{9}$/);
    expect(order.checkoutCompletedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const [completedAt] = await rows<{ at: string }>(
      t,
      sql`select to_char(checkout_completed_at, 'YYYY-MM-DD HH24:MI:SS') as at from orders
           where token_value = ${order.tokenValue}`,
    );
    expect(order.checkoutCompletedAt).toBe(completedAt?.at); // stored in UTC, shown as stored
    expect(order.shipments[0]?.state).toBe('ready');
    expect(order.payments[0]?.state).toBe('new');
    expect(await stock(code)).toEqual({ onHand: before.onHand, onHold: before.onHold + 2 });

    // Numbers follow the sequence.
    const next = expectOrder(await complete((await readyCart(t, { variant: variant(3) })).tokenValue));
    expect(Number(next.number)).toBe(Number(order.number) + 1);

    // The placed order keeps its names even when the catalog changes, and is still readable.
    await rows(
      t,
      sql`update product_translations set name = 'Renamed' where product_id =
      (select product_id from product_variants where code = ${code})`,
    );
    const shown = await show(order.tokenValue);
    expect(shown.items[0]?.productName).toBe(order.items[0]?.productName);
    expect(shown.items[0]?.productName).not.toBe('Renamed');
  });

  it('completing twice is refused and holds stock once', async () => {
    const code = variant(4);
    const before = await stock(code);
    const cart = await readyCart(t, { variant: code });
    expectOrder(await complete(cart.tokenValue));
    expect(expectViolations(await complete(cart.tokenValue))).toEqual([
      ': Cannot complete as order is in a wrong state. Current: completed. Possible transitions: none.',
    ]);
    expect((await stock(code)).onHold).toBe(before.onHold + 1);
  });

  it('refuses when the stock went meanwhile, and rolls everything back', async () => {
    const code = variant(5);
    const cart = await readyCart(t, { variant: code, quantity: 3 });
    const before = await stock(code);
    await rows(t, sql`update product_variants set on_hold = on_hand - 2 where code = ${code}`);
    expect(expectViolations(await complete(cart.tokenValue))).toEqual([
      ': Product does not have sufficient stock',
    ]);
    const georgian = await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {});
    expect(expectViolations(georgian)).toEqual([': პროდუქტის მარაგი საკმარისი არ არის']);
    const after = await show(cart.tokenValue);
    expect(after).toMatchObject({ checkoutState: 'payment_selected', paymentState: 'cart' });
    expect(after.number).toBeUndefined();
    expect((await stock(code)).onHold).toBe(before.onHand - 2);
    await rows(t, sql`update product_variants set on_hold = ${before.onHold} where code = ${code}`);
  });

  it('refuses disabled products and carts without an e-mail', async () => {
    const code = variant(6);
    const cart = await readyCart(t, { variant: code });
    await rows(
      t,
      sql`update products set enabled = false where id = (select product_id from product_variants where code = ${code})`,
    );
    const [violation] = expectViolations(await complete(cart.tokenValue));
    expect(violation).toMatch(/^: This product .+ has been disabled\.$/);
    await rows(
      t,
      sql`update products set enabled = true where id = (select product_id from product_variants where code = ${code})`,
    );
    await rows(t, sql`update orders set customer_id = null where token_value = ${cart.tokenValue}`);
    expect(expectViolations(await complete(cart.tokenValue))).toEqual([
      ': Please enter your email before completing the order.',
    ]);
  });
});

describe('without methods', () => {
  it('refuses methods switched off after they were chosen', async () => {
    const cart = await readyCart(t, { variant: variant(9) });
    const complete = () => call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}, { locale: 'en_US' });
    try {
      await rows(t, sql`update payment_methods set enabled = false where code = 'CASH_ON_DELIVERY'`);
      expect(expectViolations(await complete())).toEqual([
        ': This payment method Cash on delivery has been disabled. Please reselect your payment method.',
      ]);
      await rows(t, sql`update payment_methods set enabled = true`);
      await rows(t, sql`update shipping_methods set enabled = false where code = 'TBILISI_COURIER'`);
      expect(expectViolations(await complete())).toEqual([
        ': The shipping method Courier in Tbilisi is not available for this order. Please reselect your shipping method.',
      ]);
    } finally {
      await rows(t, sql`update payment_methods set enabled = true`);
      await rows(t, sql`update shipping_methods set enabled = true`);
    }
    expect(expectOrder(await complete()).state).toBe('new');
  });

  it('names the shipping method before the payment method when both were switched off', async () => {
    const cart = await readyCart(t, { variant: variant(9) });
    try {
      await rows(t, sql`update payment_methods set enabled = false where code = 'CASH_ON_DELIVERY'`);
      await rows(t, sql`update shipping_methods set enabled = false where code = 'TBILISI_COURIER'`);
      const refused = await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}, { locale: 'en_US' });
      expect(expectViolations(refused)).toEqual([
        ': The shipping method Courier in Tbilisi is not available for this order. Please reselect your shipping method.',
      ]);
    } finally {
      await rows(t, sql`update payment_methods set enabled = true`);
      await rows(t, sql`update shipping_methods set enabled = true`);
    }
  });

  it('says so at completion when no shipping or payment method is left', async () => {
    const cart = await readyCart(t, { variant: variant(9) });
    const complete = () => call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}, { locale: 'en_US' });
    try {
      await rows(t, sql`update payment_methods set enabled = false`);
      // Any change to the cart re-runs the processor, which drops the method no longer offered.
      await put(cart.tokenValue, {});
      expect((await show(cart.tokenValue)).payments[0]?.method).toBeUndefined();
      expect(expectViolations(await complete())).toEqual([
        ': There is no payment method for your order, please contact us about this issue',
      ]);
      await rows(t, sql`update payment_methods set enabled = true`);
      await rows(t, sql`update shipping_methods set enabled = false`);
      await put(cart.tokenValue, {});
      expect((await show(cart.tokenValue)).shipments[0]?.method).toBeUndefined();
      expect(expectViolations(await complete())).toEqual([
        ': There is no shipping method for your order, please contact us about this issue',
      ]);
      const georgian = await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {});
      expect(expectViolations(georgian)).toEqual([
        ': თქვენი შეკვეთისთვის მიწოდების მეთოდი ვერ მოიძებნა, გთხოვთ, დაგვიკავშირდეთ',
      ]);
    } finally {
      await rows(t, sql`update payment_methods set enabled = true`);
      await rows(t, sql`update shipping_methods set enabled = true`);
    }
  });
});

describe('placed orders', () => {
  it('let the payment method change while payment is awaited, not once cancelled', async () => {
    const code = variant(7);
    const before = await stock(code);
    const order = await placeOrder(t, { variant: code });
    const paymentId = order.payments[0]?.id;
    const changed = expectOrder(
      await call(t, 'PATCH', `orders/${order.tokenValue}/payments/${paymentId}`, { paymentMethod: 'CARD' }),
    );
    expect(changed.payments[0]).toMatchObject({ method: `${SHOP}/payment-methods/CARD`, state: 'new' });
    expect(changed.state).toBe('new');

    await cancelOrder(t.database.db, order.tokenValue);
    const cancelled = await show(order.tokenValue);
    expect(cancelled).toMatchObject({ paymentState: 'cancelled', shippingState: 'cancelled' });
    expect(cancelled.payments[0]?.state).toBe('cancelled');
    expect(cancelled.shipments[0]?.state).toBe('cancelled');
    expect(await stock(code)).toEqual(before);
    const refused = await call(
      t,
      'PATCH',
      `orders/${order.tokenValue}/payments/${paymentId}`,
      { paymentMethod: 'CASH_ON_DELIVERY' },
      { locale: 'en_US' },
    );
    expect(expectViolations(refused)).toEqual([
      ': You cannot change the payment method for a cancelled order.',
    ]);
    await expect(cancelOrder(t.database.db, order.tokenValue)).rejects.toThrow();
  });

  it('give the payment configuration: bare for cash, the gateway page for card', async () => {
    const cash = await placeOrder(t, { variant: variant(8) });
    const cashPayment = cash.payments[0]?.id;
    const offline = await call(t, 'GET', `orders/${cash.tokenValue}/payments/${cashPayment}/configuration`);
    expect(offline.status).toBe(200);
    expect(offline.body).toEqual({
      '@context': '/api/v2/contexts/Order',
      '@id': `${SHOP}/orders/${cash.tokenValue}`,
    });

    const cardCart = await readyCart(t, { variant: variant(8), payment: 'CARD' });
    const cardPayment = cardCart.payments[0]?.id;
    const early = await call(
      t,
      'GET',
      `orders/${cardCart.tokenValue}/payments/${cardPayment}/configuration`,
      undefined,
      {
        locale: 'en_US',
      },
    );
    expect(expectViolations(early)).toEqual([': This payment cannot be paid now.']);
    await call(t, 'PATCH', `orders/${cardCart.tokenValue}/complete`, {});
    const card = await call(t, 'GET', `orders/${cardCart.tokenValue}/payments/${cardPayment}/configuration`);
    const configuration = paymentConfigurationSchema.parse(card.body);
    expect(configuration.gateway).toBe('sandbox');
    expect(configuration.redirectUrl).toMatch(
      new RegExp(`^${t.config.PUBLIC_URL}/payment-sandbox/[\\w-]{24}$`),
    );
    const again = paymentConfigurationSchema.parse(
      (await call(t, 'GET', `orders/${cardCart.tokenValue}/payments/${cardPayment}/configuration`)).body,
    );
    expect(again.redirectUrl).toBe(configuration.redirectUrl);
    expect((await call(t, 'GET', `orders/${cardCart.tokenValue}/payments/999999/configuration`)).status).toBe(
      404,
    );
  });
});

describe('stock that changes what pages show, on the change feed', () => {
  /**
   * The catalog changes this node hears while `run` runs and shortly after: a change a transaction
   * publishes is delivered when it commits, on the feed's own connection.
   */
  async function catalogChanges(run: () => Promise<unknown>): Promise<Array<string | undefined>> {
    const heard: Array<string | undefined> = [];
    const off = t.app.changes.on('catalog', (detail) => heard.push(detail));
    try {
      await run();
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      off();
    }
    return heard;
  }
  const idOf = async (code: string) =>
    (await rows<{ id: number }>(t, sql`select id from product_variants where code = ${code}`))[0]?.id;
  const leaveAvailable = (code: string, available: number) =>
    rows(t, sql`update product_variants set on_hold = on_hand - ${available} where code = ${code}`);

  it('a completion that sells a variant out is published, one that leaves some is not', async () => {
    const code = variant(9);
    const id = await idOf(code);
    const before = await stock(code);
    await leaveAvailable(code, 3);
    try {
      expect(await catalogChanges(() => placeOrder(t, { variant: code, quantity: 2 }))).toEqual([]);
      let last: Order | undefined;
      expect(
        await catalogChanges(async () => {
          last = await placeOrder(t, { variant: code, quantity: 1 });
        }),
      ).toEqual([`sold-out:${id}`]);
      expect(await stock(code)).toEqual({ onHand: before.onHand, onHold: before.onHand });

      // Its cancellation (staff, or an unpaid card order expiring) brings it back: published too.
      expect(await catalogChanges(() => cancelOrder(t.database.db, last!.tokenValue))).toEqual([
        `back-in-stock:${id}`,
      ]);
    } finally {
      await rows(t, sql`update product_variants set on_hold = ${before.onHold} where code = ${code}`);
    }
  });

  it('a cancellation that leaves the variant in stock, and a completion rolled back, publish nothing', async () => {
    const code = variant(10);
    const before = await stock(code);
    await leaveAvailable(code, 4);
    try {
      const order = await placeOrder(t, { variant: code, quantity: 1 });
      expect(await catalogChanges(() => cancelOrder(t.database.db, order.tokenValue))).toEqual([]);

      // Two items: the first would sell out, the second is short, so the whole completion rolls back.
      const other = variant(11);
      const otherBefore = await stock(other);
      const cart = await readyCart(t, { variant: code, quantity: 4 });
      await addItem(t, cart.tokenValue, other, 2);
      await rows(t, sql`update product_variants set on_hold = on_hand - 1 where code = ${other}`);
      const refused = await catalogChanges(async () => {
        const reply = await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}, { locale: 'en_US' });
        expect(expectViolations(reply)).toEqual([': Product does not have sufficient stock']);
      });
      expect(refused).toEqual([]);
      expect(await stock(code)).toEqual({ onHand: before.onHand, onHold: before.onHand - 4 });
      await rows(t, sql`update product_variants set on_hold = ${otherBefore.onHold} where code = ${other}`);
    } finally {
      await rows(t, sql`update product_variants set on_hold = ${before.onHold} where code = ${code}`);
    }
  });
});
