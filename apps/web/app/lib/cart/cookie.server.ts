import { createCookie } from 'react-router';

/** SPEC §9: the cart token is kept for 30 days. */
export const CART_COOKIE_MAX_AGE = 2_592_000;
export const CART_COOKIE_NAME = 'sakhe_cart';

/** Cart tokens are the API's URL-safe random strings (cart/service `newCartToken`). */
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

// httpOnly: the browser never needs the token (every cart call happens on the server), and a script
// injected into a page must not be able to read the shopper's only key to their cart. Lax: sent on
// top-level navigations from elsewhere (a link to /cart), not on cross-site POSTs.
const cookie = createCookie(CART_COOKIE_NAME, {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: CART_COOKIE_MAX_AGE,
});

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain HTTP is only expected on the developer's own machine; everywhere else the cookie is Secure. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
}

export function secureFor(requestUrl: string, publicUrl = process.env.PUBLIC_URL): boolean {
  // Behind a TLS proxy the request may reach this node as plain HTTP on a local address.
  if (publicUrl?.startsWith('https:')) return true;
  try {
    return !isLocalHost(new URL(requestUrl).hostname);
  } catch {
    return true;
  }
}

/** The cart token the browser sent, or null when there is none or it is not a token. */
export async function readCartToken(request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

/** `Set-Cookie` that remembers the cart for 30 days. */
export async function cartCookie(token: string, request: Request): Promise<string> {
  if (!TOKEN.test(token)) throw new Error('Not a cart token');
  return cookie.serialize(token, { secure: secureFor(request.url) });
}

/** `Set-Cookie` that forgets a cart that is gone or already placed. */
export function expiredCartCookie(request: Request): Promise<string> {
  return cookie.serialize('', { secure: secureFor(request.url), maxAge: 0, expires: new Date(0) });
}
