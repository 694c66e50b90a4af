import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  menuTrail,
  facetsApiPath,
  normalizeQuery,
  pageCount,
  productsApiPath,
  type ListingScope,
} from './catalog';
import type { MenuTaxon } from './taxons';

const leaf = (code: string): MenuTaxon => ({ code, name: code.toUpperCase(), children: [] });
const menu: MenuTaxon[] = [
  {
    code: 'makeup',
    name: 'Make-up',
    children: [{ ...leaf('lips'), children: [leaf('lipsticks')] }, leaf('eyes')],
  },
  leaf('fragrance'),
];

const makeup: ListingScope = {
  taxonCode: 'makeup',
  isBrand: false,
  brands: [
    { code: 'verdea', name: 'Verdea' },
    { code: 'mziuri', name: 'მზიური' },
  ],
  categories: [
    { code: 'lips', name: 'Lips' },
    { code: 'eyes', name: 'Eyes' },
  ],
};

function apiParams(path: string): URLSearchParams {
  expect(path.startsWith('products?')).toBe(true);
  return new URLSearchParams(path.slice('products?'.length));
}

describe('products request of a listing', () => {
  it('asks for the taxon, 24 a page, and nothing else without filters', () => {
    const params = apiParams(productsApiPath({ categories: [], page: 1 }, makeup));
    expect([...params.entries()]).toEqual([
      ['taxon', 'makeup'],
      ['page', '1'],
      ['itemsPerPage', '24'],
    ]);
  });

  it('sends brands as brand codes, the price range in tetri, the order and the page', () => {
    const params = apiParams(
      productsApiPath(
        { categories: ['verdea', 'mziuri'], from: 1000, to: 4990, price: 'desc', page: 2 },
        makeup,
      ),
    );
    expect(params.get('taxon')).toBe('makeup');
    expect(params.getAll('brand')).toEqual(['verdea', 'mziuri']);
    expect(params.has('category')).toBe(false);
    expect(params.get('minimumPrice')).toBe('1000');
    expect(params.get('maximumPrice')).toBe('4990');
    expect(params.get('order[price]')).toBe('desc');
    expect(params.get('page')).toBe('2');
  });

  it('sends a chosen category beside the listing taxon, so brand AND category both hold', () => {
    const params = apiParams(productsApiPath({ categories: ['verdea', 'lips'], page: 1 }, makeup));
    expect(params.get('taxon')).toBe('makeup');
    expect(params.getAll('category')).toEqual(['lips']);
    expect(params.getAll('brand')).toEqual(['verdea']);
  });

  it("on a brand's listing keeps the brand when a category is chosen", () => {
    const brand: ListingScope = {
      taxonCode: 'verdea',
      isBrand: true,
      brands: [],
      categories: makeup.categories,
    };
    const all = apiParams(productsApiPath({ categories: [], page: 1 }, brand));
    expect(all.get('taxon')).toBe('verdea');
    expect(all.has('category')).toBe(false);
    const lips = apiParams(productsApiPath({ categories: ['lips'], page: 1 }, brand));
    expect(lips.get('taxon')).toBe('verdea');
    expect(lips.getAll('category')).toEqual(['lips']);
    expect(lips.has('brand')).toBe(false);
  });

  it('asks the facets for the same filters, without page or order', () => {
    const query = { categories: ['verdea', 'lips'], from: 1000, price: 'asc' as const, page: 3 };
    const path = facetsApiPath(query, makeup);
    expect(path.startsWith('product-facets?')).toBe(true);
    const facets = new URLSearchParams(path.slice('product-facets?'.length));
    const products = apiParams(productsApiPath(query, makeup));
    for (const key of ['page', 'itemsPerPage', 'order[price]']) products.delete(key);
    expect([...facets.entries()]).toEqual([...products.entries()]);
    expect(facets.get('minimumPrice')).toBe('1000');
  });

  it("asks for each listing sort as the API's order, highest first", () => {
    const order = (sort: 'newest' | 'bestselling' | 'rating' | 'discount') =>
      [...apiParams(productsApiPath({ categories: [], sort, page: 1 }, makeup)).keys()].find((key) =>
        key.startsWith('order['),
      );
    expect(order('newest')).toBe('order[createdAt]');
    expect(order('bestselling')).toBe('order[bestselling]');
    expect(order('rating')).toBe('order[averageRating]');
    expect(order('discount')).toBe('order[discount]');
    expect(
      apiParams(productsApiPath({ categories: [], sort: 'rating', page: 1 }, makeup)).get(
        'order[averageRating]',
      ),
    ).toBe('desc');
  });

  it('lists every product on /shop', () => {
    const shop: ListingScope = { isBrand: false, brands: makeup.brands, categories: [] };
    expect(apiParams(productsApiPath({ categories: [], page: 1 }, shop)).has('taxon')).toBe(false);
  });

  it('ignores codes the listing does not offer and any second category', () => {
    const query = { categories: ['hair-care', 'eyes', 'verdea', 'lips'], page: 1 };
    expect(normalizeQuery(query, makeup).categories).toEqual(['verdea', 'eyes']);
    const params = apiParams(productsApiPath(query, makeup));
    expect(params.getAll('category')).toEqual(['eyes']);
    expect(params.getAll('brand')).toEqual(['verdea']);
  });
});

describe('categories offered', () => {
  it('are the children of a menu taxon, found at any depth', () => {
    const taxon = { code: 'lips', brandTaxon: false, childTaxons: [] };
    expect(categoryOptions(menu, taxon)).toEqual([{ code: 'lipsticks', name: 'LIPSTICKS' }]);
    expect(categoryOptions(menu, { ...taxon, code: 'makeup' }).map((option) => option.code)).toEqual([
      'lips',
      'eyes',
    ]);
  });

  it('are the top of the menu on /shop and on a brand', () => {
    expect(categoryOptions(menu, null).map((option) => option.code)).toEqual(['makeup', 'fragrance']);
    const brand = { code: 'verdea', brandTaxon: true, childTaxons: [] };
    expect(categoryOptions(menu, brand).map((option) => option.code)).toEqual(['makeup', 'fragrance']);
  });

  it("are a taxon's own non-brand children when it is outside the menu", () => {
    const outside = {
      code: 'gifts',
      brandTaxon: false,
      childTaxons: [
        { code: 'sets', name: 'Sets', brandTaxon: false },
        { code: 'verdea', name: 'Verdea', brandTaxon: true },
        { code: 'nameless', name: null, brandTaxon: false },
      ],
    };
    expect(categoryOptions(menu, outside)).toEqual([
      { code: 'sets', name: 'Sets' },
      { code: 'nameless', name: 'nameless' },
    ]);
  });
});

describe('menu trail', () => {
  it('is the path from the top of the menu to the taxon', () => {
    expect(menuTrail(menu, 'lipsticks').map((taxon) => taxon.code)).toEqual(['makeup', 'lips', 'lipsticks']);
    expect(menuTrail(menu, 'nowhere')).toEqual([]);
  });
});

describe('page count', () => {
  it('is at least one and rounds up by 24', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});
