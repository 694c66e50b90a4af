import { randomBytes } from 'node:crypto';
import { createCookie, type AppLoadContext } from 'react-router';
import { secureCookies } from '../http/auth-cookies.server';
import { safeRedirectPath } from '../http/redirects';
import { oauthAuthorizationSchema } from '@sakhe/contract';
import { shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import type { OAuthError } from './account';
import { localeFromPath, localizePath, type Locale } from '../i18n/locale';

/**
 * The storefront's side of Facebook login (authorization-code flow): /auth/facebook sends the
 * shopper to Facebook with a random `state` kept in a short-lived cookie, /auth/facebook/callback
 * checks it and hands the code to the API. One callback address for both languages, so the Facebook
 * app registers a single redirect URI; the page to return to carries the language.
 */
const FACEBOOK_CALLBACK = '/auth/facebook/callback';

/**
 * The address Facebook sends the shopper back to, on the public origin (the site settings' `origin`),
 * whatever proxy stands in between.
 */
export function facebookRedirectUri(origin: string): string {
  return `${origin}${FACEBOOK_CALLBACK}`;
}

/** The login page of the return path's language, telling what went wrong. */
export function loginErrorPath(back: string, error: OAuthError): string {
  return localizePath(`/login?oauth=${error}`, localeFromPath(back));
}

interface PendingLogin {
  state: string;
  back: string;
}

// Lax: the way back from Facebook is a top-level GET, which carries it; path /auth keeps it off pages.
const stateCookie = createCookie('sakhe_oauth', {
  path: '/auth',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 600,
});

export function newState(): string {
  return randomBytes(24).toString('base64url');
}

export function pendingLoginCookie(pending: PendingLogin, request: Request): Promise<string> {
  return stateCookie.serialize(pending, { secure: secureCookies(request.url) });
}

export function clearedPendingLoginCookie(request: Request): Promise<string> {
  return stateCookie.serialize('', { secure: secureCookies(request.url), maxAge: 0, expires: new Date(0) });
}

export async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  const value: unknown = await stateCookie.parse(request.headers.get('Cookie'));
  if (typeof value !== 'object' || value === null) return null;
  const { state, back } = value as Record<string, unknown>;
  return typeof state === 'string' && state.length >= 16 && typeof back === 'string'
    ? { state, back: safeRedirectPath(back, '/') }
    : null;
}

/**
 * Facebook's authorization URL for this login, or null when the API has Facebook login off (404) or
 * cannot say (the client logs its failures; the login page then offers e-mail and password only).
 */
export async function facebookAuthorizationUrl(
  context: AppLoadContext,
  { origin, state, locale }: { origin: string; state?: string; locale: Locale },
): Promise<string | null> {
  const answer = await shopApi(context, locale).get(
    shopPaths.facebookAuthorization({ redirectUri: facebookRedirectUri(origin), state }),
    oauthAuthorizationSchema,
  );
  return answer.ok ? answer.data.authorizationUrl : null;
}
