interface Entry<V> {
  /** When it stops being fresh; it may still be served for one more time to live while a reload runs. */
  expires: number;
  value: Promise<V>;
  /** Whether `value` resolved: only a loaded value is served stale. */
  loaded: boolean;
  reloading: boolean;
}

/**
 * A small in-process cache of promises with a time to live. Concurrent requests for a missing key
 * share one load (no stampede when a popular entry expires); a failed load is forgotten at once.
 * An entry past its time to live, but by less than one more, is still served while one request
 * reloads it in the background (stale-while-revalidate): a listing whose count takes a few hundred
 * milliseconds to recompute never makes its visitors wait for it. When full, the oldest entries go
 * first. Each app instance has its own, so nodes stay stateless.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.loaded && hit.expires + this.ttlMs > now) {
      if (!hit.reloading) this.reload(key, hit, load);
      return hit.value;
    }
    this.entries.delete(key);
    return this.store(key, load()).value;
  }

  private reload(key: string, stale: Entry<V>, load: () => Promise<V>) {
    stale.reloading = true;
    const value = load();
    value.then(
      () => {
        if (this.entries.get(key) === stale) this.store(key, value);
      },
      () => {
        stale.reloading = false; // keep serving the stale value; the next request tries again
      },
    );
  }

  private store(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = { expires: this.now() + this.ttlMs, value, loaded: false, reloading: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => (entry.loaded = true),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry;
  }
}
