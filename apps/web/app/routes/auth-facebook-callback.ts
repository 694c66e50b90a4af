import { redirect } from 'react-router';
import type { OAuthError } from '../lib/account/account';
import { accountHeaders, logInWithFacebook } from '../lib/account/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { readSiteSettings } from '../lib/layout/layout.server';
import { localeFromPath } from '../lib/i18n/locale';
import {
  clearedPendingLoginCookie,
  facebookRedirectUri,
  loginErrorPath,
  readPendingLogin,
} from '../lib/account/oauth.server';
import { expiredReferralCookie, readReferralCode } from '../lib/referral/cookie.server';
import type { Route } from './+types/auth-facebook-callback';

/**
 * `GET /auth/facebook/callback?code=…&state=…`: where Facebook sends the shopper back. The state must
 * be the one this browser left with (else anyone could log a victim into the attacker's account);
 * the API exchanges the code and answers with the shop's tokens, kept in the cookies like a password
 * login's. Back to the page the shopper left, or to the login page saying what went wrong. A
 * successful login used up the visitor's invitation (sent along), as registering does.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const pending = await readPendingLogin(request);
  const back = pending?.back ?? '/';
  const input = { context, request, locale: localeFromPath(back) };
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  headers.append('Set-Cookie', await clearedPendingLoginCookie(request));
  const fail = async (error: OAuthError) =>
    redirect(loginErrorPath(back, error), { headers: await accountHeaders(input, headers) });

  const code = query.get('code');
  if (!pending || query.get('state') !== pending.state) return fail('failed');
  // The shopper said no at Facebook (error=access_denied), or Facebook could not ask.
  if (!code) return fail(query.get('error') === 'access_denied' ? 'cancelled' : 'failed');
  const referralCode = await readReferralCode(request);
  const redirectUri = facebookRedirectUri(readSiteSettings().origin);
  const outcome = await logInWithFacebook(input, { code, redirectUri, referralCode });
  if (outcome !== 'ok') return fail(outcome);
  if (referralCode) headers.append('Set-Cookie', await expiredReferralCookie(request));
  return redirect(back, { headers: await accountHeaders(input, headers) });
}
