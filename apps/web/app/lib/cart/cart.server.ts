import type { Order } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { shopRequest, type ShopResult } from './cart-api.server';
import { cartCookie, expiredCartCookie, readCartToken } from './cookie.server';
import { backendLocale, type Locale } from '../i18n/locale';

/** What a cart loader or action has: the request, the API, the page's language. */
export interface CartRequest {
  context: AppLoadContext;
  request: Request;
  locale: Locale;
}

/** Pages and answers that show a cart belong to one shopper: never kept by a browser cache or a CDN. */
export const PRIVATE_NO_STORE = 'private, no-store';

export interface LoadedCart {
  /** The shopper's open cart, or null when there is none (yet). */
  cart: Order | null;
  /** Set-Cookie to send along: a stale cookie forgotten, or a new cart remembered. */
  headers: Headers;
}

const orderPath = (token: string) => `orders/${encodeURIComponent(token)}`;

/**
 * The cart the cookie names (SPEC §4): none without a cookie; a cart that is gone (404) or already
 * placed is forgotten, so the next add starts a new one.
 */
export async function loadCart({ context, request, locale }: CartRequest): Promise<LoadedCart> {
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  const token = await readCartToken(request);
  if (!token) return { cart: null, headers };
  const result = await shopRequest<Order>(context, orderPath(token), { locale, signal: request.signal });
  if (result.ok && result.body.checkoutState !== 'completed') return { cart: result.body, headers };
  headers.append('Set-Cookie', await expiredCartCookie(request));
  return { cart: null, headers };
}

/** The shopper's cart, created (and remembered in the cookie) when there is none. */
export async function loadOrCreateCart(input: CartRequest): Promise<LoadedCart & { cart: Order }> {
  const loaded = await loadCart(input);
  if (loaded.cart) return { ...loaded, cart: loaded.cart };
  const { context, request, locale } = input;
  const created = await shopRequest<Order>(context, 'orders', {
    locale,
    method: 'POST',
    body: { localeCode: backendLocale(locale) },
  });
  if (!created.ok) throw new Error(`Could not create a cart (${created.status})`);
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  headers.append('Set-Cookie', await cartCookie(created.body.tokenValue, request));
  return { cart: created.body, headers };
}

type Change = Promise<ShopResult<Order | undefined>>;

export function addCartItem(
  { context, locale }: CartRequest,
  token: string,
  variantCode: string,
  quantity: number,
): Change {
  return shopRequest<Order>(context, `${orderPath(token)}/items`, {
    locale,
    method: 'POST',
    body: { productVariant: variantCode, quantity },
  });
}

export function changeCartItem(
  { context, locale }: CartRequest,
  token: string,
  itemId: number,
  quantity: number,
): Change {
  return shopRequest<Order>(context, `${orderPath(token)}/items/${itemId}`, {
    locale,
    method: 'PATCH',
    body: { quantity },
  });
}

export function removeCartItem({ context, locale }: CartRequest, token: string, itemId: number): Change {
  return shopRequest<undefined>(context, `${orderPath(token)}/items/${itemId}`, { locale, method: 'DELETE' });
}

/**
 * Applies a promo code, or removes it with null. A PUT without addresses leaves the addresses and
 * e-mail as they are; leaving couponCode out is what removes a coupon (api-contract §6.3).
 */
export function setCouponCode({ context, locale }: CartRequest, token: string, code: string | null): Change {
  return shopRequest<Order>(context, orderPath(token), {
    locale,
    method: 'PUT',
    body: code === null ? {} : { couponCode: code },
  });
}

/** Reads an order by its token, placed or not (the thank-you page); null when there is none. */
export async function findOrder(
  { context, locale, request }: CartRequest,
  token: string,
): Promise<Order | null> {
  const result = await shopRequest<Order>(context, orderPath(token), { locale, signal: request.signal });
  return result.ok ? result.body : null;
}

export { orderPath };
