import { z } from 'zod';
import { hydraCollection, money } from './hydra';

/**
 * The invite-a-friend programme: a customer's code and link, the friends who registered with it,
 * and the personal coupons the programme gives (a welcome coupon to the friend, a reward to the
 * customer once the friend's first order is paid).
 */

export const referralStatus = z.enum(['registered', 'ordered', 'rewarded']);
export type ReferralStatus = z.infer<typeof referralStatus>;

export const couponBenefitType = z.enum([
  'order_percentage_discount',
  'order_fixed_discount',
  'unit_percentage_discount',
  'unit_fixed_discount',
  'shipping_percentage_discount',
]);

/** What a coupon gives and asks for, read from its promotion's actions and rules. */
export const couponOfferSchema = z.object({
  /** The promotion's label in the request's language, as the cart's adjustment shows it. */
  label: z.string(),
  benefits: z.array(
    z.object({
      type: couponBenefitType,
      /** For the percentage benefits. */
      percentage: z.number().nullable(),
      /** For the fixed benefits (order_fixed_discount, unit_fixed_discount), in minor units. */
      amount: money.nullable(),
    }),
  ),
  /** The items total an order needs (an item_total rule), or null. */
  minimumItemsTotal: money.nullable(),
  /** Only for the customer's nth placed order (an nth_order rule; 1: the first), or null. */
  nthOrder: z.number().int().nullable(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

/** The programme's two offers: each the configuration of one promotion, null while it is off. */
export const referralOfferSchema = couponOfferSchema.extend({
  /** How long an issued coupon stays valid, in days. */
  validDays: z.number().int().positive(),
});
export type ReferralOffer = z.infer<typeof referralOfferSchema>;

/** `GET customers/{id}/referral`. */
export const referralProgramSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ReferralProgram'),
  /** Short, uppercase, made on the first request. */
  code: z.string(),
  /** The invitation link in the request's language. */
  link: z.string(),
  links: z.object({ ka_GE: z.string(), en_US: z.string() }),
  invitedCount: z.number().int().nonnegative(),
  orderedCount: z.number().int().nonnegative(),
  rewardedCount: z.number().int().nonnegative(),
  /** What an invited friend gets for their first order. */
  welcome: referralOfferSchema.nullable(),
  /** What the customer gets once a friend's first order is paid. */
  reward: referralOfferSchema.nullable(),
});
export type ReferralProgram = z.infer<typeof referralProgramSchema>;

/** One invited friend (`GET customers/{id}/referrals`); only their first name is shown. */
export const referralSchema = z.object({
  '@type': z.literal('Referral'),
  id: z.number().int(),
  firstName: z.string().nullable(),
  status: referralStatus,
  registeredAt: z.string(),
  orderedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  /** The reward coupon this friend earned the customer. */
  rewardCouponCode: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralCollectionSchema = hydraCollection(referralSchema);

/** A personal coupon the customer can still use (`GET customers/{id}/coupons`). */
export const customerCouponSchema = z.object({
  '@type': z.literal('PromotionCoupon'),
  code: z.string(),
  /** The promotion's code: referral_welcome or referral_reward. */
  promotion: z.string(),
  expiresAt: z.string().nullable(),
  ...couponOfferSchema.shape,
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;
export const customerCouponCollectionSchema = hydraCollection(customerCouponSchema);

/** `GET referral-codes/{code}`: 200 when the code invites, 404 otherwise. */
export const referralCodeSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ReferralCode'),
  code: z.string(),
});
export const referralCodeParams = z.object({ code: z.string().max(64) });

/** Codes are uppercase letters and digits; links and forms may carry them in any case. */
export const normalizeReferralCode = (value: string | null | undefined): string =>
  (value ?? '').trim().toUpperCase();
