import { redirect } from 'react-router';
import { accountHeaders } from '../lib/account/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { readSiteSettings } from '../lib/layout/layout.server';
import { localeFromPath } from '../lib/i18n/locale';
import {
  facebookAuthorizationUrl,
  loginErrorPath,
  newState,
  pendingLoginCookie,
} from '../lib/account/oauth.server';
import { safeRedirectPath } from '../lib/http/redirects';
import { currentCustomerId } from '../lib/http/session.server';
import type { Route } from './+types/auth-facebook';

/**
 * `GET /auth/facebook?back=/en/cart`: the Facebook button. Sends the shopper to Facebook's login with
 * a fresh `state`, remembered with the page to return to in a ten-minute cookie.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const back = safeRedirectPath(new URL(request.url).searchParams.get('back'), '/');
  const input = { context, request, locale: localeFromPath(back) };
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  if ((await currentCustomerId(context, request)) !== null) {
    return redirect(back, { headers: await accountHeaders(input, headers) });
  }
  const state = newState();
  const url = await facebookAuthorizationUrl(context, {
    origin: readSiteSettings().origin,
    state,
    locale: input.locale,
  });
  if (!url)
    return redirect(loginErrorPath(back, 'unavailable'), { headers: await accountHeaders(input, headers) });
  headers.append('Set-Cookie', await pendingLoginCookie({ state, back }, request));
  return redirect(url, { headers: await accountHeaders(input, headers) });
}
