type Listener = () => void;

/**
 * A shopper's own small JSON resource on the client (the header's user area, the wishlist hearts):
 * never part of a page's HTML or loader data, so catalog pages stay the same for everyone and a CDN
 * may keep them. Asked once per page load (concurrent asks share one request), replaced by what
 * actions answer, and asked again after `invalidate` (a login). `accept` keeps out what the shape
 * is not; a failed ask leaves it unknown until the next page.
 */
export function createFetchedStore<T>(
  accept: (value: unknown) => value is T,
  /** Two values the same to the page: setting such a value again tells no one. */
  same: (a: T, b: T) => boolean = () => false,
) {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (): T | null => value,
    set(next: T) {
      if (value !== null && same(value, next)) return;
      value = next;
      notify();
    },
    /** Forgets what is known (a login, a placed order): whoever shows it asks again. */
    invalidate() {
      if (value === null) return;
      value = null;
      notify();
    },
    /** Asks `url` unless the value is known or being asked. */
    load(url: string): Promise<void> {
      if (value !== null) return Promise.resolve();
      loading ??= fetch(url, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
        .then((loaded) => {
          if (accept(loaded)) {
            value = loaded;
            notify();
          }
        })
        .catch(() => undefined)
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
