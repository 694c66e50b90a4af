import { searchCorrectionSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closestTerm, indexTerms, similarity, trigrams } from '../../src/modules/catalog/search/corrections';
import { createTestApp, type TestApp } from '../support/app';
import { expectBadRequest, get } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function correction(q: string, locale?: string) {
  const response = await get(t, `search-corrections?q=${encodeURIComponent(q)}`, locale);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return searchCorrectionSchema.parse(response.body).suggestion;
}

describe('trigram similarity (pg_trgm)', () => {
  it('measures as pg_trgm does', () => {
    expect(similarity(trigrams('word'), trigrams('word'))).toBe(1);
    // pg: select similarity('word', 'ward') = 0.25
    expect(similarity(trigrams('word'), trigrams('ward'))).toBeCloseTo(0.25, 5);
    expect(similarity(trigrams('abc'), trigrams('xyz'))).toBe(0);
  });

  it('prefers brands among equally close terms, and says nothing for a term itself', () => {
    const terms = indexTerms([
      { kind: 'product', text: 'lumina', locale: 'en_US', code: null },
      { kind: 'brand', text: 'Lumina', locale: 'en_US', code: 'lumina' },
    ]);
    expect(closestTerm(terms, 'lumna', 'en_US')?.kind).toBe('brand');
    expect(closestTerm(terms, 'Lumina', 'en_US')).toBeNull();
  });
});

describe('GET search-corrections', () => {
  it('offers the brand a misspelt brand search meant', async () => {
    expect(await correction('Celestne')).toMatchObject({
      kind: 'brand',
      taxon: '/api/v2/shop/taxons/celestine-paris',
    });
  });

  it('offers a product-name word for a misspelt word, in either script', async () => {
    const georgian = await correction('შამპუუუნი');
    expect(georgian?.term).toBe('შამპუნი');
    const english = await correction('shampooo', 'en_US');
    expect(english?.term.toLowerCase()).toContain('shampoo');
  });

  it('offers nothing for gibberish, and refuses an empty query', async () => {
    expect(await correction('qqxzzv')).toBeNull();
    expectBadRequest(await get(t, 'search-corrections?q='));
  });
});
