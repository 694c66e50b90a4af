// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  CART_COOKIE_MAX_AGE,
  CART_COOKIE_NAME,
  cartCookie,
  expiredCartCookie,
  isLocalHost,
  readCartToken,
} from './cookie.server';

const TOKEN = 'a1B2-c3_D4e5F6g7H8i9J0kL';

const request = (url: string, cookie?: string) =>
  new Request(url, { headers: cookie === undefined ? {} : { Cookie: cookie } });

/** The `name=value` pair of a Set-Cookie header, as a browser would send it back. */
const pairOf = (setCookie: string) => setCookie.split(';')[0] as string;

function attributes(setCookie: string): Map<string, string> {
  return new Map(
    setCookie
      .split(';')
      .slice(1)
      .map((part) => {
        const [key, ...value] = part.trim().split('=');
        return [(key as string).toLowerCase(), value.join('=')] as const;
      }),
  );
}

describe('cart cookie', () => {
  it('keeps the token 30 days, httpOnly, SameSite=Lax, for the whole site', async () => {
    const header = await cartCookie(TOKEN, request('https://sakhe.ge/shop'));
    expect(header.startsWith(`${CART_COOKIE_NAME}=`)).toBe(true);
    const attrs = attributes(header);
    expect(CART_COOKIE_MAX_AGE).toBe(2_592_000);
    expect(attrs.get('max-age')).toBe('2592000');
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attrs.get('path')).toBe('/');
  });

  it('is Secure everywhere but on the developer machine', async () => {
    expect(attributes(await cartCookie(TOKEN, request('https://sakhe.ge/'))).has('secure')).toBe(true);
    expect(attributes(await cartCookie(TOKEN, request('http://shop.example/'))).has('secure')).toBe(true);
    expect(attributes(await cartCookie(TOKEN, request('http://localhost:3000/'))).has('secure')).toBe(false);
    expect(attributes(await cartCookie(TOKEN, request('http://127.0.0.1:3100/'))).has('secure')).toBe(false);
  });

  it('is Secure when the shop is public over HTTPS, whatever address the request came in on', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://sakhe.ge');
    try {
      expect(attributes(await cartCookie(TOKEN, request('http://127.0.0.1:3000/'))).has('secure')).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('reads back the token it wrote', async () => {
    const header = await cartCookie(TOKEN, request('https://sakhe.ge/'));
    const sent = `consent=1; ${pairOf(header)}; other=x`;
    await expect(readCartToken(request('https://sakhe.ge/cart', sent))).resolves.toBe(TOKEN);
  });

  it('reads no token when there is no cookie, an empty one or something that is not a token', async () => {
    await expect(readCartToken(request('https://sakhe.ge/'))).resolves.toBeNull();
    await expect(readCartToken(request('https://sakhe.ge/', 'other=1'))).resolves.toBeNull();
    const expired = await expiredCartCookie(request('https://sakhe.ge/'));
    await expect(readCartToken(request('https://sakhe.ge/', pairOf(expired)))).resolves.toBeNull();
    // A hand-made cookie carrying a path instead of a token is refused, not passed on to the API.
    const forged = `${CART_COOKIE_NAME}=${btoa(encodeURIComponent(JSON.stringify('../../customers/1')))}`;
    await expect(readCartToken(request('https://sakhe.ge/', forged))).resolves.toBeNull();
    await expect(readCartToken(request('https://sakhe.ge/', `${CART_COOKIE_NAME}=%%%`))).resolves.toBeNull();
  });

  it('forgets the cart with an expired cookie', async () => {
    const attrs = attributes(await expiredCartCookie(request('https://sakhe.ge/')));
    expect(attrs.get('max-age')).toBe('0');
    expect(attrs.has('httponly')).toBe(true);
  });

  it('refuses to write what is not a token', async () => {
    await expect(cartCookie('a b', request('https://sakhe.ge/'))).rejects.toThrow();
  });

  it('knows the local host names', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('shop.localhost')).toBe(true);
    expect(isLocalHost('[::1]')).toBe(true);
    expect(isLocalHost('sakhe.ge')).toBe(false);
    expect(isLocalHost('localhost.example.com')).toBe(false);
  });
});
