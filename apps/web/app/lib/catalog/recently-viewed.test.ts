import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, RECENTLY_VIEWED_MAX, rememberViewed } from './recently-viewed';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('recently viewed products', () => {
  it('keeps the newest first, each product once, up to the limit', () => {
    const storage = memoryStorage();
    for (let index = 0; index < RECENTLY_VIEWED_MAX + 3; index += 1) rememberViewed(storage, `P-${index}`);
    rememberViewed(storage, 'P-5');
    const codes = readRecentlyViewed(storage);
    expect(codes).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(codes.slice(0, 2)).toEqual(['P-5', `P-${RECENTLY_VIEWED_MAX + 2}`]);
    expect(codes.filter((code) => code === 'P-5')).toHaveLength(1);
  });

  it('reads anything else stored under its key as no history', () => {
    expect(readRecentlyViewed(memoryStorage({ 'sakhe.recently-viewed': '{"a":1}' }))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ 'sakhe.recently-viewed': 'not json' }))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ 'sakhe.recently-viewed': '["P-1",2,"P-3"]' }))).toEqual([
      'P-1',
      'P-3',
    ]);
  });
});
