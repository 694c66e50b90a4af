import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { sharedContent, sharedLoader } from './cache.server';

afterEach(() => vi.useRealTimers());

describe('sharedLoader', () => {
  it('loads once per key while fresh, shares a load in flight, and reloads after the TTL', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (key: string) => `${key}:${load.mock.calls.length}`);
    const get = sharedLoader(1000, load);
    const [a, b] = await Promise.all([get('ka'), get('ka')]);
    expect(a).toBe('ka:1');
    expect(b).toBe('ka:1');
    expect(await get('en')).toBe('en:2');
    vi.advanceTimersByTime(999);
    expect(await get('ka')).toBe('ka:1');
    vi.advanceTimersByTime(1);
    expect(await get('ka')).toBe('ka:3');
  });

  it('does not keep a result judged incomplete', async () => {
    let calls = 0;
    const get = sharedLoader(
      60_000,
      async () => (calls += 1),
      (value) => value > 1,
    );
    expect(await get('ka')).toBe(1);
    expect(await get('ka')).toBe(2);
    expect(await get('ka')).toBe(2);
  });

  it('never remembers a failure', async () => {
    let fail = true;
    const get = sharedLoader(60_000, async () => {
      if (fail) throw new Error('API down');
      return 'menu';
    });
    await expect(get('ka')).rejects.toThrow('API down');
    fail = false;
    expect(await get('ka')).toBe('menu');
  });

  it('loads again at once when the content generation changed, and keeps the new one', async () => {
    let calls = 0;
    const get = sharedLoader(60_000, async (key: string) => `${key}:${(calls += 1)}`);
    expect(await get('ka', 0)).toBe('ka:1');
    expect(await get('ka', 0)).toBe('ka:1');
    expect(await get('ka', 1)).toBe('ka:2');
    expect(await get('ka', 1)).toBe('ka:2');
  });
});

describe('sharedContent', () => {
  it('shares a load per language, loads again in a new content generation, with the asking request’s context', async () => {
    const loads: string[] = [];
    const get = sharedContent(async (context, locale) => {
      const name = (context as { name?: string }).name;
      loads.push(`${name} ${locale}`);
      return `${locale} by ${name}`;
    });
    const request = (name: string, contentGeneration: number) =>
      ({ name, contentGeneration }) as unknown as AppLoadContext;
    expect(await get(request('first', 1), 'ka')).toBe('ka by first');
    expect(await get(request('second', 1), 'ka')).toBe('ka by first');
    expect(await get(request('second', 1), 'en')).toBe('en by second');
    expect(await get(request('third', 2), 'ka')).toBe('ka by third');
    expect(loads).toEqual(['first ka', 'second en', 'third ka']);
  });
});
