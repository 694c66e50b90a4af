import type { AppLoadContext } from 'react-router';
import { ApiError, shopApiPath } from '../http/api.server';
import { backendLocale, type Locale } from '../i18n/locale';
import type { Violation } from '../checkout/checkout';
import { sendWithSession } from '../http/session.server';

/**
 * Cart and checkout calls need what `apiFetch` turns into error pages: a 404 (the cart is gone: start a
 * new one) and the 422 violations the shopper must read (stock, coupon, address fields), already worded
 * in the page's language by the API (Accept-Language). Anything else is still an ApiError.
 */
export type ShopResult<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; violations: Violation[] };

export interface ShopRequestOptions {
  locale: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

// The same two ways as apiFetch: in-process on the combined node, over HTTP on a web-only node.
function send(context: AppLoadContext, path: string, init: RequestInit): Promise<Response> {
  // As the logged-in customer when there is one (Bearer, refreshed on a 401).
  return sendWithSession(context, path, init);
}

async function violationsOf(response: Response): Promise<Violation[]> {
  try {
    const body = (await response.json()) as { violations?: unknown; 'hydra:description'?: unknown };
    if (Array.isArray(body.violations)) {
      return body.violations.flatMap((item: { propertyPath?: unknown; message?: unknown }) =>
        typeof item?.message === 'string'
          ? [
              {
                propertyPath: typeof item.propertyPath === 'string' ? item.propertyPath : '',
                message: item.message,
              },
            ]
          : [],
      );
    }
    const description = body['hydra:description'];
    return typeof description === 'string' && description !== ''
      ? [{ propertyPath: '', message: description }]
      : [];
  } catch {
    return [];
  }
}

/** A success's JSON, or undefined when it has none (a 204, or the 202 of a password-recovery request). */
async function bodyOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text.trim() === '' ? undefined : JSON.parse(text)) as T;
}

export async function shopRequest<T>(
  context: AppLoadContext,
  path: string,
  { locale, method = 'GET', body, signal }: ShopRequestOptions,
): Promise<ShopResult<T>> {
  const url = shopApiPath(path);
  const headers: Record<string, string> = {
    Accept: 'application/ld+json',
    'Accept-Language': backendLocale(locale),
  };
  // Item quantities are a JSON merge patch (api-contract §6.1); the other PATCHes take it as well.
  if (body !== undefined) {
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
  }
  const response = await send(context, url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.ok) return { ok: true, status: response.status, body: await bodyOf<T>(response) };
  if (response.status === 404 || response.status === 400 || response.status === 422) {
    return { ok: false, status: response.status, violations: await violationsOf(response) };
  }
  throw new ApiError(response.status, url);
}
