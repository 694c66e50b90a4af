import { LRUCache } from 'lru-cache';

type Load<V> = () => Promise<V>;

/**
 * A small in-process cache of loads with a time to live, on lru-cache's `fetch()`. Concurrent
 * requests for a missing key share one load (no stampede when a popular entry expires); a failed
 * load is forgotten at once. An entry past its time to live, but by less than one more, is still
 * served while one request reloads it in the background (stale-while-revalidate): a listing whose
 * count takes a few hundred milliseconds to recompute never makes its visitors wait for it. If that
 * reload fails, the stale value stays and the next request tries again. Older than that, a request
 * waits for a fresh load: lru-cache serves a stale value however old it is, so whether a request
 * may have it is decided per request from the entry's age. When full, the least recently used
 * entries go first. Each app instance has its own, so nodes stay stateless.
 */
export class TtlCache<V> {
  private readonly entries: LRUCache<string, { value: V }, Load<V>>;

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
    now: () => number = () => performance.now(),
  ) {
    this.entries = new LRUCache<string, { value: V }, Load<V>>({
      max: maxEntries,
      ttl: ttlMs,
      perf: { now },
      // The clock is read on every lookup (lru-cache otherwise reuses a reading for a millisecond).
      ttlResolution: 0,
      // Values are boxed: lru-cache takes `undefined` for "no value", and an unknown taxon's subtree is one.
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
      // A failed reload leaves the stale value in place (a failed first load leaves nothing).
      noDeleteOnFetchRejection: true,
    });
  }

  /** Forgets every entry: the next request for each loads it afresh (a change was published). */
  clear(): void {
    this.entries.clear();
  }

  async get(key: string, load: Load<V>): Promise<V> {
    // No time to live is no cache (CATALOG_CACHE_SECONDS=0); to lru-cache a ttl of 0 is "for ever".
    if (this.ttlMs === 0) return load();
    const age = this.ttlMs - this.entries.getRemainingTTL(key);
    const box = await this.entries.fetch(key, { context: load, allowStale: age < 2 * this.ttlMs });
    return (box as { value: V }).value;
  }
}
