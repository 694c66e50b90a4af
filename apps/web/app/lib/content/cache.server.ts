/**
 * A short-lived, per-process memory of public content (menu, CMS blocks and media, home carousels): the
 * same for every visitor, so one load serves everyone for a few seconds and concurrent requests share
 * one load in flight. Failures are never remembered. Nodes stay stateless: every entry expires.
 */
export function sharedLoader<T>(
  ttlMs: number,
  load: (key: string) => Promise<T>,
  /** Whether a result is whole enough to reuse (a page degraded by an API hiccup is not). */
  keep: (value: T) => boolean = () => true,
) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  const forget = (key: string, value: Promise<T>) => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  return (key: string): Promise<T> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    const value = load(key);
    entries.set(key, { value, expires: now + ttlMs });
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
export const CONTENT_TTL_MS = 30_000;
