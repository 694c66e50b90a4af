import { normalizeReferralCode } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { DEFAULT_LOCALE, type Locale } from '../../http/locale';
import { refuse } from '../../i18n/violations';
import { issuePersonalCoupon, runningPromotion } from '../promotions/service';
import { type ProgrammeCoupon, REWARD, WELCOME, mailbox } from './programme';
import {
  type ReferralRow,
  claimReward,
  findCodeOwner,
  findOrderOwner,
  firstStandingOrder,
  hasPlacedOrders,
  insertReferral,
  lockReferralOfFriend,
  updateReferral,
} from './queries';

/**
 * The programme's life, driven by the other modules inside their own transactions: registration
 * links the friend (and gives them the welcome coupon), placing the first order marks the referral
 * `ordered`, its payment rewards the referrer once, cancelling it takes the referral back.
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

/**
 * A new customer registered with `referrer`'s code: not themselves (same customer or the same
 * mailbox), and only someone who has never placed an order. A refusal is a 422 on referralCode and
 * rolls the registration back.
 */
export async function linkFriend(
  db: Queryable,
  link: { referrer: Referrer; friend: { id: number; email: string }; locale: Locale; now: Date },
): Promise<void> {
  const { referrer, friend, locale, now } = link;
  if (referrer.id === friend.id || mailbox(referrer.email) === mailbox(friend.email)) {
    refuse(locale, 'referralCode', 'referralSelf');
  }
  if (await hasPlacedOrders(db, friend.id)) refuse(locale, 'referralCode', 'referralNotNew');
  const referral = await insertReferral(db, { referrerId: referrer.id, friendId: friend.id, createdAt: now });
  if (!referral) refuse(locale, 'referralCode', 'referralNotNew');
  const welcomeCouponId = await issue(db, WELCOME, friend.id, now);
  if (welcomeCouponId !== null) await updateReferral(db, referral.id, { welcomeCouponId });
}

/** The referrer's reward, when the referral's order is paid and still stands; once. */
async function rewardIfPaid(db: Queryable, referral: ReferralRow, now: Date): Promise<void> {
  if (referral.status !== 'ordered' || referral.orderId === null) return;
  const promotion = await runningPromotion(db, REWARD.promotion, DEFAULT_LOCALE, now);
  // With the reward paused the referral stays `ordered`; a later payment event may still reward it.
  if (!promotion) return;
  const won = await claimReward(db, referral.id, referral.orderId, now);
  if (!won) return;
  const coupon = await issuePersonalCoupon(db, {
    promotion,
    customerId: won.referrerId,
    prefix: REWARD.prefix,
    validDays: REWARD.validDays,
    now,
  });
  await updateReferral(db, referral.id, { rewardCouponId: coupon.id });
}

/** At completion: the friend's first standing order makes the referral `ordered` (paid at once if free). */
export async function referralOrderPlaced(
  db: Queryable,
  order: { id: number; customerId: number },
  now: Date,
): Promise<void> {
  const referral = await lockReferralOfFriend(db, order.customerId);
  if (!referral || referral.status !== 'registered') return;
  const ordered = { ...referral, status: 'ordered', orderId: order.id, orderedAt: now };
  await updateReferral(db, referral.id, {
    status: 'ordered',
    orderId: order.id,
    orderedAt: now,
    updatedAt: now,
  });
  await rewardIfPaid(db, ordered, now);
}

/** The order is paid (the one place payment reaches `paid`): the referrer's reward, if it is the referral's order. */
export async function referralOrderPaid(db: Queryable, orderId: number, now: Date): Promise<void> {
  const friendId = await findOrderOwner(db, orderId);
  if (friendId === null) return;
  const referral = await lockReferralOfFriend(db, friendId);
  if (referral?.orderId === orderId) await rewardIfPaid(db, referral, now);
}

/**
 * The order is cancelled. A rewarded referral stays rewarded; an `ordered` one moves to the
 * friend's next standing order (rewarding at once if that one is paid), or back to `registered`.
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
  await rewardIfPaid(db, { ...referral, orderId: next.id, orderedAt }, now);
}
