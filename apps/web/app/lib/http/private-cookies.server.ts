import { PRIVATE_NO_STORE } from '../cart/cart.server';

/**
 * A response that sets a cookie (a kept invitation, renewed login tokens) belongs to one browser:
 * a CDN or shared cache must never store it and hand the cookie to others, whatever the page's
 * own caching says.
 */
export function privateWhenSettingCookies(headers: Headers): void {
  if (headers.has('Set-Cookie')) headers.set('Cache-Control', PRIVATE_NO_STORE);
}
