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

/**
 * The most of one item a cart takes: the contract's MAX_ITEM_QUANTITY, repeated here because the
 * contract's module brings zod into the browser (cart.test.ts keeps the two equal). The API enforces it.
 */
export const MAX_QUANTITY = 9999;

/** The storefront URL of the header's cart summary (JSON, never cached). */
export const CART_SUMMARY_PATH = '/cart/summary';
/** Where add-to-cart forms post, with and without JavaScript. */
export const CART_ADD_PATH = '/cart/add';

/** What `/cart/add` answers a script (a form without JavaScript gets a redirect instead). */
export type AddToCartResult =
  { ok: true; summary: CartSummaryData; productName: string } | { ok: false; message: string };

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

/** The cart page's changes (its action's `intent`). */
export type CartIntent = 'quantity' | 'remove' | 'coupon' | 'coupon-remove';

/**
 * What the cart page's action answers; `itemId` says which row a message is for, `change` how an item's
 * quantity went (for analytics).
 */
export type CartActionResult =
  | { ok: true; intent: CartIntent; itemId?: number; change?: { from: number; to: number } }
  | { ok: false; intent: CartIntent | null; itemId?: number; message: string };

/** The storefront path of the cart page, whose action takes every cart change. */
export const CART_PATH = '/cart';
