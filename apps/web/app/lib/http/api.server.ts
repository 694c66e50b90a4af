import type { AppLoadContext } from 'react-router';
import { backendLocale, type Locale } from '../i18n/locale';
import { notFound } from './route-params';
import { sendWithSession } from './session.server';
import type {} from './load-context';

export const SHOP_API_BASE = '/api/v2/shop/';

/** The API answered with a status the page cannot turn into anything but an error page. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`Shop API ${path} answered ${status}`);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  locale: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** `taxons/menu` → `/api/v2/shop/taxons/menu`; IRIs the API hands out (`/api/v2/shop/...`) pass unchanged. */
export function shopApiPath(path: string): string {
  return path.startsWith('/api/') ? path : SHOP_API_BASE + path.replace(/^\/+/, '');
}

function send(context: AppLoadContext, path: string, init: RequestInit): Promise<Response> {
  // As the logged-in customer when there is one (Bearer, refreshed on a 401).
  return sendWithSession(context, path, init);
}

/**
 * Calls the Shop API in the page's locale and returns the parsed JSON body.
 * An unknown resource (404) becomes a thrown 404 response, so the route's ErrorBoundary shows the
 * not-found page; any other failure is an ApiError (the generic error page).
 */
export async function apiFetch<T>(
  context: AppLoadContext,
  path: string,
  { locale, method = 'GET', body, signal }: ApiRequestOptions,
): Promise<T> {
  const url = shopApiPath(path);
  const headers: Record<string, string> = {
    Accept: 'application/ld+json',
    'Accept-Language': backendLocale(locale),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/ld+json';
  const response = await send(context, url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.status === 404) notFound();
  if (!response.ok) throw new ApiError(response.status, url);
  return (await response.json()) as T;
}
