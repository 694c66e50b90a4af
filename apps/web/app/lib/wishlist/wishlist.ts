import { createFetchedStore } from '../browser/fetched-store';
import { loginReturningTo } from '../account/login-return';

/**
 * What the hearts show (SPEC §2, §6): whether someone is logged in, and which products their
 * wishlist holds. A guest's hearts lead to the login page.
 */
export interface WishlistSummary {
  loggedIn: boolean;
  /** Ids of the products with at least one wished variant. */
  productIds: number[];
}

export const GUEST_WISHLIST: WishlistSummary = { loggedIn: false, productIds: [] };

/** The storefront URL of the hearts' state (JSON, never cached). */
export const WISHLIST_SUMMARY_PATH = '/wishlist/summary';
/** Where hearts and the wishlist page's remove buttons post, with and without JavaScript. */
export const WISHLIST_TOGGLE_PATH = '/wishlist/toggle';
/** The wishlist page. */
export const WISHLIST_PAGE_PATH = '/user/wishlist';

/** What `/wishlist/toggle` answers a script (a guest is sent to the login page instead). */
export type WishlistToggleResult = { ok: true; summary: WishlistSummary } | { ok: false; message: string };

const isSummary = (value: unknown): value is WishlistSummary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WishlistSummary).loggedIn === 'boolean' &&
  Array.isArray((value as WishlistSummary).productIds) &&
  (value as WishlistSummary).productIds.every(Number.isInteger);

export const wishlistStore = createFetchedStore(isSummary);

/**
 * The login page's query for a guest's heart: come back to `returnTo` afterwards, wishing the
 * product on the way.
 */
export function loginForWish(returnTo: string, productId: number): string {
  return loginReturningTo(returnTo, { wish: String(productId) });
}
