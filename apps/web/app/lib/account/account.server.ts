import {
  addressCollectionSchema,
  authenticationTokenSchema,
  customerOrderCollectionSchema,
  customerSchema,
  type Address,
  type Customer,
} from '@sakhe/contract';
import { type AppLoadContext, redirect } from 'react-router';
import type { OAuthError } from './account';
import { orThrow, shopApi, type ApiResult } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { expiredCartCookie, readCartToken } from '../cart/cookie.server';
import { PRIVATE_NO_STORE } from '../cart/cart.server';
import { localizePath, type Locale } from '../i18n/locale';
import {
  commitSession,
  currentCustomerId,
  endSession,
  getSession,
  startSession,
} from '../http/session.server';

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
  if (id === null) throw await loggedOut(input);
  return id;
}

/**
 * The guard's redirect for a login that has ended, here or elsewhere (a password change, a logout on
 * another device, a refresh token used twice): the cookies are cleared on the way, as for a guest.
 */
export async function loggedOut(input: AccountRequest): Promise<Response> {
  await endSession(await getSession(input.context, input.request));
  return accountRedirect(input, '/register');
}

/**
 * The data of an answer a customer's page needs. The API's 401 (the session could not be renewed:
 * it ended elsewhere) is the guard's redirect, never an error page; other problems are `orThrow`'s.
 */
export async function customerData<T>(input: AccountRequest, result: ApiResult<T>): Promise<T> {
  if (!result.ok && result.problem.status === 401) throw await loggedOut(input);
  return orThrow(result);
}

/** Guest-only pages (login, register, password recovery): a logged-in customer goes home. */
export async function requireGuest(input: AccountRequest): Promise<void> {
  if ((await currentCustomerId(input.context, input.request)) !== null) {
    throw await accountRedirect(input, '/');
  }
}

export type LoginOutcome = 'ok' | 'invalid' | 'limited' | 'error';

/**
 * Posts to one of the API's login endpoints with the guest cart, which joins the account, and keeps
 * the tokens of a success in the session (the response's cookies). The API's status (503 when it
 * could not be reached).
 */
async function loginAt(
  input: AccountRequest,
  endpoint: string,
  body: object,
): Promise<{ status: number; message: string }> {
  const { context, request, locale } = input;
  const session = await getSession(context, request);
  const login = await shopApi(context, locale, { asGuest: true }).post(
    endpoint,
    { ...body, cartToken: await readCartToken(request) },
    authenticationTokenSchema,
  );
  if (!login.ok) return login.problem;
  await startSession(session, login.data);
  return { status: 200, message: '' };
}

/**
 * Logs in with e-mail and password. When too many attempts were made (429), `message` is the API's
 * "try again in N minutes", in the page's language.
 */
export async function logIn(
  input: AccountRequest,
  email: string,
  password: string,
): Promise<{ outcome: LoginOutcome; message: string }> {
  const { status, message } = await loginAt(input, 'authentication-token', { email, password });
  const outcome = status === 200 ? 'ok' : status === 401 ? 'invalid' : status === 429 ? 'limited' : 'error';
  return { outcome, message };
}

/**
 * Logs in with the authorization code Facebook sent the shopper back with; a 422 means Facebook gave
 * no verified e-mail to open an account with. The invitation the visitor arrived with goes along, as
 * registration sends it: the API links the friend when this login creates the account.
 */
export async function logInWithFacebook(
  input: AccountRequest,
  { code, redirectUri, referralCode }: { code: string; redirectUri: string; referralCode: string | null },
): Promise<'ok' | Extract<OAuthError, 'email' | 'failed'>> {
  const { status } = await loginAt(input, 'authentication-token/facebook', {
    code,
    redirectUri,
    referralCode,
  });
  return status === 200 ? 'ok' : status === 422 ? 'email' : 'failed';
}

/** Ends the login at the API and in the cookies, and forgets the cart (SPEC §4: a new cart starts). */
export async function logOut(input: AccountRequest): Promise<Response> {
  const session = await getSession(input.context, input.request);
  // The login ends here whatever the API answers (the client logs its failures).
  if (session.accessToken || session.refreshToken) {
    await shopApi(input.context, input.locale).post('logout', { refresh_token: session.refreshToken });
  }
  await endSession(session);
  return accountRedirect(input, '/', [['Set-Cookie', await expiredCartCookie(input.request)]]);
}

export function loadCustomer({ context, locale, request }: AccountRequest, id: number) {
  return shopApi(context, locale, { signal: request.signal }).get(`customers/${id}`, customerSchema);
}

export function loadAddresses({ context, locale, request }: AccountRequest) {
  return shopApi(context, locale, { signal: request.signal }).get('addresses', addressCollectionSchema);
}

export function loadOrders({ context, locale, request }: AccountRequest) {
  return shopApi(context, locale, { signal: request.signal }).get(
    shopPaths.customerOrders({ itemsPerPage: 100 }),
    customerOrderCollectionSchema,
  );
}

/**
 * The logged-in customer's profile and address book (the checkout fills its form from them), or null
 * for a guest (or when the API cannot say who they are). The address book is only a convenience: when
 * it fails to load, the form stays empty. The client logs the API's failures.
 */
export async function loadShopper(
  input: AccountRequest,
): Promise<{ customer: Customer; addresses: Address[] } | null> {
  const id = await currentCustomerId(input.context, input.request);
  if (id === null) return null;
  const [customer, addresses] = await Promise.all([loadCustomer(input, id), loadAddresses(input)]);
  if (!customer.ok) return null;
  return { customer: customer.data, addresses: addresses.ok ? addresses.data['hydra:member'] : [] };
}
