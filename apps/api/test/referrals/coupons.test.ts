import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, api, customer } from '../auth/support';
import {
  addItem,
  expectViolations,
  newCart,
  rows,
  stockedVariants,
  type StockedVariant,
} from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Shopper,
  checkout,
  couponsOf,
  issuedCoupons,
  payByCard,
  sweepRewards,
  referrerAndFriend,
  variantCosting,
} from './support';

/** Personal coupons: only their customer's, single use, what their promotion says, listed while usable. */
let t: TestApp;
let variants: StockedVariant[];
beforeAll(async () => {
  t = await createTestApp({ ...NO_LIMITS, REFERRAL_MIN_ORDER_TOTAL: '0' });
  variants = await stockedVariants(t, { minimum: 10, maxPrice: 3000 });
});
afterAll(() => t.close());

const cheap = (index = 0) => (variants[index] as StockedVariant).code;

/** The shopper's cart with one item; the coupon applied with PUT orders/{token}. */
async function applyOn(who: Shopper | null, code: string, variant = cheap()) {
  const as = who ? { token: who.token } : {};
  const cart = await api(t, 'POST', 'orders', {}, as);
  await api(t, 'POST', `orders/${cart.body.tokenValue}/items`, { productVariant: variant, quantity: 1 }, as);
  return api(t, 'PUT', `orders/${cart.body.tokenValue}`, { couponCode: code }, { ...as, locale: 'en_US' });
}

const welcomeOf = async (friend: Shopper) => (await couponsOf(t, friend))[0]?.code as string;

describe('the welcome coupon', () => {
  it('takes 10% off the friend’s first order', async () => {
    const { friend } = await referrerAndFriend(t);
    const reply = await applyOn(friend, (await welcomeOf(friend)).toLowerCase());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const price = reply.body.items[0].unitPrice as number;
    expect(reply.body.orderPromotionTotal).toBe(-Math.round(price / 10));
  });

  it('is “The promo code is invalid” on anyone else’s cart, a guest’s included', async () => {
    const { friend } = await referrerAndFriend(t);
    const code = await welcomeOf(friend);
    const stranger = await customer(t, 'stranger');
    expect(expectViolations(await applyOn(stranger, code))).toEqual([
      'couponCode: The promo code is invalid',
    ]);
    expect(expectViolations(await applyOn(null, code))).toEqual(['couponCode: The promo code is invalid']);
    // A guest cart claiming the friend's e-mail is no way round it either.
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, cheap());
    const guest = await api(
      t,
      'PUT',
      `orders/${cart.tokenValue}`,
      { email: friend.email, couponCode: code },
      {
        locale: 'en_US',
      },
    );
    expect(expectViolations(guest)).toEqual(['email: Email belongs to a registered user']);
  });

  it('is used once: gone from the list after the order, and refused on the next cart', async () => {
    const { friend } = await referrerAndFriend(t);
    const code = await welcomeOf(friend);
    const order = await checkout(t, friend, {
      variant: cheap(1),
      payment: 'CASH_ON_DELIVERY',
      couponCode: code,
    });
    expect(order.orderPromotionTotal).toBeLessThan(0);
    expect(await issuedCoupons(t, friend.id, 'referral_welcome')).toEqual([{ code, used: 1 }]);
    expect(await couponsOf(t, friend)).toEqual([]);
    expect(expectViolations(await applyOn(friend, code))).toEqual(['couponCode: The promo code is invalid']);
  });

  it('is for the first order only: unlisted and refused once the friend has ordered without it', async () => {
    const { friend } = await referrerAndFriend(t);
    const code = await welcomeOf(friend);
    await checkout(t, friend, { variant: cheap(2), payment: 'CASH_ON_DELIVERY' });
    expect(await couponsOf(t, friend)).toEqual([]);
    expect(expectViolations(await applyOn(friend, code))).toEqual(['couponCode: The promo code is invalid']);
  });

  it('is unlisted and refused once expired', async () => {
    const { friend } = await referrerAndFriend(t);
    const code = await welcomeOf(friend);
    await rows(
      t,
      sql`update promotion_coupons set expires_at = now() - interval '1 minute' where code = ${code}`,
    );
    expect(await couponsOf(t, friend)).toEqual([]);
    expect(expectViolations(await applyOn(friend, code))).toEqual(['couponCode: The promo code is invalid']);
  });
});

describe('the reward coupon', () => {
  it('gives 10 GEL off an order of at least 50 GEL, only to the referrer, in their language', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    await payByCard(t, friend, await checkout(t, friend, { variant: cheap(3) }));
    await sweepRewards(t);
    const listed = await api(t, 'GET', `customers/${referrer.id}/coupons`, undefined, {
      token: referrer.token,
      locale: 'en_US',
    });
    expect(listed.body['hydra:totalItems']).toBe(1);
    const reward = listed.body['hydra:member'][0];
    expect(reward).toMatchObject({
      promotion: 'referral_reward',
      label: '10 GEL off for inviting a friend',
      benefits: [{ type: 'order_fixed_discount', percentage: null, amount: 1000 }],
      minimumItemsTotal: 5000,
      nthOrder: null,
    });
    expect(reward.code).toMatch(/^THANKS-[A-HJ-NP-Z2-9]{8}$/);

    // Under the minimum the promotion does not apply, so the code is refused as the spec words it.
    expect(expectViolations(await applyOn(referrer, reward.code))).toEqual([
      'couponCode: The promo code is invalid',
    ]);
    const expensive = await variantCosting(t, 5000);
    const applied = await applyOn(referrer, reward.code, expensive);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.orderPromotionTotal).toBe(-1000);
    expect(expectViolations(await applyOn(friend, reward.code, expensive))).toEqual([
      'couponCode: The promo code is invalid',
    ]);

    // Single use: once an order used it, it is neither listed nor accepted again.
    const order = await checkout(t, referrer, { variant: expensive, couponCode: reward.code });
    expect(order.orderPromotionTotal).toBe(-1000);
    expect(await couponsOf(t, referrer)).toEqual([]);
    expect(expectViolations(await applyOn(referrer, reward.code, expensive))).toEqual([
      'couponCode: The promo code is invalid',
    ]);
  });
});
