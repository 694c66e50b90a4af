// @vitest-environment node
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pendingLoginCookie } from '../lib/account/oauth.server';
import { rememberReferral } from '../lib/referral/cookie.server';
import type { Route } from './+types/auth-facebook-callback';
import { loader } from './auth-facebook-callback';

const STATE = 'a-long-enough-state-value';
const TOKENS = {
  token: 'header.payload.signature',
  refresh_token: 'refresh-token-aaaaaaaaaaaaaaaa',
  refresh_token_expiration: 1_800_000_000,
  customer: '/api/v2/shop/customers/1',
};
const KNOWN_CODE = {
  '@context': '/api/v2/contexts/ReferralCode',
  '@id': '/api/v2/shop/referral-codes/FRIEND42',
  '@type': 'ReferralCode',
  code: 'FRIEND42',
};

/** A fake API that knows every referral code and answers Facebook logins with `status`; what they sent. */
function fakeApi(status = 200) {
  const logins: Record<string, unknown>[] = [];
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path.includes('/referral-codes/')) return Response.json(KNOWN_CODE);
    logins.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return status === 200 ? Response.json(TOKENS) : Response.json({ violations: [] }, { status });
  });
  return { context: { apiFetch } as unknown as AppLoadContext, logins };
}

const pair = (setCookie: string) => setCookie.split(';')[0] as string;

/** The invitation cookie of a visitor who opened `/?ref=friend42`. */
async function invitation(): Promise<string> {
  const headers = new Headers();
  await rememberReferral(fakeApi().context, new Request('http://localhost:3000/?ref=friend42'), headers);
  return pair(headers.get('Set-Cookie') as string);
}

/** Facebook's redirect back to the callback, with the pending login's cookie and `cookies`. */
async function comeBack(context: AppLoadContext, cookies: string[] = []): Promise<Response> {
  const url = `http://localhost:3000/auth/facebook/callback?code=fb-code&state=${STATE}`;
  const pending = pair(await pendingLoginCookie({ state: STATE, back: '/en/cart' }, new Request(url)));
  const request = new Request(url, { headers: { Cookie: [pending, ...cookies].join('; ') } });
  return (await loader({ context, request, params: {} } as Route.LoaderArgs)) as Response;
}

const referralCookies = (response: Response) =>
  response.headers.getSetCookie().filter((cookie) => cookie.startsWith('sakhe_ref='));

describe('the Facebook callback and the invitation', () => {
  it('sends the invitation with the login and forgets it once logged in', async () => {
    const api = fakeApi();
    const response = await comeBack(api.context, [await invitation()]);
    expect(response.headers.get('Location')).toBe('/en/cart');
    expect(api.logins).toEqual([expect.objectContaining({ code: 'fb-code', referralCode: 'FRIEND42' })]);
    expect(referralCookies(response)).toEqual([expect.stringContaining('Max-Age=0')]);
  });

  it('keeps the invitation when the login fails, and sends none without one', async () => {
    const refused = fakeApi(422);
    const failed = await comeBack(refused.context, [await invitation()]);
    expect(failed.headers.get('Location')).toBe('/en/login?oauth=email');
    expect(referralCookies(failed)).toEqual([]);

    const api = fakeApi();
    expect(referralCookies(await comeBack(api.context))).toEqual([]);
    expect(api.logins).toEqual([expect.objectContaining({ referralCode: null })]);
  });
});
