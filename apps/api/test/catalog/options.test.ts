import { sql } from 'drizzle-orm';
import {
  productAssociationItemSchema,
  productAssociationTypeItemSchema,
  productItemSchema,
  productOptionItemSchema,
  productOptionValueItemSchema,
} from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectNotFound, get, query } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function ok(path: string, locale?: string) {
  const response = await get(t, path, locale);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** An enabled demo product with several shades. */
async function shadeProduct(): Promise<string> {
  const [row] = await query<{ code: string }>(
    t,
    sql`select p.code from products p join product_variants v on v.product_id = p.id and v.enabled
      join product_variant_option_values vov on vov.variant_id = v.id
      join product_option_values ov on ov.id = vov.option_value_id join product_options o on o.id = ov.option_id
      where p.enabled and o.code = 'shade' group by p.code having count(*) > 1 order by p.code limit 1`,
  );
  return row!.code;
}

describe('shades and sizes', () => {
  it('every demo shade product has a colour on each shade, and its variants name their values', async () => {
    const [missing] = await query<{ count: number }>(
      t,
      sql`select count(*)::int as count from product_variants v
        join product_variant_option_values vov on vov.variant_id = v.id
        join product_option_values ov on ov.id = vov.option_value_id
        join product_options o on o.id = ov.option_id and o.code = 'shade'
        where ov.colour is null`,
    );
    expect(missing!.count).toBe(0);
    const product = productItemSchema.parse(await ok(`products/${await shadeProduct()}`));
    const [shade] = product.productOptions;
    expect(shade).toMatchObject({ '@id': '/api/v2/shop/product-options/shade', code: 'shade', name: 'ფერი' });
    expect(product.options).toEqual(['/api/v2/shop/product-options/shade']);
    for (const value of shade!.values) expect(value.colour).toMatch(/^#[0-9a-f]{6}$/);
    for (const variant of product.productVariants) {
      expect(variant.optionValues).toHaveLength(1);
      expect(shade!.values.map((value) => value['@id'])).toContain(variant.optionValues[0]);
    }
    // Each shade's own picture shows that shade's variant.
    const shown = product.images.flatMap((image) => image.productVariants);
    expect(new Set(shown)).toEqual(new Set(product.variants));
  });

  it('names a volume option naturally in Georgian and in English', async () => {
    const ka = productOptionItemSchema.parse(await ok('product-options/volume'));
    expect(ka).toMatchObject({ '@type': 'ProductOption', code: 'volume', name: 'მოცულობა' });
    expect(ka.values.length).toBeGreaterThan(0);
    const en = productOptionItemSchema.parse(await ok('product-options/volume', 'en_US'));
    expect(en.name).toBe('Volume');
  });

  it('serves an option value in 1.12 shape with its colour', async () => {
    const product = productItemSchema.parse(await ok(`products/${await shadeProduct()}`, 'en_US'));
    const iri = product.productVariants[0]!.optionValues[0]!;
    const value = productOptionValueItemSchema.parse(await ok(iri.replace('/api/v2/shop/', ''), 'en_US'));
    expect(value).toMatchObject({ '@id': iri, option: '/api/v2/shop/product-options/shade' });
    expect(value.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(value.value).toBe(value.translations.en_US?.value);
  });

  it('answers 404 for unknown options and values', async () => {
    expectNotFound(await get(t, 'product-options/nope'));
    expectNotFound(await get(t, 'product-option-values/nope'));
  });
});

describe('product associations', () => {
  it('gives most products "similar" and "goes well with" products', async () => {
    const [row] = await query<{ code: string }>(
      t,
      sql`select p.code from products p where p.enabled and p.id % 5 <> 0 order by p.id limit 1`,
    );
    const product = productItemSchema.parse(await ok(`products/${row!.code}`));
    expect(product.associations).toHaveLength(2);
    const [similar, goesWell] = await Promise.all(
      product.associations.map(async (iri) =>
        productAssociationItemSchema.parse(await ok(iri.replace('/api/v2/shop/', ''))),
      ),
    );
    expect(similar).toMatchObject({
      type: '/api/v2/shop/product-association-types/similar',
      owner: product['@id'],
    });
    expect(similar!.associatedProducts.length).toBeGreaterThan(0);
    expect(similar!.associatedProducts).not.toContain(product['@id']);
    expect(goesWell!.type).toBe('/api/v2/shop/product-association-types/goes_well_with');
  });

  it('names the association types in both languages', async () => {
    const ka = productAssociationTypeItemSchema.parse(await ok('product-association-types/similar'));
    expect(ka).toMatchObject({
      '@type': 'ProductAssociationType',
      code: 'similar',
      name: 'მსგავსი პროდუქტები',
    });
    const en = productAssociationTypeItemSchema.parse(
      await ok('product-association-types/goes_well_with', 'en_US'),
    );
    expect(en.name).toBe('Goes well with');
  });

  it('answers 404 for unknown ones', async () => {
    expectNotFound(await get(t, 'product-association-types/nope'));
    expectNotFound(await get(t, 'product-associations/999999'));
    expectNotFound(await get(t, 'product-associations/abc'));
  });
});
