import { referralCodeSchema } from '@sakhe/contract';
import { createCookie, type AppLoadContext } from 'react-router';
import { shopApi } from '../api/client.server';
import { secureFor } from '../cart/cookie.server';
import { localeFromPath } from '../i18n/locale';

/**
 * The invitation a visitor arrived with (`?ref=CODE` on any page), kept for 30 days so the
 * registration form, or a Facebook login, can send it whenever they sign up. Only codes the API
 * knows are kept.
 */
const REFERRAL_COOKIE_MAX_AGE = 2_592_000;

const CODE = /^[A-Z0-9]{4,32}$/;

// httpOnly: only the server reads it (the registration action, the Facebook callback). Lax: the
// link is a top-level navigation, and so is Facebook's redirect back.
const cookie = createCookie('sakhe_ref', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: REFERRAL_COOKIE_MAX_AGE,
});

export async function readReferralCode(request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && CODE.test(value) ? value : null;
}

export function expiredReferralCookie(request: Request): Promise<string> {
  return cookie.serialize('', { secure: secureFor(request.url), maxAge: 0, expires: new Date(0) });
}

/**
 * Whether the API knows the code (in any case). A failing API (logged by the client) keeps nothing
 * rather than failing the page.
 */
async function isKnownCode(context: AppLoadContext, request: Request, code: string): Promise<boolean> {
  const api = shopApi(context, localeFromPath(new URL(request.url).pathname), { asGuest: true });
  return (await api.get(`referral-codes/${encodeURIComponent(code)}`, referralCodeSchema)).ok;
}

/**
 * Keeps the `ref` of the page's URL in the cookie when the API knows the code. The response then
 * carries a Set-Cookie, so it must not be stored by shared caches (see `privateWhenSettingCookies`).
 */
export async function rememberReferral(
  context: AppLoadContext,
  request: Request,
  headers: Headers,
): Promise<void> {
  const code = new URL(request.url).searchParams.get('ref')?.trim().toUpperCase();
  if (!code || !CODE.test(code) || code === (await readReferralCode(request))) return;
  if (!(await isKnownCode(context, request, code))) return;
  headers.append('Set-Cookie', await cookie.serialize(code, { secure: secureFor(request.url) }));
}
