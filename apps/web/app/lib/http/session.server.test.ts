// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_COOKIE_MAX_AGE,
  REFRESH_COOKIE_MAX_AGE,
  authCookies,
  clearedAuthCookies,
  customerIdOf,
  readAuthCookies,
  secureCookies,
} from './auth-cookies.server';
import { authorizedSend, createSession, forgetRecentRefreshes, type Send } from './session.server';

const jwt = (sub: number, tag = 'x') =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: String(sub), tag })).toString('base64url')}.signature-${tag}`;
const OLD = jwt(7, 'old');
const NEW = jwt(7, 'new');
const REFRESH = 'refresh-token-aaaaaaaaaaaaaaaa';
const ROTATED = 'refresh-token-bbbbbbbbbbbbbbbb';

const pair = (setCookie: string) => setCookie.split(';')[0] as string;

async function sessionWith(cookies: string[]) {
  return createSession(
    new Request('http://localhost:3000/user', { headers: { Cookie: cookies.join('; ') } }),
  );
}

/** A fake API: protected calls accept only `valid`; the refresh endpoint rotates REFRESH once. */
function fakeApi(valid: string) {
  const calls: { path: string; auth: string | undefined }[] = [];
  let refreshes = 0;
  const send: Send = async (path, init) => {
    const auth = (init.headers as Record<string, string>).Authorization;
    calls.push({ path, auth });
    if (path.endsWith('refresh-authentication-token')) {
      refreshes += 1;
      const body = JSON.parse(String(init.body)) as { refresh_token: string };
      // Let concurrent callers overlap before answering.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return body.refresh_token === REFRESH && refreshes === 1
        ? Response.json({ token: NEW, refresh_token: ROTATED })
        : Response.json({ code: 401 }, { status: 401 });
    }
    return auth === `Bearer ${valid}` ? Response.json({ ok: true }) : new Response(null, { status: 401 });
  };
  return { send, calls, refreshes: () => refreshes };
}

describe('auth cookies', () => {
  it('round-trips both tokens with the spec lifetimes, httpOnly and Lax, Secure off localhost', async () => {
    const local = await authCookies({ token: OLD, refresh_token: REFRESH }, 'http://localhost:3000/');
    expect(local[0]).toContain(`Max-Age=${ACCESS_COOKIE_MAX_AGE}`);
    expect(local[1]).toContain(`Max-Age=${REFRESH_COOKIE_MAX_AGE}`);
    for (const cookie of local) {
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
    const remote = await authCookies({ token: OLD, refresh_token: REFRESH }, 'http://shop.example/');
    expect(remote.every((cookie) => cookie.includes('Secure'))).toBe(true);
    expect(await readAuthCookies(local.map(pair).join('; '))).toEqual({
      accessToken: OLD,
      refreshToken: REFRESH,
    });
  });

  it('is Secure when the public URL is https, even on localhost', () => {
    expect(secureCookies('http://localhost:3000/', 'https://sakhe.ge')).toBe(true);
    expect(secureCookies('http://localhost:3000/', 'http://localhost:3000')).toBe(false);
  });

  it('ignores junk and expires both cookies on logout', async () => {
    expect(await readAuthCookies('sakhe_at=%22a%20b%22; sakhe_rt=')).toEqual({
      accessToken: null,
      refreshToken: null,
    });
    const cleared = await clearedAuthCookies('http://localhost/');
    expect(cleared).toHaveLength(2);
    expect(cleared.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('reads the customer id from the token subject', () => {
    expect(customerIdOf(jwt(42))).toBe(42);
    expect(customerIdOf('not-a-jwt')).toBeNull();
    expect(customerIdOf(null)).toBeNull();
  });
});

describe('authorizedSend', () => {
  beforeEach(() => forgetRecentRefreshes());

  it('sends the Bearer token and does not refresh while it works', async () => {
    const cookies = (await authCookies({ token: NEW, refresh_token: REFRESH }, 'http://localhost/')).map(
      pair,
    );
    const session = await sessionWith([cookies[0] as string]);
    const api = fakeApi(NEW);
    const response = await authorizedSend(session, api.send, '/api/v2/shop/orders', { headers: {} });
    expect(response.status).toBe(200);
    expect(api.calls).toEqual([{ path: '/api/v2/shop/orders', auth: `Bearer ${NEW}` }]);
    expect(session.pendingCookies).toEqual([]);
  });

  it('refreshes once on a 401 for concurrent calls of one request and retries them', async () => {
    const cookies = (await authCookies({ token: OLD, refresh_token: REFRESH }, 'http://localhost/')).map(
      pair,
    );
    const session = await sessionWith(cookies);
    const api = fakeApi(NEW);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        authorizedSend(session, api.send, `/api/v2/shop/${name}`, { headers: {} }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(api.refreshes()).toBe(1);
    expect(session.accessToken).toBe(NEW);
    expect(session.refreshToken).toBe(ROTATED);
    // Both cookies rotate on the response.
    expect(await readAuthCookies(session.pendingCookies.map(pair).join('; '))).toEqual({
      accessToken: NEW,
      refreshToken: ROTATED,
    });
  });

  it('refreshes before calling when only the refresh cookie is left', async () => {
    const cookies = (await authCookies({ token: OLD, refresh_token: REFRESH }, 'http://localhost/')).map(
      pair,
    );
    const session = await sessionWith([cookies[1] as string]);
    const api = fakeApi(NEW);
    await authorizedSend(session, api.send, '/api/v2/shop/orders', { headers: {} });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/v2/shop/refresh-authentication-token',
      '/api/v2/shop/orders',
    ]);
  });

  it('two requests racing with the same refresh token share one rotation', async () => {
    const cookies = (await authCookies({ token: OLD, refresh_token: REFRESH }, 'http://localhost/')).map(
      pair,
    );
    const [first, second] = await Promise.all([sessionWith(cookies), sessionWith(cookies)]);
    const api = fakeApi(NEW);
    const answers = await Promise.all([
      authorizedSend(first, api.send, '/api/v2/shop/a', { headers: {} }),
      authorizedSend(second, api.send, '/api/v2/shop/b', { headers: {} }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(api.refreshes()).toBe(1);
    expect(second.refreshToken).toBe(ROTATED);
  });

  it('treats a failed refresh as logged out: cookies cleared, the call retried as a guest', async () => {
    const cookies = (
      await authCookies({ token: OLD, refresh_token: 'refresh-token-unknown-xxxxxx' }, 'http://localhost/')
    ).map(pair);
    const session = await sessionWith(cookies);
    const api = fakeApi(NEW);
    const response = await authorizedSend(session, api.send, '/api/v2/shop/orders/abc', { headers: {} });
    expect(response.status).toBe(401);
    expect(api.calls.at(-1)).toEqual({ path: '/api/v2/shop/orders/abc', auth: undefined });
    expect(session.accessToken).toBeNull();
    expect(session.pendingCookies).toHaveLength(2);
    expect(session.pendingCookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('calls as a guest without cookies', async () => {
    const session = await sessionWith([]);
    const api = fakeApi(NEW);
    await authorizedSend(session, api.send, '/api/v2/shop/taxons', { headers: { Accept: 'x' } });
    expect(api.calls).toEqual([{ path: '/api/v2/shop/taxons', auth: undefined }]);
  });
});
