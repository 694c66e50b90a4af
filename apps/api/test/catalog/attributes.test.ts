import { sql } from 'drizzle-orm';
import {
  productAttributeItemSchema,
  productAttributeValueCollectionSchema,
  productCollectionSchema,
  productFacetsSchema,
  productItemSchema,
} from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { SHOP, expectNotFound, get, query } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function total(path: string): Promise<number> {
  const response = await get(t, `products${path}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productCollectionSchema.parse(response.body)['hydra:totalItems'];
}

/** Enabled products (with a Georgian name) having any of the choices of one attribute. */
const having = (code: string, choices: string[]) =>
  sql`select v.product_id from product_attribute_values v join product_attributes a on a.id = v.attribute_id
    where a.code = ${code} and v.choice in ${choices}`;

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await query<{ n: number }>(
    t,
    sql`select count(*)::int as n from products p where p.enabled
      and exists (select 1 from product_translations tr where tr.product_id = p.id and tr.locale = 'ka_GE')
      and ${condition}`,
  );
  return row!.n;
}

describe('product attributes', () => {
  it("lists a product's attributes in Sylius 1.12's shape, in each language", async () => {
    const [product] = await query<{ code: string }>(
      t,
      sql`select p.code from products p join product_translations tr on tr.product_id = p.id and tr.locale = 'en_US'
        where p.enabled and tr.name like '% for Dry Skin' order by p.code limit 1`,
    );
    const en = await get(t, `products/${product!.code}/attributes`, 'en_US');
    expect(en.status).toBe(200);
    const body = productAttributeValueCollectionSchema.parse(en.body);
    expect(body['@id']).toBe(`${SHOP}/products/${product!.code}/attributes`);
    expect(body['@context']).toBe('/api/v2/contexts/ProductAttributeValue');
    const byCode = new Map(body['hydra:member'].map((value) => [value.code, value]));
    expect(byCode.get('skin_type')).toMatchObject({
      '@type': 'ProductAttributeValue',
      attribute: `${SHOP}/product-attributes/skin_type`,
      localeCode: 'en_US',
      name: 'Skin type',
      type: 'select',
      value: ['Dry'],
    });
    expect(typeof byCode.get('vegan')?.value).toBe('boolean');
    expect(byCode.get('inci')?.value).toMatch(/^Aqua, Glycerin, /);
    expect(body['hydra:totalItems']).toBe(body['hydra:member'].length);

    const ka = productAttributeValueCollectionSchema.parse(
      (await get(t, `products/${product!.code}/attributes`, 'ka_GE')).body,
    );
    const skin = ka['hydra:member'].find((value) => value.code === 'skin_type');
    expect(skin).toMatchObject({ localeCode: 'ka_GE', name: 'კანის ტიპი', value: ['მშრალი'] });
    expectNotFound(await get(t, 'products/no-such-product/attributes'));
  });

  it('serves an attribute with its choices', async () => {
    const response = await get(t, 'product-attributes/finish', 'en_US');
    expect(response.status).toBe(200);
    const attribute = productAttributeItemSchema.parse(response.body);
    expect(attribute).toMatchObject({
      '@context': '/api/v2/contexts/ProductAttribute',
      '@id': `${SHOP}/product-attributes/finish`,
      '@type': 'ProductAttribute',
      code: 'finish',
      type: 'select',
      name: 'Finish',
      filterable: true,
    });
    expect(attribute.choices.map((choice) => choice.code)).toContain('matte');
    expectNotFound(await get(t, 'product-attributes/no-such-attribute'));
  });

  it('filters products by attributes: values of one attribute OR, attributes AND', async () => {
    const dry = await total('?attribute[skin_type][]=dry');
    expect(dry).toBe(await countWhere(sql`p.id in (${having('skin_type', ['dry'])})`));
    expect(dry).toBeGreaterThan(0);
    const dryOrOily = await total('?attribute[skin_type][]=dry&attribute[skin_type][]=oily');
    expect(dryOrOily).toBe(await countWhere(sql`p.id in (${having('skin_type', ['dry', 'oily'])})`));
    expect(dryOrOily).toBeGreaterThan(dry);
    const dryVegan = await total('?attribute[skin_type][]=dry&attribute[vegan][]=true');
    expect(dryVegan).toBe(
      await countWhere(
        sql`p.id in (${having('skin_type', ['dry'])}) and p.id in (${having('vegan', ['true'])})`,
      ),
    );
    expect(dryVegan).toBeLessThan(dry);
    expect(dryVegan).toBeGreaterThan(0);
    expect(await total('?attribute[no_such][]=x')).toBe(0);
    const listed = productCollectionSchema.parse(
      (await get(t, 'products?attribute[finish][]=matte&itemsPerPage=5')).body,
    );
    for (const product of listed['hydra:member']) {
      const values = productAttributeValueCollectionSchema.parse(
        (await get(t, `products/${product.code}/attributes`, 'en_US')).body,
      );
      expect(values['hydra:member'].find((value) => value.code === 'finish')?.value).toEqual(['Matte']);
    }
  });

  it('counts attribute facets under the other filters, each without its own', async () => {
    const response = await get(t, 'product-facets?taxon=face-care&attribute[skin_type][]=dry', 'en_US');
    expect(response.status).toBe(200);
    const facets = productFacetsSchema.parse(response.body);
    const skin = facets.attributes.find((attribute) => attribute.code === 'skin_type');
    expect(skin?.name).toBe('Skin type');
    for (const value of skin!.values) {
      expect(value.count).toBe(await total(`?taxon=face-care&attribute[skin_type][]=${value.code}`));
    }
    expect(skin!.values.find((value) => value.code === 'dry')?.selected).toBe(true);
    const vegan = facets.attributes.find((attribute) => attribute.code === 'vegan');
    expect(vegan?.values.map((value) => value.code)).toEqual(['true']);
    expect(vegan!.values[0]!.name).toBe('Vegan');
    expect(vegan!.values[0]!.count).toBe(
      await total('?taxon=face-care&attribute[skin_type][]=dry&attribute[vegan][]=true'),
    );
    expect(facets.totalItems).toBe(await total('?taxon=face-care&attribute[skin_type][]=dry'));
    // Fragrance has no skin types, and face care no scent families.
    expect(facets.attributes.some((attribute) => attribute.code === 'scent_family')).toBe(false);
  });

  it("states a sized variant's content", async () => {
    const [variant] = await query<{ product: string; code: string }>(
      t,
      sql`select p.code as product, v.code from product_variants v join products p on p.id = v.product_id
        where p.enabled and v.enabled and v.code like '%-50ML' order by v.code limit 1`,
    );
    const product = productItemSchema.parse((await get(t, `products/${variant!.product}`)).body);
    const shown = product.productVariants.find((candidate) => candidate.code === variant!.code);
    expect(shown?.content).toEqual({ amount: 50, unit: 'ml' });
  });
});
