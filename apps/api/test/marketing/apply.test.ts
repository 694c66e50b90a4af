import { describe, expect, it } from 'vitest';
import { applyPromotions, type PromotionSubject } from '../../src/modules/promotions/apply';
import type { PromotionDefinition } from '../../src/modules/promotions/definitions';

/** The applicator with the back office's new rule and action types, and their mix with exclusivity. */

const subject = (): PromotionSubject => ({
  items: [
    {
      id: 1,
      quantity: 2,
      unitPrice: 1000,
      taxonPaths: ['/1/5/'],
      productCode: 'SERUM',
      unitPromotion: 0,
      orderPromotion: 0,
      adjustments: [],
    },
    {
      id: 2,
      quantity: 1,
      unitPrice: 3000,
      taxonPaths: ['/1/6/'],
      productCode: 'CREAM',
      unitPromotion: 0,
      orderPromotion: 0,
      adjustments: [],
    },
  ],
  shippingFee: 500,
  shippingPromotion: 0,
  orderAdjustments: [],
  placedOrderCount: 0,
});

const promotion = (id: number, parts: Partial<PromotionDefinition>): PromotionDefinition => ({
  id,
  code: `P${id}`,
  label: `P${id}`,
  priority: 0,
  exclusive: false,
  couponBased: false,
  rules: [],
  actions: [],
  ...parts,
});

describe('applying the back office’s promotion types', () => {
  it('contains_product holds only with the product; unit_fixed_discount takes its amount off each matching unit', () => {
    const fixed = promotion(1, {
      rules: [{ type: 'contains_product', productCode: 'SERUM' }],
      actions: [{ type: 'unit_fixed_discount', amount: 150, productCodes: ['SERUM'] }],
    });
    const cart = subject();
    expect(applyPromotions(cart, [fixed])).toEqual([1]);
    expect(cart.items[0]!.unitPromotion).toBe(-150);
    expect(cart.items[1]!.unitPromotion).toBe(0);
    const without = subject();
    without.items.shift();
    expect(applyPromotions(without, [fixed])).toEqual([]);
  });

  it('a unit discount never takes more than the unit; a filter by taxon or product takes either', () => {
    const cart = subject();
    applyPromotions(cart, [
      promotion(2, {
        actions: [
          { type: 'unit_fixed_discount', amount: 5000, taxonPaths: ['/1/6/'], productCodes: ['SERUM'] },
        ],
      }),
    ]);
    expect(cart.items.map((item) => item.unitPromotion)).toEqual([-1000, -3000]);
    expect(cart.items.every((item) => item.quantity * (item.unitPrice + item.unitPromotion) >= 0)).toBe(true);
  });

  it('an eligible exclusive promotion applies alone; first-order and free shipping combine otherwise', () => {
    const firstOrderFreeShipping = promotion(3, {
      priority: 1,
      rules: [{ type: 'nth_order', nth: 1 }],
      actions: [{ type: 'shipping_percentage_discount', percentage: 100 }],
    });
    const percentOff = promotion(4, {
      actions: [{ type: 'unit_percentage_discount', percentage: 10, productCodes: ['CREAM'] }],
    });
    const both = subject();
    expect(applyPromotions(both, [firstOrderFreeShipping, percentOff])).toEqual([3, 4]);
    expect(both.shippingPromotion).toBe(-500);
    expect(both.items[1]!.unitPromotion).toBe(-300);

    const exclusive = promotion(5, {
      exclusive: true,
      actions: [{ type: 'order_fixed_discount', amount: 700 }],
    });
    const alone = subject();
    expect(applyPromotions(alone, [firstOrderFreeShipping, percentOff, exclusive])).toEqual([5]);
    expect(alone.shippingPromotion).toBe(0);
    expect(alone.items.reduce((sum, item) => sum + item.orderPromotion, 0)).toBe(-700);

    const returning = { ...subject(), placedOrderCount: 2 };
    expect(applyPromotions(returning, [firstOrderFreeShipping])).toEqual([]);
  });
});
