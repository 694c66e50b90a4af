// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ka from '../locales/ka.json';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

/** The code point ranges the first-view faces cover, from their `unicode-range`s. */
const covered = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].flatMap(([, list]) =>
  list!.split(',').map((part) => {
    const [first, last = first] = part.trim().replace('U+', '').split('-');
    return [parseInt(first!, 16), parseInt(last!, 16)] as const;
  }),
);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

/** Characters of `messages` that the first-view faces leave to the full fallback family. */
function uncovered(messages: object): string[] {
  const characters = new Set(strings(messages).join(''));
  return [...characters].filter((character) => {
    const code = character.codePointAt(0)!;
    return !covered.some(([first, last]) => code >= first && code <= last);
  });
}

describe('the first-view font cut (scripts/subset-fonts.mjs)', () => {
  it('covers every character of the Georgian and English messages, the lari sign included', () => {
    expect(covered.length).toBeGreaterThan(2);
    expect(uncovered({ ka, en, price: '45,90 ₾' })).toEqual([]);
  });

  // root.tsx preloads both; a face that loads only once a page shows its characters lays the page out again.
  it('is the Georgian and the Latin file and nothing else', () => {
    const files = [...css.matchAll(/src:\s*url\(([^)]+)\)/g)].map(([, url]) => url);
    expect(files).toEqual(['./georgian.woff2', './latin.woff2']);
  });
});
