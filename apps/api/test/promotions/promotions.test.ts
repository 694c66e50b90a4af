import { adjustmentCollectionSchema, type Order } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../src/modules/checkout/service';
import { DEMO_PROMOTION_BRAND } from '../../src/seed/commerce';
import { createTestApp, type TestApp } from '../support/app';
import {
  type StockedVariant,
  TBILISI_ADDRESS,
  addItem,
  addressedCart,
  call,
  expectOrder,
  expectViolations,
  newCart,
  readyCart,
  stockedVariants,
} from '../cart/support';
import { createPromotion, setSeededPromotions, usage, variantInTaxon } from './support';

let t: TestApp;
/** Plain variants (no catalog or brand discount) cheap enough that a few stay under 100 GEL. */
let cheap: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp();
  cheap = await stockedVariants(t, { minimum: 10, maxPrice: 3000 });
});
afterAll(() => t.close());

const variant = (index: number) => cheap[index] as StockedVariant;
const put = (token: string, body: object, locale?: string) =>
  call(t, 'PUT', `orders/${token}`, body, { locale });
const show = async (token: string) => expectOrder(await call(t, 'GET', `orders/${token}`));

async function adjustments(token: string) {
  const reply = await call(t, 'GET', `orders/${token}/adjustments`);
  return adjustmentCollectionSchema.parse(reply.body)['hydra:member'];
}

function expectInvariants(order: Order) {
  expect(order.itemsTotal).toBe(order.items.reduce((sum, item) => sum + item.total, 0));
  expect(order.total).toBe(order.itemsTotal + order.shippingTotal);
  for (const item of order.items) {
    expect(item.subtotal).toBe(item.quantity * item.discountedUnitPrice);
    expect(item.total).toBeGreaterThanOrEqual(0);
  }
}

/** A cart worth `quantity` units of a cheap variant, addressed to Tbilisi. */
async function cart(quantity: number, options: { email?: string; index?: number } = {}) {
  return addressedCart(t, { variant: variant(options.index ?? 0).code, quantity, email: options.email });
}

describe('coupon SAKHE10 (10% off the order)', () => {
  it('applies, spread over the items as order_promotion adjustments; omitting it removes it', async () => {
    const start = await newCart(t);
    await addItem(t, start.tokenValue, variant(0).code, 1);
    const withTwo = await addItem(t, start.tokenValue, variant(1).code, 2);
    const subtotal = withTwo.itemsTotal;
    expect(subtotal).toBeLessThan(10_000);

    const order = expectOrder(await put(start.tokenValue, { couponCode: 'sakhe10' }));
    expect(order.couponCode).toBe('SAKHE10');
    const discount = Math.round(subtotal / 10);
    expect(order.orderPromotionTotal).toBe(-discount);
    expect(order.itemsTotal).toBe(subtotal - discount);
    expect(order.itemsSubtotal).toBe(subtotal);
    expect(order.shippingTotal).toBe(500);
    // Order-wide discounts change item totals, not unit prices or subtotals.
    for (const item of order.items) expect(item.discountedUnitPrice).toBe(item.unitPrice);
    expectInvariants(order);

    const found = await adjustments(start.tokenValue);
    const promotions = found.filter((adjustment) => adjustment.type === 'order_promotion');
    expect(promotions.map((adjustment) => adjustment.label)).toEqual([
      '-10% პრომო კოდით SAKHE10',
      '-10% პრომო კოდით SAKHE10',
    ]);
    expect(promotions.reduce((sum, adjustment) => sum + adjustment.amount, 0)).toBe(-discount);

    const removed = expectOrder(await put(start.tokenValue, {}));
    expect(removed.couponCode).toBeUndefined();
    expect(removed.orderPromotionTotal).toBe(0);
    expect(removed.itemsTotal).toBe(subtotal);
  });

  it('refuses an unknown code in the shopper’s language and keeps what was there', async () => {
    const order = await cart(1);
    const withCoupon = expectOrder(await put(order.tokenValue, { couponCode: 'SAKHE10' }));
    expect(expectViolations(await put(order.tokenValue, { couponCode: 'NOPE' }, 'en_US'))).toEqual([
      'couponCode: The promo code is invalid',
    ]);
    expect(expectViolations(await put(order.tokenValue, { couponCode: 'NOPE' }))).toEqual([
      'couponCode: პრომო კოდი არასწორია',
    ]);
    expect(await show(order.tokenValue)).toEqual(await show(withCoupon.tokenValue));
    expect((await show(order.tokenValue)).couponCode).toBe('SAKHE10');
  });
});

describe('free shipping over 100 GEL', () => {
  it('takes the shipping fee off from 10000 tetri of items, before other discounts', async () => {
    const { code, price } = variant(2);
    const quantity = Math.ceil(10_000 / price);
    const order = await cart(quantity, { index: 2 });
    expect(order.itemsTotal).toBeGreaterThanOrEqual(10_000);
    expect(order).toMatchObject({ shippingTotal: 0, shippingPromotionTotal: -500 });
    expectInvariants(order);
    const found = await adjustments(order.tokenValue);
    expect(found.filter((adjustment) => adjustment.type === 'order_shipping_promotion')).toEqual([
      expect.objectContaining({ amount: -500, label: 'უფასო მიწოდება 100 ₾-დან' }),
    ]);
    // Free shipping is checked first, so the coupon taking the items below 100 GEL does not cancel it.
    const withCoupon = expectOrder(await put(order.tokenValue, { couponCode: 'SAKHE10' }));
    expect(withCoupon.itemsTotal).toBeLessThan(10_000 + price);
    expect(withCoupon.shippingTotal).toBe(0);
    // In the regions the whole regional fee goes.
    const batumi = expectOrder(
      await put(order.tokenValue, { billingAddress: { ...TBILISI_ADDRESS, provinceCode: 'GE-BUS' } }),
    );
    expect(batumi).toMatchObject({ shippingTotal: 0, shippingPromotionTotal: -1200 });
    // One unit fewer and the items are under the threshold: shipping is charged again.
    const itemId = batumi.items[0]?.id;
    const under = expectOrder(
      await call(t, 'PATCH', `orders/${order.tokenValue}/items/${itemId}`, {
        quantity: Math.floor(9_999 / price),
      }),
    );
    expect(under).toMatchObject({ shippingTotal: 1200, shippingPromotionTotal: 0 });
    expect(code).toBeTruthy();
  });
});

describe(`brand promotion (15% off ${DEMO_PROMOTION_BRAND})`, () => {
  it('discounts each unit of the brand’s items only, as order_unit_promotion', async () => {
    const brand = await variantInTaxon(t, DEMO_PROMOTION_BRAND, 3000);
    const start = await newCart(t);
    await addItem(t, start.tokenValue, variant(0).code, 1);
    const order = await addItem(t, start.tokenValue, brand.code, 2);
    const branded = order.items.find((item) => item.variantCode === brand.code);
    const other = order.items.find((item) => item.variantCode === variant(0).code);
    const perUnit = Math.round(brand.price * 0.15);
    expect(branded).toMatchObject({
      unitPrice: brand.price,
      discountedUnitPrice: brand.price - perUnit,
      subtotal: 2 * (brand.price - perUnit),
      total: 2 * (brand.price - perUnit),
    });
    expect(other).toMatchObject({ discountedUnitPrice: variant(0).price, total: variant(0).price });
    expect(order.orderPromotionTotal).toBe(-2 * perUnit);
    expectInvariants(order);
    const itemAdjustments = adjustmentCollectionSchema.parse(
      (await call(t, 'GET', `orders/${start.tokenValue}/items/${branded?.id}/adjustments`)).body,
    )['hydra:member'];
    expect(itemAdjustments).toEqual([
      expect.objectContaining({ type: 'order_unit_promotion', amount: -2 * perUnit }),
    ]);
  });
});

describe('rules, limits, priorities', () => {
  it('an eligible exclusive promotion applies alone', async () => {
    const exclusive = await createPromotion(t, {
      code: 'EXCLUSIVE_5',
      priority: 100,
      exclusive: true,
      actions: [{ type: 'order_fixed_discount', configuration: { amount: 500 } }],
    });
    try {
      const { price } = variant(2);
      const order = await cart(Math.ceil(10_000 / price), { index: 2 });
      expect(order.orderPromotionTotal).toBe(-500);
      expect(order.shippingPromotionTotal).toBe(0);
      expect(order.shippingTotal).toBe(500);
      // The coupon's promotion cannot apply next to it, so the coupon is refused.
      expect(expectViolations(await put(order.tokenValue, { couponCode: 'SAKHE10' }, 'en_US'))).toEqual([
        'couponCode: The promo code is invalid',
      ]);
    } finally {
      await exclusive.dispose();
    }
  });

  it('a coupon whose promotion’s rules are not met is invalid', async () => {
    const big = await createPromotion(t, {
      code: 'BIG_SPENDER',
      rules: [{ type: 'item_total', configuration: { amount: 50_000 } }],
      actions: [{ type: 'order_percentage_discount', configuration: { percentage: 20 } }],
      coupon: { code: 'BIG20' },
    });
    try {
      const order = await cart(1);
      expect(expectViolations(await put(order.tokenValue, { couponCode: 'BIG20' }, 'en_US'))).toEqual([
        'couponCode: The promo code is invalid',
      ]);
    } finally {
      await big.dispose();
    }
  });

  it('expired coupons and promotions out of their dates are invalid', async () => {
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    const promotions = [
      await createPromotion(t, {
        code: 'EXPIRED_COUPON',
        actions: [{ type: 'order_fixed_discount', configuration: { amount: 100 } }],
        coupon: { code: 'OLD1', expiresAt: past },
      }),
      await createPromotion(t, {
        code: 'ENDED',
        endsAt: past,
        actions: [{ type: 'order_fixed_discount', configuration: { amount: 100 } }],
        coupon: { code: 'OLD2' },
      }),
      await createPromotion(t, {
        code: 'NOT_YET',
        startsAt: future,
        actions: [{ type: 'order_fixed_discount', configuration: { amount: 100 } }],
        coupon: { code: 'SOON' },
      }),
    ];
    const order = await cart(1);
    for (const couponCode of ['OLD1', 'OLD2', 'SOON']) {
      expect(expectViolations(await put(order.tokenValue, { couponCode }, 'en_US'))).toEqual([
        'couponCode: The promo code is invalid',
      ]);
    }
    for (const promotion of promotions) await promotion.dispose();
  });

  it('a coupon with one use: counted at completion, refused to the next cart, given back on cancel', async () => {
    const once = await createPromotion(t, {
      code: 'ONE_USE',
      actions: [{ type: 'order_fixed_discount', configuration: { amount: 300 } }],
      coupon: { code: 'ONCE', usageLimit: 1 },
    });
    try {
      const first = await readyCart(t, { variant: variant(3).code });
      // A PUT without addresses keeps the checkout step: the cart stays ready to complete.
      expect(expectOrder(await put(first.tokenValue, { couponCode: 'ONCE' })).checkoutState).toBe(
        'payment_selected',
      );
      expect(await usage(t, 'ONE_USE')).toEqual({ promotion: 0, coupon: 0 });
      const placed = expectOrder(await call(t, 'PATCH', `orders/${first.tokenValue}/complete`, {}));
      expect(placed.orderPromotionTotal).toBe(-300);
      expect(await usage(t, 'ONE_USE')).toEqual({ promotion: 1, coupon: 1 });

      const second = await cart(1, { email: 'second@example.ge' });
      expect(expectViolations(await put(second.tokenValue, { couponCode: 'ONCE' }, 'en_US'))).toEqual([
        'couponCode: The promo code is invalid',
      ]);
      await cancelOrder(t.database.db, placed.tokenValue);
      expect(await usage(t, 'ONE_USE')).toEqual({ promotion: 0, coupon: 0 });
      expect(expectOrder(await put(second.tokenValue, { couponCode: 'ONCE' })).orderPromotionTotal).toBe(
        -300,
      );
    } finally {
      await once.dispose();
    }
  });

  it('two shoppers racing for the last use of a coupon: one wins', async () => {
    const last = await createPromotion(t, {
      code: 'LAST_USE',
      actions: [{ type: 'order_fixed_discount', configuration: { amount: 200 } }],
      coupon: { code: 'LAST', usageLimit: 1 },
    });
    try {
      const carts = [];
      for (const email of ['racer1@example.ge', 'racer2@example.ge']) {
        const order = await addressedCart(t, { variant: variant(4).code, email });
        await put(order.tokenValue, { couponCode: 'LAST' });
        const current = await show(order.tokenValue);
        expect(current.orderPromotionTotal).toBe(-200);
        await call(t, 'PATCH', `orders/${order.tokenValue}/shipments/${current.shipments[0]?.id}`, {
          shippingMethod: 'TBILISI_COURIER',
        });
        await call(t, 'PATCH', `orders/${order.tokenValue}/payments/${current.payments[0]?.id}`, {
          paymentMethod: 'CASH_ON_DELIVERY',
        });
        carts.push(order);
      }
      const replies = await Promise.all(
        carts.map((order) =>
          call(t, 'PATCH', `orders/${order.tokenValue}/complete`, {}, { locale: 'en_US' }),
        ),
      );
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
      const refused = replies.find((reply) => reply.status === 422);
      expect(expectViolations(refused as never)).toEqual(['couponCode: The promo code is invalid']);
      expect(await usage(t, 'LAST_USE')).toEqual({ promotion: 1, coupon: 1 });
    } finally {
      await last.dispose();
    }
  });

  it('a promotion used up since the cart took it: the completion is refused and rolled back', async () => {
    const limited = await createPromotion(t, {
      code: 'ONE_ORDER',
      usageLimit: 1,
      actions: [{ type: 'order_fixed_discount', configuration: { amount: 100 } }],
    });
    try {
      const first = await readyCart(t, { variant: variant(5).code });
      const second = await readyCart(t, { variant: variant(6).code });
      expectOrder(await call(t, 'PATCH', `orders/${first.tokenValue}/complete`, {}));
      expect(await usage(t, 'ONE_ORDER')).toEqual({ promotion: 1, coupon: null });

      const refused = await call(t, 'PATCH', `orders/${second.tokenValue}/complete`, {}, { locale: 'en_US' });
      expect(expectViolations(refused)).toEqual(['couponCode: The promo code is invalid']);
      expect(await usage(t, 'ONE_ORDER')).toEqual({ promotion: 1, coupon: null });
      const after = await show(second.tokenValue);
      expect(after).toMatchObject({ checkoutState: 'payment_selected', paymentState: 'cart' });
      expect(after.number).toBeUndefined();
    } finally {
      await limited.dispose();
    }
  });

  it('per-customer coupon limits count the customer’s placed orders', async () => {
    const perCustomer = await createPromotion(t, {
      code: 'WELCOME_BACK',
      actions: [{ type: 'order_fixed_discount', configuration: { amount: 150 } }],
      coupon: { code: 'MINE', perCustomerUsageLimit: 1 },
    });
    try {
      const email = 'loyal@example.ge';
      const first = await addressedCart(t, { variant: variant(5).code, email });
      await put(first.tokenValue, { couponCode: 'MINE' });
      const current = await show(first.tokenValue);
      await call(t, 'PATCH', `orders/${first.tokenValue}/shipments/${current.shipments[0]?.id}`, {
        shippingMethod: 'PICKUP_TBILISI',
      });
      await call(t, 'PATCH', `orders/${first.tokenValue}/payments/${current.payments[0]?.id}`, {
        paymentMethod: 'CASH_ON_DELIVERY',
      });
      expectOrder(await call(t, 'PATCH', `orders/${first.tokenValue}/complete`, {}));

      const again = await cart(1, { email });
      expect(expectViolations(await put(again.tokenValue, { couponCode: 'MINE' }, 'en_US'))).toEqual([
        'couponCode: The promo code is invalid',
      ]);
      const someoneElse = await cart(1, { email: 'new-face@example.ge' });
      expect(expectOrder(await put(someoneElse.tokenValue, { couponCode: 'MINE' })).orderPromotionTotal).toBe(
        -150,
      );
    } finally {
      await perCustomer.dispose();
    }
  });

  it('first-order promotions stop after the customer’s first order', async () => {
    await setSeededPromotions(t, false);
    const firstOrder = await createPromotion(t, {
      code: 'FIRST_ORDER',
      rules: [{ type: 'nth_order', configuration: { nth: 1 } }],
      actions: [{ type: 'order_fixed_discount', configuration: { amount: 400 } }],
    });
    try {
      const email = 'first-timer@example.ge';
      const anonymous = await newCart(t);
      expect((await addItem(t, anonymous.tokenValue, variant(6).code, 1)).orderPromotionTotal).toBe(0);
      const first = await readyCart(t, { variant: variant(6).code, email });
      expect(first.orderPromotionTotal).toBe(-400);
      expectOrder(await call(t, 'PATCH', `orders/${first.tokenValue}/complete`, {}));
      const second = await cart(1, { email, index: 6 });
      expect(second.orderPromotionTotal).toBe(0);
    } finally {
      await firstOrder.dispose();
      await setSeededPromotions(t, true);
    }
  });

  it('a free order skips the payment step and is paid at once', async () => {
    const gift = await createPromotion(t, {
      code: 'GIFT',
      priority: 50,
      actions: [{ type: 'order_percentage_discount', configuration: { percentage: 100 } }],
      coupon: { code: 'GIFT100' },
    });
    try {
      const order = await cart(1, { email: 'gift@example.ge' });
      const free = expectOrder(await put(order.tokenValue, { couponCode: 'GIFT100' }));
      expect(free).toMatchObject({ itemsTotal: 0, total: 500, shippingTotal: 500 });
      const shipmentId = free.shipments[0]?.id;
      const picked = expectOrder(
        await call(t, 'PATCH', `orders/${order.tokenValue}/shipments/${shipmentId}`, {
          shippingMethod: 'PICKUP_TBILISI',
        }),
      );
      expect(picked).toMatchObject({ total: 0, payments: [], checkoutState: 'payment_skipped' });
      const placed = expectOrder(await call(t, 'PATCH', `orders/${order.tokenValue}/complete`, {}));
      expect(placed).toMatchObject({
        state: 'new',
        checkoutState: 'completed',
        paymentState: 'paid',
        shippingState: 'ready',
        payments: [],
        total: 0,
      });
    } finally {
      await gift.dispose();
    }
  });

  it('taxon rules and unit discounts reach products in sub-categories', async () => {
    await setSeededPromotions(t, false);
    const faceCare = await createPromotion(t, {
      code: 'FACE_CARE_WEEK',
      rules: [{ type: 'has_taxon', configuration: { taxons: ['face-care'] } }],
      actions: [
        { type: 'unit_percentage_discount', configuration: { percentage: 20, taxons: ['face-care'] } },
      ],
    });
    try {
      const face = await variantInTaxon(t, 'face-care', 3000);
      const makeup = await variantInTaxon(t, 'makeup', 3000);
      const start = await newCart(t);
      const onlyMakeup = await addItem(t, start.tokenValue, makeup.code, 1);
      expect(onlyMakeup.orderPromotionTotal).toBe(0);
      const both = await addItem(t, start.tokenValue, face.code, 1);
      const perUnit = Math.round(face.price * 0.2);
      expect(both.orderPromotionTotal).toBe(-perUnit);
      expect(both.items.find((item) => item.variantCode === face.code)?.discountedUnitPrice).toBe(
        face.price - perUnit,
      );
      expect(both.items.find((item) => item.variantCode === makeup.code)?.discountedUnitPrice).toBe(
        makeup.price,
      );
    } finally {
      await faceCare.dispose();
      await setSeededPromotions(t, true);
    }
  });
});
