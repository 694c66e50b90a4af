import type { CouponOffer, CustomerCoupon, Referral, ReferralStatus } from '@sakhe/contract';
import { formatDate } from '../../http/hydra';
import type { PersonalCoupon, PromotionDefinition } from '../promotions';

/** What a coupon of the promotion gives and asks for, straight from its actions and rules. */
export function presentOffer(definition: PromotionDefinition): CouponOffer {
  const minimums = definition.rules.flatMap((rule) => (rule.type === 'item_total' ? [rule.amount] : []));
  const nth = definition.rules.find((rule) => rule.type === 'nth_order');
  return {
    label: definition.label,
    benefits: definition.actions.map((action) => ({
      type: action.type,
      percentage: 'percentage' in action ? action.percentage : null,
      amount: 'amount' in action ? action.amount : null,
    })),
    minimumItemsTotal: minimums.length > 0 ? Math.max(...minimums) : null,
    nthOrder: nth?.nth ?? null,
  };
}

export function presentCoupon({ coupon, promotionCode, definition }: PersonalCoupon): CustomerCoupon {
  return {
    '@type': 'PromotionCoupon',
    code: coupon.code,
    promotion: promotionCode,
    expiresAt: coupon.expiresAt === null ? null : formatDate(coupon.expiresAt),
    ...presentOffer(definition),
  };
}

export function presentReferral(row: {
  id: number;
  firstName: string | null;
  status: string;
  createdAt: Date;
  orderedAt: Date | null;
  rewardedAt: Date | null;
  rewardCouponCode: string | null;
}): Referral {
  return {
    '@type': 'Referral',
    id: row.id,
    firstName: row.firstName,
    status: row.status as ReferralStatus,
    registeredAt: formatDate(row.createdAt),
    orderedAt: row.orderedAt === null ? null : formatDate(row.orderedAt),
    rewardedAt: row.rewardedAt === null ? null : formatDate(row.rewardedAt),
    rewardCouponCode: row.rewardCouponCode,
  };
}
