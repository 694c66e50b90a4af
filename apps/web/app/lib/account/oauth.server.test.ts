import { describe, expect, it } from 'vitest';
import {
  clearedPendingLoginCookie,
  facebookRedirectUri,
  loginErrorPath,
  newState,
  pendingLoginCookie,
  readPendingLogin,
} from './oauth.server';
import { safeRedirectPath } from '../http/redirects';

const returnPath = (value: string | null) => safeRedirectPath(value, '/');

const request = (cookie?: string) =>
  new Request('http://localhost:3000/auth/facebook/callback', {
    headers: cookie ? { Cookie: cookie } : {},
  });

const cookiePair = (setCookie: string) => setCookie.split(';')[0] as string;

describe('Facebook login on the storefront', () => {
  it('returns only to a path of this shop', () => {
    expect(returnPath('/en/cart?x=1')).toBe('/en/cart?x=1');
    expect(returnPath('//evil.example/x')).toBe('/');
    expect(returnPath('/\\evil.example')).toBe('/');
    expect(returnPath('https://evil.example/')).toBe('/');
    expect(returnPath(null)).toBe('/');
  });

  it("sends a failed login to the login page in the return path's language", () => {
    expect(loginErrorPath('/en/shop', 'email')).toBe('/en/login?oauth=email');
    expect(loginErrorPath('/shop', 'failed')).toBe('/login?oauth=failed');
  });

  it('has Facebook send the shopper back to one address on the public origin', () => {
    expect(facebookRedirectUri('https://sakhe.ge')).toBe('https://sakhe.ge/auth/facebook/callback');
  });

  it('remembers the state and the return path in a short-lived, httpOnly cookie', async () => {
    const state = newState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newState()).not.toBe(state);
    const set = await pendingLoginCookie({ state, back: '/en/cart' }, request());
    expect(set).toMatch(/Path=\/auth/);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Max-Age=600/);
    expect(await readPendingLogin(request(cookiePair(set)))).toEqual({ state, back: '/en/cart' });
  });

  it('ignores a missing, emptied or tampered cookie', async () => {
    expect(await readPendingLogin(request())).toBeNull();
    const cleared = await clearedPendingLoginCookie(request());
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await readPendingLogin(request(cookiePair(cleared)))).toBeNull();
    const forged = Buffer.from(JSON.stringify({ state: 'short', back: '/' })).toString('base64');
    expect(await readPendingLogin(request(`sakhe_oauth=${forged}`))).toBeNull();
    const elsewhere = Buffer.from(
      JSON.stringify({ state: 'a-long-enough-state-value', back: '//evil.example' }),
    ).toString('base64');
    expect(await readPendingLogin(request(`sakhe_oauth=${elsewhere}`))).toEqual({
      state: 'a-long-enough-state-value',
      back: '/',
    });
  });
});
