import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, customer } from '../auth/support';
import { stockedVariants } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Shopper,
  addressOf,
  checkout,
  invitedFriend,
  issuedCoupons,
  payByCard,
  programmeOf,
  referralOfFriend,
  sweepRewards,
  variantCosting,
} from './support';

/**
 * Rewards that cannot be farmed (issue 23): with the default minimum order (50 ₾) and return period
 * (14 days), and two rewards a month here (default 5) so the limit shows with few friends.
 */
let t: TestApp;
let cheap: string;
let enough: string;
beforeAll(async () => {
  t = await createTestApp({ ...NO_LIMITS, REFERRAL_REWARDS_PER_MONTH: '2' });
  const [variant] = await stockedVariants(t, { minimum: 20, maxPrice: 1500 });
  cheap = variant?.code as string;
  enough = await variantCosting(t, 5000);
});
afterAll(() => t.close());

const rewardsOf = (who: Shopper) => issuedCoupons(t, who.id, 'referral_reward');

async function inviter() {
  const referrer = await customer(t, 'inviter');
  return { referrer, code: (await programmeOf(t, referrer)).code };
}

/** A friend of `code` who orders `variant`, delivered where `address` says, and pays by card. */
async function friendWhoBuys(code: string, variant: string, address?: (friend: Shopper) => object) {
  const friend = await invitedFriend(t, code);
  const order = await checkout(t, friend, { variant, ...(address ? { address: address(friend) } : {}) });
  await payByCard(t, friend, order);
  return friend;
}

describe('referral rewards', () => {
  it('the issue’s case: three made-up friends, each a small paid order, give their inviter nothing', async () => {
    const { referrer, code } = await inviter();
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await friendWhoBuys(code, cheap));
    await sweepRewards(t, 30);
    expect(await rewardsOf(referrer)).toEqual([]);
    for (const friend of friends)
      expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'ordered' });
  });

  it('nothing for a friend who ships to the inviter’s phone or to an address that already earned a reward', async () => {
    const { referrer, code } = await inviter();
    const rewarded = await friendWhoBuys(code, enough);
    await sweepRewards(t);
    expect(await rewardsOf(referrer)).toHaveLength(1);
    expect(await referralOfFriend(t, rewarded)).toMatchObject({ status: 'rewarded' });

    // The inviter's phone as registered ('555 12 34 56'), written another way.
    const samePhone = await friendWhoBuys(code, enough, (friend) => ({
      ...addressOf(friend),
      phoneNumber: '+995 555-123-456',
    }));
    // The rewarded friend's flat, in other case and spacing.
    const sameFlat = await friendWhoBuys(code, enough, (friend) => ({
      ...addressOf(friend),
      street: addressOf(rewarded).street.toUpperCase().replaceAll(' ', '  '),
    }));
    // Another inviter does not make the rewarded flat new.
    const other = await inviter();
    const sameFlatElsewhere = await friendWhoBuys(other.code, enough, (friend) => ({
      ...addressOf(friend),
      street: addressOf(rewarded).street,
    }));
    await sweepRewards(t);
    expect(await rewardsOf(referrer)).toHaveLength(1);
    expect(await rewardsOf(other.referrer)).toEqual([]);
    for (const friend of [samePhone, sameFlat, sameFlatElsewhere]) {
      expect(await referralOfFriend(t, friend)).toMatchObject({ status: 'ordered' });
    }
  });

  it('at most the monthly number of rewards per inviter; the rest wait for the next month', async () => {
    const { referrer, code } = await inviter();
    for (let i = 0; i < 3; i++) await friendWhoBuys(code, enough);
    await sweepRewards(t);
    expect(await rewardsOf(referrer)).toHaveLength(2);
    await sweepRewards(t, 20);
    expect(await rewardsOf(referrer)).toHaveLength(2);
    await sweepRewards(t, 46);
    expect(await rewardsOf(referrer)).toHaveLength(3);
  });
});
