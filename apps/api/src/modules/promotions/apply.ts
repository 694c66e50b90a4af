import type { AdjustmentType } from '@sakhe/contract';
import type { ItemFilter, PromotionAction, PromotionDefinition, PromotionRule } from './definitions';
import { distributeProportionally } from './distribute';

/**
 * Applying cart promotions to an order being processed (Sylius' PromotionProcessor): by priority,
 * an eligible exclusive promotion alone, otherwise every eligible one in turn. Rules see the order
 * as the promotions before them left it. Pure: the order processor hands a subject in and reads
 * the adjustments back.
 */

export interface AdjustmentDraft {
  type: AdjustmentType;
  label: string;
  /** Negative for discounts. */
  amount: number;
  originCode: string | null;
}

export interface PromotionItem {
  id: number;
  quantity: number;
  unitPrice: number;
  /** Paths of the product's taxons (categories and brand). */
  taxonPaths: readonly string[];
  /** The product's code, for product rules and filters (absent: matches none). */
  productCode?: string;
  /** Unit-level discount per unit (≤ 0). */
  unitPromotion: number;
  /** Order-wide discount carried by this item, over all its units (≤ 0). */
  orderPromotion: number;
  adjustments: AdjustmentDraft[];
}

export interface PromotionSubject {
  items: PromotionItem[];
  shippingFee: number;
  /** ≤ 0 */
  shippingPromotion: number;
  orderAdjustments: AdjustmentDraft[];
  /** Orders the customer has placed before; null when the cart has no customer yet. */
  placedOrderCount: number | null;
}

export const itemSubtotal = (item: PromotionItem) => item.quantity * (item.unitPrice + item.unitPromotion);
export const itemTotal = (item: PromotionItem) => itemSubtotal(item) + item.orderPromotion;
const itemsTotal = (subject: PromotionSubject) =>
  subject.items.reduce((sum, item) => sum + itemTotal(item), 0);

const inTaxons = (item: PromotionItem, paths: readonly string[]) =>
  item.taxonPaths.some((path) => paths.some((prefix) => path.startsWith(prefix)));

/** Whether a unit discount's filter takes the item: no filter takes every item, else either list. */
function matches(item: PromotionItem, filter: ItemFilter): boolean {
  if (!filter.taxonPaths && !filter.productCodes) return true;
  return (
    (filter.taxonPaths !== undefined && inTaxons(item, filter.taxonPaths)) ||
    (filter.productCodes !== undefined &&
      item.productCode !== undefined &&
      filter.productCodes.includes(item.productCode))
  );
}

function ruleHolds(subject: PromotionSubject, rule: PromotionRule): boolean {
  switch (rule.type) {
    case 'item_total':
      return itemsTotal(subject) >= rule.amount;
    case 'has_taxon':
      return subject.items.some((item) => inTaxons(item, rule.taxonPaths));
    case 'nth_order':
      return subject.placedOrderCount !== null && subject.placedOrderCount + 1 === rule.nth;
    case 'contains_product':
      return subject.items.some((item) => item.productCode === rule.productCode);
  }
}

const isEligible = (subject: PromotionSubject, promotion: PromotionDefinition) =>
  subject.items.length > 0 && promotion.rules.every((rule) => ruleHolds(subject, rule));

function discountOrder(subject: PromotionSubject, promotion: PromotionDefinition, wanted: number): boolean {
  const amount = Math.min(wanted, itemsTotal(subject));
  if (amount <= 0) return false;
  const shares = distributeProportionally(amount, subject.items.map(itemTotal));
  subject.items.forEach((item, index) => {
    const share = shares[index] ?? 0;
    if (share === 0) return;
    item.orderPromotion -= share;
    item.adjustments.push({
      type: 'order_promotion',
      label: promotion.label,
      amount: -share,
      originCode: promotion.code,
    });
  });
  return true;
}

/**
 * Takes `wanted(item)` off each unit of the items the filter matches, never more than what is
 * left of the unit nor of the item after order discounts.
 */
function discountUnits(
  subject: PromotionSubject,
  promotion: PromotionDefinition,
  filter: ItemFilter,
  wanted: (item: PromotionItem) => number,
): boolean {
  let applied = false;
  for (const item of subject.items) {
    if (!matches(item, filter)) continue;
    const perUnit = Math.min(
      wanted(item),
      item.unitPrice + item.unitPromotion,
      Math.floor(itemTotal(item) / item.quantity),
    );
    if (perUnit <= 0) continue;
    item.unitPromotion -= perUnit;
    item.adjustments.push({
      type: 'order_unit_promotion',
      label: promotion.label,
      amount: -perUnit * item.quantity,
      originCode: promotion.code,
    });
    applied = true;
  }
  return applied;
}

function execute(
  subject: PromotionSubject,
  promotion: PromotionDefinition,
  action: PromotionAction,
): boolean {
  switch (action.type) {
    case 'order_percentage_discount':
      return discountOrder(subject, promotion, Math.round((itemsTotal(subject) * action.percentage) / 100));
    case 'order_fixed_discount':
      return discountOrder(subject, promotion, action.amount);
    case 'unit_percentage_discount':
      return discountUnits(subject, promotion, action, (item) =>
        Math.round((item.unitPrice * action.percentage) / 100),
      );
    case 'unit_fixed_discount':
      return discountUnits(subject, promotion, action, () => action.amount);
    case 'shipping_percentage_discount': {
      const current = subject.shippingFee + subject.shippingPromotion;
      const amount = Math.min(Math.round((subject.shippingFee * action.percentage) / 100), current);
      if (amount <= 0) return false;
      subject.shippingPromotion -= amount;
      subject.orderAdjustments.push({
        type: 'order_shipping_promotion',
        label: promotion.label,
        amount: -amount,
        originCode: promotion.code,
      });
      return true;
    }
  }
}

function apply(subject: PromotionSubject, promotion: PromotionDefinition): boolean {
  let applied = false;
  for (const action of promotion.actions) applied = execute(subject, promotion, action) || applied;
  return applied;
}

/** Applies the promotions to `subject`; returns the ids of those that changed it. */
export function applyPromotions(
  subject: PromotionSubject,
  promotions: readonly PromotionDefinition[],
): number[] {
  const ranked = [...promotions].sort((a, b) => b.priority - a.priority || a.id - b.id);
  const exclusive = ranked.find((promotion) => promotion.exclusive && isEligible(subject, promotion));
  if (exclusive) return apply(subject, exclusive) ? [exclusive.id] : [];
  const applied: number[] = [];
  for (const promotion of ranked) {
    if (!promotion.exclusive && isEligible(subject, promotion) && apply(subject, promotion))
      applied.push(promotion.id);
  }
  return applied;
}
