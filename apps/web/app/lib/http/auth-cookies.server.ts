import { createCookie } from 'react-router';
import { isLocalHost } from '../cart/cookie.server';

/** SPEC §9: the access token lives an hour, the refresh token 30 days; the cookies no longer. */
export const ACCESS_COOKIE_MAX_AGE = 3600;
export const REFRESH_COOKIE_MAX_AGE = 2_592_000;

export interface AuthTokens {
  token: string;
  refresh_token: string;
}

// httpOnly: only the storefront's server calls the API with these; a script on the page never needs
// them. Lax: a link from elsewhere still arrives logged in, a cross-site POST does not.
const options = { path: '/', httpOnly: true, sameSite: 'lax' } as const;
const accessCookie = createCookie('sakhe_at', { ...options, maxAge: ACCESS_COOKIE_MAX_AGE });
const refreshCookie = createCookie('sakhe_rt', { ...options, maxAge: REFRESH_COOKIE_MAX_AGE });

/** JWTs and the API's refresh tokens are URL-safe text; anything else in the cookie is ignored. */
const TOKEN = /^[A-Za-z0-9._~+/=-]{16,4096}$/;

/** Secure everywhere but a developer's plain-HTTP machine, and always when the public URL is https. */
export function secureCookies(requestUrl: string, publicUrl = process.env.PUBLIC_URL): boolean {
  if (publicUrl?.startsWith('https:')) return true;
  try {
    return !isLocalHost(new URL(requestUrl).hostname);
  } catch {
    return true;
  }
}

export interface CookieTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

async function read(cookie: typeof accessCookie, header: string | null): Promise<string | null> {
  const value: unknown = await cookie.parse(header);
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

export async function readAuthCookies(cookieHeader: string | null): Promise<CookieTokens> {
  const [accessToken, refreshToken] = await Promise.all([
    read(accessCookie, cookieHeader),
    read(refreshCookie, cookieHeader),
  ]);
  return { accessToken, refreshToken };
}

/** `Set-Cookie` values that remember a login (or its rotated tokens). */
export async function authCookies(tokens: AuthTokens, requestUrl: string): Promise<string[]> {
  const secure = secureCookies(requestUrl);
  return Promise.all([
    accessCookie.serialize(tokens.token, { secure }),
    refreshCookie.serialize(tokens.refresh_token, { secure }),
  ]);
}

/** `Set-Cookie` values that forget the login. */
export async function clearedAuthCookies(requestUrl: string): Promise<string[]> {
  const secure = secureCookies(requestUrl);
  const gone = { secure, maxAge: 0, expires: new Date(0) };
  return Promise.all([accessCookie.serialize('', gone), refreshCookie.serialize('', gone)]);
}

/** The customer id in the access token's `sub` claim (the API checks the signature; this only reads). */
export function customerIdOf(accessToken: string | null): number | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    const id = Number(claims.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
