import type { Queryable } from '../../db/client';
import { parseAction, parseRule } from './definitions';
import { loadRunningPromotions } from './queries';

/**
 * The items total from which delivery is free, or null: the lowest threshold among running promotions
 * that any shopper gets without a coupon, whose only rule is an items total and which take the whole
 * shipping charge off. A promotion with other rules (a category, the first order) is left out: the cart
 * could not promise it.
 */
export async function freeShippingThreshold(db: Queryable, now: Date): Promise<number | null> {
  let lowest: number | null = null;
  for (const promotion of await loadRunningPromotions(db, now)) {
    const [only, ...others] = promotion.rules;
    if (promotion.couponBased || !only || others.length > 0) continue;
    const rule = parseRule(only.type, only.configuration, () => []);
    const freesShipping = promotion.actions.some((action) => {
      const parsed = parseAction(action.type, action.configuration, () => []);
      return parsed.type === 'shipping_percentage_discount' && parsed.percentage >= 100;
    });
    if (rule.type === 'item_total' && freesShipping && (lowest === null || rule.amount < lowest))
      lowest = rule.amount;
  }
  return lowest;
}
