import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  adjustmentCollectionSchema,
  hydraErrorSchema,
  orderItemCollectionSchema,
  type Order,
} from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import {
  SHOP,
  type StockedVariant,
  addItem,
  call,
  expectOrder,
  expectViolations,
  newCart,
  placeOrder,
  rows,
  stockedVariants,
} from './support';

let t: TestApp;
let plain: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp();
  plain = await stockedVariants(t, { minimum: 5 });
});
afterAll(() => t.close());

const variant = (index: number) => plain[index] as StockedVariant;

/** Key sets of Sylius 1.12 (api-contract §6.2) plus sakhe's additions, which always come after. */
const ADDITIONS = ['shippingPromotionTotal', 'itemsSubtotal'];
const CREATE_CART_KEYS = [
  '@context', '@id', '@type', 'channel', 'payments', 'shipments', 'currencyCode', 'localeCode', 'checkoutState',
  'paymentState', 'shippingState', 'tokenValue', 'id', 'items', 'itemsTotal', 'total', 'state', 'taxTotal',
  'taxIncludedTotal', 'taxExcludedTotal', 'shippingTotal', 'orderPromotionTotal', ...ADDITIONS,
]; // prettier-ignore
const SHOW_CART_KEYS = CREATE_CART_KEYS.filter((key) => key !== 'channel' && key !== 'state');
const ITEM_KEYS = [
  '@id', '@type', 'variant', 'productName', 'id', 'quantity', 'unitPrice', 'total', 'subtotal', 'discountedUnitPrice',
  'originalUnitPrice', 'product', 'productCode', 'productSlug', 'variantCode', 'variantName', 'brandName', 'image',
  'inStock',
]; // prettier-ignore

async function show(token: string, locale?: string): Promise<Order> {
  return expectOrder(await call(t, 'GET', `orders/${token}`, undefined, { locale }));
}

function expectTotalsConsistent(order: Order) {
  expect(order.itemsTotal).toBe(order.items.reduce((sum, item) => sum + item.total, 0));
  expect(order.total).toBe(order.itemsTotal + order.shippingTotal);
}

describe('POST orders', () => {
  it('picks up an empty cart in the 1.12 create shape, with an unguessable token', async () => {
    const reply = await call(t, 'POST', 'orders', {});
    const cart = expectOrder(reply, 201);
    expect(Object.keys(reply.body)).toEqual(CREATE_CART_KEYS);
    expect(cart).toMatchObject({
      '@context': '/api/v2/contexts/Order',
      '@id': `${SHOP}/orders/${cart.tokenValue}`,
      '@type': 'Order',
      channel: `${SHOP}/channels/WEB`,
      payments: [],
      shipments: [],
      currencyCode: 'GEL',
      localeCode: 'ka_GE',
      checkoutState: 'cart',
      paymentState: 'cart',
      shippingState: 'cart',
      state: 'cart',
      items: [],
      itemsTotal: 0,
      total: 0,
      shippingTotal: 0,
      orderPromotionTotal: 0,
    });
    // 18 random bytes in base64url: 144 bits.
    expect(cart.tokenValue).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const other = await newCart(t);
    expect(other.tokenValue).not.toBe(cart.tokenValue);
  });

  it('takes the locale from Accept-Language, or from a localeCode body (which wins)', async () => {
    expect((await newCart(t, 'en-US,en;q=0.9')).localeCode).toBe('en_US');
    expect((await newCart(t, 'fr_FR')).localeCode).toBe('ka_GE');
    const reply = await call(t, 'POST', 'orders', { localeCode: 'en_US' }, { locale: 'ka_GE' });
    expect(expectOrder(reply, 201).localeCode).toBe('en_US');
    const noBody = await t.app.inject({
      method: 'POST',
      url: `${SHOP}/orders`,
      headers: { 'accept-language': 'en_US' },
    });
    expect(noBody.statusCode).toBe(201);
    expect(noBody.json().localeCode).toBe('en_US');
  });

  it('refuses a locale the channel does not have', async () => {
    const reply = await call(t, 'POST', 'orders', { localeCode: 'fr_FR' }, { locale: 'en_US' });
    expect(expectViolations(reply)).toEqual(['localeCode: This value is not valid.']);
  });
});

describe('GET orders/{token}', () => {
  it('shows a cart in the 1.12 show shape (no channel, no state) and 404s unknown tokens', async () => {
    const cart = await newCart(t);
    const reply = await call(t, 'GET', `orders/${cart.tokenValue}`);
    expectOrder(reply);
    expect(Object.keys(reply.body)).toEqual(SHOW_CART_KEYS);
    const missing = await call(t, 'GET', 'orders/not-a-cart');
    expect(missing.status).toBe(404);
    expect(hydraErrorSchema.parse(missing.body)['hydra:description']).toBe('Not Found');
  });

  it('sends a cart that fits the first flight as it is, and compresses a larger one to the same JSON', async () => {
    const small = await newCart(t);
    await addItem(t, small.tokenValue, variant(0).code, 1);
    const smallUrl = `${SHOP}/orders/${small.tokenValue}`;
    const accepting = { 'accept-encoding': 'gzip, deflate, br' };
    const asIs = await t.app.inject({ method: 'GET', url: smallUrl, headers: accepting });
    expect(asIs.statusCode).toBe(200);
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.json()).toEqual((await t.app.inject({ method: 'GET', url: smallUrl })).json());

    const large = await newCart(t);
    for (let index = 0; index < 24; index++) await addItem(t, large.tokenValue, variant(index).code, 1);
    const url = `${SHOP}/orders/${large.tokenValue}`;
    const plainReply = await t.app.inject({ method: 'GET', url });
    expect(plainReply.headers['content-encoding']).toBeUndefined();
    expect(plainReply.body.length).toBeGreaterThan(12 * 1024); // above the compression threshold
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, accept] of [
      ['br', 'gzip, deflate, br'],
      ['gzip', 'gzip'],
    ] as const) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
      expect(reply.rawPayload.length).toBeLessThan(plainReply.rawPayload.length);
      expect(JSON.parse(decoders[encoding](reply.rawPayload).toString())).toEqual(plainReply.json());
    }
  });
});

describe('POST orders/{token}/items', () => {
  it('adds a variant by code with prices, product info, a shipment and a payment chosen at once', async () => {
    const cart = await newCart(t);
    const { code, price, productCode } = variant(0);
    const reply = await call(t, 'POST', `orders/${cart.tokenValue}/items`, {
      productVariant: code,
      quantity: 2,
    });
    const order = expectOrder(reply, 201);
    expect(Object.keys(reply.body)).toEqual(SHOW_CART_KEYS);
    expect(order.items).toHaveLength(1);
    const [item] = reply.body.items;
    expect(Object.keys(item)).toEqual(ITEM_KEYS);
    expect(order.items[0]).toMatchObject({
      '@id': `${SHOP}/order-items/${order.items[0]?.id}`,
      '@type': 'OrderItem',
      variant: `${SHOP}/product-variants/${code}`,
      quantity: 2,
      unitPrice: price,
      originalUnitPrice: price,
      discountedUnitPrice: price,
      subtotal: 2 * price,
      total: 2 * price,
      product: `${SHOP}/products/${productCode}`,
      productCode,
      variantCode: code,
      inStock: true,
    });
    const [names] = await rows<{ name: string; slug: string; variantName: string }>(
      t,
      sql`select pt.name, pt.slug, vt.name as "variantName" from product_variants v
           join product_translations pt on pt.product_id = v.product_id and pt.locale = 'ka_GE'
           join product_variant_translations vt on vt.variant_id = v.id and vt.locale = 'ka_GE'
          where v.code = ${code}`,
    );
    expect(order.items[0]).toMatchObject({
      productName: names?.name,
      productSlug: names?.slug,
      variantName: names?.variantName,
    });
    expect(order.items[0]?.image).toMatch(/^\/media\/image\/.+\.png$/);
    expect(order.items[0]?.brandName).toBeTruthy();
    // Before an address, delivery is priced for Tbilisi, and the first payment method is preselected.
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0]?.method).toBe(`${SHOP}/shipping-methods/TBILISI_COURIER`);
    expect(order.shipments[0]?.shippingMethod?.name).toBe('კურიერი თბილისში');
    expect(order.payments[0]?.method).toBe(`${SHOP}/payment-methods/CASH_ON_DELIVERY`);
    expect(order.shippingTotal).toBe(500);
    expect(order.itemsTotal).toBe(2 * price);
    expectTotalsConsistent(order);
  });

  it('accepts the variant IRI and merges a variant already in the cart', async () => {
    const cart = await newCart(t);
    const { code, price } = variant(1);
    await addItem(t, cart.tokenValue, code, 1);
    const order = await addItem(t, cart.tokenValue, `${SHOP}/product-variants/${code}`, 2);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 3, total: 3 * price });
    const twoKinds = await addItem(t, cart.tokenValue, variant(2).code, 1);
    expect(twoKinds.items.map((item) => item.variantCode)).toEqual([code, variant(2).code]);
    expectTotalsConsistent(twoKinds);
  });

  it('names products in the language of the request', async () => {
    const cart = await newCart(t);
    const order = await addItem(t, cart.tokenValue, variant(0).code, 1, 'en_US');
    const [name] = await rows<{ name: string }>(
      t,
      sql`select pt.name from product_variants v join product_translations pt on pt.product_id = v.product_id
           where v.code = ${variant(0).code} and pt.locale = 'en_US'`,
    );
    expect(order.items[0]?.productName).toBe(name?.name);
  });

  it('falls back to the Georgian names where the language of the request has none', async () => {
    // A variant no cart has shown yet: carts keep what they showed of a variant for a while (its card).
    const shown = await rows<{ code: string }>(
      t,
      sql`select distinct v.code from order_items i join product_variants v on v.id = i.variant_id`,
    );
    const shownCodes = new Set(shown.map(({ code }) => code));
    const used = new Set(plain.slice(0, 6).map((row) => row.productCode));
    const untranslated = plain.find(
      (row) => !used.has(row.productCode) && !shownCodes.has(row.code),
    ) as StockedVariant;
    await rows(
      t,
      sql`delete from product_translations where locale = 'en_US'
           and product_id = (select id from products where code = ${untranslated.productCode})`,
    );
    await rows(
      t,
      sql`delete from product_variant_translations where locale = 'en_US'
           and variant_id = (select id from product_variants where code = ${untranslated.code})`,
    );
    const cart = await newCart(t);
    const order = await addItem(t, cart.tokenValue, untranslated.code, 1, 'en_US');
    const [names] = await rows<{ name: string; slug: string; variantName: string }>(
      t,
      sql`select pt.name, pt.slug, vt.name as "variantName" from product_variants v
           join product_translations pt on pt.product_id = v.product_id and pt.locale = 'ka_GE'
           join product_variant_translations vt on vt.variant_id = v.id and vt.locale = 'ka_GE'
          where v.code = ${untranslated.code}`,
    );
    expect(order.items[0]).toMatchObject({
      productName: names?.name,
      productSlug: names?.slug,
      variantName: names?.variantName,
    });
  });

  it('shows catalog promotions as an original price above the unit price', async () => {
    const [discounted] = await stockedVariants(t, { discounted: true });
    if (!discounted) throw new Error('the demo catalog has discounted variants');
    const cart = await newCart(t);
    const order = await addItem(t, cart.tokenValue, discounted.code, 1);
    expect(order.items[0]).toMatchObject({
      unitPrice: discounted.price,
      originalUnitPrice: discounted.originalPrice,
      discountedUnitPrice: discounted.price,
    });
    expect(discounted.originalPrice).toBeGreaterThan(discounted.price);
  });

  it('refuses quantities beyond the free stock, in the shopper’s language, and changes nothing', async () => {
    const cart = await newCart(t);
    const { code, available } = variant(3);
    await addItem(t, cart.tokenValue, code, 1);
    const before = await show(cart.tokenValue);
    const english = await call(
      t,
      'POST',
      `orders/${cart.tokenValue}/items`,
      { productVariant: code, quantity: available },
      { locale: 'en_US' },
    );
    expect(expectViolations(english)).toEqual(['quantity: This quantity of the product is not in stock']);
    const georgian = await call(t, 'POST', `orders/${cart.tokenValue}/items`, {
      productVariant: code,
      quantity: available + 5,
    });
    expect(expectViolations(georgian)).toEqual(['quantity: პროდუქტის ეს რაოდენობა მარაგში არ არის']);
    expect(await show(cart.tokenValue)).toEqual(before);
  });

  it('refuses variants out of stock, unknown or disabled, and quantities outside 1–9999', async () => {
    const cart = await newCart(t);
    const [soldOut] = await rows<{ code: string }>(
      t,
      sql`select v.code from product_variants v join products p on p.id = v.product_id
           where v.tracked and v.enabled and p.enabled and v.on_hand - v.on_hold <= 0 limit 1`,
    );
    const post = (body: object) =>
      call(t, 'POST', `orders/${cart.tokenValue}/items`, body, { locale: 'en_US' });
    expect(expectViolations(await post({ productVariant: soldOut?.code, quantity: 1 }))).toEqual([
      'quantity: This quantity of the product is not in stock',
    ]);
    expect(expectViolations(await post({ productVariant: 'NOPE', quantity: 1 }))).toEqual([
      'productVariant: The product variant with NOPE does not exist.',
    ]);
    expect(expectViolations(await post({ productVariant: variant(0).code, quantity: 0 }))).toEqual([
      'quantity: Quantity must be between 1 and 9999.',
    ]);
    expect(expectViolations(await post({ productVariant: variant(0).code, quantity: 10_000 }))).toEqual([
      'quantity: Quantity must be between 1 and 9999.',
    ]);
    const disabled = await rows<{ code: string }>(
      t,
      sql`update product_variants set enabled = false where code = ${variant(4).code} returning code`,
    );
    expect(expectViolations(await post({ productVariant: disabled[0]?.code, quantity: 1 }))).toEqual([
      `productVariant: The product variant with ${variant(4).code} does not exist.`,
    ]);
    await rows(t, sql`update product_variants set enabled = true where code = ${variant(4).code}`);
    // A body without the fields is a violation list too, never a 500.
    expect((await post({ quantity: 1 })).status).toBe(422);
    expect((await post({ productVariant: variant(0).code, quantity: '2' })).status).toBe(422);
    expect((await show(cart.tokenValue)).items).toEqual([]);
  });

  it('404s for unknown tokens and for placed orders', async () => {
    expect(
      (await call(t, 'POST', 'orders/nope/items', { productVariant: variant(0).code, quantity: 1 })).status,
    ).toBe(404);
    const order = await placeOrder(t, { variant: variant(5).code });
    const reply = await call(t, 'POST', `orders/${order.tokenValue}/items`, {
      productVariant: variant(0).code,
      quantity: 1,
    });
    expect(reply.status).toBe(404);
  });
});

describe('PATCH and DELETE orders/{token}/items/{id}', () => {
  it('changes a quantity with a merge-patch body and re-prices the cart', async () => {
    const cart = await newCart(t);
    const { code, price } = variant(0);
    const added = await addItem(t, cart.tokenValue, code, 1);
    const itemId = added.items[0]?.id;
    const reply = await call(t, 'PATCH', `orders/${cart.tokenValue}/items/${itemId}`, { quantity: 4 });
    const order = expectOrder(reply);
    expect(Object.keys(reply.body)).toEqual(SHOW_CART_KEYS);
    expect(order.items[0]).toMatchObject({ quantity: 4, total: 4 * price });
    expect(order.itemsTotal).toBe(4 * price);
    expectTotalsConsistent(order);
  });

  it('refuses a quantity beyond the stock or out of range, and unknown items (422 in 1.12)', async () => {
    const cart = await newCart(t);
    const { code, available } = variant(1);
    const added = await addItem(t, cart.tokenValue, code, 1);
    const itemId = added.items[0]?.id;
    const patch = (id: unknown, quantity: number) =>
      call(t, 'PATCH', `orders/${cart.tokenValue}/items/${id}`, { quantity }, { locale: 'en_US' });
    expect(expectViolations(await patch(itemId, available + 1))).toEqual([
      'quantity: This quantity of the product is not in stock',
    ]);
    expect(expectViolations(await patch(itemId, 0))).toEqual([
      'quantity: Quantity must be between 1 and 9999.',
    ]);
    expect((await patch(999_999, 1)).status).toBe(422);
    expect((await patch('abc', 1)).status).toBe(422);
    const other = await newCart(t);
    const foreign = (await addItem(t, other.tokenValue, code, 1)).items[0]?.id;
    expect((await patch(foreign, 1)).status).toBe(422);
    expect((await show(cart.tokenValue)).items[0]?.quantity).toBe(1);
  });

  it('removes an item (204); an emptied cart has no shipment, payment or totals', async () => {
    const cart = await newCart(t);
    const added = await addItem(t, cart.tokenValue, variant(0).code, 2);
    const itemId = added.items[0]?.id;
    const reply = await call(t, 'DELETE', `orders/${cart.tokenValue}/items/${itemId}`);
    expect(reply.status).toBe(204);
    expect(reply.body).toBeUndefined();
    const order = await show(cart.tokenValue);
    expect(order).toMatchObject({
      items: [],
      shipments: [],
      payments: [],
      itemsTotal: 0,
      shippingTotal: 0,
      total: 0,
    });
    expect((await call(t, 'DELETE', `orders/${cart.tokenValue}/items/${itemId}`)).status).toBe(422);
    const adjustments = await rows(t, sql`select 1 from order_adjustments where order_id = ${order.id}`);
    expect(adjustments).toEqual([]);
  });
});

describe('GET orders/{token}/items and adjustments', () => {
  it('lists the items and every adjustment', async () => {
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant(0).code, 1);
    const order = await addItem(t, cart.tokenValue, variant(1).code, 1);

    const items = orderItemCollectionSchema.parse(
      (await call(t, 'GET', `orders/${cart.tokenValue}/items`)).body,
    );
    expect(items['@id']).toBe(`${SHOP}/orders/${cart.tokenValue}/items`);
    expect(items['hydra:totalItems']).toBe(2);
    expect(items['hydra:member']).toEqual(order.items);

    const adjustments = adjustmentCollectionSchema.parse(
      (await call(t, 'GET', `orders/${cart.tokenValue}/adjustments`)).body,
    );
    expect(adjustments['hydra:member']).toEqual([
      expect.objectContaining({ type: 'shipping', label: 'კურიერი თბილისში', amount: 500, neutral: false }),
    ]);
    const id = adjustments['hydra:member'][0]?.id;
    expect(adjustments['hydra:member'][0]?.['@id']).toBe(`${SHOP}/adjustments/${id}`);

    const itemId = order.items[0]?.id;
    const itemAdjustments = await call(t, 'GET', `orders/${cart.tokenValue}/items/${itemId}/adjustments`);
    expect(adjustmentCollectionSchema.parse(itemAdjustments.body)['hydra:member']).toEqual([]);
    expect((await call(t, 'GET', `orders/${cart.tokenValue}/items/999999/adjustments`)).status).toBe(404);
    expect((await call(t, 'GET', 'orders/nope/items')).status).toBe(404);
    expect((await call(t, 'GET', 'orders/nope/adjustments')).status).toBe(404);
  });
});

describe('DELETE orders/{token}', () => {
  it('deletes a cart with its parts; placed orders are 404', async () => {
    const cart = await newCart(t);
    const order = await addItem(t, cart.tokenValue, variant(0).code, 1);
    expect((await call(t, 'DELETE', `orders/${cart.tokenValue}`)).status).toBe(204);
    expect((await call(t, 'GET', `orders/${cart.tokenValue}`)).status).toBe(404);
    expect(await rows(t, sql`select 1 from order_items where order_id = ${order.id}`)).toEqual([]);
    expect((await call(t, 'DELETE', `orders/${cart.tokenValue}`)).status).toBe(404);

    const placed = await placeOrder(t, { variant: variant(2).code });
    expect((await call(t, 'DELETE', `orders/${placed.tokenValue}`)).status).toBe(404);
    expect((await call(t, 'GET', `orders/${placed.tokenValue}`)).status).toBe(200);
  });
});
