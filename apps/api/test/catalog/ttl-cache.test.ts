import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/modules/catalog/ttl-cache';

function clock() {
  // Not 0: lru-cache takes an entry stored at time 0 for one without a time to live.
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Once the promises in flight have settled (lru-cache takes a few turns to store a reload). */
const settled = () => new Promise(setImmediate);

describe('TtlCache', () => {
  it('keeps nothing when its time to live is 0 (the catalog caches turned off)', async () => {
    const cache = new TtlCache<number>(0, 10, clock().now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('serves a loaded value until it expires, and loads again once it is over twice as old', async () => {
    const time = clock();
    const cache = new TtlCache<number>(1_000, 10, time.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time.advance(999);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
    time.advance(1_001);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('serves an expired value while one request reloads it, then the reloaded value', async () => {
    const time = clock();
    const cache = new TtlCache<string>(1_000, 10, time.now);
    await cache.get('k', async () => 'old');
    time.advance(1_500);
    let loads = 0;
    let release: (value: string) => void = () => {};
    const reload = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await cache.get('k', reload)).toBe('old');
    expect(await cache.get('k', reload)).toBe('old');
    expect(loads).toBe(1);
    release('new');
    await settled();
    expect(await cache.get('k', reload)).toBe('new');
    time.advance(999);
    expect(await cache.get('k', reload)).toBe('new');
    expect(loads).toBe(1);
  });

  it('keeps serving the expired value when its reload fails, and tries again on the next request', async () => {
    const time = clock();
    const cache = new TtlCache<string>(1_000, 10, time.now);
    await cache.get('k', async () => 'old');
    time.advance(1_200);
    const failing = Promise.reject(new Error('db down'));
    failing.catch(() => {});
    expect(await cache.get('k', () => failing)).toBe('old');
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', async () => 'new')).toBe('old');
    await Promise.resolve();
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('shares one load between concurrent requests for the same key', async () => {
    const cache = new TtlCache<string>(1_000, 10, clock().now);
    let loads = 0;
    let release: (value: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    release('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(loads).toBe(1);
  });

  it('forgets a failed load so the next request tries again', async () => {
    const cache = new TtlCache<number>(1_000, 10, clock().now);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new TtlCache<string>(1_000, 2, clock().now);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
    let kept = true;
    await cache.get('c', async () => {
      kept = false;
      return 'c';
    });
    expect(kept).toBe(true);
  });
});
