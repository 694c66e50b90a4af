import { wishlistSchema, type Wishlist } from '@sakhe/contract';
import type { AccountRequest } from '../account/account.server';
import { orThrow, shopApi, type ApiResult } from '../api/client.server';
import { currentCustomerId } from '../http/session.server';
import { GUEST_WISHLIST, type WishlistSummary } from './wishlist';

/**
 * The logged-in customer's wishlist: `POST wishlists` with their token resolves it (the API makes it
 * on first use). Null for a guest; the storefront keeps no anonymous wishlists (SPEC §6: the
 * wishlist is the customer's).
 */
async function ownWishlist({
  context,
  request,
  locale,
}: AccountRequest): Promise<ApiResult<Wishlist> | null> {
  if ((await currentCustomerId(context, request)) === null) return null;
  return shopApi(context, locale, { signal: request.signal }).post('wishlists', {}, wishlistSchema);
}

/**
 * The customer's wishlist for a page: null for a guest, or for a customer whose login ran out on the
 * way (a refusal); the API's own failures are the error page.
 */
export async function loadOwnWishlist(input: AccountRequest): Promise<Wishlist | null> {
  const own = await ownWishlist(input);
  if (!own) return null;
  return !own.ok && own.problem.status < 500 ? null : orThrow(own);
}

export function summarizeWishlist(wishlist: Wishlist | null): WishlistSummary {
  if (!wishlist) return GUEST_WISHLIST;
  const ids = wishlist.wishlistProducts.map((entry) => entry.product.id);
  return { loggedIn: true, productIds: [...new Set(ids)] };
}

/** What a heart or a wishlist page's remove button asks for. */
export type WishChange =
  | { intent: 'add'; productId: number }
  /** With `variantId`, only that wished variant goes (the wishlist page's rows); else the whole product. */
  | { intent: 'remove'; productId: number; variantId?: number };

/**
 * Wishes a product (its default variant) or takes it off the customer's wishlist. Taking off what
 * is not there, or wishing twice, leaves the wishlist as asked. Null for a guest; false when the
 * product cannot be wished (not sold any more) or the API failed (the client logs its failures).
 */
export async function changeWish(
  input: AccountRequest,
  change: WishChange,
): Promise<WishlistSummary | null | false> {
  const own = await ownWishlist(input);
  if (!own) return null;
  if (!own.ok) return false;
  const api = shopApi(input.context, input.locale);
  const path = `wishlists/${encodeURIComponent(own.data.token)}`;
  if (change.intent === 'add') {
    const wished = await api.patch(`${path}/product`, { productId: change.productId }, wishlistSchema);
    return wished.ok && summarizeWishlist(wished.data);
  }
  const { productId, variantId } = change;
  const target = variantId === undefined ? `products/${productId}` : `productVariants/${variantId}`;
  const removed = await api.delete(`${path}/${target}`);
  // 404: it was not on the wishlist, which is what the shopper wants.
  if (!removed.ok && removed.problem.status !== 404) return false;
  const left = own.data.wishlistProducts.filter((entry) =>
    variantId === undefined ? entry.product.id !== productId : entry.variant.id !== variantId,
  );
  return summarizeWishlist({ ...own.data, wishlistProducts: left });
}
