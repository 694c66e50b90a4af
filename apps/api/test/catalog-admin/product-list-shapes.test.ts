import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_EXACT_COUNT_UP_TO } from '@sakhe/contract/admin';
import { adminProductCollectionSchema } from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProductFilterQuery,
  productFilterWhere,
} from '../../src/modules/catalog/admin/products/filter-queries';
import {
  type ListShape,
  type ProductListSort,
  chooseShape,
  countProducts,
  listProducts,
} from '../../src/modules/catalog/admin/products/list-queries';
import { createTestApp, type TestApp } from '../support/app';
import { rows } from '../cart/support';
import { adminApi, staffSession } from '../staff/support';

/**
 * The back office's product list picks its pages in one of several shapes (docs/decisions/0021):
 * walking the sort's index, a bounded walk that falls back, or collecting a set (a category, the
 * low stock, a search's matches, their intersection). Each must give exactly the products, in
 * exactly the order, that the filter as filter-queries.ts writes it gives.
 */

let t: TestApp;
let manager: string;
/** A top-level category (its products are under its children) and a category with no children. */
let big: string;
let small: string;
let brand: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await staffSession(t, 'manager')).token;
  const [top] = await rows<{ code: string }>(
    t,
    sql`select c.code from taxons c where not c.brand_taxon and c.level = 1
      order by (select count(*) from taxons d where d.path like c.path || '%') desc, c.id limit 1`,
  );
  const [leaf] = await rows<{ code: string }>(
    t,
    sql`select c.code from taxons c where not c.brand_taxon and c.level >= 1
      and not exists (select 1 from taxons d where d.parent_id = c.id)
      order by (select count(*) from product_taxons x where x.taxon_id = c.id) desc, c.id limit 1`,
  );
  const [someBrand] = await rows<{ code: string }>(
    t,
    sql`select b.code from taxons b where b.brand_taxon and b.level >= 1
      order by (select count(*) from product_taxons x where x.taxon_id = b.id) desc, b.id limit 1`,
  );
  big = top!.code;
  small = leaf!.code;
  brand = someBrand!.code;
  // Stock of every kind: running low (1–5 left, one of them disabled), sold out, untracked, and a
  // product with no variant at all (out of stock too).
  await t.database.db.execute(sql`update product_variants set on_hand = on_hold + 1 + id % 5
    where id % 4 = 0 and tracked`);
  await t.database.db.execute(sql`update product_variants set on_hand = on_hold where id % 7 = 0`);
  await t.database.db.execute(sql`update product_variants set enabled = false where id % 11 = 0`);
  await t.database.db.execute(sql`update product_variants set tracked = false where id % 13 = 0`);
  const created = await adminApi(
    t,
    'POST',
    'products',
    {
      code: 'shapes-no-variant',
      enabled: true,
      mainTaxon: small,
      brand,
      translations: { ka_GE: { name: 'კრემი უვარიანტო' }, en_US: { name: 'Cream without variants' } },
    },
    { token: manager },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(() => t.close());

const SORT_SQL: Record<ProductListSort['field'], string> = {
  id: 'p.id',
  code: 'p.code',
  price: 'p.price',
  createdAt: 'p.created_at',
  name: 'n.name',
};

/** The page as the filter's plain conditions give it, sorted with the list's tie-breaks. */
async function reference(
  filter: ProductFilterQuery,
  sort: ProductListSort,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const byName = sort.field === 'name';
  const join: SQL = byName
    ? sql`join product_translations n on n.product_id = p.id and n.locale = ${sort.locale}`
    : sql``;
  const direction = sort.direction;
  const found = await rows<{ id: number }>(
    t,
    sql`select p.id from products p ${join} where ${productFilterWhere(filter)}
      order by ${sql.raw(`${SORT_SQL[sort.field]} ${direction}, p.id ${direction}`)}
      limit ${page.limit} offset ${page.offset}`,
  );
  return found.map((row) => row.id);
}

async function referenceCount(filter: ProductFilterQuery): Promise<number> {
  const [row] = await rows<{ count: number }>(
    t,
    sql`select count(*)::int as count from products p where ${productFilterWhere(filter)}`,
  );
  return row!.count;
}

/** Every shape the filter can be picked in: walks, bounded walks that fall short, and each collection. */
function shapesFor(filter: ProductFilterQuery): ListShape[] {
  const drivers = [
    ...(filter.category !== undefined ? (['category'] as const) : []),
    ...(filter.brand !== undefined ? (['brand'] as const) : []),
    ...(filter.stock === 'low' ? (['low'] as const) : []),
    ...(filter.search ? (['search'] as const) : []),
  ];
  const collections: ListShape[] = [];
  for (let mask = 1; mask < 2 ** drivers.length; mask++) {
    collections.push({ kind: 'collect', drivers: drivers.filter((_, index) => mask & (2 ** index)) });
  }
  return [
    { kind: 'walk' },
    { kind: 'bounded', rows: 1_000_000, then: { kind: 'walk' } },
    { kind: 'bounded', rows: 8, then: { kind: 'walk' } },
    ...collections,
    ...collections.map((then): ListShape => ({ kind: 'bounded', rows: 16, then })),
  ];
}

const FILTERS: ProductFilterQuery[] = [
  {},
  { category: 'x' }, // replaced by the big category below
  { category: 'y' }, // the small one
  { category: 'x', stock: 'low' },
  { category: 'y', stock: 'low' },
  { category: 'x', stock: 'out' },
  { category: 'y', stock: 'in', enabled: true },
  { stock: 'low' },
  { stock: 'out', enabled: true },
  { stock: 'out', hasImages: false },
  { brand: 'b' },
  { brand: 'b', category: 'x', stock: 'low' },
  { brand: 'no-such-brand' },
  { category: 'no-such-category', stock: 'low' },
  { search: 'krem' },
  { search: 'cream', category: 'x' },
  { search: 'krem', stock: 'low', 'price[gte]': 1000 },
  { 'price[gte]': 2000, 'price[lte]': 6000, hasImages: true },
];

const SORTS: ProductListSort[] = [
  { field: 'id', direction: 'desc', locale: 'en_US' },
  { field: 'price', direction: 'asc', locale: 'en_US' },
  { field: 'price', direction: 'desc', locale: 'en_US' },
  { field: 'name', direction: 'asc', locale: 'ka_GE' },
  { field: 'code', direction: 'desc', locale: 'en_US' },
];

const PAGES = [
  { limit: 5, offset: 0 },
  { limit: 5, offset: 10 },
  { limit: 30, offset: 0 },
];

const withCodes = (filter: ProductFilterQuery): ProductFilterQuery => ({
  ...filter,
  ...(filter.category === 'x' ? { category: big } : filter.category === 'y' ? { category: small } : {}),
  ...(filter.brand === 'b' ? { brand } : {}),
});

describe('the product list in every shape', () => {
  it('the categories and stock the cases rely on are there', async () => {
    const low = await referenceCount({ category: big, stock: 'low' });
    const out = await referenceCount({ stock: 'out' });
    expect(low).toBeGreaterThan(5);
    expect(out).toBeGreaterThan(5);
    expect(await referenceCount({ category: big })).toBeGreaterThan(
      await referenceCount({ category: small }),
    );
  });

  // One test per filter: every sort, page and shape of it (a few hundred statements).
  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))(
    'gives the same products in the same order as the plain filter in every shape, sort and page: %s',
    async (_name, raw) => {
      const filter = withCodes(raw);
      for (const sort of SORTS) {
        for (const page of PAGES) {
          const expected = await reference(filter, sort, page);
          const chosen = await listProducts(t.database.db, filter, sort, page);
          expect(
            chosen.map((row) => row.id),
            JSON.stringify({ filter, sort, page }),
          ).toEqual(expected);
          for (const shape of shapesFor(filter)) {
            const found = await listProducts(t.database.db, filter, sort, page, { shape });
            expect(
              found.map((row) => row.id),
              JSON.stringify({ filter, sort, page, shape }),
            ).toEqual(expected);
          }
        }
      }
    },
  );

  it('counts the same in every shape', async () => {
    for (const raw of FILTERS) {
      const filter = withCodes(raw);
      const expected = await referenceCount(filter);
      expect(expected).toBeLessThanOrEqual(ADMIN_EXACT_COUNT_UP_TO);
      expect(await countProducts(t.database.db, filter), JSON.stringify(filter)).toBe(expected);
      for (const shape of shapesFor(filter)) {
        expect(await countProducts(t.database.db, filter, { shape }), JSON.stringify({ filter, shape })).toBe(
          expected,
        );
      }
    }
  });

  it('through the API: a big and a small category, low stock by price, out of stock, paged', async () => {
    for (const query of [
      `category=${big}&page=2&itemsPerPage=5`,
      `category=${small}&page=2&itemsPerPage=5`,
      `category=${big}&stock=low&order[price]=asc`,
      `category=${small}&stock=low&order[price]=asc&itemsPerPage=2&page=2`,
      `stock=out&enabled=true&itemsPerPage=3&page=2`,
      `stock=out&order[name]=desc`,
    ]) {
      const reply = await adminApi(t, 'GET', `products?${query}`, undefined, { token: manager });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const body = adminProductCollectionSchema.parse(reply.body);
      const params = new URLSearchParams(query);
      const limit = Number(params.get('itemsPerPage') ?? 30);
      const filter: ProductFilterQuery = {
        ...(params.get('category') ? { category: params.get('category')! } : {}),
        ...(params.get('stock') ? { stock: params.get('stock') as 'low' | 'out' } : {}),
        ...(params.get('enabled') ? { enabled: true } : {}),
      };
      const sort: ProductListSort = params.get('order[price]')
        ? { field: 'price', direction: 'asc', locale: 'en_US' }
        : params.get('order[name]')
          ? { field: 'name', direction: 'desc', locale: 'ka_GE' }
          : { field: 'id', direction: 'desc', locale: 'en_US' };
      const expected = await reference(filter, sort, {
        limit,
        offset: (Number(params.get('page') ?? 1) - 1) * limit,
      });
      expect(
        body['hydra:member'].map((member) => member.id),
        query,
      ).toEqual(expected);
      expect(body['hydra:totalItems'], query).toBe(await referenceCount(filter));
    }
  });
});

describe('choosing the shape', () => {
  const products = 100_000;
  const page = (offset: number) => ({ products, wanted: offset + 30, byId: true, otherTests: false });

  it('walks a big category, bounded, and collects a small one', () => {
    expect(chooseShape({ ...page(570), drivers: [{ name: 'category', size: 24_000 }] })).toEqual({
      kind: 'bounded',
      rows: 16_384,
      then: { kind: 'collect', drivers: ['category'] },
    });
    expect(chooseShape({ ...page(570), drivers: [{ name: 'category', size: 500 }] })).toEqual({
      kind: 'collect',
      drivers: ['category'],
    });
  });

  it('walks the price order for a big category running low; intersects a middling one with the low stock', () => {
    const byPrice = { products, wanted: 30, byId: false, otherTests: false };
    expect(
      chooseShape({
        ...byPrice,
        drivers: [
          { name: 'category', size: 24_000 },
          { name: 'low', size: 7_500 },
        ],
      }),
    ).toMatchObject({ kind: 'bounded' });
    expect(
      chooseShape({
        ...byPrice,
        drivers: [
          { name: 'category', size: 8_000 },
          { name: 'low', size: 7_500 },
        ],
      }),
    ).toEqual({ kind: 'collect', drivers: ['low', 'category'] });
    expect(
      chooseShape({
        ...byPrice,
        drivers: [
          { name: 'category', size: 500 },
          { name: 'low', size: 7_500 },
        ],
      }),
    ).toEqual({ kind: 'collect', drivers: ['category'] });
  });

  it("looks for a search's page among the first products, and counts its matches", () => {
    expect(chooseShape({ ...page(0), drivers: [{ name: 'search', size: undefined }] })).toEqual({
      kind: 'bounded',
      rows: 1024,
      then: { kind: 'collect', drivers: ['search'] },
    });
    expect(
      chooseShape({ ...page(970), count: true, drivers: [{ name: 'search', size: undefined }] }),
    ).toEqual({ kind: 'collect', drivers: ['search'] });
  });

  it('walks without a set to collect, and walks a small shop whole', () => {
    expect(chooseShape({ ...page(0), drivers: [] })).toEqual({ kind: 'walk' });
    expect(
      chooseShape({
        products: 300,
        wanted: 30,
        byId: false,
        otherTests: false,
        drivers: [{ name: 'category', size: 280 }],
      }),
    ).toEqual({ kind: 'walk' });
  });
});
