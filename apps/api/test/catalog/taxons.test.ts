import { sql } from 'drizzle-orm';
import { type Taxon, taxonCollectionSchema, taxonItemSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { SHOP, codesOf, expectBadRequest, expectNotFound, get, query } from './support';

let t: TestApp;

/** Enabled children of a taxon, by position, straight from the database. */
async function enabledChildCodes(parent: string): Promise<string[]> {
  const rows = await query<{ code: string }>(
    t,
    sql`select c.code from taxons c join taxons p on p.id = c.parent_id
        where p.code = ${parent} and c.enabled order by c.position, c.id`,
  );
  return rows.map((row) => row.code);
}

beforeAll(async () => {
  t = await createTestApp();
  // A disabled top-level category, a disabled subcategory with children, and a disabled brand.
  await query(t, sql`update taxons set enabled = false where code in ('pharmacy', 'face-cleansers')`);
  await query(
    t,
    sql`update taxons set enabled = false where id = (
      select c.id from taxons c join taxons p on p.id = c.parent_id where p.code = 'brendebi' order by c.position desc limit 1)`,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('GET taxons', () => {
  it('lists the enabled children of the menu root by position, without embedded children', async () => {
    const response = await get(t, 'taxons');
    expect(response.status).toBe(200);
    const body = taxonCollectionSchema.parse(response.body);
    const expected = await enabledChildCodes('MENU');
    expect(codesOf(body['hydra:member'])).toEqual(expected);
    expect(expected).not.toContain('pharmacy');
    expect(body['hydra:totalItems']).toBe(expected.length);
    for (const taxon of body['hydra:member']) {
      expect(taxon.parent).toBe(`${SHOP}/taxons/MENU`);
      expect(taxon.level).toBe(1);
      expect(taxon.childTaxons).toEqual([]);
      expect(taxon.children).toEqual(
        (await enabledChildCodes(taxon.code)).map((code) => `${SHOP}/taxons/${code}`),
      );
    }
    expect(body['hydra:member'].find((taxon) => taxon.code === 'face-care')?.children).not.toContain(
      `${SHOP}/taxons/face-cleansers`,
    );
  });

  it('pages with hydra:view links', async () => {
    const all = await enabledChildCodes('MENU');
    const first = taxonCollectionSchema.parse((await get(t, 'taxons?itemsPerPage=3')).body);
    expect(codesOf(first['hydra:member'])).toEqual(all.slice(0, 3));
    expect(first['hydra:totalItems']).toBe(all.length);
    const lastPage = Math.ceil(all.length / 3);
    expect(first['hydra:view']).toEqual({
      '@id': `${SHOP}/taxons?itemsPerPage=3&page=1`,
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': `${SHOP}/taxons?itemsPerPage=3&page=1`,
      'hydra:last': `${SHOP}/taxons?itemsPerPage=3&page=${lastPage}`,
      'hydra:next': `${SHOP}/taxons?itemsPerPage=3&page=2`,
    });
    const second = taxonCollectionSchema.parse((await get(t, 'taxons?itemsPerPage=3&page=2')).body);
    expect(codesOf(second['hydra:member'])).toEqual(all.slice(3, 6));
    const beyond = taxonCollectionSchema.parse(
      (await get(t, `taxons?itemsPerPage=3&page=${lastPage + 1}`)).body,
    );
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(all.length);
  });

  it('names taxons in the request locale and carries both translations', async () => {
    const ka = taxonCollectionSchema.parse((await get(t, 'taxons')).body)['hydra:member'][0]!;
    const en = taxonCollectionSchema.parse((await get(t, 'taxons', 'en_US')).body)['hydra:member'][0]!;
    expect(ka.code).toBe(en.code);
    expect(ka.name).toBe(ka.translations.ka_GE?.name);
    expect(en.name).toBe(en.translations.en_US?.name);
    expect(en.name).not.toBe(ka.name);
    expect(ka.name).toMatch(/\p{Script=Georgian}/u);
  });
});

describe('GET taxons/menu', () => {
  it('embeds every enabled descendant, by position, to the full depth', async () => {
    const response = await get(t, 'taxons/menu');
    expect(response.status).toBe(200);
    const body = taxonCollectionSchema.parse(response.body);
    expect(codesOf(body['hydra:member'])).toEqual(await enabledChildCodes('MENU'));
    expect(body['hydra:totalItems']).toBe(body['hydra:member'].length);

    let depth = 0;
    const check = async (taxon: Taxon, level: number) => {
      depth = Math.max(depth, level);
      expect(taxon.level).toBe(level);
      expect(taxon.enabled).toBe(true);
      const expected = await enabledChildCodes(taxon.code);
      expect(codesOf(taxon.childTaxons)).toEqual(expected);
      expect(taxon.children).toEqual(expected.map((code) => `${SHOP}/taxons/${code}`));
      for (const child of taxon.childTaxons) {
        expect(child.parent).toBe(taxon['@id']);
        await check(child, level + 1);
      }
    };
    for (const top of body['hydra:member']) await check(top, 1);
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it('drops a disabled taxon together with its subtree', async () => {
    const body = taxonCollectionSchema.parse((await get(t, 'taxons/menu')).body);
    const codes: string[] = [];
    const walk = (taxons: Taxon[]) => {
      for (const taxon of taxons) {
        codes.push(taxon.code);
        walk(taxon.childTaxons);
      }
    };
    walk(body['hydra:member']);
    const hiddenSubtree = await query<{ code: string }>(
      t,
      sql`select c.code from taxons c join taxons p on c.path like p.path || '%'
          where p.code in ('pharmacy', 'face-cleansers')`,
    );
    expect(hiddenSubtree.length).toBeGreaterThan(2);
    for (const { code } of hiddenSubtree) expect(codes).not.toContain(code);
    const [{ count } = { count: 0 }] = await query<{ count: number }>(
      t,
      sql`select count(*)::int as count from taxons t join taxons menu on menu.code = 'MENU'
          where t.path like menu.path || '_%'`,
    );
    expect(codes.length).toBeLessThan(count);
  });
});

describe('GET taxons/{code}', () => {
  it('embeds the enabled children one level deep', async () => {
    const response = await get(t, 'taxons/face-care');
    expect(response.status).toBe(200);
    const taxon = taxonItemSchema.parse(response.body);
    expect(taxon['@context']).toBe('/api/v2/contexts/Taxon');
    expect(taxon['@id']).toBe(`${SHOP}/taxons/face-care`);
    expect(taxon.parent).toBe(`${SHOP}/taxons/MENU`);
    const expected = await enabledChildCodes('face-care');
    expect(codesOf(taxon.childTaxons)).toEqual(expected);
    expect(expected).not.toContain('face-cleansers');
    for (const child of taxon.childTaxons) {
      expect(child.childTaxons).toEqual([]);
      expect(child.children).toEqual(
        (await enabledChildCodes(child.code)).map((code) => `${SHOP}/taxons/${code}`),
      );
    }
    expect(taxon.translations.ka_GE?.name).toBeTruthy();
    expect(taxon.translations.en_US?.name).toBe('Face Care');
  });

  it('describes the category in the request locale, as Sylius does (the listing shows it)', async () => {
    const ka = taxonItemSchema.parse((await get(t, 'taxons/face-care')).body);
    const en = taxonItemSchema.parse((await get(t, 'taxons/face-care', 'en_US')).body);
    expect(en.description).toMatch(/^<p>Cleansers, toners, serums and creams/);
    expect(ka.description).toMatch(/^<p>\p{Script=Georgian}/u);
    expect(ka.description).toBe(ka.translations.ka_GE?.description);
    expect(en.description).toBe(en.translations.en_US?.description);
  });

  it('gives the brands A–Z page every enabled brand with name, code and slug', async () => {
    const taxon = taxonItemSchema.parse((await get(t, 'taxons/brendebi', 'en_US')).body);
    const expected = await enabledChildCodes('brendebi');
    expect(expected.length).toBeGreaterThan(10);
    expect(codesOf(taxon.childTaxons)).toEqual(expected);
    for (const brand of taxon.childTaxons) {
      expect(brand.brandTaxon).toBe(true);
      expect(brand.name).toBeTruthy();
      expect(brand.slug).toBeTruthy();
    }
  });

  it('is 404 for unknown and for disabled taxons', async () => {
    expectNotFound(await get(t, 'taxons/no-such-taxon'));
    expectNotFound(await get(t, 'taxons/pharmacy'));
  });

  it('serves taxon images under /media/image, or the filtered copy', async () => {
    const [row] = await query<{ code: string; path: string }>(
      t,
      sql`select t.code, i.path from taxon_images i join taxons t on t.id = i.taxon_id
          where t.enabled and (i.locale is null or i.locale = 'ka_GE') order by i.position, i.id limit 1`,
    );
    expect(row).toBeDefined();
    const plain = taxonItemSchema.parse((await get(t, `taxons/${row!.code}`)).body);
    expect(plain.images[0]?.path).toBe(`/media/image/${row!.path}`);
    expect(plain.images[0]?.['@id']).toMatch(new RegExp(`^${SHOP}/taxon-images/\\d+$`));
    const filtered = taxonItemSchema.parse(
      (await get(t, `taxons/${row!.code}?imageFilter=banner_mobile`)).body,
    );
    expect(filtered.images[0]?.path).toBe(`/media/cache/banner_mobile/${row!.path}`);
    expectBadRequest(await get(t, `taxons/${row!.code}?filter=no_such_filter`));
  });

  it('gives a page the banner drawn in its language, and an image for every language to both', async () => {
    const banners = await query<{ id: number; locale: string | null }>(
      t,
      sql`select i.id, i.locale from taxon_images i join taxons t on t.id = i.taxon_id
          where t.code = 'face-care' and i.type = 'production-sticky-banner' order by i.locale`,
    );
    expect(banners.map((banner) => banner.locale)).toEqual(['en_US', 'ka_GE']);
    const [english, georgian] = banners.map((banner) => banner.id);
    // A plain picture (no words on it) for both languages, after the banners.
    const [plain] = await query<{ id: number }>(
      t,
      sql`insert into taxon_images (taxon_id, type, path, position)
          select id, 'banner', 'demo/plain.png', 9 from taxons where code = 'face-care' returning id`,
    );
    await t.app.changes.publish('catalog', 'face-care'); // as the back office does: cached answers go
    const imagesIn = async (path: string, language?: string) =>
      taxonItemSchema.parse((await get(t, path, language)).body).images.map((image) => image.id);
    expect(await imagesIn('taxons/face-care')).toEqual([georgian, plain!.id]);
    expect(await imagesIn('taxons/face-care', 'ka')).toEqual([georgian, plain!.id]);
    expect(await imagesIn('taxons/face-care', 'en-US,en;q=0.9')).toEqual([english, plain!.id]);
    // The tree and the lists are cached per language: each keeps its own.
    const treeImages = async (language: string) => {
      const tree = taxonCollectionSchema.parse((await get(t, 'taxons?itemsPerPage=100', language)).body);
      return tree['hydra:member']
        .find((taxon) => taxon.code === 'face-care')
        ?.images.map((image) => image.id);
    };
    expect(await treeImages('ka')).toEqual([georgian, plain!.id]);
    expect(await treeImages('en')).toEqual([english, plain!.id]);
    expect(await treeImages('ka')).toEqual([georgian, plain!.id]);
  });
});

describe('GET taxons?taxonName=', () => {
  it('finds brands, flagged brandTaxon, best match first', async () => {
    const [brand] = await query<{ code: string; name: string }>(
      t,
      sql`select t.code, tr.name from taxons t join taxon_translations tr on tr.taxon_id = t.id and tr.locale = 'en_US'
          where t.brand_taxon and t.enabled order by t.position limit 1`,
    );
    const response = await get(t, `taxons?taxonName=${encodeURIComponent(brand!.name)}`, 'en_US');
    expect(response.status).toBe(200);
    const body = taxonCollectionSchema.parse(response.body);
    expect(body['hydra:member'][0]?.code).toBe(brand!.code);
    expect(body['hydra:member'][0]?.brandTaxon).toBe(true);
    expect(body['hydra:member'][0]?.childTaxons).toEqual([]);
  });

  it('finds categories in Georgian, in transliteration and across all levels', async () => {
    for (const query of ['შამპუნ', 'shampun']) {
      const body = taxonCollectionSchema.parse(
        (await get(t, `taxons?taxonName=${encodeURIComponent(query)}`)).body,
      );
      expect(body['hydra:totalItems']).toBeGreaterThan(0);
      expect(body['hydra:member'][0]?.translations.ka_GE?.name).toMatch(/შამპუნ/);
    }
  });

  it('leaves out disabled taxons and the tree roots', async () => {
    const pharmacy = taxonCollectionSchema.parse((await get(t, 'taxons?taxonName=Pharmacy', 'en_US')).body);
    expect(codesOf(pharmacy['hydra:member'])).not.toContain('pharmacy');
    const brands = taxonCollectionSchema.parse((await get(t, 'taxons?taxonName=Brands', 'en_US')).body);
    expect(codesOf(brands['hydra:member'])).not.toContain('brendebi');
  });

  it('answers very short and punctuation-only queries without an error', async () => {
    for (const query of ['a', 'შ', '!!', '']) {
      const response = await get(t, `taxons?taxonName=${encodeURIComponent(query)}`);
      expect(response.status).toBe(200);
      taxonCollectionSchema.parse(response.body);
    }
  });
});

describe('bad taxon queries', () => {
  it.each(['taxons?itemsPerPage=-1', 'taxons?itemsPerPage=101', 'taxons?page=0', 'taxons?page=abc'])(
    '%s is a 400',
    async (path) => expectBadRequest(await get(t, path)),
  );

  it('refuses a 10 kB query string and an over-long search', async () => {
    expectBadRequest(await get(t, `taxons/menu?padding=${'x'.repeat(10_000)}`));
    expectBadRequest(await get(t, `taxons?taxonName=${'a'.repeat(300)}`));
  });
});

describe('OpenAPI', () => {
  it('describes the catalog endpoints, the recursive taxon included', async () => {
    const response = await t.app.inject({ url: '/api/v2/docs.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      `${SHOP}/taxons`,
      `${SHOP}/taxons/menu`,
      `${SHOP}/taxons/{code}`,
      `${SHOP}/products`,
      `${SHOP}/products/{code}`,
      `${SHOP}/products-by-slug/{slug}`,
      `${SHOP}/product-variants/{code}`,
      `${SHOP}/product-images/{id}`,
      `${SHOP}/catalog-promotions/{code}`,
    ]) {
      expect(paths).toContain(path);
    }
  });
});
