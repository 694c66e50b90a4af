import fc from 'fast-check';
import { adjustmentCollectionSchema, type Order } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProcessorInput, processOrder } from '../../src/modules/cart/processor';
import type {
  PromotionAction,
  PromotionDefinition,
  PromotionRule,
} from '../../src/modules/promotions/definitions';
import { distributeProportionally } from '../../src/modules/promotions/distribute';
import type { ShippingMethodDefinition } from '../../src/modules/shipping/definitions';
import { createTestApp, type TestApp } from '../support/app';
import {
  type StockedVariant,
  TBILISI_ADDRESS,
  call,
  expectOrder,
  newCart,
  stockedVariants,
} from '../cart/support';
import { createPromotion } from './support';

/**
 * The order processor's invariants over random carts, coupons and methods: total = itemsTotal +
 * shippingTotal (promotions included in those), nothing negative, every total the sum of its parts.
 */

const TAXON_PATHS = ['/1/3/', '/1/3/60/', '/1/3/60/101/', '/1/4/', '/2/7/', '/2/8/'];

const SHIPPING: ShippingMethodDefinition[] = [
  {
    id: 1,
    code: 'TBILISI_COURIER',
    position: 0,
    enabled: true,
    name: 'Tbilisi',
    description: null,
    calculator: 'flat_rate',
    configuration: { amount: 500 },
    zone: { provinces: ['GE-TBS'] },
  },
  {
    id: 2,
    code: 'REGIONS_COURIER',
    position: 1,
    enabled: true,
    name: 'Regions',
    description: null,
    calculator: 'region_rate',
    configuration: { rates: { 'GE-AJ': 1200, 'GE-IM': 1000 }, defaultAmount: null },
    zone: { excludedProvinces: ['GE-TBS'] },
  },
  {
    id: 3,
    code: 'PICKUP',
    position: 2,
    enabled: true,
    name: 'Pickup',
    description: null,
    calculator: 'flat_rate',
    configuration: { amount: 0 },
    zone: {},
  },
];

const percentage = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));
const taxonPaths = fc.subarray(TAXON_PATHS, { minLength: 1 });

const rule: fc.Arbitrary<PromotionRule> = fc.oneof(
  fc.record({ type: fc.constant('item_total' as const), amount: fc.integer({ min: 0, max: 60_000 }) }),
  fc.record({ type: fc.constant('has_taxon' as const), taxonPaths }),
  fc.record({ type: fc.constant('nth_order' as const), nth: fc.integer({ min: 1, max: 3 }) }),
);

const action: fc.Arbitrary<PromotionAction> = fc.oneof(
  fc.record({ type: fc.constant('order_percentage_discount' as const), percentage }),
  fc.record({
    type: fc.constant('order_fixed_discount' as const),
    amount: fc.integer({ min: 0, max: 100_000 }),
  }),
  fc.record(
    { type: fc.constant('unit_percentage_discount' as const), percentage, taxonPaths },
    { requiredKeys: ['type', 'percentage'] },
  ),
  fc.record({ type: fc.constant('shipping_percentage_discount' as const), percentage }),
);

const promotions: fc.Arbitrary<PromotionDefinition[]> = fc
  .array(
    fc.record({
      priority: fc.integer({ min: 0, max: 5 }),
      exclusive: fc.boolean(),
      couponBased: fc.boolean(),
      rules: fc.array(rule, { maxLength: 2 }),
      actions: fc.array(action, { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 5 },
  )
  .map((list) =>
    list.map((promotion, index) => ({ ...promotion, id: index + 1, code: `P${index}`, label: `P${index}` })),
  );

const input: fc.Arbitrary<ProcessorInput> = fc.record({
  items: fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 9999 }),
        price: fc.integer({ min: 0, max: 500_000 }),
        markup: fc.integer({ min: 0, max: 50_000 }),
        taxonPaths: fc.subarray(TAXON_PATHS),
      }),
      { maxLength: 6 },
    )
    .map((items) =>
      items.map(({ markup, ...item }, index) => ({
        ...item,
        id: index + 1,
        originalPrice: item.price + markup,
      })),
    ),
  destination: fc.constantFrom(
    null,
    { provinceCode: 'GE-TBS', regionCode: 'GE-TB' },
    { provinceCode: 'GE-BUS', regionCode: 'GE-AJ' },
    { provinceCode: 'GE-KUT', regionCode: 'GE-IM' },
    { provinceCode: 'GE-XXX', regionCode: 'GE-RL' },
  ),
  shippingMethodCode: fc.constantFrom(null, 'TBILISI_COURIER', 'REGIONS_COURIER', 'PICKUP', 'GONE'),
  shippingMethods: fc.subarray(SHIPPING),
  paymentMethodCode: fc.constantFrom(null, 'CASH_ON_DELIVERY', 'CARD'),
  paymentMethodCodes: fc.subarray(['CASH_ON_DELIVERY', 'CARD']),
  promotions,
  placedOrderCount: fc.option(fc.integer({ min: 0, max: 3 })),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('processOrder (pure)', () => {
  it('keeps every total consistent over random carts, promotions and methods', () => {
    fc.assert(
      fc.property(input, (cart) => {
        const order = processOrder(cart);
        expect(order.total).toBe(order.itemsTotal + order.shippingTotal);
        expect(order.itemsTotal).toBe(sum(order.items.map((item) => item.total)));
        expect(order.itemsSubtotal).toBe(sum(order.items.map((item) => item.subtotal)));
        expect(order.itemsTotal).toBeGreaterThanOrEqual(0);
        expect(order.shippingTotal).toBeGreaterThanOrEqual(0);
        for (const [index, item] of order.items.entries()) {
          const source = cart.items[index];
          expect(item.unitPrice).toBe(source?.price);
          expect(item.originalUnitPrice).toBeGreaterThanOrEqual(item.unitPrice);
          expect(item.discountedUnitPrice).toBeGreaterThanOrEqual(0);
          expect(item.discountedUnitPrice).toBeLessThanOrEqual(item.unitPrice);
          expect(item.subtotal).toBe((source?.quantity ?? 0) * item.discountedUnitPrice);
          expect(item.total).toBeGreaterThanOrEqual(0);
          expect(item.total).toBeLessThanOrEqual(item.subtotal);
          expect(item.total).toBe(
            (source?.quantity ?? 0) * item.unitPrice + sum(item.adjustments.map((a) => a.amount)),
          );
          for (const adjustment of item.adjustments) expect(adjustment.amount).toBeLessThan(0);
        }
        const itemAdjustments = order.items.flatMap((item) => item.adjustments);
        expect(order.orderPromotionTotal).toBe(sum(itemAdjustments.map((a) => a.amount)));
        expect(order.shippingTotal).toBe(sum(order.orderAdjustments.map((a) => a.amount)));
        expect(order.shippingPromotionTotal).toBe(
          sum(
            order.orderAdjustments.filter((a) => a.type === 'order_shipping_promotion').map((a) => a.amount),
          ),
        );
        if (cart.items.length === 0) {
          expect(order).toMatchObject({ shipment: null, payment: null, total: 0, appliedPromotionIds: [] });
        } else {
          expect(order.shipment).not.toBeNull();
          expect(order.payment === null).toBe(order.total === 0);
          if (order.payment) expect(order.payment.amount).toBe(order.total);
        }
        const applied = cart.promotions.filter((promotion) =>
          order.appliedPromotionIds.includes(promotion.id),
        );
        if (applied.some((promotion) => promotion.exclusive)) expect(applied).toHaveLength(1);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a chosen method only while it delivers to the destination', () => {
    fc.assert(
      fc.property(input, (cart) => {
        fc.pre(cart.items.length > 0);
        const order = processOrder(cart);
        const chosen = cart.shippingMethods.find((method) => method.code === order.shipment?.methodCode);
        if (order.shipment?.methodCode === null) expect(order.shippingTotal).toBe(0);
        if (chosen && cart.destination?.provinceCode === 'GE-TBS')
          expect(chosen.code).not.toBe('REGIONS_COURIER');
        if (chosen && cart.destination && cart.destination.provinceCode !== 'GE-TBS') {
          expect(chosen.code).not.toBe('TBILISI_COURIER');
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('distributeProportionally', () => {
  it('splits exactly, never beyond a weight, within a tetri of the exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = sum(weights);
          const amount = Math.floor(total * fraction);
          const shares = distributeProportionally(amount, weights);
          expect(sum(shares)).toBe(amount);
          shares.forEach((share, index) => {
            const weight = weights[index] as number;
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weight);
            if (total > 0) expect(Math.abs(share - (weight * amount) / total)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('through the API', () => {
  let t: TestApp;
  let variants: StockedVariant[];

  beforeAll(async () => {
    t = await createTestApp();
    variants = (await stockedVariants(t, { minimum: 20 })).slice(0, 12);
    await createPromotion(t, {
      code: 'PROPERTY_FIXED',
      rules: [{ type: 'item_total', configuration: { amount: 3000 } }],
      actions: [{ type: 'order_fixed_discount', configuration: { amount: 2500 } }],
      coupon: { code: 'FIXED25' },
    });
  });
  afterAll(() => t?.close());

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      variant: fc.nat(11),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
    fc.record({
      kind: fc.constant('quantity' as const),
      item: fc.nat(5),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
    fc.record({ kind: fc.constant('remove' as const), item: fc.nat(5) }),
    fc.record({
      kind: fc.constant('put' as const),
      coupon: fc.constantFrom(undefined, 'SAKHE10', 'FIXED25'),
      city: fc.constantFrom(undefined, 'GE-TBS', 'GE-BUS', 'GE-KUT'),
    }),
    fc.record({
      kind: fc.constant('ship' as const),
      method: fc.constantFrom('TBILISI_COURIER', 'REGIONS_COURIER', 'PICKUP_TBILISI'),
    }),
  );

  async function checkStored(order: Order) {
    expect(order.total).toBe(order.itemsTotal + order.shippingTotal);
    expect(order.itemsTotal).toBe(sum(order.items.map((item) => item.total)));
    const adjustments = adjustmentCollectionSchema.parse(
      (await call(t, 'GET', `orders/${order.tokenValue}/adjustments`)).body,
    )['hydra:member'];
    const ofType = (...types: string[]) =>
      sum(adjustments.filter((a) => types.includes(a.type)).map((a) => a.amount));
    expect(order.orderPromotionTotal).toBe(ofType('order_promotion', 'order_unit_promotion'));
    expect(order.shippingTotal).toBe(ofType('shipping', 'order_shipping_promotion'));
    expect(order.shippingPromotionTotal).toBe(ofType('order_shipping_promotion'));
    expect(order.itemsTotal).toBe(
      sum(order.items.map((item) => item.quantity * item.unitPrice)) + order.orderPromotionTotal,
    );
    if (order.items.length > 0) expect(order.payments.length).toBe(order.total > 0 ? 1 : 0);
  }

  it('holds the invariants after every step of random cart sessions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const cart = await newCart(t);
        const token = cart.tokenValue;
        let order = cart;
        for (const next of steps) {
          let reply;
          if (next.kind === 'add') {
            const variant = variants[next.variant % variants.length] as StockedVariant;
            reply = await call(t, 'POST', `orders/${token}/items`, {
              productVariant: variant.code,
              quantity: next.quantity,
            });
          } else if (next.kind === 'quantity' || next.kind === 'remove') {
            const item = order.items[next.item % Math.max(order.items.length, 1)];
            if (!item) continue;
            reply =
              next.kind === 'remove'
                ? await call(t, 'DELETE', `orders/${token}/items/${item.id}`)
                : await call(t, 'PATCH', `orders/${token}/items/${item.id}`, { quantity: next.quantity });
          } else if (next.kind === 'put') {
            reply = await call(t, 'PUT', `orders/${token}`, {
              email: 'property@example.ge',
              ...(next.city && order.items.length > 0
                ? { billingAddress: { ...TBILISI_ADDRESS, provinceCode: next.city } }
                : {}),
              ...(next.coupon ? { couponCode: next.coupon } : {}),
            });
          } else {
            const shipment = order.shipments[0];
            if (!shipment) continue;
            reply = await call(t, 'PATCH', `orders/${token}/shipments/${shipment.id}`, {
              shippingMethod: next.method,
            });
          }
          // Refusals (an ineligible coupon or method, a cart not yet addressed) are fine; 5xx never.
          expect([200, 201, 204, 422]).toContain(reply.status);
          order = expectOrder(await call(t, 'GET', `orders/${token}`));
          await checkStored(order);
        }
      }),
      { numRuns: 12 },
    );
    // Twelve sessions of up to six API calls each, next to other files on a two-core machine.
  }, 120_000);
});
