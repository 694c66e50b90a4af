import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../src/seed';
import { validateCatalog } from '../../src/seed/import/validate';

const work = mkdtempSync(join(tmpdir(), 'sakhe-generate-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const leafCodes = (file: Awaited<ReturnType<typeof generateCatalog>>) => {
  const parents = new Set(file.taxons?.map((taxon) => taxon.parent));
  return (file.taxons ?? [])
    .filter((taxon) => !taxon.brand && taxon.parent && !parents.has(taxon.code))
    .map((t) => t.code);
};

describe('generateCatalog', () => {
  it('gives the same catalog for the same options and another for another seed', async () => {
    const a = await generateCatalog({ products: 120, images: 'none' });
    const b = await generateCatalog({ products: 120, images: 'none' });
    const c = await generateCatalog({ products: 120, images: 'none', seed: 2 });
    expect(b).toEqual(a);
    expect(c.products).not.toEqual(a.products);
  });

  it('builds catalogs of the requested size that the importer accepts', async () => {
    const small = await generateCatalog({ products: 60, brands: 6, categories: 10, images: 'none' });
    expect(small.products).toHaveLength(60);
    expect(small.taxons?.filter((taxon) => taxon.brand)).toHaveLength(6);
    expect(leafCodes(small)).toHaveLength(10);
    expect(validateCatalog(small).products).toHaveLength(60);

    const large = await generateCatalog({ products: 3000, brands: 90, categories: 80, images: 'none' });
    expect(large.taxons?.filter((taxon) => taxon.brand)).toHaveLength(90);
    const leaves = leafCodes(large);
    expect(leaves).toHaveLength(80);
    expect(new Set(leaves).size).toBe(80);
    const resolved = validateCatalog(large);
    expect(new Set(resolved.products.map((product) => product.translations.en_US.slug)).size).toBe(3000);
    // Every product sits in a generated leaf and in a brand.
    const brands = new Set(large.taxons?.filter((taxon) => taxon.brand).map((taxon) => taxon.code));
    for (const product of large.products ?? []) {
      expect(leaves).toContain(product.mainTaxon);
      expect(product.taxons.filter((code) => brands.has(code))).toHaveLength(1);
    }
  });

  it('describes every top category in both languages (the listing shows it under the heading)', async () => {
    const file = await generateCatalog({ products: 60, images: 'none' });
    const tops = (file.taxons ?? []).filter((taxon) => taxon.parent === 'MENU');
    expect(tops.length).toBeGreaterThan(5);
    for (const top of tops) {
      expect(top.translations.ka_GE?.description, top.code).toMatch(/^<p>\p{Script=Georgian}/u);
      expect(top.translations.en_US?.description, top.code).toMatch(/^<p>[A-Z]/);
    }
  });

  it("names each of a brand's products apart, in both languages (no look-alikes)", async () => {
    for (const options of [{ products: 480 }, { products: 3000, brands: 90, categories: 80 }]) {
      const { products = [] } = await generateCatalog({ ...options, images: 'none' });
      expect(products).toHaveLength(options.products);
      for (const language of ['ka_GE', 'en_US'] as const) {
        const names = products.map(
          (product) => `${product.taxons[1]}|${product.translations[language]?.name}`,
        );
        expect(new Set(names).size).toBe(products.length);
      }
    }
  });

  it('draws a few shared pictures for scale catalogs instead of one per product', async () => {
    const imageDir = join(work, 'shared');
    const file = await generateCatalog({ products: 400, images: 'shared', imageDir });
    const sources = new Set(
      (file.products ?? []).flatMap((product) => product.images?.map((image) => image.source) ?? []),
    );
    expect(sources.size).toBeGreaterThan(1);
    expect(sources.size).toBeLessThanOrEqual(30);
    for (const source of sources) expect(existsSync(join(imageDir, source))).toBe(true);
  });

  it('needs somewhere to draw unless images are off', async () => {
    await expect(generateCatalog({ products: 5 })).rejects.toThrow('imageDir');
  });
});
