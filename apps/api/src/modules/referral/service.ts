import { normalizeReferralCode } from '@sakhe/contract';
import type { Database, Queryable } from '../../db/client';
import { DEFAULT_LOCALE } from '../../http/locale';
import { issuePersonalCoupon, runningPromotion } from '../promotions';
import { type ProgrammeCoupon, REWARD, WELCOME, mailbox } from './programme';
import {
  claimReward,
  findCodeOwner,
  findOrderOwner,
  firstStandingOrder,
  hasPlacedOrders,
  insertReferral,
  lockReferral,
  lockReferralOfFriend,
  markReferralOrdered,
  referralsDue,
  reusesContact,
  rewardsSince,
  takeRewardsTurn,
  updateReferral,
} from './queries';

/**
 * The programme's life: registration links the friend (and gives them the welcome coupon), placing
 * the first order marks the referral `ordered` and cancelling it takes the referral back, both
 * inside the checkout's transactions; the referrer's reward comes from `grantDueRewards`, an hourly
 * sweep, once that order can no longer be returned (issue 23: rewards that cannot be farmed).
 */

export interface Referrer {
  id: number;
  email: string;
}

/** The customer a code (in any case) invites for; undefined when no one has it. */
export async function findReferrer(db: Queryable, code: string | null | undefined) {
  const normalized = normalizeReferralCode(code);
  if (normalized === '') return undefined;
  return findCodeOwner(db, normalized);
}

async function issue(db: Queryable, kind: ProgrammeCoupon, customerId: number, now: Date) {
  const promotion = await runningPromotion(db, kind.promotion, DEFAULT_LOCALE, now);
  if (!promotion) return null;
  const coupon = await issuePersonalCoupon(db, {
    promotion,
    customerId,
    prefix: kind.prefix,
    validDays: kind.validDays,
    now,
  });
  return coupon.id;
}

/** Why an invitation does not apply to the new customer; registration names it on referralCode. */
export type LinkRefusal = 'referralSelf' | 'referralNotNew';

/**
 * A new customer signed up with `referrer`'s code: linked, with the welcome coupon, unless it is
 * themselves (same customer or the same mailbox) or someone who has placed an order or is already
 * referred. Then the reason, with nothing written: registration refuses with it, an OAuth login
 * goes on without the link.
 */
export async function linkFriend(
  db: Queryable,
  link: { referrer: Referrer; friend: { id: number; email: string }; now: Date },
): Promise<LinkRefusal | null> {
  const { referrer, friend, now } = link;
  if (referrer.id === friend.id || mailbox(referrer.email) === mailbox(friend.email)) return 'referralSelf';
  if (await hasPlacedOrders(db, friend.id)) return 'referralNotNew';
  const referral = await insertReferral(db, { referrerId: referrer.id, friendId: friend.id, createdAt: now });
  if (!referral) return 'referralNotNew';
  const welcomeCouponId = await issue(db, WELCOME, friend.id, now);
  if (welcomeCouponId !== null) await updateReferral(db, referral.id, { welcomeCouponId });
  return null;
}

/**
 * An account an OAuth login just created, with the code the shopper arrived with: linked when the
 * code names a customer and the invitation applies. Otherwise ignored: the invitation is no reason
 * to refuse a login the shopper cannot correct, unlike the registration form's field.
 */
export async function linkFriendIfInvited(
  db: Queryable,
  code: string | null | undefined,
  friend: { id: number; email: string },
  now: Date,
): Promise<void> {
  const referrer = await findReferrer(db, code);
  if (referrer) await linkFriend(db, { referrer, friend, now });
}

/** The reward's conditions (config: REFERRAL_RETURN_DAYS, REFERRAL_MIN_ORDER_TOTAL, REFERRAL_REWARDS_PER_MONTH). */
export interface RewardRules {
  returnDays: number;
  minimumItemsTotal: number;
  perMonth: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Due referrals read per statement. */
const SWEEP_BATCH = 200;

/**
 * Grants the rewards now due: for each `ordered` referral whose order stands, is paid, comes to the
 * minimum and is past its return period, the referrer's coupon, unless they had `perMonth` rewards
 * in the last 30 days (the referral then waits for a later sweep) or the order ships to a phone or
 * address of the referrer or of an earlier reward (it never earns one). Safe on every node at once:
 * each grant is its own transaction, rewards take turns (an advisory lock), and the conditional
 * update of `claimReward` lets one transaction win a referral. Returns how many were granted.
 */
export async function grantDueRewards(db: Database, rules: RewardRules, now: Date): Promise<number> {
  const paidBefore = new Date(now.getTime() - rules.returnDays * DAY_MS);
  let granted = 0;
  // Page by id through every due referral: those that never earn (a reused phone) stay due and must
  // not keep the newer ones from their turn.
  let afterId = 0;
  for (;;) {
    const due = await referralsDue(db, {
      minimum: rules.minimumItemsTotal,
      paidBefore,
      afterId,
      limit: SWEEP_BATCH,
    });
    for (const { id } of due) {
      if (await db.transaction((tx) => grantReward(tx, id, rules, now))) granted += 1;
    }
    if (due.length < SWEEP_BATCH) return granted;
    afterId = due.at(-1)?.id ?? afterId;
  }
}

async function grantReward(
  db: Queryable,
  referralId: number,
  rules: RewardRules,
  now: Date,
): Promise<boolean> {
  await takeRewardsTurn(db);
  const referral = await lockReferral(db, referralId);
  if (referral?.status !== 'ordered' || referral.orderId === null) return false;
  const orderId = referral.orderId;
  if (
    (await rewardsSince(db, referral.referrerId, new Date(now.getTime() - 30 * DAY_MS))) >= rules.perMonth
  ) {
    return false;
  }
  if (await reusesContact(db, { referrerId: referral.referrerId, orderId })) return false;
  const promotion = await runningPromotion(db, REWARD.promotion, DEFAULT_LOCALE, now);
  // With the reward paused the referral stays `ordered`; a later sweep may still reward it.
  if (!promotion) return false;
  const won = await claimReward(db, referral.id, orderId, now);
  if (!won) return false;
  const coupon = await issuePersonalCoupon(db, {
    promotion,
    customerId: won.referrerId,
    prefix: REWARD.prefix,
    validDays: REWARD.validDays,
    now,
  });
  await updateReferral(db, referral.id, { rewardCouponId: coupon.id });
  return true;
}

/** At completion: the friend's first standing order makes the referral `ordered`. */
export async function referralOrderPlaced(
  db: Queryable,
  order: { id: number; customerId: number },
  now: Date,
): Promise<void> {
  await markReferralOrdered(db, { friendId: order.customerId, orderId: order.id, now });
}

/**
 * The order is cancelled. A rewarded referral stays rewarded; an `ordered` one moves to the
 * friend's next standing order (which then earns the reward on the same conditions), or back to
 * `registered`.
 */
export async function referralOrderCancelled(db: Queryable, orderId: number, now: Date): Promise<void> {
  const friendId = await findOrderOwner(db, orderId);
  if (friendId === null) return;
  const referral = await lockReferralOfFriend(db, friendId);
  if (!referral || referral.status !== 'ordered' || referral.orderId !== orderId) return;
  const next = await firstStandingOrder(db, friendId, orderId);
  if (!next) {
    await updateReferral(db, referral.id, {
      status: 'registered',
      orderId: null,
      orderedAt: null,
      updatedAt: now,
    });
    return;
  }
  const orderedAt = next.placedAt ?? now;
  await updateReferral(db, referral.id, { orderId: next.id, orderedAt, updatedAt: now });
}
