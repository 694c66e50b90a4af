/** What the header's user area shows (SPEC §2): the greeting and the count of the customer's orders. */
export type UserSummary = { loggedIn: false } | { loggedIn: true; firstName: string; ordersCount: number };

export const USER_SUMMARY_PATH = '/user/summary';

type Listener = () => void;

/** The header's user area on the client, asked once per page load and again after a login or logout. */
function createUserStore() {
  let summary: UserSummary | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<Listener>();
  const store = {
    get: () => summary,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    invalidate() {
      summary = null;
      for (const listener of listeners) listener();
    },
    load(url: string) {
      if (summary !== null || loading) return;
      loading = fetch(url, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<UserSummary>) : null))
        .then((loaded) => {
          if (loaded) {
            summary = loaded;
            for (const listener of listeners) listener();
          }
        })
        .catch(() => undefined)
        .finally(() => {
          loading = null;
        });
    },
  };
  return store;
}

export const userSummaryStore = createUserStore();
