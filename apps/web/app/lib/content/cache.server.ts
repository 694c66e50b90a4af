import type { AppLoadContext } from 'react-router';
import type { Locale } from '../i18n/locale';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Set by the server that mounts the storefront (apps/api/src/storefront/plugin.ts): a number that
     * changes whenever the catalog, the content or the settings change (its change feed), so what is
     * shared here is loaded again at once rather than when it expires.
     */
    contentGeneration?: number;
  }
}

/**
 * A short-lived, per-process memory of public content (menu, CMS blocks and media, home carousels): the
 * same for every visitor, so one load serves everyone for a few seconds and concurrent requests share
 * one load in flight. Failures are never remembered. Nodes stay stateless: every entry expires, and
 * one loaded under an older content generation (the catalog or content changed since) is loaded again.
 */
export function sharedLoader<T>(
  ttlMs: number,
  load: (key: string) => Promise<T>,
  /** Whether a result is whole enough to reuse (a page degraded by an API hiccup is not). */
  keep: (value: T) => boolean = () => true,
) {
  const entries = new Map<string, { value: Promise<T>; expires: number; generation: number }>();
  const forget = (key: string, value: Promise<T>) => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  return (key: string, generation = 0): Promise<T> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expires > now && entry.generation === generation) return entry.value;
    const value = load(key);
    entries.set(key, { value, expires: now + ttlMs, generation });
    value.then(
      (result) => {
        if (!keep(result)) forget(key, value);
      },
      () => forget(key, value),
    );
    return value;
  };
}

/** How long public content is reused: CMS and catalog edits show within this time. */
const CONTENT_TTL_MS = 30_000;

/**
 * Public content by language (the menu, the brands, the header and footer, the home page), shared for
 * CONTENT_TTL_MS and loaded again at once when the content generation changes. A load runs with the load
 * context of the request that started it, and without its signal: one visitor leaving must not cancel a
 * load other requests share.
 */
export function sharedContent<T>(
  load: (context: AppLoadContext, locale: Locale) => Promise<T>,
  keep?: (value: T) => boolean,
): (context: AppLoadContext, locale: Locale) => Promise<T> {
  let asking: AppLoadContext;
  // sharedLoader starts a load within the call that needs it, so `asking` is that request's context.
  const shared = sharedLoader(CONTENT_TTL_MS, (key) => load(asking, key as Locale), keep);
  return (context, locale) => {
    asking = context;
    return shared(locale, context.contentGeneration);
  };
}
