import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import type { Violation } from '../checkout/checkout';
import { rawSender, sendWithSession } from '../http/session.server';
import { notFound } from '../http/route-params';
import { backendLocale, type Locale } from '../i18n/locale';

/**
 * The storefront's one way to the Shop API. Every call answers a value, never an exception: the
 * contract's data, or the problem the API (or the way to it) had; the API's own failures are logged
 * here. What a problem means is the caller's to say, in the open: `orThrow` when the page cannot be
 * made without the answer (404: the not-found page; anything else: the error page), `orNull` when a
 * refusal means "none", `violationsOf` when a form shows what was refused (docs/decisions/0009).
 */

/** What went wrong, in the contract's error shape (api-contract §1.4). */
export interface Problem {
  /** The API's status; 503 when it could not be reached, 502 when its answer broke the contract. */
  status: number;
  /** The contract's description (`hydra:description`, or a 401's `message`), in the page's language. */
  message: string;
  /** A 422's violations, field by field; empty for any other problem. */
  violations: Violation[];
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/**
 * A contract schema as far as the client uses one: the zod schemas of `@sakhe/contract` fit it, and the
 * storefront reads their types without depending on zod itself.
 */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const SHOP_API_BASE = '/api/v2/shop/';

/** `taxons/menu` → `/api/v2/shop/taxons/menu`; IRIs the API hands out (`/api/v2/shop/...`) pass unchanged. */
function shopApiPath(path: string): string {
  return path.startsWith('/api/') ? path : SHOP_API_BASE + path.replace(/^\/+/, '');
}

/**
 * Outside production every answer is checked against its contract schema, strictly, as the API checks
 * its own (apps/api/src/http/serializer.ts): a key the schema does not name, another type or another
 * key order is a broken contract. In production the answer is trusted: the API has checked it.
 */
const checkAnswers = process.env.NODE_ENV !== 'production';

export interface ShopApiOptions {
  signal?: AbortSignal | undefined;
  /**
   * Call without the customer's login (the login endpoints themselves): no Bearer token, and so no
   * refresh of one that has run out.
   */
  asGuest?: boolean;
  /**
   * Cookies the API reads besides the login, as `name=value` (the staff preview's, which lets staff see a
   * disabled product); the login itself always travels as the Bearer token.
   */
  cookie?: string | undefined;
}

export interface ShopApi {
  get<T>(path: string, answer: AnswerSchema<T>): Promise<ApiResult<T>>;
  post<T>(path: string, body: unknown, answer: AnswerSchema<T>): Promise<ApiResult<T>>;
  /** A call whose success has no body the page reads (a 202 or 204, or one it does not need). */
  post(path: string, body: unknown): Promise<ApiResult<undefined>>;
  put<T>(path: string, body: unknown, answer: AnswerSchema<T>): Promise<ApiResult<T>>;
  put(path: string, body: unknown): Promise<ApiResult<undefined>>;
  patch<T>(path: string, body: unknown, answer: AnswerSchema<T>): Promise<ApiResult<T>>;
  patch(path: string, body: unknown): Promise<ApiResult<undefined>>;
  delete(path: string): Promise<ApiResult<undefined>>;
  /**
   * A GET the API answers with a redirect (products-by-slug's 301, as Sylius 1.12 answers it), not
   * followed: where it points, as a Shop API path with its query (`/api/v2/shop/products/P-1`).
   */
  locate(path: string): Promise<ApiResult<string>>;
}

/**
 * The Shop API in the page's language, as the request's customer when there is one (Bearer, refreshed
 * on a 401): in-process on the combined node (`context.apiFetch`), over HTTP to `API_URL` on a
 * web-only node.
 */
export function shopApi(context: AppLoadContext, locale: Locale, options: ShopApiOptions = {}): ShopApi {
  const call = <T>(method: Method, path: string, body: unknown, answer?: AnswerSchema<T>) =>
    callShopApi(context, { method, path, body, locale, answer, ...options });
  // One implementation serves each method's overloads (with a schema, or without an answer to read).
  return {
    get: (path: string, answer: AnswerSchema<unknown>) => call('GET', path, undefined, answer),
    post: (path: string, body: unknown, answer?: AnswerSchema<unknown>) => call('POST', path, body, answer),
    put: (path: string, body: unknown, answer?: AnswerSchema<unknown>) => call('PUT', path, body, answer),
    patch: (path: string, body: unknown, answer?: AnswerSchema<unknown>) => call('PATCH', path, body, answer),
    delete: (path: string) => call('DELETE', path, undefined),
    locate: (path: string) =>
      callShopApi(
        context,
        { method: 'GET', path, body: undefined, locale, answer: undefined, ...options },
        true,
      ),
  } as ShopApi;
}

interface Call<T> extends ShopApiOptions {
  method: Method;
  path: string;
  body: unknown;
  locale: Locale;
  answer: AnswerSchema<T> | undefined;
}

const REDIRECTS = [301, 302, 303, 307, 308];

/** The call's answer; with `locating`, not its body but where its redirect points (`locate`). */
async function callShopApi<T>(context: AppLoadContext, call: Call<T>): Promise<ApiResult<T>>;
async function callShopApi(
  context: AppLoadContext,
  call: Call<undefined>,
  locating: true,
): Promise<ApiResult<string>>;
async function callShopApi<T>(
  context: AppLoadContext,
  call: Call<T>,
  locating = false,
): Promise<ApiResult<T | string>> {
  const url = shopApiPath(call.path);
  const what = `${call.method} ${url}`;
  const headers: Record<string, string> = {
    Accept: 'application/ld+json',
    'Accept-Language': backendLocale(call.locale),
  };
  // Item quantities are a JSON merge patch (api-contract §6.1); the other PATCHes take it as well.
  if (call.body !== undefined) {
    headers['Content-Type'] =
      call.method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
  }
  if (call.cookie) headers.Cookie = call.cookie;
  const init: RequestInit = {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: call.signal,
    // Over HTTP (a web-only node) fetch would follow it; in-process answers never do.
    ...(locating ? { redirect: 'manual' as const } : {}),
  };
  let response: Response;
  let text: string;
  try {
    response = await (call.asGuest ? rawSender(context)(url, init) : sendWithSession(context, url, init));
    text = await response.text();
  } catch (error) {
    // A shopper who left took the request with them: nothing to show or log.
    if (call.signal?.aborted) throw error;
    return failure(what, {
      status: 503,
      message: `The Shop API could not be reached: ${String(error)}`,
      violations: [],
    });
  }
  if (locating) return locationOf(what, response, text);
  if (!response.ok) return failure(what, problemOf(response.status, text));
  if (!call.answer) return { ok: true, data: undefined as T };
  return answerOf(what, text, call.answer);
}

/** Where a redirect points, as a path on the API (an absolute Location keeps only its path and query). */
function locationOf(what: string, response: Response, text: string): ApiResult<string> {
  const location = response.headers.get('Location');
  if (REDIRECTS.includes(response.status) && location) {
    const url = new URL(location, 'http://api.invalid');
    return { ok: true, data: url.pathname + url.search };
  }
  if (response.status < 300)
    return failure(what, contractBroken(`a ${response.status} where a redirect was due`));
  return failure(what, problemOf(response.status, text));
}

function answerOf<T>(what: string, text: string, answer: AnswerSchema<T>): ApiResult<T> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(what, contractBroken('the answer is not JSON'));
  }
  if (!checkAnswers) return { ok: true, data: body as T };
  const checked = answer.safeParse(body);
  if (!checked.success) {
    return failure(what, contractBroken(String(checked.error)));
  }
  if (JSON.stringify(checked.data) !== JSON.stringify(body)) {
    return failure(what, contractBroken(`the answer is not exactly its schema's: ${text}`));
  }
  return { ok: true, data: checked.data };
}

/** The problem an error answer describes; a body outside the contract's error shapes still has its status. */
const contractBroken = (why: string): Problem => ({
  status: 502,
  message: `The Shop API's answer breaks the contract: ${why}`,
  violations: [],
});

function problemOf(status: number, text: string): Problem {
  let body: { 'hydra:description'?: unknown; message?: unknown; violations?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status says it all.
  }
  const described = body['hydra:description'] ?? body.message;
  const violations = Array.isArray(body.violations)
    ? body.violations.flatMap((item: { propertyPath?: unknown; message?: unknown; code?: unknown }) =>
        typeof item?.message === 'string'
          ? [
              {
                propertyPath: typeof item.propertyPath === 'string' ? item.propertyPath : '',
                message: item.message,
                ...(typeof item.code === 'string' ? { code: item.code } : {}),
              },
            ]
          : [],
      )
    : [];
  return { status, message: typeof described === 'string' ? described : '', violations };
}

/** A problem as a result; the API's own failures (5xx, unreachable, a broken contract) are logged here. */
function failure<T>(what: string, problem: Problem): ApiResult<T> {
  if (problem.status >= 500) console.error(`Shop API ${what} failed (${problem.status}): ${problem.message}`);
  return { ok: false, problem };
}

/**
 * The data of an answer the page cannot be made without. A 404 is the not-found page; any other problem
 * is the error page with the problem's status (the ErrorBoundary shows it).
 */
export function orThrow<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  if (result.problem.status === 404) notFound();
  throw data(result.problem.message, { status: result.problem.status });
}

/**
 * The data, or null when the API refused (a 4xx: not found, not the shopper's); its own failures (5xx)
 * are the error page.
 */
export function orNull<T>(result: ApiResult<T>): T | null {
  if (result.ok) return result.data;
  return result.problem.status < 500 ? null : orThrow(result);
}

/**
 * What a form shows of a refusal (4xx): the violations, or the contract's message for the whole form
 * when there are none. The API's own failures (5xx) are not the shopper's to fix: the error page.
 */
export function violationsOf(problem: Problem): Violation[] {
  if (problem.status >= 500) throw data(problem.message, { status: problem.status });
  if (problem.violations.length > 0) return problem.violations;
  return problem.message === '' ? [] : [{ propertyPath: '', message: problem.message }];
}
