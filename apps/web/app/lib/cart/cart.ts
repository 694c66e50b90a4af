import type { Order } from '@sakhe/contract';
import { createFetchedStore } from '../browser/fetched-store';

/** What the header shows of the cart (SPEC §2): how many pieces, and what the goods cost. */
export interface CartSummaryData {
  /** Σ item quantities. */
  count: number;
  /**
   * The items after discounts, in tetri. Not the order total: before the shopper names a city the
   * shipping fee in it is only the API's estimate.
   */
  total: number;
}

export const EMPTY_CART_SUMMARY: CartSummaryData = { count: 0, total: 0 };

export function summarizeCart(order: Pick<Order, 'items' | 'itemsTotal'> | null): CartSummaryData {
  if (!order) return EMPTY_CART_SUMMARY;
  return {
    count: order.items.reduce((count, item) => count + item.quantity, 0),
    total: order.itemsTotal,
  };
}

/** The items before any discount: what the totals list first, the discounts then taken from it. */
export function itemsBeforeDiscounts(order: Pick<Order, 'itemsTotal' | 'orderPromotionTotal'>): number {
  return order.itemsTotal - order.orderPromotionTotal;
}

/** The storefront URL of the header's cart summary (JSON, never cached). */
export const CART_SUMMARY_PATH = '/cart/summary';

const isCartSummary = (value: unknown): value is CartSummaryData =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as CartSummaryData).count) &&
  Number.isInteger((value as CartSummaryData).total);

/**
 * The header's cart summary on the client. It is never part of a page's HTML or loader data, so
 * catalog pages stay the same for every shopper and a CDN may keep them; the header asks
 * `/cart/summary` once per page load, and the cart's own pages and actions publish what they know.
 * A failed ask leaves a plain cart link; the next page asks again.
 */
export const cartSummaryStore = createFetchedStore(
  isCartSummary,
  (a, b) => a.count === b.count && a.total === b.total,
);

/** The cart page's own changes: the cart action's `intent`, besides `add` (any page's add-to-cart forms). */
export type CartIntent = 'quantity' | 'remove' | 'coupon' | 'coupon-remove';

/**
 * What the cart action answers the cart page's scripts; `itemId` says which row a message is for,
 * `change` how an item's quantity went (for analytics).
 */
export type CartActionResult =
  | { ok: true; intent: CartIntent; itemId?: number; change?: { from: number; to: number } }
  | { ok: false; intent: CartIntent | null; itemId?: number; message: string };

/** What an add answers a script: the header's new summary and what was added, or why not. */
/**
 * How far the cart is from free delivery (the running free-shipping promotion's threshold, measured on
 * the items before order discounts, as the promotion measures them).
 */
export interface FreeShippingProgress {
  /** Tetri the items must reach. */
  threshold: number;
  /** Tetri still missing; 0 once delivery is free. */
  remaining: number;
}

export function freeShippingProgress(
  order: Pick<Order, 'itemsTotal' | 'orderPromotionTotal'> | null,
  threshold: number | null,
): FreeShippingProgress | null {
  if (threshold === null) return null;
  const items = order ? itemsBeforeDiscounts(order) : 0;
  return { threshold, remaining: Math.max(0, threshold - items) };
}

/** The line just added, as the add-to-cart popup shows it. */
export interface AddedItem {
  productName: string;
  variantName: string | null;
  /** Tetri, one piece after catalog and unit discounts. */
  unitPrice: number;
  /** `/media/image/<path>`, when the product has a picture. */
  image: string | null;
  /** Pieces of this variant now in the cart. */
  quantity: number;
}

export type AddToCartResult =
  | {
      ok: true;
      intent: 'add';
      summary: CartSummaryData;
      item: AddedItem;
      freeShipping: FreeShippingProgress | null;
    }
  | { ok: false; intent: 'add'; message: string };

/** The storefront path of the cart page, whose action takes every cart change (adds included). */
export const CART_PATH = '/cart';
