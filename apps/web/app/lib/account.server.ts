import type { Address, Customer, CustomerOrder } from '@sakhe/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { shopApiPath } from './api.server';
import { shopRequest } from './cart-api.server';
import { expiredCartCookie, readCartToken } from './cart-cookie.server';
import { PRIVATE_NO_STORE } from './cart.server';
import type { Violation } from './checkout';
import { backendLocale, localizePath, type Locale } from './locale';
import {
  commitSession,
  currentCustomerId,
  endSession,
  getSession,
  rawSender,
  sendWithSession,
  startSession,
} from './session.server';

export interface AccountRequest {
  context: AppLoadContext;
  request: Request;
  locale: Locale;
}

/** Headers of every account answer: personal, never stored, with the session's cookies. */
export async function accountHeaders({ context }: AccountRequest, extra?: HeadersInit): Promise<Headers> {
  const headers = new Headers(extra);
  headers.set('Cache-Control', PRIVATE_NO_STORE);
  await commitSession(context, headers);
  return headers;
}

/** A redirect that carries the session's cookies along. */
export async function accountRedirect(input: AccountRequest, path: string, extra?: HeadersInit) {
  return redirect(localizePath(path, input.locale), { headers: await accountHeaders(input, extra) });
}

/** `/user…` pages: a guest goes to the register page (SPEC §2); otherwise the customer's id. */
export async function requireCustomer(input: AccountRequest): Promise<number> {
  const id = await currentCustomerId(input.context, input.request);
  if (id === null) throw await accountRedirect(input, '/register');
  return id;
}

/** Guest-only pages (login, register, password recovery): a logged-in customer goes home. */
export async function requireGuest(input: AccountRequest): Promise<void> {
  if ((await currentCustomerId(input.context, input.request)) !== null) {
    throw await accountRedirect(input, '/');
  }
}

export type LoginOutcome = 'ok' | 'invalid' | 'error';

/**
 * Logs in with e-mail and password, handing the guest cart over to the account, and keeps the tokens
 * in the session (the response's cookies).
 */
export async function logIn(input: AccountRequest, email: string, password: string): Promise<LoginOutcome> {
  const { context, request, locale } = input;
  const session = await getSession(context, request);
  try {
    const response = await rawSender(context)('/api/v2/shop/authentication-token', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': backendLocale(locale),
      },
      body: JSON.stringify({ email, password, cartToken: await readCartToken(request) }),
    });
    if (response.status === 401) return 'invalid';
    if (!response.ok) return 'error';
    await startSession(session, (await response.json()) as { token: string; refresh_token: string });
    return 'ok';
  } catch {
    return 'error';
  }
}

/** Keeps tokens the API handed out elsewhere (an OAuth login). */
export async function keepLogin(input: AccountRequest, tokens: { token: string; refresh_token: string }) {
  await startSession(await getSession(input.context, input.request), tokens);
}

/** Ends the login at the API and in the cookies, and forgets the cart (SPEC §4: a new cart starts). */
export async function logOut(input: AccountRequest): Promise<Response> {
  const session = await getSession(input.context, input.request);
  if (session.accessToken || session.refreshToken) {
    await shopRequest(input.context, 'logout', {
      locale: input.locale,
      method: 'POST',
      body: { refresh_token: session.refreshToken },
    }).catch(() => undefined);
  }
  await endSession(session);
  return accountRedirect(input, '/', [['Set-Cookie', await expiredCartCookie(input.request)]]);
}

export function loadCustomer({ context, locale, request }: AccountRequest, id: number) {
  return shopRequest<Customer>(context, `customers/${id}`, { locale, signal: request.signal });
}

export function loadAddresses({ context, locale, request }: AccountRequest) {
  return shopRequest<{ 'hydra:member': Address[] }>(context, 'addresses', { locale, signal: request.signal });
}

export function loadOrders({ context, locale, request }: AccountRequest) {
  return shopRequest<{ 'hydra:member': CustomerOrder[]; 'hydra:totalItems': number }>(
    context,
    'orders?itemsPerPage=100',
    { locale, signal: request.signal },
  );
}

/**
 * An account call whose success has no body (202 or 204: recovery, reset, password change), and
 * whose refusal is a list of violations, already in the page's language.
 */
export async function accountCall(
  { context, locale }: AccountRequest,
  path: string,
  { method, body }: { method: 'POST' | 'PUT' | 'PATCH'; body: unknown },
): Promise<{ ok: boolean; status: number; violations: Violation[] }> {
  const response = await sendWithSession(context, shopApiPath(path), {
    method,
    headers: {
      Accept: 'application/ld+json',
      'Accept-Language': backendLocale(locale),
      'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
    },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true, status: response.status, violations: [] };
  const answer = (await response.json().catch(() => null)) as { violations?: unknown } | null;
  const violations = Array.isArray(answer?.violations)
    ? answer.violations.flatMap((item: { propertyPath?: unknown; message?: unknown }) =>
        typeof item?.message === 'string'
          ? [
              {
                propertyPath: typeof item.propertyPath === 'string' ? item.propertyPath : '',
                message: item.message,
              },
            ]
          : [],
      )
    : [];
  return { ok: false, status: response.status, violations };
}
