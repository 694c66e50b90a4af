import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  type Product,
  type ProductCollection,
  productCollectionSchema,
  productSchema,
} from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { SHOP, codesOf, expectBadRequest, get, isSorted, query } from './support';

let t: TestApp;

async function list(path: string, locale?: string): Promise<ProductCollection> {
  const response = await get(t, path, locale);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productCollectionSchema.parse(response.body);
}

/** The price a listing sorts by: the default variant's, which products.price mirrors. */
function listedPrice(product: Product): number {
  const variant = product.productVariants.find((candidate) => candidate['@id'] === product.defaultVariant);
  if (!variant) throw new Error(`${product.code} has no default variant`);
  return variant.price;
}

const codes = async (statement: ReturnType<typeof sql>) =>
  (await query<{ code: string }>(t, statement)).map((row) => row.code);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET products', () => {
  it('lists enabled products by code, 30 a page, with hydra:search', async () => {
    const response = await get(t, 'products');
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const again = await get(t, 'products');
    expect(again.body).toEqual(response.body);
    const body = await list('products');
    const expected = await codes(sql`select code from products where enabled order by code`);
    expect(expected.length).toBeGreaterThan(30);
    expect(body['hydra:totalItems']).toBe(expected.length);
    expect(codesOf(body['hydra:member'])).toEqual(expected.slice(0, 30));
    expect(body['hydra:search']?.['hydra:template']).toContain('productTaxons.taxon.code[]');
    expect(body['hydra:view']?.['hydra:next']).toBe(`${SHOP}/products?page=2`);
    const disabled = await codes(sql`select code from products where not enabled`);
    expect(disabled.length).toBeGreaterThan(0);
    for (const code of disabled) expect(expected).not.toContain(code);
  });

  it('answers a client that accepts compression with the same listing compressed, twice alike', async () => {
    const url = `${SHOP}/products?itemsPerPage=24&order[price]=asc`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      for (let time = 0; time < 2; time++) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip;q=1, br;q=0' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    }
  });

  it('compresses a listing asked for the first time cheaply, and keeps a better compression once it is asked again', async () => {
    const url = `${SHOP}/products?itemsPerPage=30&order[price]=desc`;
    const ask = () => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    const second = await ask();
    const third = await ask();
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
    }
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(
      brotliDecompressSync(second.rawPayload).toString('utf8'),
    );
    // The first went through the app's dynamic compression (quality 1); from the second on, the kept one.
    expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(third.rawPayload).toEqual(second.rawPayload);
  });

  it('embeds enabled variants, images, taxon assignments and a default variant priced like products.price', async () => {
    const body = await list('products?itemsPerPage=50');
    const prices = new Map(
      (await query<{ code: string; price: number }>(t, sql`select code, price from products`)).map((row) => [
        row.code,
        row.price,
      ]),
    );
    for (const product of body['hydra:member']) {
      expect(product.variants).toEqual(product.productVariants.map((variant) => variant['@id']));
      expect(product.productVariants.length).toBeGreaterThan(0);
      expect(listedPrice(product)).toBe(prices.get(product.code));
      expect(product.productTaxons.some((assignment) => assignment.taxon.brandTaxon)).toBe(true);
      for (const image of product.images)
        expect(image.path).toMatch(/^\/media\/image\/.+\.(png|jpe?g|webp)$/);
    }
  });

  it('names products in the request locale', async () => {
    const ka = (await list('products?itemsPerPage=1'))['hydra:member'][0]!;
    const en = (await list('products?itemsPerPage=1', 'en_US'))['hydra:member'][0]!;
    expect(en.code).toBe(ka.code);
    expect(ka.name).toBe(ka.translations.ka_GE?.name);
    expect(en.name).toBe(en.translations.en_US?.name);
    expect(ka.name).not.toBe(en.name);
  });

  it('uses the image filter for image paths', async () => {
    const plain = (await list('products?itemsPerPage=1'))['hydra:member'][0]!;
    const small = (await list('products?itemsPerPage=1&filter=sylius_shop_product_thumbnail'))[
      'hydra:member'
    ][0]!;
    expect(plain.images.length).toBeGreaterThan(0);
    expect(small.images[0]?.path).toBe(
      plain.images[0]!.path.replace('/media/image/', '/media/cache/sylius_shop_product_thumbnail/'),
    );
  });
});

describe('taxon filter', () => {
  it('includes the products of every descendant, ordered by product-taxon position', async () => {
    const expected = await codes(
      sql`select p.code from products p
          join (select x.product_id, min(x.position) as position from product_taxons x
                join taxons t on t.id = x.taxon_id
                join taxons root on root.code = 'face-care' and t.path like root.path || '%'
                group by x.product_id) s on s.product_id = p.id
          where p.enabled order by s.position, p.code`,
    );
    const direct = await codes(
      sql`select p.code from products p join product_taxons x on x.product_id = p.id
          join taxons t on t.id = x.taxon_id where t.code = 'face-care'`,
    );
    expect(expected.length).toBeGreaterThan(direct.length); // so descendants really are included

    const body = await list('products?taxon=face-care&itemsPerPage=100');
    expect(body['hydra:totalItems']).toBe(expected.length);
    expect(codesOf(body['hydra:member'])).toEqual(expected.slice(0, 100));
  });

  it('takes a taxon IRI as well as a code', async () => {
    const byCode = await list('products?taxon=hair-care&itemsPerPage=100');
    const byIri = await list(
      `products?taxon=${encodeURIComponent(`${SHOP}/taxons/hair-care`)}&itemsPerPage=100`,
    );
    expect(byIri['hydra:totalItems']).toBeGreaterThan(0);
    expect(codesOf(byIri['hydra:member'])).toEqual(codesOf(byCode['hydra:member']));
  });

  it('gives an empty result for an unknown taxon', async () => {
    const body = await list('products?taxon=no-such-taxon');
    expect(body['hydra:member']).toEqual([]);
    expect(body['hydra:totalItems']).toBe(0);
  });
});

describe('productTaxons.taxon.code filter', () => {
  const brands = async (count: number) =>
    codes(sql`select code from taxons where brand_taxon and enabled order by position limit ${count}`);

  it('matches direct assignments exactly (no descendants)', async () => {
    const [brand] = await brands(1);
    const expected = await codes(
      sql`select p.code from products p join product_taxons x on x.product_id = p.id
          join taxons t on t.id = x.taxon_id where t.code = ${brand!} and p.enabled order by x.position, p.code`,
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const path of [`productTaxons.taxon.code=${brand}`, `productTaxons.taxon.code[]=${brand}`]) {
      const body = await list(`products?${path}&itemsPerPage=100`);
      expect(codesOf(body['hydra:member'])).toEqual(expected);
    }
    const parent = await list('products?productTaxons.taxon.code=face-care');
    const direct = await codes(
      sql`select p.code from products p join product_taxons x on x.product_id = p.id
          join taxons t on t.id = x.taxon_id where t.code = 'face-care' and p.enabled`,
    );
    expect(parent['hydra:totalItems']).toBe(direct.length);
  });

  it('with repeated codes matches any of them', async () => {
    const picked = await brands(3);
    const expected = await codes(
      sql`select distinct p.code from products p join product_taxons x on x.product_id = p.id
          join taxons t on t.id = x.taxon_id where t.code in ${picked} and p.enabled order by p.code`,
    );
    const path = picked.map((code) => `productTaxons.taxon.code[]=${code}`).join('&');
    const body = await list(`products?${path}&itemsPerPage=100&order[code]=asc`);
    expect(body['hydra:totalItems']).toBe(expected.length);
    expect(codesOf(body['hydra:member'])).toEqual(expected);
  });
});

describe('code filter', () => {
  /** Enabled products spread over the catalog, not in code order. */
  const someCodes = (count: number) =>
    codes(sql`select code from products where enabled order by md5(code) limit ${count}`);
  const codeQuery = (values: string[]) =>
    values.map((code) => `code[]=${encodeURIComponent(code)}`).join('&');

  it('lists the products with any of the codes, by code, whatever their order in the query', async () => {
    const picked = await someCodes(5);
    const body = await list(`products?${codeQuery(picked)}`);
    expect(body['hydra:totalItems']).toBe(5);
    expect(codesOf(body['hydra:member'])).toEqual([...picked].sort());
    const single = await list(`products?code=${encodeURIComponent(picked[0]!)}`);
    expect(codesOf(single['hydra:member'])).toEqual([picked[0]]);
    // A listing's members, not a different shape for this filter.
    const [full] = (await list(`products?${codeQuery([picked[0]!])}`))['hydra:member'];
    const item = await get(t, `products/${encodeURIComponent(picked[0]!)}`);
    expect(full).toEqual(productSchema.parse(item.body));
  });

  it('answers each list of codes with its own products (the response cache keys on the query)', async () => {
    const [first, second] = [await someCodes(2), (await someCodes(4)).slice(2)];
    const a = await list(`products?${codeQuery(first)}`);
    const b = await list(`products?${codeQuery(second)}`);
    expect(codesOf(a['hydra:member'])).toEqual([...first].sort());
    expect(codesOf(b['hydra:member'])).toEqual([...second].sort());
  });

  it('leaves out unknown codes, disabled products and repeats', async () => {
    const picked = await someCodes(3);
    const disabled = await codes(sql`select code from products where not enabled limit 1`);
    expect(disabled.length).toBe(1);
    const body = await list(
      `products?${codeQuery(['no-such-product', ...picked, picked[0]!, ...disabled])}&code=${encodeURIComponent(picked[1]!)}`,
    );
    expect(body['hydra:totalItems']).toBe(3);
    expect(codesOf(body['hydra:member'])).toEqual([...picked].sort());
    const none = await list('products?code[]=no-such-product&code[]=nor-this-one');
    expect(none).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });

  it('pages, orders and combines with the other filters like any listing', async () => {
    const picked = await someCodes(7);
    const sorted = [...picked].sort();
    const second = await list(`products?${codeQuery(picked)}&itemsPerPage=3&page=2`);
    expect(second['hydra:totalItems']).toBe(7);
    expect(codesOf(second['hydra:member'])).toEqual(sorted.slice(3, 6));
    expect(second['hydra:view']?.['hydra:next']).toContain('page=3');
    const third = await list(`products?${codeQuery(picked)}&itemsPerPage=3&page=3`);
    expect(codesOf(third['hydra:member'])).toEqual(sorted.slice(6));

    const descending = await list(`products?${codeQuery(picked)}&order[code]=desc&itemsPerPage=2`);
    expect(codesOf(descending['hydra:member'])).toEqual([...sorted].reverse().slice(0, 2));

    const prices = await query<{ code: string; price: number }>(
      t,
      sql`select code, price from products where code in ${picked}`,
    );
    const floor = [...prices].sort((a, b) => a.price - b.price)[3]!.price;
    const dearer = await list(`products?${codeQuery(picked)}&minimumPrice=${floor}`);
    expect(codesOf(dearer['hydra:member'])).toEqual(
      prices
        .filter((row) => row.price >= floor)
        .map((row) => row.code)
        .sort(),
    );
  });
});

describe('price range', () => {
  it('keeps both bounds inclusive', async () => {
    const [bounds] = await query<{ low: number; high: number }>(
      t,
      sql`select percentile_disc(0.3) within group (order by price) as low,
                 percentile_disc(0.6) within group (order by price) as high
          from products where enabled`,
    );
    const { low, high } = bounds!;
    const expected = await codes(
      sql`select code from products where enabled and price between ${low} and ${high} order by code`,
    );
    const body = await list(`products?minimumPrice=${low}&maximumPrice=${high}&itemsPerPage=100`);
    expect(body['hydra:totalItems']).toBe(expected.length);
    const prices = body['hydra:member'].map(listedPrice);
    expect(prices.every((price) => price >= low && price <= high)).toBe(true);

    const all = await list(
      `products?minimumPrice=${low}&maximumPrice=${high}&itemsPerPage=100&order[price]=asc`,
    );
    expect(listedPrice(all['hydra:member'][0]!)).toBe(low);
    const last = await list(
      `products?minimumPrice=${low}&maximumPrice=${high}&itemsPerPage=100&order[price]=desc`,
    );
    expect(listedPrice(last['hydra:member'][0]!)).toBe(high);

    const exact = await list(`products?minimumPrice=${low}&maximumPrice=${low}`);
    expect(exact['hydra:totalItems']).toBeGreaterThan(0);
    expect(exact['hydra:member'].every((product) => listedPrice(product) === low)).toBe(true);
  });

  it('combines with the taxon filter', async () => {
    const body = await list('products?taxon=face-care&minimumPrice=3000&itemsPerPage=100');
    const expected = await query<{ count: number }>(
      t,
      sql`select count(distinct p.id)::int as count from products p
          join product_taxons x on x.product_id = p.id join taxons t on t.id = x.taxon_id
          join taxons root on root.code = 'face-care' and t.path like root.path || '%'
          where p.enabled and p.price >= 3000`,
    );
    expect(body['hydra:totalItems']).toBe(expected[0]!.count);
    expect(body['hydra:member'].every((product) => listedPrice(product) >= 3000)).toBe(true);
  });
});

describe('ordering', () => {
  it('orders by price both ways', async () => {
    const asc = (await list('products?order[price]=asc&itemsPerPage=100'))['hydra:member'].map(listedPrice);
    const desc = (await list('products?order[price]=DESC&itemsPerPage=100'))['hydra:member'].map(listedPrice);
    expect(isSorted(asc, (a, b) => a - b)).toBe(true);
    expect(isSorted(desc, (a, b) => b - a)).toBe(true);
    expect(asc[0]).toBeLessThan(desc[0]!);
  });

  it('orders a taxon listing by price when asked', async () => {
    const prices = (await list('products?taxon=hair-care&order[price]=desc&itemsPerPage=24'))[
      'hydra:member'
    ].map(listedPrice);
    expect(prices.length).toBe(24);
    expect(isSorted(prices, (a, b) => b - a)).toBe(true);
  });

  it('orders by code and creation date', async () => {
    const byCode = codesOf((await list('products?order[code]=desc&itemsPerPage=10'))['hydra:member']);
    expect(byCode).toEqual(
      await codes(sql`select code from products where enabled order by code desc limit 10`),
    );
    const created = (await list('products?order[createdAt]=desc&itemsPerPage=50'))['hydra:member'].map(
      (product) => product.createdAt,
    );
    expect(isSorted(created, (a, b) => b.localeCompare(a))).toBe(true);
  });

  it('orders by name in the request locale', async () => {
    const names = (await list('products?order[translation.name]=asc&itemsPerPage=50', 'en_US'))[
      'hydra:member'
    ].map((product) => product.name);
    const expected = await query<{ name: string }>(
      t,
      sql`select tr.name from products p join product_translations tr on tr.product_id = p.id and tr.locale = 'en_US'
          where p.enabled order by tr.name, p.code limit 50`,
    );
    expect(names).toEqual(expected.map((row) => row.name));
  });
});

describe('pagination', () => {
  it('serves the last page partly filled and an empty page beyond it', async () => {
    const total = (await list('products?itemsPerPage=1'))['hydra:totalItems'];
    const lastPage = Math.ceil(total / 40);
    const last = await list(`products?itemsPerPage=40&page=${lastPage}`);
    expect(last['hydra:member'].length).toBe(total - (lastPage - 1) * 40);
    expect(last['hydra:view']).toMatchObject({
      '@id': `${SHOP}/products?itemsPerPage=40&page=${lastPage}`,
      'hydra:first': `${SHOP}/products?itemsPerPage=40&page=1`,
      'hydra:last': `${SHOP}/products?itemsPerPage=40&page=${lastPage}`,
      'hydra:previous': `${SHOP}/products?itemsPerPage=40&page=${lastPage - 1}`,
    });
    expect(last['hydra:view']?.['hydra:next']).toBeUndefined();

    const beyond = await list(`products?itemsPerPage=40&page=${lastPage + 5}`);
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(total);
  });

  it('pages without gaps or repeats', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`products?taxon=makeup&itemsPerPage=7&page=${page}`)),
    );
    const seen = pages.flatMap((page) => codesOf(page['hydra:member']));
    const whole = codesOf((await list('products?taxon=makeup&itemsPerPage=21'))['hydra:member']);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('bad query values are 400s in the contract shape, never 500s', () => {
  it.each([
    'products?itemsPerPage=-1',
    'products?itemsPerPage=0',
    'products?itemsPerPage=101',
    'products?itemsPerPage=ten',
    'products?page=0',
    'products?page=-3',
    'products?page=1&page=2',
    'products?order[price]=sideways',
    'products?order[code]=',
    'products?order[price]=asc&order[price]=desc',
    'products?minimumPrice=abc',
    'products?minimumPrice=-5',
    'products?maximumPrice=1.5',
    'products?maximumPrice=99999999999',
    'products?filter=huge',
    'products?imageFilter=../../etc',
  ])('%s', async (path) => {
    expectBadRequest(await get(t, path));
  });

  it.each([
    ['a 300-character search', `products?translations.name=${'a'.repeat(300)}`],
    ['a 200-character taxon code', `products?productTaxons.taxon.code=${'x'.repeat(200)}`],
    [
      '101 taxon codes',
      `products?${Array.from({ length: 101 }, (_, i) => `productTaxons.taxon.code[]=c${i}`).join('&')}`,
    ],
    ['an empty product code', 'products?code[]=A&code[]='],
    ['a 200-character product code', `products?code=${'x'.repeat(200)}`],
    ['101 product codes', `products?${Array.from({ length: 101 }, (_, i) => `code[]=c${i}`).join('&')}`],
    ['a 10 kB query string', `products?padding=${'x'.repeat(10_000)}`],
  ])('%s', async (_label, path) => {
    expectBadRequest(await get(t, path));
  });

  it('treats odd but harmless values as no match rather than errors', async () => {
    for (const path of [
      'products?taxon=%25%25',
      'products?taxon=/api/v2/shop/taxons/%E1%83',
      'products?productTaxons.taxon.code[]=%27%3B%20drop%20table%20products',
      'products?minimumPrice=5000&maximumPrice=100',
      'products?translations.name=%25_%25',
    ]) {
      const body = await list(path);
      expect(body['hydra:member']).toEqual([]);
    }
  });
});
