import type { Order } from '@sakhe/contract';

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

type Listener = () => void;

/**
 * The header's cart summary on the client. It is never part of a page's HTML or loader data, so
 * catalog pages stay the same for every shopper and a CDN may keep them; the header asks
 * `/cart/summary` once per page load, and the cart's own pages and actions publish what they know.
 */
function createSummaryStore() {
  let summary: CartSummaryData | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const store = {
    get: () => summary,
    set(next: CartSummaryData) {
      if (summary && summary.count === next.count && summary.total === next.total) return;
      summary = next;
      notify();
    },
    /** Forget what is known (e.g. the cart was just placed): the header asks again. */
    invalidate() {
      if (summary === null) return;
      summary = null;
      notify();
    },
    /** Asks `url` (the localized CART_SUMMARY_PATH) unless the summary is known or being asked. */
    load(url: string): Promise<void> {
      if (summary !== null) return Promise.resolve();
      if (loading) return loading;
      loading = fetch(url, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<CartSummaryData>) : null))
        .then((loaded) => {
          if (loaded && Number.isInteger(loaded.count) && Number.isInteger(loaded.total)) store.set(loaded);
        })
        // The header then shows a plain cart link; the next page asks again.
        .catch(() => undefined)
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return store;
}

export const cartSummaryStore = createSummaryStore();

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
