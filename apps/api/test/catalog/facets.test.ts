import { sql } from 'drizzle-orm';
import { type ProductFacets, productCollectionSchema, productFacetsSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectBadRequest, get, query } from './support';

let t: TestApp;

async function facets(path: string, locale?: string): Promise<ProductFacets> {
  const response = await get(t, `product-facets${path}`, locale);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productFacetsSchema.parse(response.body);
}

async function total(path: string): Promise<number> {
  const response = await get(t, `products${path}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productCollectionSchema.parse(response.body)['hydra:totalItems'];
}

const counts = (values: ProductFacets['brands']) =>
  Object.fromEntries(values.map((value) => [value.code, value.count]));

/** The top category with the most products, and the brands of its products with their counts. */
let top: string;
let topBrands: Record<string, number>;
/** A brand with products in more than one top category, and those categories. */
let brand: string;
let brandTops: string[];

beforeAll(async () => {
  t = await createTestApp();
  const tops = await query<{ code: string; n: number }>(
    t,
    sql`select root.code, count(distinct p.id)::int as n
      from taxons menu join taxons root on root.parent_id = menu.id and root.enabled
      join taxons sub on sub.path like root.path || '%'
      join product_taxons x on x.taxon_id = sub.id join products p on p.id = x.product_id and p.enabled
      where menu.code = 'MENU' group by root.code order by n desc, root.code limit 1`,
  );
  top = tops[0]!.code;
  const brands = await query<{ code: string; n: number }>(
    t,
    sql`select b.code, count(distinct p.id)::int as n
      from taxons root join taxons sub on sub.path like root.path || '%'
      join product_taxons x on x.taxon_id = sub.id join products p on p.id = x.product_id and p.enabled
      join product_taxons bx on bx.product_id = p.id join taxons b on b.id = bx.taxon_id and b.brand_taxon
      where root.code = ${top} group by b.code`,
  );
  topBrands = Object.fromEntries(brands.map((row) => [row.code, row.n]));
  const spread = await query<{ code: string; tops: string[] }>(
    t,
    sql`select b.code, array_agg(distinct root.code order by root.code) as tops
      from taxons b join product_taxons bx on bx.taxon_id = b.id
      join products p on p.id = bx.product_id and p.enabled
      join product_taxons x on x.product_id = p.id join taxons sub on sub.id = x.taxon_id
      join taxons root on sub.path like root.path || '%'
      join taxons menu on menu.id = root.parent_id and menu.code = 'MENU'
      where b.brand_taxon group by b.code having count(distinct root.code) > 1 order by b.code limit 1`,
  );
  brand = spread[0]!.code;
  brandTops = spread[0]!.tops;
});

afterAll(async () => {
  await t?.close();
});

describe('GET product-facets', () => {
  it("offers only the brands of a category's products, each with its count", async () => {
    const all = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from taxons where brand_taxon and enabled`,
    );
    const body = await facets(`?taxon=${top}`);
    expect(body['@type']).toBe('ProductFacets');
    expect(counts(body.brands)).toEqual(topBrands);
    expect(body.brands.length).toBeLessThan(all[0]!.n);
    expect(body.totalItems).toBe(await total(`?taxon=${top}`));
    expect(body.brands.every((value) => !value.selected && value.name !== '')).toBe(true);
  });

  it('counts each facet with the other facets applied but not its own', async () => {
    const [chosen] = Object.keys(topBrands).sort();
    const body = await facets(`?taxon=${top}&brand[]=${chosen}`);
    // Ticking a brand leaves the other brands' counts as they were: they say what ticking them adds.
    expect(counts(body.brands)).toEqual(topBrands);
    expect(body.brands.find((value) => value.code === chosen)?.selected).toBe(true);
    expect(body.totalItems).toBe(await total(`?taxon=${top}&brand[]=${chosen}`));
    expect(body.categories.length).toBeGreaterThan(0);
    for (const category of body.categories) {
      expect(category.count).toBe(await total(`?taxon=${top}&brand=${chosen}&category=${category.code}`));
    }
    const sum = body.categories.reduce((added, category) => added + category.count, 0);
    expect(sum).toBeGreaterThanOrEqual(body.totalItems);

    // A category chosen narrows the brands to that category's.
    const category = body.categories[0]!;
    const narrowed = await facets(`?taxon=${top}&brand[]=${chosen}&category[]=${category.code}`);
    expect(narrowed.categories.map((value) => value.count)).toEqual(
      body.categories.map((value) => value.count),
    );
    for (const value of narrowed.brands) {
      expect(value.count).toBe(await total(`?taxon=${top}&category=${category.code}&brand=${value.code}`));
    }
  });

  it("lists on a brand's page only the categories it has products in", async () => {
    const body = await facets(`?taxon=${brand}`);
    expect(body.categories.map((value) => value.code).sort()).toEqual(brandTops);
    for (const category of body.categories) {
      expect(category.count).toBe(await total(`?taxon=${brand}&category=${category.code}`));
    }
    expect(body.brands.map((value) => value.code)).toEqual([brand]);
  });

  it('gives the price range of the result without its own price filter, and keeps a chosen value at 0', async () => {
    const whole = await facets(`?taxon=${top}`);
    expect(whole.price.min).not.toBeNull();
    const bounded = await facets(`?taxon=${top}&minimumPrice=${whole.price.max! + 1}`);
    expect(bounded.totalItems).toBe(0);
    expect(bounded.price).toEqual(whole.price);
    expect(bounded.brands.every((value) => value.count > 0)).toBe(true);
    const [chosen] = Object.keys(topBrands).sort();
    const chosenAbove = await facets(`?taxon=${top}&brand=${chosen}&minimumPrice=${whole.price.max! + 1}`);
    expect(chosenAbove.brands.find((value) => value.code === chosen)).toMatchObject({
      count: 0,
      selected: true,
    });
  });

  it('names values in the request language and agrees with GET products on unknown codes', async () => {
    const ka = await facets(`?taxon=${top}`, 'ka_GE');
    const en = await facets(`?taxon=${top}`, 'en_US');
    expect(ka.categories.map((value) => value.code)).toEqual(en.categories.map((value) => value.code));
    expect(ka.categories.map((value) => value.name)).not.toEqual(en.categories.map((value) => value.name));
    const unknown = await facets(`?taxon=${top}&brand=no-such-brand`);
    expect(unknown.totalItems).toBe(0);
    expect(await total(`?taxon=${top}&brand=no-such-brand`)).toBe(0);
    expectBadRequest(await get(t, 'product-facets?minimumPrice=cheap'));
  });

  it('counts a search result', async () => {
    const body = await facets('?translations.name=krem');
    expect(body.totalItems).toBe(await total('?translations.name=krem'));
    expect(body.totalItems).toBeGreaterThan(0);
    const brandSum = body.brands.reduce((added, value) => added + value.count, 0);
    expect(brandSum).toBe(body.totalItems);
  });

  it('counts from the catalog as a published change leaves it (the index is rebuilt behind the answers)', async () => {
    const [chosen] = Object.keys(topBrands).sort();
    // Each round asks with another price bound, so no answer comes from the cache of answers.
    const brandCounts = async (round: number) =>
      counts((await facets(`?taxon=${top}&maximumPrice=${100_000_000 + round}`)).brands);
    expect((await brandCounts(0))[chosen!]).toBe(topBrands[chosen!]);
    const brandProducts = sql`select x.product_id from product_taxons x join taxons b on b.id = x.taxon_id
      where b.code = ${chosen}`;
    await query(t, sql`update products set enabled = false where id in (${brandProducts})`);
    try {
      await t.app.changes.publish('catalog', 'products disabled');
      // Rebuilds are spaced by ten times the last build's time: on the demo catalog, well under 10 s.
      let round = 1;
      const giveUp = Date.now() + 10_000;
      while ((await brandCounts(round))[chosen!] !== undefined && Date.now() < giveUp) {
        round++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await brandCounts(round + 1))[chosen!]).toBeUndefined();
    } finally {
      await query(t, sql`update products set enabled = true where id in (${brandProducts})`);
      await t.app.changes.publish('catalog', 'products enabled');
    }
  });
});
