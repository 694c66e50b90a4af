import { describe, expect, it } from 'vitest';
import {
  moveActive,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  searchableQuery,
  searchPagePath,
  suggestionOptions,
  type SearchSuggestions,
} from './search-query';

describe('searchableQuery', () => {
  it('uses the spec constants', () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('is null below three characters, spaces not counted', () => {
    expect(searchableQuery('')).toBeNull();
    expect(searchableQuery('sh')).toBeNull();
    expect(searchableQuery('  sh  ')).toBeNull();
    expect(searchableQuery(null)).toBeNull();
    expect(searchableQuery('sha')).toBe('sha');
  });

  it('counts Georgian characters as characters', () => {
    expect(searchableQuery('შა')).toBeNull();
    expect(searchableQuery('შამ')).toBe('შამ');
  });

  it('collapses inner whitespace and caps the length the API accepts', () => {
    expect(searchableQuery('  hair   oil ')).toBe('hair oil');
    expect([...searchableQuery('ა'.repeat(500))!]).toHaveLength(200);
  });
});

const results: SearchSuggestions = {
  query: 'sampuni',
  products: [
    {
      code: 'P-1',
      name: 'შამპუნი',
      slug: 'შამპუნი',
      brand: 'Zephyr',
      image: null,
      price: 100,
      originalPrice: 100,
      inStock: true,
    },
  ],
  totalProducts: 12,
  brands: [{ code: 'zephyr', name: 'Zephyr' }],
  taxons: [{ code: 'shampoos', name: 'შამპუნები' }],
};

describe('suggestion options', () => {
  it('walks products, brands, categories, then all results', () => {
    const options = suggestionOptions(results);
    expect(options.map((option) => option.kind)).toEqual(['product', 'brand', 'taxon', 'all']);
    expect(options.map((option) => option.path)).toEqual([
      `/shop/product/${encodeURIComponent('შამპუნი')}`,
      '/shop/zephyr',
      '/shop/shampoos',
      '/search?q=sampuni',
    ]);
  });

  it('offers no "all results" without products', () => {
    const options = suggestionOptions({ ...results, products: [], totalProducts: 0 });
    expect(options.map((option) => option.kind)).toEqual(['brand', 'taxon']);
  });

  it('moves with wrap-around, starting from either end', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(1, 0, 1)).toBe(-1);
  });

  it('builds result page paths', () => {
    expect(searchPagePath('hair oil')).toBe('/search?q=hair+oil');
    expect(searchPagePath('შამპუნი', 2)).toBe(`/search?q=${encodeURIComponent('შამპუნი')}&page=2`);
  });
});
