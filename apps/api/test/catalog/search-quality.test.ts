import { productCollectionSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { codesOf, get } from './support';
import cases from './search-quality.json';

/**
 * The search-quality set (issue 25): queries in Georgian, Latin transliteration, Latin keys typed on the
 * Georgian keyboard layout, English and misspelt, each with demo products a shopper means by it, which
 * must be among the first results (one page of the results page). `npm run search:quality` runs it and
 * reports how many pass.
 */
interface QualityCase {
  query: string;
  locale: 'ka_GE' | 'en_US';
  kind: 'georgian' | 'latin' | 'keyboard' | 'english' | 'misspelt';
  expect: string[];
}

/** The results page's first page. */
const FIRST_RESULTS = 24;

let t: TestApp;
const outcomes: Array<{ case: QualityCase; missing: string[] }> = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  const passed = outcomes.filter((outcome) => outcome.missing.length === 0).length;
  const byKind = new Map<string, [number, number]>();
  for (const { case: item, missing } of outcomes) {
    const [ok, all] = byKind.get(item.kind) ?? [0, 0];
    byKind.set(item.kind, [ok + (missing.length === 0 ? 1 : 0), all + 1]);
  }
  const kinds = [...byKind].map(([kind, [ok, all]]) => `${kind} ${ok}/${all}`).join(', ');
  console.log(`search quality: ${passed}/${outcomes.length} queries pass (${kinds})`);
  for (const { case: item, missing } of outcomes.filter((outcome) => outcome.missing.length > 0))
    console.log(
      `  ✗ ${item.query} (${item.locale}, ${item.kind}): not in the first results: ${missing.join(', ')}`,
    );
  await t?.close();
});

describe('search quality', () => {
  it('holds at least 60 queries of every kind', () => {
    expect((cases as QualityCase[]).length).toBeGreaterThanOrEqual(60);
    expect(new Set((cases as QualityCase[]).map((item) => item.kind)).size).toBe(5);
  });

  it.each(cases as QualityCase[])('$query ($locale, $kind)', async (item) => {
    const response = await get(
      t,
      `products?translations.name=${encodeURIComponent(item.query)}&itemsPerPage=${FIRST_RESULTS}`,
      item.locale,
    );
    const found = codesOf(productCollectionSchema.parse(response.body)['hydra:member']);
    const missing = item.expect.filter((code) => !found.includes(code));
    outcomes.push({ case: item, missing });
    expect(missing).toEqual([]);
  });
});
