import { normalizeReferralCode } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { DEFAULT_LOCALE } from '../../http/locale';
import { issuePersonalCoupon, runningPromotion } from '../promotions';
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
