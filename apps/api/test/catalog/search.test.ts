import { sql } from 'drizzle-orm';
import { type ProductCollection, productCollectionSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { codesOf, get, query } from './support';

let t: TestApp;
/** Enabled products whose Georgian name contains შამპუნი (shampoo). */
let shampoos: string[];

async function search(text: string, extra = '', locale?: string): Promise<ProductCollection> {
  const response = await get(
    t,
    `products?translations.name=${encodeURIComponent(text)}&itemsPerPage=100${extra}`,
    locale,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productCollectionSchema.parse(response.body);
}

/** The first `n` results are exactly the shampoos (in any order). */
function expectShampoosFirst(body: ProductCollection) {
  const found = codesOf(body['hydra:member']);
  expect(new Set(found.slice(0, shampoos.length))).toEqual(new Set(shampoos));
}

beforeAll(async () => {
  t = await createTestApp();
  shampoos = (
    await query<{ code: string }>(
      t,
      sql`select p.code from products p join product_translations tr on tr.product_id = p.id and tr.locale = 'ka_GE'
          where p.enabled and tr.name like '%შამპუნი%' order by p.code`,
    )
  ).map((row) => row.code);
  expect(shampoos.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await t?.close();
});

describe('product name search', () => {
  it('finds Georgian names typed in Georgian, by prefix', async () => {
    const body = await search('შამპ');
    // Named so first; then what the shop files under shampoos (the category's name matches too).
    expectShampoosFirst(body);
    expect(body['hydra:totalItems']).toBeGreaterThanOrEqual(shampoos.length);
  });

  it('finds them in Latin transliteration and on the unswitched keyboard layout', async () => {
    expectShampoosFirst(await search('shampuni'));
    expectShampoosFirst(await search('Sampuni')); // შ is Shift+S on the Georgian layout
  });

  it('tolerates one typo', async () => {
    expectShampoosFirst(await search('shanpuni')); // substituted
    expectShampoosFirst(await search('shampni')); // dropped
    expectShampoosFirst(await search('შამპუმი'));
    expectShampoosFirst(await search('shampuuni')); // doubled
  });

  it('finds English names, case-insensitively and with a typo', async () => {
    const expected = (
      await query<{ code: string }>(
        t,
        sql`select p.code from products p join product_translations tr on tr.product_id = p.id and tr.locale = 'en_US'
            where p.enabled and tr.name ilike '%serum%'`,
      )
    ).map((row) => row.code);
    expect(expected.length).toBeGreaterThan(3);
    for (const text of ['SERUM', 'serum', 'serun']) {
      const found = codesOf((await search(text, '', 'en_US'))['hydra:member']);
      expect(new Set(found.slice(0, expected.length)), text).toEqual(new Set(expected));
    }
  });

  it('ranks the best match first', async () => {
    const [target] = await query<{ code: string; name: string }>(
      t,
      sql`select p.code, tr.name from products p join product_translations tr on tr.product_id = p.id
          and tr.locale = 'en_US' where p.enabled and length(tr.name) > 25 order by p.code limit 1`,
    );
    const body = await search(target!.name, '', 'en_US');
    expect(body['hydra:member'][0]?.code).toBe(target!.code);
  });

  it('combines with the taxon filter and pages like any listing', async () => {
    const inHair = await search('shampuni', '&taxon=hair-care');
    expect(inHair['hydra:totalItems']).toBeGreaterThan(0);
    const all = await search('shampuni');
    expect(inHair['hydra:totalItems']).toBeLessThanOrEqual(all['hydra:totalItems']);
    for (const product of inHair['hydra:member'])
      expect(codesOf(all['hydra:member'])).toContain(product.code);

    const first = await get(t, 'products?translations.name=krem&itemsPerPage=5');
    const second = await get(t, 'products?translations.name=krem&itemsPerPage=5&page=2');
    const page1 = productCollectionSchema.parse(first.body);
    const page2 = productCollectionSchema.parse(second.body);
    expect(page1['hydra:totalItems']).toBeGreaterThan(10);
    const both = [...codesOf(page1['hydra:member']), ...codesOf(page2['hydra:member'])];
    expect(new Set(both).size).toBe(10);
  });

  it('honours an explicit order over relevance', async () => {
    const codes = codesOf((await search('shampuni', '&order[code]=desc'))['hydra:member']);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('answers queries shorter than three letters', async () => {
    for (const text of ['sh', 'შ', 'a']) {
      const body = await search(text);
      expect(body['hydra:totalItems']).toBeGreaterThan(0);
    }
  });

  it('finds nothing for gibberish and for punctuation only', async () => {
    expect((await search('zzqxj'))['hydra:totalItems']).toBe(0);
    expect((await search('%%__'))['hydra:totalItems']).toBe(0);
  });
});

describe('brand search', () => {
  /** Enabled products (listable in Georgian) of the brand whose English name is `name`. */
  async function productsOf(name: string): Promise<string[]> {
    const rows = await query<{ code: string }>(
      t,
      sql`select distinct p.code from products p
        join product_translations tr on tr.product_id = p.id and tr.locale = 'ka_GE'
        join product_taxons x on x.product_id = p.id
        join taxon_translations b on b.taxon_id = x.taxon_id and b.locale = 'en_US' and b.name = ${name}
        where p.enabled order by p.code`,
    );
    return rows.map((row) => row.code);
  }

  it("finds a brand's products by its name, first, typed any way", async () => {
    const celestine = await productsOf('Celestine Paris');
    expect(celestine.length).toBeGreaterThan(0);
    for (const text of ['Celestine', 'celestine paris', 'Celestin', 'Selestine', 'ცელესტინე']) {
      const found = codesOf((await search(text))['hydra:member']);
      expect(new Set(found.slice(0, celestine.length)), text).toEqual(new Set(celestine));
    }
  });

  it('finds a Georgian brand in Georgian and in Latin letters (its keys on the Georgian layout spell it the same)', async () => {
    const mziuri = await productsOf('Mziuri');
    expect(mziuri.length).toBeGreaterThan(0);
    for (const text of ['მზიური', 'mziuri', 'MZIURI', 'mziuri ']) {
      const found = codesOf((await search(text))['hydra:member']);
      expect(new Set(found.slice(0, mziuri.length)), text).toEqual(new Set(mziuri));
    }
  });

  it('ranks a product named by the query above a brand that only resembles it', async () => {
    const body = await search('შამპუნი');
    expectShampoosFirst(body);
  });
});

describe('synonyms', () => {
  it('find perfumes by the everyday word, in Georgian, Latin letters and English', async () => {
    const perfumes = (
      await query<{ code: string }>(
        t,
        sql`select p.code from products p join product_translations tr on tr.product_id = p.id and tr.locale = 'ka_GE'
          where p.enabled and (tr.name like '%პარფიუმერული წყალი%' or tr.name like '%ტუალეტის წყალი%')`,
      )
    ).map((row) => row.code);
    expect(perfumes.length).toBeGreaterThan(0);
    for (const text of ['სუნამო', 'sunamo', 'perfume', 'parfum']) {
      const body = await search(text);
      const found = new Set(codesOf(body['hydra:member']));
      expect(
        perfumes.every((code) => found.has(code)),
        text,
      ).toBe(true);
    }
  });

  it('are read from the database, so a group added there takes effect', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.execute(sql`insert into search_synonyms (group_code, term, search_key)
        values ('test-shampoo', 'ზეთისხილი', 'zetiskhili'), ('test-shampoo', 'შამპუნი', 'shampuni')`);
      const response = await get(other, 'products?translations.name=ზეთისხილი&itemsPerPage=100');
      const found = new Set(codesOf(productCollectionSchema.parse(response.body)['hydra:member']));
      expect(shampoos.every((code) => found.has(code))).toBe(true);
    } finally {
      await other.close();
    }
    expect((await search('ზეთისხილი'))['hydra:totalItems']).toBe(0);
  });
});
