/**
 * Cart promotions and coupons: what applies to an order and how much it takes off, coupon usage,
 * personal coupons, and the SQL pieces the cart's one-statement reads embed.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { applyPromotions, itemSubtotal, itemTotal } from './apply';
export type { AdjustmentDraft, PromotionSubject } from './apply';
export type { PromotionDefinition } from './definitions';
export { labelledIn, namedTaxonPaths, placedOrderCountColumn, runningPromotionsSelect } from './queries';
export type { PromotionWithParts, RunningPromotionRow } from './queries';
export {
  applicablePromotions,
  findCouponByCode,
  issuePersonalCoupon,
  personalCoupons,
  randomCode,
  recordCouponUsage,
  recordPromotionUsage,
  releaseUsage,
  runningPromotion,
} from './service';
export type { PersonalCoupon } from './service';
export { promotionsModule } from './routes';
export { promotionsAdminModule } from './admin/routes';
