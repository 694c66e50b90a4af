import type { AppLoadContext } from 'react-router';
import {
  type AuthTokens,
  authCookies,
  clearedAuthCookies,
  customerIdOf,
  readAuthCookies,
} from './auth-cookies.server';
import type {} from './load-context';

declare module 'react-router' {
  interface AppLoadContext {
    /** The page request, when the server hands it over (the combined node does): whose tokens to send. */
    request?: Request;
  }
}

export type Send = (path: string, init: RequestInit) => Promise<Response>;

/** One storefront request's view of the customer's login. */
export interface AuthSession {
  accessToken: string | null;
  refreshToken: string | null;
  requestUrl: string;
  /** Set-Cookie values the response must carry (rotated or forgotten tokens). */
  pendingCookies: string[];
  /** The request's one refresh: every loader and action of the request waits on the same answer. */
  refreshing: Promise<boolean> | null;
  /** Whether the request came with login cookies, which an ended login must clear. */
  carriedLogin: boolean;
}

const REFRESH_PATH = '/api/v2/shop/refresh-authentication-token';

export async function createSession(request: Request): Promise<AuthSession> {
  const tokens = await readAuthCookies(request.headers.get('Cookie'));
  const carriedLogin = tokens.accessToken !== null || tokens.refreshToken !== null;
  return { ...tokens, requestUrl: request.url, pendingCookies: [], refreshing: null, carriedLogin };
}

const sessions = new WeakMap<AppLoadContext, Promise<AuthSession>>();

/** The request's session; loaders of one request share it through their (per-request) load context. */
export function getSession(context: AppLoadContext, request: Request): Promise<AuthSession> {
  let session = sessions.get(context);
  if (!session) {
    session = createSession(request);
    sessions.set(context, session);
  }
  return session;
}

function boundSession(context: AppLoadContext): Promise<AuthSession> | null {
  return sessions.get(context) ?? (context.request ? getSession(context, context.request) : null);
}

/** The customer logged in on this request (after a refresh if the access token has run out), or null. */
export async function currentCustomerId(context: AppLoadContext, request: Request): Promise<number | null> {
  const session = await getSession(context, request);
  if (!session.accessToken && session.refreshToken) await refreshSession(session, rawSender(context));
  return customerIdOf(session.accessToken);
}

// A rotated refresh token stops working once used, and using it twice ends the login. Requests
// racing from one browser (a page and the header's fetches) may carry the same one: they share the
// first answer for a minute instead of each spending the token.
const REFRESH_SHARE_MS = 60_000;
const recentRefreshes = new Map<string, { result: Promise<AuthTokens | null>; until: number }>();

/** Tests start from a clean slate. */
export function forgetRecentRefreshes(): void {
  recentRefreshes.clear();
}

function exchange(refreshToken: string, send: Send): Promise<AuthTokens | null> {
  const now = Date.now();
  for (const [token, entry] of recentRefreshes) if (entry.until < now) recentRefreshes.delete(token);
  const shared = recentRefreshes.get(refreshToken);
  if (shared) return shared.result;
  const result = send(REFRESH_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as Partial<AuthTokens>;
      return typeof body.token === 'string' && typeof body.refresh_token === 'string'
        ? { token: body.token, refresh_token: body.refresh_token }
        : null;
    })
    .catch((error: unknown) => {
      // An API that cannot be reached cannot renew the login either: it ends, as a refused refresh does.
      console.error('Shop API refresh-authentication-token failed:', error);
      return null;
    });
  recentRefreshes.set(refreshToken, { result, until: now + REFRESH_SHARE_MS });
  return result;
}

/** New tokens for the session, once per request; false (and the login forgotten) when that fails. */
function refreshSession(session: AuthSession, send: Send): Promise<boolean> {
  session.refreshing ??= (async () => {
    const tokens = session.refreshToken ? await exchange(session.refreshToken, send) : null;
    if (tokens) {
      await startSession(session, tokens);
      return true;
    }
    await endSession(session);
    return false;
  })();
  return session.refreshing;
}

/** Remembers a fresh login (or rotated tokens) on the session and in the response's cookies. */
export async function startSession(session: AuthSession, tokens: AuthTokens): Promise<void> {
  session.accessToken = tokens.token;
  session.refreshToken = tokens.refresh_token;
  session.pendingCookies = await authCookies(tokens, session.requestUrl);
}

/**
 * Forgets the login: the response clears both cookies. Ending it again (the guard's redirect after a
 * refused refresh) clears them again, as another loader of the request may have taken the first
 * clearing along with its own answer, which a redirect replaces.
 */
export async function endSession(session: AuthSession): Promise<void> {
  const hadTokens = session.accessToken !== null || session.refreshToken !== null || session.carriedLogin;
  session.accessToken = null;
  session.refreshToken = null;
  session.pendingCookies = hadTokens ? await clearedAuthCookies(session.requestUrl) : [];
}

function withBearer(init: RequestInit, token: string | null): RequestInit {
  const headers = { ...(init.headers as Record<string, string> | undefined) };
  delete headers.Authorization;
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...init, headers };
}

/**
 * Sends an API call as the session's customer: Bearer token, and on a 401 one refresh and one retry.
 * When the login cannot be renewed the call is retried as a guest's and the login is forgotten.
 */
export async function authorizedSend(
  session: AuthSession,
  send: Send,
  path: string,
  init: RequestInit,
): Promise<Response> {
  if (!session.accessToken && session.refreshToken) await refreshSession(session, send);
  const used = session.accessToken;
  if (!used) return send(path, init);
  const response = await send(path, withBearer(init, used));
  if (response.status !== 401) return response;
  // Another loader of this request may already have renewed the token this call went out with;
  // otherwise this is the request's one refresh. A token refused right after a refresh stays refused.
  if (session.accessToken === used) {
    await (session.refreshing ?? refreshSession(session, send));
    if (session.accessToken === used) return response;
  }
  return send(path, withBearer(init, session.accessToken));
}

/** The API call without any customer (the combined node answers in-process; a web node over HTTP). */
export function rawSender(context: AppLoadContext): Send {
  return (path, init) => {
    if (context.apiFetch) return context.apiFetch(path, init);
    const base = process.env.API_URL;
    if (!base) throw new Error('The storefront needs API_URL when it does not run inside the API process');
    return fetch(new URL(path, base), init);
  };
}

/** What the Shop API client (lib/api) sends with: the request's customer when there is one. */
export async function sendWithSession(
  context: AppLoadContext,
  path: string,
  init: RequestInit,
): Promise<Response> {
  const session = boundSession(context);
  const send = rawSender(context);
  return session ? authorizedSend(await session, send, path, init) : send(path, init);
}

/** Moves the session's pending Set-Cookie values onto a response's headers (each sent once). */
export async function commitSession(context: AppLoadContext, headers: Headers): Promise<void> {
  const session = sessions.get(context);
  if (!session) return;
  const resolved = await session;
  for (const cookie of resolved.pendingCookies) headers.append('Set-Cookie', cookie);
  resolved.pendingCookies = [];
}
