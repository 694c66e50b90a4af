import { z } from 'zod';

/**
 * Cart promotions as stored (promotion_rules / promotion_actions rows: a type and a JSON
 * configuration), parsed into definitions the pure applicator works with. Taxon codes in the
 * configuration are resolved to materialized taxon paths on load, so "this taxon or any of its
 * descendants" is a prefix test.
 */
const amount = z.number().int().nonnegative();
const percentage = z.number().min(0).max(100);
const taxonCodes = z.array(z.string().min(1)).min(1);
const productCodes = z.array(z.string().min(1));

const ruleConfigurations = {
  /** The items total (after higher-priority promotions) is at least `amount`. */
  item_total: z.object({ amount }),
  /** Some item's product is in one of the taxons (categories or brands) or below. */
  has_taxon: z.object({ taxons: taxonCodes }),
  /** The order would be the customer's nth placed order (nth 1: their first). */
  nth_order: z.object({ nth: z.number().int().min(1) }),
  /** Some item is a variant of the product. */
  contains_product: z.object({ product_code: z.string().min(1) }),
} as const;

/** Which items a unit discount takes: in the taxons or among the products (neither: every item). */
const itemFilter = { taxons: taxonCodes.optional(), products: productCodes.optional() };

const actionConfigurations = {
  /** A percentage of the items total, spread over the items by their totals. */
  order_percentage_discount: z.object({ percentage }),
  /** A fixed amount off the items total (never more than it), spread likewise. */
  order_fixed_discount: z.object({ amount }),
  /** A percentage off each unit, of every item or only of the items the filter matches. */
  unit_percentage_discount: z.object({ percentage, ...itemFilter }),
  /** A fixed amount off each unit (never below zero), of every item or of those the filter matches. */
  unit_fixed_discount: z.object({ amount, ...itemFilter }),
  /** A percentage off the shipping fee (100: free shipping). */
  shipping_percentage_discount: z.object({ percentage }),
} as const;

type RuleType = keyof typeof ruleConfigurations;
type ActionType = keyof typeof actionConfigurations;

export type PromotionRule =
  | { type: 'item_total'; amount: number }
  | { type: 'has_taxon'; taxonPaths: string[] }
  | { type: 'nth_order'; nth: number }
  | { type: 'contains_product'; productCode: string };

/** Paths of taxons and codes of products; an item matches either (both absent: every item). */
export interface ItemFilter {
  taxonPaths?: string[];
  productCodes?: string[];
}

export type PromotionAction =
  | { type: 'order_percentage_discount'; percentage: number }
  | { type: 'order_fixed_discount'; amount: number }
  | ({ type: 'unit_percentage_discount'; percentage: number } & ItemFilter)
  | ({ type: 'unit_fixed_discount'; amount: number } & ItemFilter)
  | { type: 'shipping_percentage_discount'; percentage: number };

export interface PromotionDefinition {
  id: number;
  code: string;
  /** In the order's language: the adjustments' label. */
  label: string;
  priority: number;
  exclusive: boolean;
  couponBased: boolean;
  rules: PromotionRule[];
  actions: PromotionAction[];
}

const isRuleType = (type: string): type is RuleType => type in ruleConfigurations;
const isActionType = (type: string): type is ActionType => type in actionConfigurations;

/** Codes → paths; a code naming no taxon matches nothing (an empty list keeps the rule unmet). */
export type TaxonPaths = (codes: string[]) => string[];

export function parseRule(type: string, configuration: unknown, paths: TaxonPaths): PromotionRule {
  if (!isRuleType(type)) throw new Error(`Unknown promotion rule: ${type}`);
  switch (type) {
    case 'item_total':
      return { type, ...ruleConfigurations.item_total.parse(configuration) };
    case 'has_taxon':
      return { type, taxonPaths: paths(ruleConfigurations.has_taxon.parse(configuration).taxons) };
    case 'nth_order':
      return { type, ...ruleConfigurations.nth_order.parse(configuration) };
    case 'contains_product':
      return { type, productCode: ruleConfigurations.contains_product.parse(configuration).product_code };
  }
}

export function parseAction(type: string, configuration: unknown, paths: TaxonPaths): PromotionAction {
  if (!isActionType(type)) throw new Error(`Unknown promotion action: ${type}`);
  switch (type) {
    case 'order_percentage_discount':
      return { type, ...actionConfigurations.order_percentage_discount.parse(configuration) };
    case 'order_fixed_discount':
      return { type, ...actionConfigurations.order_fixed_discount.parse(configuration) };
    case 'unit_percentage_discount': {
      const { percentage, ...filter } = actionConfigurations.unit_percentage_discount.parse(configuration);
      return { type, percentage, ...itemFilterOf(filter, paths) };
    }
    case 'unit_fixed_discount': {
      const { amount, ...filter } = actionConfigurations.unit_fixed_discount.parse(configuration);
      return { type, amount, ...itemFilterOf(filter, paths) };
    }
    case 'shipping_percentage_discount':
      return { type, ...actionConfigurations.shipping_percentage_discount.parse(configuration) };
  }
}

function itemFilterOf(
  filter: { taxons?: string[] | undefined; products?: string[] | undefined },
  paths: TaxonPaths,
): ItemFilter {
  return {
    ...(filter.taxons ? { taxonPaths: paths(filter.taxons) } : {}),
    ...(filter.products ? { productCodes: filter.products } : {}),
  };
}

const namedTaxons = z.object({ taxons: z.array(z.string()).optional() });

/** Taxon configurations name codes; the loader needs them all to resolve paths in one query. */
export function taxonCodesOf(configuration: unknown): string[] {
  const parsed = namedTaxons.safeParse(configuration);
  return parsed.success ? (parsed.data.taxons ?? []) : [];
}
