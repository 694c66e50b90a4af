import { freeShippingOfferSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { call } from '../cart/support';
import { createPromotion, setSeededPromotions } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const offer = () => call(t, 'GET', 'promotions/free-shipping');

describe('GET /promotions/free-shipping', () => {
  it('answers the demo shop’s threshold: free delivery from 100 GEL', async () => {
    const reply = await offer();
    expect(reply.status).toBe(200);
    expect(freeShippingOfferSchema.parse(reply.body)).toMatchObject({
      '@id': '/api/v2/shop/promotions/free-shipping',
      threshold: 10000,
    });
  });

  it('takes the lowest threshold, and leaves out coupons, other rules and partial shipping discounts', async () => {
    const made = await Promise.all([
      createPromotion(t, {
        code: 'FREE_OVER_80_WITH_COUPON',
        rules: [{ type: 'item_total', configuration: { amount: 8000 } }],
        actions: [{ type: 'shipping_percentage_discount', configuration: { percentage: 100 } }],
        coupon: { code: 'SHIPFREE80' },
      }),
      createPromotion(t, {
        code: 'FREE_OVER_70_FIRST_ORDER',
        rules: [
          { type: 'item_total', configuration: { amount: 7000 } },
          { type: 'nth_order', configuration: { nth: 1 } },
        ],
        actions: [{ type: 'shipping_percentage_discount', configuration: { percentage: 100 } }],
      }),
      createPromotion(t, {
        code: 'HALF_SHIPPING_OVER_60',
        rules: [{ type: 'item_total', configuration: { amount: 6000 } }],
        actions: [{ type: 'shipping_percentage_discount', configuration: { percentage: 50 } }],
      }),
    ]);
    expect(freeShippingOfferSchema.parse((await offer()).body).threshold).toBe(10000);

    const lower = await createPromotion(t, {
      code: 'FREE_OVER_90',
      rules: [{ type: 'item_total', configuration: { amount: 9000 } }],
      actions: [{ type: 'shipping_percentage_discount', configuration: { percentage: 100 } }],
    });
    expect(freeShippingOfferSchema.parse((await offer()).body).threshold).toBe(9000);
    await Promise.all([...made, lower].map((promotion) => promotion.dispose()));
  });

  it('is a 404 when no such promotion runs', async () => {
    await setSeededPromotions(t, false);
    expect((await offer()).status).toBe(404);
    await setSeededPromotions(t, true);
    expect((await offer()).status).toBe(200);
  });
});
