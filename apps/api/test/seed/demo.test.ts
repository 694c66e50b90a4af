import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/db/client';
import { searchKey } from '../../src/modules/catalog/search/fold';
import { defaultVariantOf } from '../../src/modules/catalog/default-variant';
import { diskStorage } from '../../src/modules/media';
import { isSeeded, seedDemo } from '../../src/seed';

const GEORGIAN = /[\u10D0-\u10FF]/u;
const CITIES = JSON.parse(
  readFileSync(new URL('../../src/seed/data/ge-cities.json', import.meta.url), 'utf8'),
) as {
  code: string;
  ka: string;
  en: string;
  region: string;
}[];

let handle: DatabaseHandle;
let work: string;
let mediaDir: string;
let seededBefore: boolean;

async function rows<T>(query: string): Promise<T[]> {
  return ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function count(query: string): Promise<number> {
  const [row] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM (${query}) q`);
  return row?.n ?? 0;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sakhe-demo-test-'));
  mediaDir = join(work, 'media');
  handle = await openPglite(undefined);
  await handle.migrate();
  seededBefore = await isSeeded(handle.db);
  await seedDemo(handle.db, { storage: diskStorage(mediaDir) });
});

afterAll(async () => {
  await handle.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the channel', () => {
  it('is WEB: Georgian first, English second, lari, Georgia, menu taxon MENU', async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(handle.db)).toBe(true);
    expect(
      await rows(`SELECT code, default_locale, base_currency, menu_taxon_code, country_code FROM channels`),
    ).toEqual([
      {
        code: 'WEB',
        default_locale: 'ka_GE',
        base_currency: 'GEL',
        menu_taxon_code: 'MENU',
        country_code: 'GE',
      },
    ]);
    expect(await rows(`SELECT code FROM locales ORDER BY position`)).toEqual([
      { code: 'ka_GE' },
      { code: 'en_US' },
    ]);
    expect(await rows(`SELECT code FROM currencies`)).toEqual([{ code: 'GEL' }]);
  });

  it('has the 93 cities of the data file as provinces of GE, in file order, in both languages', async () => {
    const provinces = await rows<{ code: string; region: string; position: number; ka: string; en: string }>(`
      SELECT p.code, p.region, p.position, ka.name AS ka, en.name AS en
      FROM provinces p JOIN countries c ON c.id = p.country_id AND c.code = 'GE'
      JOIN province_translations ka ON ka.province_id = p.id AND ka.locale = 'ka_GE'
      JOIN province_translations en ON en.province_id = p.id AND en.locale = 'en_US'
      ORDER BY p.position`);
    expect(CITIES).toHaveLength(93);
    expect(provinces).toEqual(CITIES.map((city, position) => ({ ...city, position })));
  });
});

describe('the menu and brands', () => {
  it('has at least 8 top categories under MENU, each two to three levels deep', async () => {
    const tops = await rows<{ code: string; level: number }>(
      `SELECT t.code, t.level FROM taxons t JOIN taxons m ON m.id = t.parent_id AND m.code = 'MENU'`,
    );
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(tops.every((top) => top.level === 1)).toBe(true);
    const depths = await rows<{ code: string; depth: number }>(`
      SELECT top.code, max(d.level) - top.level AS depth
      FROM taxons top JOIN taxons m ON m.id = top.parent_id AND m.code = 'MENU'
      JOIN taxons d ON d.path LIKE top.path || '%'
      GROUP BY top.code, top.level`);
    expect(depths).toHaveLength(tops.length);
    for (const { code, depth } of depths) expect([1, 2], code).toContain(depth);
    expect(depths.some((top) => top.depth === 2)).toBe(true);
    expect(await rows(`SELECT level, parent_id FROM taxons WHERE code = 'MENU'`)).toEqual([
      { level: 0, parent_id: null },
    ]);
  });

  it('has at least 40 brands under the root brendebi, with varied initials and Georgian house brands', async () => {
    expect(await rows(`SELECT level, parent_id, brand_taxon FROM taxons WHERE code = 'brendebi'`)).toEqual([
      { level: 0, parent_id: null, brand_taxon: false },
    ]);
    const brands = await rows<{ code: string; brand_taxon: boolean; ka: string; en: string }>(`
      SELECT t.code, t.brand_taxon, ka.name AS ka, en.name AS en FROM taxons t
      JOIN taxons r ON r.id = t.parent_id AND r.code = 'brendebi'
      JOIN taxon_translations ka ON ka.taxon_id = t.id AND ka.locale = 'ka_GE'
      JOIN taxon_translations en ON en.taxon_id = t.id AND en.locale = 'en_US'`);
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(brands.every((brand) => brand.brand_taxon)).toBe(true);
    expect(new Set(brands.map((brand) => brand.ka[0]?.toUpperCase())).size).toBeGreaterThanOrEqual(15);
    expect(brands.filter((brand) => GEORGIAN.test(brand.ka)).length).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        `SELECT id FROM taxons WHERE brand_taxon AND parent_id <> (SELECT id FROM taxons WHERE code = 'brendebi')`,
      ),
    ).toBe(0);
  });

  it('gives every top category a production-sticky-banner on disk in each language (its name is drawn on it)', async () => {
    const banners = await rows<{ code: string; path: string; locale: string | null }>(`
      SELECT t.code, i.path, i.locale FROM taxon_images i JOIN taxons t ON t.id = i.taxon_id
      JOIN taxons m ON m.id = t.parent_id AND m.code = 'MENU' WHERE i.type = 'production-sticky-banner'`);
    const tops = await count(
      `SELECT t.id FROM taxons t JOIN taxons m ON m.id = t.parent_id AND m.code = 'MENU'`,
    );
    for (const locale of ['ka_GE', 'en_US'])
      expect(new Set(banners.filter((b) => b.locale === locale).map((b) => b.code)).size, locale).toBe(tops);
    expect(banners).toHaveLength(tops * 2);
    // Two drawings, not one picture twice.
    expect(new Set(banners.map((banner) => banner.path)).size).toBe(banners.length);
    for (const banner of banners) expect(existsSync(join(mediaDir, 'image', banner.path))).toBe(true);
  });
});

describe('the products', () => {
  it('number at least 400, each in exactly one brand and in leaf categories, with its category as main taxon', async () => {
    expect(await count(`SELECT id FROM products WHERE enabled`)).toBeGreaterThanOrEqual(400);
    const placement = await rows<{
      code: string;
      brands: number;
      categories: number;
      main_is_category: boolean;
      leaf_only: boolean;
    }>(`
      SELECT p.code,
        count(*) FILTER (WHERE t.brand_taxon)::int AS brands,
        count(*) FILTER (WHERE t.path LIKE (SELECT path FROM taxons WHERE code = 'MENU') || '%')::int AS categories,
        bool_or(t.id = p.main_taxon_id AND NOT t.brand_taxon) AS main_is_category,
        bool_and(t.brand_taxon OR NOT EXISTS (SELECT 1 FROM taxons c WHERE c.parent_id = t.id)) AS leaf_only
      FROM products p JOIN product_taxons pt ON pt.product_id = p.id JOIN taxons t ON t.id = pt.taxon_id
      GROUP BY p.code`);
    expect(placement).toHaveLength(await count('SELECT id FROM products'));
    for (const product of placement) {
      expect(product, product.code).toMatchObject({ brands: 1, main_is_category: true, leaf_only: true });
      expect(product.categories, product.code).toBeGreaterThanOrEqual(1);
    }
  });

  it('have 1 to 4 variants, realistic prices, and enough discounts and stock-outs', async () => {
    const variants = await rows<{
      product: string;
      code: string;
      position: number;
      enabled: boolean;
      tracked: boolean;
      on_hand: number;
      on_hold: number;
      price: number;
      original_price: number;
    }>(`
      SELECT p.code AS product, v.code, v.position, v.enabled, v.tracked, v.on_hand, v.on_hold, v.price, v.original_price
      FROM product_variants v JOIN products p ON p.id = v.product_id ORDER BY v.id`);
    const byProduct = new Map<string, typeof variants>();
    for (const variant of variants)
      byProduct.set(variant.product, [...(byProduct.get(variant.product) ?? []), variant]);
    const total = byProduct.size;
    for (const [code, list] of byProduct) {
      expect(list.length, code).toBeGreaterThanOrEqual(1);
      expect(list.length, code).toBeLessThanOrEqual(4);
      for (const variant of list) {
        expect(variant.code.startsWith(`${code}-`)).toBe(true);
        expect(variant.price).toBeGreaterThanOrEqual(190);
        expect(variant.original_price).toBeLessThanOrEqual(34_900);
        expect(variant.original_price).toBeGreaterThanOrEqual(variant.price);
      }
    }
    const discounted = [...byProduct.values()].filter((list) =>
      list.some((v) => v.original_price > v.price),
    ).length;
    const soldOut = [...byProduct.values()].filter((list) =>
      list.every((v) => v.tracked && v.on_hand === 0),
    ).length;
    const partly = [...byProduct.values()].filter(
      (list) =>
        list.some((v) => v.tracked && v.on_hand === 0) && list.some((v) => !v.tracked || v.on_hand > 0),
    ).length;
    expect(discounted / total).toBeGreaterThanOrEqual(0.15);
    expect(soldOut / total).toBeGreaterThanOrEqual(0.05);
    expect(partly).toBeGreaterThan(0);

    const prices = new Map(
      (await rows<{ code: string; price: number }>(`SELECT code, price FROM products`)).map((p) => [
        p.code,
        p.price,
      ]),
    );
    for (const [code, list] of byProduct) {
      const chosen = defaultVariantOf(list.map((v) => ({ ...v, onHand: v.on_hand, onHold: v.on_hold })));
      expect(prices.get(code), code).toBe(chosen?.price);
    }
  });

  it('are named in Georgian script and in English, with unique slugs and search keys of the names', async () => {
    const names = await rows<{
      code: string;
      locale: string;
      name: string;
      slug: string;
      search_key: string;
      description: string;
      short_description: string;
    }>(`
      SELECT p.code, pt.locale, pt.name, pt.slug, pt.search_key, pt.description, pt.short_description
      FROM product_translations pt JOIN products p ON p.id = pt.product_id`);
    const ka = names.filter((name) => name.locale === 'ka_GE');
    const en = names.filter((name) => name.locale === 'en_US');
    expect(ka).toHaveLength(en.length);
    for (const name of ka) {
      // Georgian words, not a transliteration of the English name (Latin only in line names and SPF).
      expect(name.name, name.code).toMatch(/\p{Script=Georgian}{3,}/u);
      const english = en.find((other) => other.code === name.code);
      expect(searchKey(name.name), name.code).not.toBe(english && searchKey(english.name));
      expect(name.slug).toMatch(GEORGIAN);
      expect(name.description).toMatch(/^<p>.*\p{Script=Georgian}.*<\/p>$/u);
      expect(name.short_description).toMatch(GEORGIAN);
    }
    for (const name of en) {
      expect(name.name).not.toMatch(GEORGIAN);
      expect(name.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(name.description).not.toMatch(GEORGIAN);
    }
    const letters = ka.flatMap((name) => [...name.name].filter((char) => /\p{L}/u.test(char)));
    expect(letters.filter((char) => GEORGIAN.test(char)).length / letters.length).toBeGreaterThan(0.8);
    expect(new Set(ka.map((name) => name.slug)).size).toBe(ka.length);
    expect(new Set(en.map((name) => name.slug)).size).toBe(en.length);
    for (const name of names) expect(name.search_key).toBe(searchKey(name.name));
    const taxonNames = await rows<{ name: string; search_key: string }>(
      `SELECT name, search_key FROM taxon_translations`,
    );
    for (const name of taxonNames) expect(name.search_key).toBe(searchKey(name.name));
  });

  it('have gallery images as 800×800 PNG files, and some sticky banners', async () => {
    const images = await rows<{ code: string; type: string | null; path: string; locale: string | null }>(
      `SELECT p.code, i.type, i.path, i.locale FROM product_images i JOIN products p ON p.id = i.product_id`,
    );
    const withGallery = new Set(images.filter((image) => image.type === null).map((image) => image.code));
    expect(withGallery.size).toBe(await count('SELECT id FROM products'));
    expect(images.filter((image) => image.type === 'sticky-banner').length).toBeGreaterThan(0);
    // Gallery pictures are for every language; a sticky banner has words on it, so it comes in both.
    expect(images.filter((image) => image.type === null).every((image) => image.locale === null)).toBe(true);
    const banners = images.filter((image) => image.type === 'sticky-banner');
    for (const code of new Set(banners.map((image) => image.code)))
      expect(
        banners
          .filter((image) => image.code === code)
          .map((image) => image.locale)
          .sort(),
        code,
      ).toEqual(['en_US', 'ka_GE']);
    for (const image of images)
      expect(existsSync(join(mediaDir, 'image', image.path)), image.path).toBe(true);
    const first = images.find((image) => image.type === null);
    const metadata = await sharp(join(mediaDir, 'image', first?.path ?? '')).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 800, height: 800 });
    const banner = images.find((image) => image.type === 'sticky-banner');
    expect(await sharp(join(mediaDir, 'image', banner?.path ?? '')).metadata()).toMatchObject({
      width: 1200,
      height: 300,
    });
  });
});

describe('related products', () => {
  it('are, for four in five products, four of its category and four of its brand from other categories, nearest by id', async () => {
    const similar = await rows<{ product_id: number; others: number[] }>(`
      SELECT a.product_id, array_agg(ap.product_id ORDER BY ap.position) AS others
      FROM product_associations a
      JOIN product_association_types t ON t.id = a.type_id AND t.code = 'similar'
      JOIN product_association_products ap ON ap.association_id = a.id
      GROUP BY a.product_id`);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((row) => row.product_id % 5 !== 0)).toBe(true);
    // The nearest four by id among the enabled others of the main category, as the seed promises.
    for (const { product_id: id, others } of similar.slice(0, 25)) {
      const expected = await rows<{ id: number }>(`
        SELECT o.id FROM products me JOIN products o ON o.main_taxon_id = me.main_taxon_id AND o.id <> me.id AND o.enabled
        WHERE me.id = ${id} ORDER BY abs(o.id - me.id), o.id LIMIT 4`);
      expect(others).toEqual(expected.map((row) => row.id));
    }
    expect(
      await count(`
        SELECT 1 FROM product_associations a
        JOIN product_association_types t ON t.id = a.type_id AND t.code = 'goes_well_with'
        JOIN product_association_products ap ON ap.association_id = a.id
        JOIN products me ON me.id = a.product_id JOIN products o ON o.id = ap.product_id
        WHERE o.main_taxon_id = me.main_taxon_id OR NOT o.enabled OR NOT EXISTS (
          SELECT 1 FROM product_taxons mb JOIN taxons b ON b.id = mb.taxon_id AND b.brand_taxon
          JOIN product_taxons ob ON ob.taxon_id = b.id AND ob.product_id = o.id
          WHERE mb.product_id = me.id)`),
    ).toBe(0);
    expect(
      await count(`
        SELECT 1 FROM product_associations a
        JOIN product_association_types t ON t.id = a.type_id AND t.code = 'goes_well_with'
        JOIN product_association_products ap ON ap.association_id = a.id`),
    ).toBeGreaterThan(0);
  });
});

describe('labels', () => {
  it('include New, Bestseller and discount labels as translated rich text, on products and taxons', async () => {
    const labels = await rows<{ code: string; ka: string; en: string; products: number; taxons: number }>(`
      SELECT c.code, ka.label AS ka, en.label AS en,
        (SELECT count(*)::int FROM catalog_promotion_products x WHERE x.promotion_id = c.id) AS products,
        (SELECT count(*)::int FROM catalog_promotion_taxons x WHERE x.promotion_id = c.id) AS taxons
      FROM catalog_promotions c
      JOIN catalog_promotion_translations ka ON ka.promotion_id = c.id AND ka.locale = 'ka_GE'
      JOIN catalog_promotion_translations en ON en.promotion_id = c.id AND en.locale = 'en_US'`);
    const byCode = new Map(labels.map((label) => [label.code, label]));
    expect(byCode.get('new')).toMatchObject({
      ka: expect.stringContaining('ახალი'),
      en: expect.stringContaining('New'),
    });
    expect(byCode.get('bestseller')).toMatchObject({ ka: expect.stringContaining('ბესტსელერი') });
    for (const label of labels) expect(label.ka).toMatch(/^<p>.*<\/p>$/);
    expect(byCode.get('new')?.products).toBeGreaterThan(0);
    expect(byCode.get('bestseller')?.products).toBeGreaterThan(0);
    expect(byCode.get('georgian-brand')?.taxons).toBeGreaterThanOrEqual(2);

    // Every discounted product wears the label of its discount.
    const sales = await rows<{ code: string; percent: number; label: string }>(`
      SELECT p.code, c.discount_percent AS percent, en.label FROM catalog_promotion_products x
      JOIN catalog_promotions c ON c.id = x.promotion_id AND c.code LIKE 'sale-%'
      JOIN catalog_promotion_translations en ON en.promotion_id = c.id AND en.locale = 'en_US'
      JOIN products p ON p.id = x.product_id`);
    const discounted = await rows<{ code: string; price: number; original_price: number }>(`
      SELECT p.code, v.price, v.original_price FROM products p JOIN product_variants v ON v.product_id = p.id AND v.position = 0
      WHERE v.original_price > v.price`);
    expect(new Set(sales.map((sale) => sale.code))).toEqual(
      new Set(discounted.map((product) => product.code)),
    );
    for (const product of discounted) {
      const sale = sales.find((s) => s.code === product.code);
      expect(sale?.label).toContain(`-${sale?.percent}%`);
      expect(Math.round(((product.original_price - product.price) / product.original_price) * 100)).toBe(
        sale?.percent,
      );
    }
  });
});

describe('CMS content', () => {
  it('has every block the storefront reads, in both languages, carousels with 8 to 12 products', async () => {
    const blocks = await rows<{
      code: string;
      ka_name: string;
      en_name: string;
      ka_content: string;
      link: string | null;
      products: number;
    }>(`
      SELECT b.code, ka.name AS ka_name, en.name AS en_name, ka.content AS ka_content, en.link,
        (SELECT count(*)::int FROM cms_block_products x JOIN products p ON p.id = x.product_id AND p.enabled WHERE x.block_id = b.id) AS products
      FROM cms_blocks b
      JOIN cms_block_translations ka ON ka.block_id = b.id AND ka.locale = 'ka_GE'
      JOIN cms_block_translations en ON en.block_id = b.id AND en.locale = 'en_US'
      WHERE b.enabled`);
    const byCode = new Map(blocks.map((block) => [block.code, block]));
    for (const code of [
      'header-message',
      'benefits-bar',
      'first-carousel',
      'second-carousel',
      'third-carousel',
      'thank-you-page-product-recommendations',
    ]) {
      expect(byCode.has(code), code).toBe(true);
      expect(byCode.get(code)?.ka_content).toMatch(GEORGIAN);
    }
    expect(byCode.get('benefits-bar')?.link).toMatch(/^\/shop\//);
    for (const code of [
      'first-carousel',
      'second-carousel',
      'third-carousel',
      'thank-you-page-product-recommendations',
    ]) {
      expect(byCode.get(code)?.products, code).toBeGreaterThanOrEqual(8);
      expect(byCode.get(code)?.products, code).toBeLessThanOrEqual(12);
    }
  });

  it('has media with real image files in every section, brand menu links to brand taxons', async () => {
    const media = await rows<{
      code: string;
      section: string;
      path: string;
      mime_type: string;
      width: number;
      height: number;
      link: string | null;
    }>(`
      SELECT m.code, s.code AS section, m.path, m.mime_type, m.width, m.height, en.link
      FROM cms_media m JOIN cms_media_sections ms ON ms.media_id = m.id JOIN cms_sections s ON s.id = ms.section_id
      JOIN cms_media_translations en ON en.media_id = m.id AND en.locale = 'en_US'
      JOIN cms_media_translations ka ON ka.media_id = m.id AND ka.locale = 'ka_GE'
      WHERE m.enabled`);
    const sections = new Set(media.map((item) => item.section));
    for (const section of [
      'sliders-desktop',
      'sliders-mobile',
      'upper-banners',
      'lower-banners-desktop',
      'lower-banners-mobile',
      'product-carousels',
      'product-labels',
      'brands-taxon-pseudo-children',
      'catalog-promotion-labels',
      'brand-banners',
      'cart-banner',
    ]) {
      expect(sections.has(section), section).toBe(true);
    }
    for (const item of media.slice(0, 12)) {
      expect(item.path).toMatch(/^\/image\/[0-9a-f]{2}\/[0-9a-f]{2}\/.+\.(png|webp)$/);
      const metadata = await sharp(join(mediaDir, item.path)).metadata();
      expect({ format: `image/${metadata.format}`, width: metadata.width, height: metadata.height }).toEqual({
        format: item.mime_type,
        width: item.width,
        height: item.height,
      });
    }
    for (const item of media) expect(existsSync(join(mediaDir, item.path)), item.path).toBe(true);
    const brandCodes = new Set(
      (await rows<{ code: string }>(`SELECT code FROM taxons WHERE brand_taxon`)).map((t) => t.code),
    );
    const menu = media.filter((item) => item.section === 'brands-taxon-pseudo-children');
    expect(menu.length).toBeGreaterThan(0);
    for (const item of menu) expect(brandCodes.has(item.link?.replace('/shop/', '') ?? '')).toBe(true);
  });

  it('has at least 10 FAQ entries in order, asked and answered in both languages', async () => {
    const faq = await rows<{ position: number; ka_q: string; ka_a: string; en_q: string }>(`
      SELECT f.position, ka.question AS ka_q, ka.answer AS ka_a, en.question AS en_q FROM cms_faqs f
      JOIN cms_faq_translations ka ON ka.faq_id = f.id AND ka.locale = 'ka_GE'
      JOIN cms_faq_translations en ON en.faq_id = f.id AND en.locale = 'en_US'
      WHERE f.enabled ORDER BY f.position`);
    expect(faq.length).toBeGreaterThanOrEqual(10);
    expect(new Set(faq.map((entry) => entry.position)).size).toBe(faq.length);
    for (const entry of faq) {
      expect(entry.ka_q).toMatch(GEORGIAN);
      expect(entry.ka_a).toMatch(GEORGIAN);
      expect(entry.en_q).not.toMatch(GEORGIAN);
    }
  });
});

describe('seeding again', () => {
  it('changes no counts', async () => {
    const tables = [
      'taxons',
      'products',
      'product_variants',
      'product_images',
      'provinces',
      'catalog_promotion_products',
      'cms_blocks',
      'cms_block_products',
      'cms_media',
      'cms_faqs',
    ];
    const before = await Promise.all(tables.map((table) => count(`SELECT * FROM ${table}`)));
    await seedDemo(handle.db, { storage: diskStorage(mediaDir) });
    expect(await Promise.all(tables.map((table) => count(`SELECT * FROM ${table}`)))).toEqual(before);
  });
});
