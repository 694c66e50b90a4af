import type { Wishlist } from '@sakhe/contract';
import type { AccountRequest } from '../account/account.server';
import { shopRequest } from '../cart/cart-api.server';
import { currentCustomerId } from '../http/session.server';
import { GUEST_WISHLIST, type WishlistSummary } from './wishlist';

/**
 * The logged-in customer's wishlist: `POST wishlists` with their token resolves it (the API makes it
 * on first use). Null for a guest; the storefront keeps no anonymous wishlists (SPEC §6: the
 * wishlist is the customer's).
 */
export async function loadOwnWishlist(input: AccountRequest): Promise<Wishlist | null> {
  const { context, request, locale } = input;
  if ((await currentCustomerId(context, request)) === null) return null;
  const result = await shopRequest<Wishlist>(context, 'wishlists', {
    locale,
    method: 'POST',
    body: {},
    signal: request.signal,
  });
  return result.ok ? result.body : null;
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
 * product cannot be wished (not sold any more).
 */
export async function changeWish(
  input: AccountRequest,
  change: WishChange,
): Promise<WishlistSummary | null | false> {
  const own = await loadOwnWishlist(input);
  if (!own) return null;
  const { context, locale } = input;
  const path = `wishlists/${encodeURIComponent(own.token)}`;
  if (change.intent === 'add') {
    const result = await shopRequest<Wishlist>(context, `${path}/product`, {
      locale,
      method: 'PATCH',
      body: { productId: change.productId },
    });
    return result.ok ? summarizeWishlist(result.body) : false;
  }
  const { productId, variantId } = change;
  const target = variantId === undefined ? `products/${productId}` : `productVariants/${variantId}`;
  // 404: it was not on the wishlist, which is what the shopper wants.
  await shopRequest(context, `${path}/${target}`, { locale, method: 'DELETE' });
  const left = own.wishlistProducts.filter((entry) =>
    variantId === undefined ? entry.product.id !== productId : entry.variant.id !== variantId,
  );
  return summarizeWishlist({ ...own, wishlistProducts: left });
}
