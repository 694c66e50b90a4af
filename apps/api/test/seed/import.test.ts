import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/db/client';
import { searchKey } from '../../src/modules/catalog/search/fold';
import { diskStorage } from '../../src/modules/media';
import { importCatalog, ImportValidationError, type CatalogFile } from '../../src/seed';
import { databaseUrl, withAdmin } from '../support/template';

let handle: DatabaseHandle;
let work: string;
let mediaDir: string;
let baseDir: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sakhe-import-test-'));
  mediaDir = join(work, 'media');
  baseDir = join(work, 'catalog');
  await mkdir(join(baseDir, 'img'), { recursive: true });
  for (const [name, colour] of [
    ['serum.png', '#c8506e'],
    ['cream.png', '#2f6f73'],
    ['banner.png', '#5b4b8a'],
  ] as const) {
    await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
      .png()
      .toFile(join(baseDir, 'img', name));
  }
  await writeFile(join(baseDir, 'img', 'not-an-image.png'), 'plain text');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  handle = await openPglite(undefined);
  await handle.migrate();
});

// One database for the file, emptied before each test: far quicker than a fresh PGlite each time.
beforeEach(async () => {
  await handle.db.execute(sql.raw('TRUNCATE taxons, products RESTART IDENTITY CASCADE'));
});

afterAll(async () => {
  await handle.close();
});

/** A small valid catalog: a menu with one category, a brand root with one brand, two products. */
function catalog(): CatalogFile & {
  taxons: NonNullable<CatalogFile['taxons']>;
  products: NonNullable<CatalogFile['products']>;
} {
  return {
    version: 1,
    taxons: [
      { code: 'MENU', translations: { ka_GE: { name: 'მენიუ' }, en_US: { name: 'Menu' } } },
      {
        code: 'face-serums',
        parent: 'MENU',
        translations: { ka_GE: { name: 'სახის შრატები' }, en_US: { name: 'Face Serums' } },
        images: [{ source: 'img/banner.png', type: 'production-sticky-banner', locale: 'ka_GE' }],
      },
      { code: 'brendebi', translations: { ka_GE: { name: 'ბრენდები' }, en_US: { name: 'Brands' } } },
      {
        code: 'lumiere-derm',
        parent: 'brendebi',
        brand: true,
        translations: { ka_GE: { name: 'Lumière Derm' }, en_US: { name: 'Lumière Derm' } },
      },
    ],
    products: [
      {
        code: 'P-1',
        mainTaxon: 'face-serums',
        taxons: ['face-serums', 'lumiere-derm'],
        translations: {
          ka_GE: { name: 'ჰიალურონის მჟავის დამატენიანებელი შრატი', description: '<p>მსუბუქი შრატი.</p>' },
          en_US: { name: 'Hyaluronic Acid Hydrating Serum', shortDescription: 'A light serum.' },
        },
        variants: [
          {
            code: 'P-1-30ML',
            onHand: 0,
            price: 4590,
            translations: { ka_GE: { name: '30 მლ' }, en_US: { name: '30 ml' } },
          },
          {
            code: 'P-1-50ML',
            onHand: 7,
            price: 5990,
            originalPrice: 6990,
            translations: { ka_GE: { name: '50 მლ' }, en_US: { name: '50 ml' } },
          },
        ],
        images: [{ source: 'img/serum.png' }, { source: 'img/banner.png', type: 'sticky-banner' }],
      },
      {
        code: 'P-2',
        mainTaxon: 'face-serums',
        taxons: ['face-serums', 'lumiere-derm'],
        translations: {
          ka_GE: { name: 'C ვიტამინის შრატი', slug: 'c-ვიტამინის-შრატი' },
          en_US: { name: 'Vitamin C Serum', slug: 'vitamin-c-serum' },
        },
        variants: [
          {
            code: 'P-2-30ML',
            onHand: 3,
            price: 3990,
            translations: { ka_GE: { name: '30 მლ' }, en_US: { name: '30 ml' } },
          },
        ],
        images: [{ source: 'img/cream.png' }],
      },
    ],
  };
}

const TABLES = [
  'taxons',
  'taxon_translations',
  'taxon_images',
  'products',
  'product_translations',
  'product_taxons',
  'product_images',
  'product_variants',
  'product_variant_translations',
];

/** Every catalog row, timestamps included, so "unchanged" really means unchanged. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await handle.db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY 1, 2`));
    result[table] = (rows as unknown as { rows: unknown[] }).rows;
  }
  return result;
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function importError(file: unknown): Promise<ImportValidationError> {
  const error = await importCatalog(handle.db, file, { storage: diskStorage(mediaDir), baseDir }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportValidationError);
  return error as ImportValidationError;
}

describe('importCatalog', () => {
  it('writes taxons, products, variants, prices, stock and images', async () => {
    const summary = await importCatalog(handle.db, catalog(), { storage: diskStorage(mediaDir), baseDir });
    expect(summary.taxons.created).toBe(4);
    expect(summary.products.created).toBe(2);
    expect(summary.variants.created).toBe(3);
    expect(summary.images.added).toBe(4);
    expect(summary.files.copied).toBe(3);

    const taxons = await rows<{
      code: string;
      level: number;
      path: string;
      parent: string | null;
      brand_taxon: boolean;
    }>(
      `SELECT t.code, t.level, t.path, p.code AS parent, t.brand_taxon FROM taxons t LEFT JOIN taxons p ON p.id = t.parent_id ORDER BY t.code`,
    );
    const serums = taxons.find((t) => t.code === 'face-serums');
    const menu = taxons.find((t) => t.code === 'MENU');
    expect(serums).toMatchObject({ level: 1, parent: 'MENU', brand_taxon: false });
    expect(serums?.path).toMatch(new RegExp(`^${menu?.path}\\d+/$`));
    expect(taxons.find((t) => t.code === 'lumiere-derm')).toMatchObject({
      level: 1,
      parent: 'brendebi',
      brand_taxon: true,
    });

    const [product] = await rows<{ price: number; main: string }>(
      `SELECT p.price, t.code AS main FROM products p JOIN taxons t ON t.id = p.main_taxon_id WHERE p.code = 'P-1'`,
    );
    // The 30 ml variant comes first but is sold out, so the 50 ml one is the default and sets the listing price.
    expect(product).toEqual({ price: 5990, main: 'face-serums' });

    const translations = await rows<{
      locale: string;
      name: string;
      slug: string;
      search_key: string;
      short_description: string | null;
    }>(
      `SELECT pt.locale, pt.name, pt.slug, pt.search_key, pt.short_description FROM product_translations pt JOIN products p ON p.id = pt.product_id WHERE p.code = 'P-1' ORDER BY pt.locale`,
    );
    expect(translations).toEqual([
      {
        locale: 'en_US',
        name: 'Hyaluronic Acid Hydrating Serum',
        slug: 'hyaluronic-acid-hydrating-serum',
        search_key: searchKey('Hyaluronic Acid Hydrating Serum'),
        short_description: 'A light serum.',
      },
      {
        locale: 'ka_GE',
        name: 'ჰიალურონის მჟავის დამატენიანებელი შრატი',
        slug: 'ჰიალურონის-მჟავის-დამატენიანებელი-შრატი',
        search_key: searchKey('ჰიალურონის მჟავის დამატენიანებელი შრატი'),
        short_description: null,
      },
    ]);

    const variants = await rows<{
      code: string;
      position: number;
      price: number;
      original_price: number;
      on_hand: number;
      tracked: boolean;
    }>(`SELECT code, position, price, original_price, on_hand, tracked FROM product_variants ORDER BY code`);
    expect(variants).toEqual([
      { code: 'P-1-30ML', position: 0, price: 4590, original_price: 4590, on_hand: 0, tracked: true },
      { code: 'P-1-50ML', position: 1, price: 5990, original_price: 6990, on_hand: 7, tracked: true },
      { code: 'P-2-30ML', position: 0, price: 3990, original_price: 3990, on_hand: 3, tracked: true },
    ]);

    const images = await rows<{ type: string | null; path: string; position: number }>(
      `SELECT i.type, i.path, i.position FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.code = 'P-1' ORDER BY i.position`,
    );
    expect(images.map((image) => image.type)).toEqual([null, 'sticky-banner']);
    for (const image of images) {
      expect(image.path).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[a-z0-9-]+-[0-9a-f]{8}\.png$/);
      const stored = join(mediaDir, 'image', image.path);
      expect(existsSync(stored)).toBe(true);
    }
    // Same content, same stored file: the banner is shared by a taxon and a product.
    // A taxon image names its language (for Georgian pages only); a product's left it out: every language.
    const [taxonImage] = await rows<{ type: string; path: string; locale: string | null }>(
      `SELECT type, path, locale FROM taxon_images`,
    );
    expect(taxonImage).toEqual({ type: 'production-sticky-banner', path: images[1]?.path, locale: 'ka_GE' });
    expect(await rows(`SELECT 1 FROM product_images WHERE locale IS NOT NULL`)).toEqual([]);
    expect(
      readFileSync(join(mediaDir, 'image', images[0]?.path ?? '')).equals(
        readFileSync(join(baseDir, 'img/serum.png')),
      ),
    ).toBe(true);
  });

  it('changes nothing when the same file is imported again', async () => {
    await importCatalog(handle.db, catalog(), { storage: diskStorage(mediaDir), baseDir });
    const before = await snapshot();
    const summary = await importCatalog(handle.db, catalog(), { storage: diskStorage(mediaDir), baseDir });
    expect(await snapshot()).toEqual(before);
    for (const key of [
      'taxons',
      'taxonTranslations',
      'products',
      'productTranslations',
      'variants',
      'variantTranslations',
    ] as const) {
      expect(summary[key], key).toMatchObject({ created: 0, updated: 0 });
    }
    expect(summary.productTaxons).toEqual({ created: 0, updated: 0, removed: 0 });
    expect(summary.images).toEqual({ added: 0, removed: 0 });
    expect(summary.files).toEqual({ copied: 0, kept: 3 });
  });

  it('updates what changed, keyed by code, and switches off variants the file no longer lists', async () => {
    await importCatalog(handle.db, catalog(), { storage: diskStorage(mediaDir), baseDir });
    const changed = catalog();
    const p1 = changed.products[0];
    if (!p1) throw new Error('fixture');
    p1.variants = [p1.variants[1] as (typeof p1.variants)[number]];
    p1.variants[0] = { ...p1.variants[0], price: 5490 } as (typeof p1.variants)[number];
    p1.translations.en_US.name = 'Hyaluronic Serum';
    p1.images = [{ source: 'img/cream.png' }];

    const summary = await importCatalog(handle.db, changed, { storage: diskStorage(mediaDir), baseDir });
    expect(summary.products).toEqual({ created: 0, updated: 1 });
    expect(summary.productTranslations).toEqual({ created: 0, updated: 1 });
    expect(summary.variants).toEqual({ created: 0, updated: 1, disabled: 1 });
    expect(summary.images).toEqual({ added: 1, removed: 2 });

    const variants = await rows<{ code: string; enabled: boolean; price: number; position: number }>(
      `SELECT code, enabled, price, position FROM product_variants WHERE code LIKE 'P-1-%' ORDER BY code`,
    );
    expect(variants).toEqual([
      { code: 'P-1-30ML', enabled: false, price: 4590, position: 0 },
      { code: 'P-1-50ML', enabled: true, price: 5490, position: 0 },
    ]);
    const [product] = await rows<{ price: number }>(`SELECT price FROM products WHERE code = 'P-1'`);
    expect(product?.price).toBe(5490);
    const [name] = await rows<{ name: string; search_key: string; product_key: string }>(
      `SELECT pt.name, pt.search_key, p.search_key AS product_key FROM product_translations pt
        JOIN products p ON p.id = pt.product_id WHERE p.code = 'P-1' AND locale = 'en_US'`,
    );
    expect(name).toMatchObject({ name: 'Hyaluronic Serum', search_key: 'hyaluronic serum' });
    // The back office's name search reads the product's own copy, which the re-import updated too.
    expect(name?.product_key.split('\n')).toContain('hyaluronic serum');
  });

  it('names the record and the field of every invalid value, and writes nothing', async () => {
    const file = catalog();
    const p2 = file.products[1] as (typeof file.products)[number];
    (p2.variants[0] as { price: unknown }).price = -1;
    (p2.variants[0] as { onHand: unknown }).onHand = 2.5;
    delete (file.products[0] as { mainTaxon?: string }).mainTaxon;
    (file.taxons[1] as Record<string, unknown>).colour = 'red';

    const error = await importError(file);
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'products[1] (code P-2).variants[0].price', message: 'Expected a non-negative integer' },
        { path: 'products[1] (code P-2).variants[0].onHand', message: 'Expected a non-negative integer' },
        { path: 'products[0] (code P-1).mainTaxon', message: 'Required' },
        { path: 'taxons[1] (code face-serums)', message: 'Unrecognized key: "colour"' },
      ]),
    );
    expect(error.message).toContain(
      'products[1] (code P-2).variants[0].price: Expected a non-negative integer',
    );
    expect(await rows(`SELECT id FROM taxons`)).toEqual([]);
  });

  it('rejects duplicate codes and slugs, loops, and a main taxon the product is not in', async () => {
    const file = catalog();
    (file.products[1] as { code: string }).code = 'P-1';
    (file.products[1] as (typeof file.products)[number]).variants[0]!.code = 'P-1-50ML';
    file.products[1]!.translations.en_US.slug = 'hyaluronic-acid-hydrating-serum';
    file.products[0]!.mainTaxon = 'MENU';
    file.taxons[0]!.parent = 'face-serums';

    const error = await importError(file);
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'products[1] (code P-1).code', message: 'Duplicate of products[0]' },
        {
          path: 'products[1] (code P-1).variants[0].code',
          message: 'Variant code also used in products[0] (code P-1)',
        },
        {
          path: 'products[1] (code P-1).translations.en_US.slug',
          message: '"hyaluronic-acid-hydrating-serum" is also the slug of products[0]',
        },
        { path: 'products[0] (code P-1).mainTaxon', message: '"MENU" must also be listed in taxons' },
        { path: 'taxons[0] (code MENU).parent', message: 'The parent chain loops back to "MENU"' },
      ]),
    );
  });

  it('checks prices against each other', async () => {
    const file = catalog();
    file.products[0]!.variants[0]!.originalPrice = 100;
    expect((await importError(file)).issues).toEqual([
      { path: 'products[0] (code P-1).variants[0].originalPrice', message: 'Must not be lower than price' },
    ]);
  });

  it('reports a missing or unreadable image file by record, before writing anything', async () => {
    const file = catalog();
    file.products[1]!.images = [{ source: 'img/missing.png' }, { source: 'img/not-an-image.png' }];
    const error = await importError(file);
    expect(error.issues).toEqual([
      {
        path: 'products[1] (code P-2).images[0].source',
        message: `img/missing.png: Image file not found (looked for ${join(baseDir, 'img/missing.png')})`,
      },
      {
        path: 'products[1] (code P-2).images[1].source',
        message: 'img/not-an-image.png: Not a supported image (unreadable); use JPEG, PNG, WebP, GIF or AVIF',
      },
    ]);
    expect(await rows(`SELECT id FROM products`)).toEqual([]);
  });

  it('rolls back every write when a record fails against the database', async () => {
    await importCatalog(handle.db, catalog(), { storage: diskStorage(mediaDir), baseDir });
    await handle.db.execute(sql.raw(`UPDATE product_variants SET on_hold = 5 WHERE code = 'P-1-50ML'`));
    const before = await snapshot();

    const file = catalog();
    file.taxons.push({
      code: 'night-creams',
      parent: 'MENU',
      translations: { ka_GE: { name: 'ღამის კრემები' }, en_US: { name: 'Night Creams' } },
    });
    file.products[1]!.translations.en_US.name = 'Renamed';
    file.products[0]!.variants[1]!.onHand = 2;
    const error = await importError(file);
    expect(error.issues).toEqual([
      {
        path: 'products[0] (code P-1).variants[1].onHand',
        message: '2 is less than the 5 units held by open orders',
      },
    ]);
    // The new taxon was already written when the product failed: the transaction took it back.
    expect(await snapshot()).toEqual(before);
  });

  it('refuses taxons and slugs the shop does not have or already uses elsewhere', async () => {
    await importCatalog(handle.db, catalog(), { storage: diskStorage(mediaDir), baseDir });
    const error = await importError({
      products: [
        {
          code: 'P-9',
          mainTaxon: 'face-serums',
          taxons: ['face-serums', 'no-such-brand'],
          translations: { ka_GE: { name: 'სხვა შრატი' }, en_US: { name: 'Other', slug: 'vitamin-c-serum' } },
          variants: [
            { code: 'P-9-1', price: 100, translations: { ka_GE: { name: '1' }, en_US: { name: '1' } } },
          ],
        },
      ],
    });
    expect(error.issues).toEqual([
      {
        path: 'products[0] (code P-9).taxons[1]',
        message: 'No taxon "no-such-brand" in this file or the shop',
      },
    ]);

    const slugError = await importError({
      products: [
        {
          code: 'P-9',
          mainTaxon: 'face-serums',
          taxons: ['face-serums'],
          translations: { ka_GE: { name: 'სხვა შრატი' }, en_US: { name: 'Other', slug: 'vitamin-c-serum' } },
          variants: [
            { code: 'P-9-1', price: 100, translations: { ka_GE: { name: '1' }, en_US: { name: '1' } } },
          ],
        },
      ],
    });
    expect(slugError.issues).toEqual([
      {
        path: 'products[0] (code P-9).translations.en_US.slug',
        message: '"vitamin-c-serum" is already the slug of product P-2',
      },
    ]);
  });

  it('says what is wrong with a file that is not a catalog at all', async () => {
    expect((await importError([])).issues).toEqual([
      { path: '(file)', message: 'Invalid input: expected object, received array' },
    ]);
    expect((await importError({ version: 2 })).issues).toEqual([
      { path: 'version', message: 'Only version 1 exists' },
    ]);
  });
});

describe('npm run catalog:import', () => {
  const cli = join(import.meta.dirname, '../../src/seed/import-cli.ts');
  const tsx = join(import.meta.dirname, '../../../../node_modules/.bin/tsx');

  /** Runs the command on a catalog file, with the environment given (and no other database). */
  async function runCli(content: object, env: Record<string, string>) {
    const file = join(baseDir, `catalog-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(content));
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    return new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        tsx,
        [cli, file],
        { env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, timeout: 90_000 },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
  }

  it('refuses while a shop has the embedded database open, and leaves it untouched', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sakhe-import-cli-'));
    try {
      // This test's own process stands for the running shop.
      await writeFile(join(dataDir, 'pglite.lock'), String(process.pid));
      const { code, stderr } = await runCli(catalog(), { DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain(`The shop is running (process ${process.pid})`);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 100_000);

  it.skipIf(inject('template').kind !== 'postgres')(
    'on PostgreSQL tells the running shop’s nodes once the import is committed',
    async () => {
      const template = inject('template');
      if (template.kind !== 'postgres') return;
      const name = `${template.templateName}_${randomBytes(6).toString('hex')}`;
      await withAdmin(template.adminUrl, (admin) =>
        admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`),
      );
      const url = databaseUrl(template.adminUrl, name);
      const listener = new pg.Client({ connectionString: url });
      const dataDir = mkdtempSync(join(tmpdir(), 'sakhe-import-cli-'));
      try {
        await listener.connect();
        const heard: string[] = [];
        listener.on('notification', (message) => heard.push(message.payload ?? ''));
        await listener.query('LISTEN sakhe_changes');
        // A file that changes nothing of the demo shop's catalog is imported (and told) all the same.
        const { code, stderr } = await runCli({ version: 1 }, { DATABASE_URL: url, DATA_DIR: dataDir });
        expect(stderr).toBe('');
        expect(code).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(heard.map((payload) => JSON.parse(payload) as unknown)).toEqual([
          { topic: 'catalog', detail: 'import' },
        ]);
      } finally {
        await listener.end();
        rmSync(dataDir, { recursive: true, force: true });
        await withAdmin(template.adminUrl, (admin) =>
          admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
        );
      }
    },
    100_000,
  );
});
