import { ADMIN_API } from '@sakhe/contract/admin';
import { currentLocale } from './i18n';

export interface Violation {
  propertyPath: string;
  message: string;
}

/** An answer of the Admin API other than 2xx, with what the contract's error shapes carry. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly violations: Violation[];

  constructor(status: number, body: unknown) {
    const record = (body ?? {}) as Record<string, unknown>;
    const description =
      typeof record['hydra:description'] === 'string'
        ? record['hydra:description']
        : typeof record.message === 'string'
          ? record.message
          : typeof record.detail === 'string'
            ? record.detail
            : `HTTP ${status}`;
    super(description);
    this.status = status;
    this.code = typeof record.code === 'string' ? record.code : undefined;
    this.violations = Array.isArray(record.violations) ? (record.violations as Violation[]) : [];
  }
}

/** Signed out (or the session ended): the app goes to its sign-in screen. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Whether a 401 may be answered by refreshing the session once (not for signing in itself). */
  refresh?: boolean;
}

let refreshing: Promise<boolean> | null = null;

/**
 * The access token lives minutes; its cookie's refresh token (rotated on every use) renews it. Calls that
 * fail with 401 at the same moment wait for one refresh, as a second one would present a spent token.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(`${ADMIN_API}/refresh-authentication-token`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/ld+json', 'Content-Type': 'application/json', 'X-Sakhe-Admin': '1' },
    body: '{}',
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * A call to the Admin API with the member's cookie. Every call carries `X-Sakhe-Admin: 1`: the API
 * refuses a cookie-authenticated write without it, and a page of another site cannot add it without a
 * CORS preflight the API never allows. Messages and violations come in the app's language.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/ld+json, application/json',
    'Accept-Language': currentLocale(),
    'X-Sakhe-Admin': '1',
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  const send = () =>
    fetch(`${ADMIN_API}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      signal: options.signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  let response = await send();
  if (response.status === 401 && options.refresh !== false && (await refreshSession())) {
    response = await send();
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** The query string of a filter object: empty values are left out. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
