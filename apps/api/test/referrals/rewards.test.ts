import { sql } from 'drizzle-orm';
import { referralCollectionSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../src/modules/checkout/service';
import { NO_LIMITS, api, customer } from '../auth/support';
import { rows, stockedVariants, type StockedVariant } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Shopper,
  addressOf,
  bankApproves,
  checkout,
  couponsOf,
  gatewayTokenOf,
  issuedCoupons,
  payByCard,
  programmeOf,
  referralOfFriend,
  referrerAndFriend,
  sweepRewards,
} from './support';

/**
 * The referral's life: the friend's first order makes it `ordered`; once that order is paid and
 * past its return period the hourly sweep rewards the referrer exactly once (issue 23: before, the
 * payment itself rewarded); a cancellation takes it back. On PostgreSQL (DATABASE_URL) the
 * concurrent calls really run in parallel on a pool; on PGlite they are serialized. The minimum
 * order is off here (these variants cost up to 30 ₾); farming.test.ts tests it and the other limits.
 */
let t: TestApp;
let variants: StockedVariant[];
beforeAll(async () => {
  t = await createTestApp({ ...NO_LIMITS, REFERRAL_MIN_ORDER_TOTAL: '0' });
  variants = await stockedVariants(t, { minimum: 20, maxPrice: 3000 });
});
afterAll(() => t.close());

const variant = (index: number) => (variants[index % variants.length] as StockedVariant).code;
const rewardsOf = (who: Shopper) => issuedCoupons(t, who.id, 'referral_reward');
const orderIdOf = async (token: string) =>
  (await rows<{ id: number }>(t, sql`select id from orders where token_value = ${token}`))[0]?.id as number;

async function pauseReward<T>(during: () => Promise<T>): Promise<T> {
  await rows(t, sql`update promotions set enabled = false where code = 'referral_reward'`);
  try {
    return await during();
  } finally {
    await rows(t, sql`update promotions set enabled = true where code = 'referral_reward'`);
  }
}

describe('the friend’s first order', () => {
  it('is `ordered` once placed; paid and past the return period, it rewards the referrer with a coupon they see', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const order = await checkout(t, friend, { variant: variant(0) });
    expect(await referralOfFriend(t, friend)).toMatchObject({
      status: 'ordered',
      orderId: await orderIdOf(order.tokenValue),
      rewardCouponId: null,
    });
    expect(await programmeOf(t, referrer)).toMatchObject({
      invitedCount: 1,
      orderedCount: 1,
      rewardedCount: 0,
    });
    expect(await couponsOf(t, referrer)).toEqual([]);

    // A second order while the first is unpaid changes nothing.
    await checkout(t, friend, { variant: variant(1), payment: 'CASH_ON_DELIVERY' });
    expect((await referralOfFriend(t, friend))?.orderId).toBe(await orderIdOf(order.tokenValue));

    const payment = await gatewayTokenOf(t, friend, order);
    expect((await bankApproves(t, payment)).statusCode).toBe(200);
    // Paid, but it can still be returned: nothing yet, not even a day before the period ends.
    await sweepRewards(t, 0);
    await sweepRewards(t, 13);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'ordered' });
    expect(await rewardsOf(referrer)).toEqual([]);

    expect(await sweepRewards(t)).toBeGreaterThanOrEqual(1);
    const [reward, ...more] = await rewardsOf(referrer);
    expect(more).toEqual([]);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'rewarded' });
    expect(await programmeOf(t, referrer)).toMatchObject({ orderedCount: 0, rewardedCount: 1 });
    expect((await couponsOf(t, referrer)).map((coupon) => coupon.code)).toEqual([reward?.code]);

    const friends = await api(t, 'GET', `customers/${referrer.id}/referrals`, undefined, {
      token: referrer.token,
    });
    const [shown] = referralCollectionSchema.parse(friends.body)['hydra:member'];
    expect(shown).toMatchObject({ status: 'rewarded', rewardCouponCode: reward?.code });
    expect(shown?.orderedAt).not.toBeNull();
    expect(shown?.rewardedAt).not.toBeNull();

    // The bank repeating its callback, and later sweeps, reward nothing more.
    expect((await bankApproves(t, payment)).statusCode).toBe(200);
    await sweepRewards(t, 16);
    expect(await rewardsOf(referrer)).toHaveLength(1);
  });

  it('paying a later order is no reward while the first still stands unpaid', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    await checkout(t, friend, { variant: variant(2), payment: 'CASH_ON_DELIVERY' });
    await payByCard(t, friend, await checkout(t, friend, { variant: variant(3) }));
    await sweepRewards(t);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'ordered' });
    expect(await rewardsOf(referrer)).toEqual([]);
  });

  it('orders of customers nobody invited reward nobody', async () => {
    const loner = await customer(t, 'loner');
    const referrer = await customer(t, 'referrer');
    await programmeOf(t, referrer);
    await payByCard(t, loner, await checkout(t, loner, { variant: variant(4) }));
    await sweepRewards(t);
    const granted = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from promotion_coupons c join promotions p on p.id = c.promotion_id
           where p.code = 'referral_reward' and c.customer_id in (${loner.id}, ${referrer.id})`,
    );
    expect(granted[0]?.n).toBe(0);
  });

  it('a free first order is paid at completion, and rewards once past its return period', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    await rows(
      t,
      sql`with p as (insert into promotions (code, coupon_based) values ('TEST_FREE', true) returning id),
               a as (insert into promotion_actions (promotion_id, type, configuration)
                     select id, 'order_percentage_discount', '{"percentage": 100}'::jsonb from p)
          insert into promotion_coupons (promotion_id, code) select id, 'TEST-FREE' from p`,
    );
    const as = { token: friend.token };
    const cart = (await api(t, 'POST', 'orders', {}, as)).body.tokenValue as string;
    await api(t, 'POST', `orders/${cart}/items`, { productVariant: variant(13), quantity: 1 }, as);
    const addressed = await api(
      t,
      'PUT',
      `orders/${cart}`,
      { email: friend.email, billingAddress: addressOf(friend), couponCode: 'TEST-FREE' },
      as,
    );
    expect(addressed.status, JSON.stringify(addressed.body)).toBe(200);
    await api(
      t,
      'PATCH',
      `orders/${cart}/shipments/${addressed.body.shipments[0].id}`,
      {
        shippingMethod: 'PICKUP_TBILISI',
      },
      as,
    );
    const placed = await api(t, 'PATCH', `orders/${cart}/complete`, {}, as);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ total: 0, paymentState: 'paid' });
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'ordered' });
    await sweepRewards(t);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'rewarded' });
    expect(await rewardsOf(referrer)).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('concurrent callbacks of the bank reward once', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const order = await checkout(t, friend, { variant: variant(5) });
    const token = await gatewayTokenOf(t, friend, order);
    const replies = await Promise.all(Array.from({ length: 6 }, () => bankApproves(t, token)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(200));
    await sweepRewards(t);
    expect(await rewardsOf(referrer)).toHaveLength(1);
  });

  it('concurrent sweeps (every API node runs one) for a paid order: one transaction wins, one coupon', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const order = await checkout(t, friend, { variant: variant(6) });
    // Swept while the reward is paused: the referral waits, `ordered`, on a paid order.
    await payByCard(t, friend, order);
    await pauseReward(() => sweepRewards(t));
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'ordered' });
    expect(await rewardsOf(referrer)).toEqual([]);

    await Promise.all(Array.from({ length: 8 }, () => sweepRewards(t)));
    const rewards = await rewardsOf(referrer);
    expect(rewards).toHaveLength(1);
    const referral = await referralOfFriend(t, friend);
    expect(referral?.status).toBe('rewarded');
    const [linked] = await rows<{ code: string }>(
      t,
      sql`select code from promotion_coupons where id = ${referral?.rewardCouponId ?? 0}`,
    );
    expect(linked?.code).toBe(rewards[0]?.code);
  });
});

describe('cancelled and refunded orders', () => {
  it('a cancelled first order sends the referral back to `registered`; the next order counts', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const first = await checkout(t, friend, { variant: variant(7) });
    const firstPayment = await gatewayTokenOf(t, friend, first);
    await cancelOrder(t.database.db, first.tokenValue);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'registered', orderId: null });
    expect(await programmeOf(t, referrer)).toMatchObject({ orderedCount: 0, rewardedCount: 0 });

    // A bank approving the cancelled order's payment late is acknowledged (banks resend anything but a
    // 200) and flagged for staff; the order stays cancelled, so it never rewards.
    const late = await bankApproves(t, firstPayment);
    expect(late.statusCode).toBe(200);
    const [closed] = await rows<{ state: string; flag: string | null }>(
      t,
      sql`select state, payment_flag as flag from orders where token_value = ${first.tokenValue}`,
    );
    expect(closed).toEqual({ state: 'cancelled', flag: 'paid_after_close' });
    expect(await rewardsOf(referrer)).toEqual([]);

    const next = await checkout(t, friend, { variant: variant(8) });
    expect(await referralOfFriend(t, friend)).toMatchObject({
      status: 'ordered',
      orderId: await orderIdOf(next.tokenValue),
    });
    await payByCard(t, friend, next);
    await sweepRewards(t);
    expect(await rewardsOf(referrer)).toHaveLength(1);
  });

  it('a cancelled first order hands over to a later standing one, which rewards once paid and past its return period', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const first = await checkout(t, friend, { variant: variant(9), payment: 'CASH_ON_DELIVERY' });
    const second = await checkout(t, friend, { variant: variant(10) });
    await payByCard(t, friend, second);
    expect(await rewardsOf(referrer)).toEqual([]);
    await cancelOrder(t.database.db, first.tokenValue);
    expect(await referralOfFriend(t, friend)).toMatchObject({
      status: 'ordered',
      orderId: await orderIdOf(second.tokenValue),
    });
    await sweepRewards(t);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'rewarded' });
    expect(await rewardsOf(referrer)).toHaveLength(1);
  });

  it('a reward once granted stays, whatever happens to the order afterwards', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const order = await checkout(t, friend, { variant: variant(11) });
    await payByCard(t, friend, order);
    await sweepRewards(t);
    await cancelOrder(t.database.db, order.tokenValue);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'rewarded' });
    expect(await rewardsOf(referrer)).toHaveLength(1);
  });

  it('a refunded order rewards nothing', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const order = await checkout(t, friend, { variant: variant(12) });
    await payByCard(t, friend, order);
    const orderId = await orderIdOf(order.tokenValue);
    await rows(t, sql`update orders set payment_state = 'refunded' where id = ${orderId}`);
    await sweepRewards(t);
    expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'ordered' });
    expect(await rewardsOf(referrer)).toEqual([]);
  });
});
