import { freeShippingOfferSchema, orderSchema, type Order } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { orNull, orThrow, shopApi, type ApiResult } from '../api/client.server';
import { shopPaths } from '../api/paths';
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

/**
 * The cart the cookie names (SPEC §4): none without a cookie; a cart that is gone (404) or already
 * placed is forgotten, so the next add starts a new one. The API's own failures are the error page.
 */
export async function loadCart(input: CartRequest): Promise<LoadedCart> {
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  const token = await readCartToken(input.request);
  if (!token) return { cart: null, headers };
  const cart = await findOrder(input, token);
  if (cart && cart.checkoutState !== 'completed') return { cart, headers };
  headers.append('Set-Cookie', await expiredCartCookie(input.request));
  return { cart: null, headers };
}

/**
 * Puts `quantity` of a variant into the shopper's cart in one API call: the item goes to the cart the
 * cookie names, and only when there is no cookie, or the API answers 404 (that cart is gone or already
 * placed), is a cart created (and remembered in the cookie) for it. The cart is not read first: the
 * add answers the whole cart.
 */
export async function addToCart(
  input: CartRequest,
  variantCode: string,
  quantity: number,
): Promise<{ added: ApiResult<Order>; headers: Headers }> {
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  const { added } = await addLine(
    input,
    await readCartToken(input.request),
    { variantCode, quantity },
    headers,
  );
  return { added, headers };
}

/**
 * Puts several lines into the shopper's cart, one after another into the same cart (created by the
 * first when there is none); answers how many could not be added (out of stock, not enough of it).
 */
export async function addLinesToCart(
  input: CartRequest,
  lines: ReadonlyArray<{ variantCode: string; quantity: number }>,
): Promise<{ missing: number; headers: Headers }> {
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  let token = await readCartToken(input.request);
  let missing = 0;
  for (const line of lines) {
    const result = await addLine(input, token, line, headers);
    token = result.token;
    if (!result.added.ok) missing += 1;
  }
  return { missing, headers };
}

/** One line into the cart `token` names, or into a new cart (its cookie set on `headers`). */
async function addLine(
  { context, request, locale }: CartRequest,
  token: string | null,
  { variantCode, quantity }: { variantCode: string; quantity: number },
  headers: Headers,
): Promise<{ added: ApiResult<Order>; token: string }> {
  const api = shopApi(context, locale);
  const add = (into: string) =>
    api.post(shopPaths.orderItems(into), { productVariant: variantCode, quantity }, orderSchema);
  if (token) {
    const added = await add(token);
    if (added.ok || added.problem.status !== 404) return { added, token };
  }
  const created = orThrow(await api.post('orders', { localeCode: backendLocale(locale) }, orderSchema));
  headers.append('Set-Cookie', await cartCookie(created.tokenValue, request));
  return { added: await add(created.tokenValue), token: created.tokenValue };
}

export function changeCartItem(
  { context, locale }: CartRequest,
  token: string,
  itemId: number,
  quantity: number,
): Promise<ApiResult<Order>> {
  return shopApi(context, locale).patch(shopPaths.orderItem(token, itemId), { quantity }, orderSchema);
}

export function removeCartItem(
  { context, locale }: CartRequest,
  token: string,
  itemId: number,
): Promise<ApiResult<undefined>> {
  return shopApi(context, locale).delete(shopPaths.orderItem(token, itemId));
}

/**
 * Applies a promo code, or removes it with null. A PUT without addresses leaves the addresses and
 * e-mail as they are; leaving couponCode out is what removes a coupon (api-contract §6.3).
 */
export function setCouponCode(
  { context, locale }: CartRequest,
  token: string,
  code: string | null,
): Promise<ApiResult<Order>> {
  return shopApi(context, locale).put(
    shopPaths.order(token),
    code === null ? {} : { couponCode: code },
    orderSchema,
  );
}

/**
 * Reads an order by its token, placed or not (the thank-you page); null when there is none (or it is
 * not the shopper's). The API's own failures are the error page.
 */
export async function findOrder(
  { context, locale, request }: CartRequest,
  token: string,
): Promise<Order | null> {
  return orNull(
    await shopApi(context, locale, { signal: request.signal }).get(shopPaths.order(token), orderSchema),
  );
}

/** The items total from which delivery is free, in tetri, or null when no such promotion runs. */
export async function loadFreeShippingThreshold({ context, locale }: Omit<CartRequest, 'request'>) {
  const offer = orNull(
    await shopApi(context, locale).get('promotions/free-shipping', freeShippingOfferSchema),
  );
  return offer?.threshold ?? null;
}
