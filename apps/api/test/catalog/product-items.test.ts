import { sql } from 'drizzle-orm';
import {
  catalogPromotionItemSchema,
  productCollectionSchema,
  productImageItemSchema,
  productItemSchema,
  productTaxonItemSchema,
  productVariantItemSchema,
} from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultVariantOf } from '../../src/modules/catalog/default-variant';
import { createTestApp, type TestApp } from '../support/app';
import { SHOP, expectBadRequest, expectNotFound, get, query } from './support';

let t: TestApp;

interface VariantFacts {
  code: string;
  productCode: string;
  position: number;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
  price: number;
  originalPrice: number;
}

const variantFacts = (where: ReturnType<typeof sql>) =>
  query<VariantFacts>(
    t,
    sql`select v.code, p.code as "productCode", v.position, v.enabled, v.tracked, v.on_hand as "onHand",
          v.on_hold as "onHold", v.price, v.original_price as "originalPrice"
        from product_variants v join products p on p.id = v.product_id where ${where} order by v.position, v.id`,
  );

/** A product (enabled, several variants) whose first variant is out of stock and second disabled. */
let shaped: string;
/** A product sold below its original price, wearing a direct label. */
let discounted: { product: string; variant: string };
/** A product in a face-care subcategory, for the taxon-level label. */
let inFaceCare: string;

beforeAll(async () => {
  t = await createTestApp();
  const [multi] = await query<{ code: string }>(
    t,
    sql`select p.code from products p where p.enabled
        and (select count(*) from product_variants v where v.product_id = p.id) >= 3 order by p.code limit 1`,
  );
  shaped = multi!.code;
  const variants = await variantFacts(sql`p.code = ${shaped}`);
  await query(
    t,
    sql`update product_variants set on_hand = 0, on_hold = 0, tracked = true where code = ${variants[0]!.code}`,
  );
  await query(t, sql`update product_variants set enabled = false where code = ${variants[1]!.code}`);

  const [sale] = await query<{ product: string; variant: string }>(
    t,
    sql`select p.code as product, v.code as variant from product_variants v join products p on p.id = v.product_id
        where p.enabled and v.enabled and v.price < v.original_price order by p.code limit 1`,
  );
  discounted = sale!;
  const [inside] = await query<{ code: string }>(
    t,
    sql`select p.code from products p join product_taxons x on x.product_id = p.id join taxons t on t.id = x.taxon_id
        join taxons root on root.code = 'face-care' and t.path like root.path || '_%' where p.enabled
        order by p.code limit 1`,
  );
  inFaceCare = inside!.code;

  // Labels: one set on a product, one on a category (reaching its subcategories), one expired, one disabled.
  await query(
    t,
    sql`insert into catalog_promotions (code, enabled, priority, discount_percent, starts_at, ends_at) values
        ('TEST_SALE', true, 10, 20, null, null),
        ('TEST_FACE', true, 5, null, now() - interval '1 day', now() + interval '1 day'),
        ('TEST_EXPIRED', true, 0, 30, now() - interval '10 days', now() - interval '1 day'),
        ('TEST_OFF', false, 0, 30, null, null)`,
  );
  await query(
    t,
    sql`insert into catalog_promotion_translations (promotion_id, locale, label, description)
        select id, 'ka_GE', '<b>' || code || ' ka</b>', null from catalog_promotions where code like 'TEST_%'
        union all
        select id, 'en_US', '<b>' || code || ' en</b>', 'about ' || code from catalog_promotions where code like 'TEST_%'`,
  );
  await query(
    t,
    sql`insert into catalog_promotion_products (promotion_id, product_id)
        select cp.id, p.id from catalog_promotions cp, products p
        where cp.code in ('TEST_SALE', 'TEST_EXPIRED', 'TEST_OFF') and p.code = ${discounted.product}`,
  );
  await query(
    t,
    sql`insert into catalog_promotion_taxons (promotion_id, taxon_id)
        select cp.id, t.id from catalog_promotions cp, taxons t where cp.code = 'TEST_FACE' and t.code = 'face-care'`,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('GET products/{code}', () => {
  it('serves the Sylius keys plus the embedded variants, taxons and translations', async () => {
    const response = await get(t, `products/${shaped}`);
    expect(response.status).toBe(200);
    const product = productItemSchema.parse(response.body);
    expect(product['@context']).toBe('/api/v2/contexts/Product');
    expect(product['@id']).toBe(`${SHOP}/products/${shaped}`);
    expect(Object.keys(response.body as object).slice(0, 20)).toEqual([
      '@context',
      '@id',
      '@type',
      'productTaxons',
      'mainTaxon',
      'reviews',
      'averageRating',
      'images',
      'id',
      'code',
      'variants',
      'options',
      'createdAt',
      'updatedAt',
      'description',
      'shortDescription',
      'slug',
      'name',
      'associations',
      'defaultVariant',
    ]);
    expect(product.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const all = await variantFacts(sql`p.code = ${shaped}`);
    const enabled = all.filter((variant) => variant.enabled);
    expect(enabled.length).toBeLessThan(all.length);
    expect(product.variants).toEqual(enabled.map((variant) => `${SHOP}/product-variants/${variant.code}`));
    expect(product.productVariants.map((variant) => variant.code)).toEqual(
      enabled.map((variant) => variant.code),
    );
    expect(product.productVariants[0]?.inStock).toBe(false);
  });

  it('picks the default variant by the shared rule, matching products.price', async () => {
    const product = productItemSchema.parse((await get(t, `products/${shaped}`)).body);
    const expected = defaultVariantOf(await variantFacts(sql`p.code = ${shaped}`));
    expect(product.defaultVariant).toBe(`${SHOP}/product-variants/${expected!.code}`);
    // The first enabled variant is out of stock, so the default is a later, in-stock one.
    expect(product.defaultVariant).not.toBe(product.variants[0]);
    const variant = product.productVariants.find((candidate) => candidate['@id'] === product.defaultVariant);
    expect(variant?.inStock).toBe(true);
  });

  it('embeds taxon assignments with the brand flagged, and the main taxon as an IRI', async () => {
    const product = productItemSchema.parse((await get(t, `products/${shaped}`, 'en_US')).body);
    const assigned = await query<{ code: string; brand: boolean }>(
      t,
      sql`select t.code, t.brand_taxon as brand from product_taxons x join taxons t on t.id = x.taxon_id
          join products p on p.id = x.product_id where p.code = ${shaped} order by x.id`,
    );
    expect(product.productTaxons.map((assignment) => assignment.taxon.code)).toEqual(
      assigned.map((row) => row.code),
    );
    const brand = product.productTaxons.find((assignment) => assignment.taxon.brandTaxon);
    expect(brand?.taxon.level).toBe(1);
    expect(brand?.taxon.name).toBeTruthy();
    expect(product.productTaxons[0]?.['@id']).toMatch(new RegExp(`^${SHOP}/product-taxons/\\d+$`));
    expect(product.mainTaxon).toMatch(new RegExp(`^${SHOP}/taxons/`));
  });

  it('speaks the request locale', async () => {
    const ka = productItemSchema.parse((await get(t, `products/${shaped}`)).body);
    const en = productItemSchema.parse((await get(t, `products/${shaped}`, 'en-US,en;q=0.9')).body);
    expect(ka.name).toBe(ka.translations.ka_GE?.name);
    expect(en.name).toBe(en.translations.en_US?.name);
    expect(en.slug).toBe(en.translations.en_US?.slug);
    expect(en.name).not.toBe(ka.name);
    expect(en.translations).toEqual(ka.translations);
  });

  it('builds image paths from the stored path and the asked filter', async () => {
    const [image] = await query<{ id: number; path: string }>(
      t,
      sql`select i.id, i.path from product_images i join products p on p.id = i.product_id
          where p.code = ${shaped} order by i.position, i.id limit 1`,
    );
    const plain = productItemSchema.parse((await get(t, `products/${shaped}`)).body);
    expect(plain.images[0]).toEqual({
      '@id': `${SHOP}/product-images/${image!.id}`,
      '@type': 'ProductImage',
      id: image!.id,
      type: null,
      path: `/media/image/${image!.path}`,
      // The product's first picture is the whole product's, no shade's.
      productVariants: [],
      alt: null,
    });
    const large = productItemSchema.parse(
      (await get(t, `products/${shaped}?imageFilter=sylius_shop_product_large_thumbnail`)).body,
    );
    expect(large.images[0]?.path).toBe(`/media/cache/sylius_shop_product_large_thumbnail/${image!.path}`);
    expectBadRequest(await get(t, `products/${shaped}?filter=sylius_giant`));
  });

  it('gives a page the sticky banner drawn in its language, and the gallery in both', async () => {
    const images = await query<{ code: string; id: number; type: string | null; locale: string | null }>(
      t,
      sql`select p.code, i.id, i.type, i.locale from product_images i join products p on p.id = i.product_id
          where p.enabled and p.id = (select i2.product_id from product_images i2 join products p2 on p2.id = i2.product_id
            where i2.type = 'sticky-banner' and p2.enabled order by i2.product_id limit 1)
          order by i.position, i.id`,
    );
    const code = images[0]!.code;
    const ids = (where: (image: (typeof images)[number]) => boolean) =>
      images.filter(where).map((image) => image.id);
    const gallery = ids((image) => image.type === null);
    expect(gallery.length).toBeGreaterThan(0);
    expect(images.filter((image) => image.type === null).every((image) => image.locale === null)).toBe(true);
    const georgian = ids((image) => image.type === 'sticky-banner' && image.locale === 'ka_GE');
    const english = ids((image) => image.type === 'sticky-banner' && image.locale === 'en_US');
    expect([georgian.length, english.length]).toEqual([1, 1]);
    const shown = async (language: string) => {
      const product = productItemSchema.parse((await get(t, `products/${code}`, language)).body);
      return product.images.map((image) => image.id).sort((a, b) => a - b);
    };
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(await shown('ka')).toEqual(sorted([...gallery, ...georgian]));
    expect(await shown('en')).toEqual(sorted([...gallery, ...english]));
    // Listings too (they are cached per language).
    const listed = async (language: string) => {
      const page = productCollectionSchema.parse((await get(t, `products?code=${code}`, language)).body);
      return page['hydra:member'].flatMap((product) =>
        product.images.filter((image) => image.type === 'sticky-banner').map((image) => image.id),
      );
    };
    expect(await listed('ka')).toEqual(georgian);
    expect(await listed('en')).toEqual(english);
  });

  it('is 404 for unknown and disabled products', async () => {
    expectNotFound(await get(t, 'products/NO-SUCH-PRODUCT'));
    const [disabled] = await query<{ code: string }>(
      t,
      sql`select code from products where not enabled limit 1`,
    );
    expectNotFound(await get(t, `products/${disabled!.code}`));
  });
});

describe('GET products-by-slug/{slug}', () => {
  const slugsOf = async (code: string) => {
    const [row] = await query<{ ka: string; en: string }>(
      t,
      sql`select ka.slug as ka, en.slug as en from products p
          join product_translations ka on ka.product_id = p.id and ka.locale = 'ka_GE'
          join product_translations en on en.product_id = p.id and en.locale = 'en_US' where p.code = ${code}`,
    );
    return row!;
  };

  it("answers 301 to the product's IRI for its slug in the request locale, as Sylius 1.12 does", async () => {
    const slugs = await slugsOf(shaped);
    const georgian = await get(t, `products-by-slug/${encodeURIComponent(slugs.ka)}`);
    expect(georgian.status).toBe(301);
    expect(georgian.headers.location).toBe(`${SHOP}/products/${shaped}`);
    // Symfony's RedirectResponse: a small HTML page that points there too.
    expect(georgian.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(georgian.body).toContain(`Redirecting to <a href="${SHOP}/products/${shaped}">`);
    // Kept as long as the catalog's listings; which product a slug is depends on the language.
    expect(georgian.headers['cache-control']).toBe('public, max-age=30');
    expect(georgian.headers.vary).toContain('Accept-Language');

    const english = await get(t, `products-by-slug/${slugs.en}`, 'en_US');
    expect(english.status).toBe(301);
    expect(english.headers.location).toBe(`${SHOP}/products/${shaped}`);
    const followed = await get(t, String(english.headers.location), 'en_US');
    expect(followed.status).toBe(200);
    expect(productItemSchema.parse(followed.body)).toMatchObject({ code: shaped, slug: slugs.en });
  });

  it('keeps the query string on the Location, as 1.12 does', async () => {
    const { en } = await slugsOf(shaped);
    const query = 'paramName=paramValue&imageFilter=sylius_small';
    const redirected = await get(t, `products-by-slug/${en}?${query}`, 'en_US');
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe(`${SHOP}/products/${shaped}?${query}`);
  });

  it("answers 404 in the contract's shape for an unknown slug and for another language's slug", async () => {
    const { en } = await slugsOf(shaped);
    // A slug belongs to its locale.
    expectNotFound(await get(t, `products-by-slug/${en}`, 'ka_GE'));
    expectNotFound(await get(t, 'products-by-slug/no-such-slug'));
  });

  it("answers 404 for a disabled product's slug, and so does the product itself", async () => {
    const [disabled] = await query<{ code: string }>(
      t,
      sql`select p.code from products p where p.enabled and p.code <> ${shaped} order by p.code desc limit 1`,
    );
    const { en } = await slugsOf(disabled!.code);
    expect((await get(t, `products-by-slug/${en}`, 'en_US')).status).toBe(301);
    await query(t, sql`update products set enabled = false where code = ${disabled!.code}`);
    // Straight in the database, so the change is published by hand, as the back office does after
    // each write (catalog-admin/products.test.ts): the kept 301 goes at once.
    await t.app.changes.publish('catalog', 'test');
    try {
      expectNotFound(await get(t, `products-by-slug/${en}`, 'en_US'));
      expectNotFound(await get(t, `products/${disabled!.code}`, 'en_US'));
    } finally {
      await query(t, sql`update products set enabled = true where code = ${disabled!.code}`);
    }
  });
});

describe('GET product-variants/{code}', () => {
  it('serves an enabled variant without stock numbers', async () => {
    const [variant] = await variantFacts(sql`p.code = ${shaped} and v.enabled and v.position > 0`);
    const response = await get(t, `product-variants/${variant!.code}`, 'en_US');
    expect(response.status).toBe(200);
    const body = productVariantItemSchema.parse(response.body);
    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/ProductVariant',
      '@id': `${SHOP}/product-variants/${variant!.code}`,
      '@type': 'ProductVariant',
      code: variant!.code,
      product: `${SHOP}/products/${shaped}`,
      // The variant is one value of the product's option (a shade or a size).
      optionValues: [expect.stringMatching(/^\/api\/v2\/shop\/product-option-values\//)],
      price: variant!.price,
      originalPrice: variant!.originalPrice,
      position: variant!.position,
    });
    expect(body.name).toBe(body.translations.en_US?.name);
    expect(body.inStock).toBe(!variant!.tracked || variant!.onHand - variant!.onHold > 0);
    expect(response.body).not.toHaveProperty('onHand');
    expect(response.body).not.toHaveProperty('tracked');
  });

  it('reports an out-of-stock tracked variant and an untracked one correctly', async () => {
    const [first] = await variantFacts(sql`p.code = ${shaped}`);
    expect(
      productVariantItemSchema.parse((await get(t, `product-variants/${first!.code}`)).body).inStock,
    ).toBe(false);
    const [untracked] = await variantFacts(sql`not v.tracked and v.enabled and p.enabled`);
    if (untracked) {
      await query(t, sql`update product_variants set on_hand = 0 where code = ${untracked.code}`);
      const body = productVariantItemSchema.parse((await get(t, `product-variants/${untracked.code}`)).body);
      expect(body.inStock).toBe(true);
    }
  });

  it('is 404 for unknown and disabled variants', async () => {
    expectNotFound(await get(t, 'product-variants/NO-SUCH-VARIANT'));
    const [disabled] = await variantFacts(sql`not v.enabled`);
    expectNotFound(await get(t, `product-variants/${disabled!.code}`));
  });
});

describe('catalog promotion labels', () => {
  it('labels a product with its own and its taxons’ active promotions only', async () => {
    const product = productItemSchema.parse((await get(t, `products/${discounted.product}`, 'en_US')).body);
    const codes = product.labels.map((label) => label.code);
    expect(codes).toContain('TEST_SALE');
    expect(codes).not.toContain('TEST_EXPIRED');
    expect(codes).not.toContain('TEST_OFF');
    const sale = product.labels.find((label) => label.code === 'TEST_SALE');
    expect(sale).toEqual({
      '@id': `${SHOP}/catalog-promotions/TEST_SALE`,
      '@type': 'CatalogPromotion',
      code: 'TEST_SALE',
      label: '<b>TEST_SALE en</b>',
      translations: {
        ka_GE: { label: '<b>TEST_SALE ka</b>', description: null },
        en_US: { label: '<b>TEST_SALE en</b>', description: 'about TEST_SALE' },
      },
    });

    const inCategory = productItemSchema.parse((await get(t, `products/${inFaceCare}`)).body);
    expect(inCategory.labels.map((label) => label.code)).toContain('TEST_FACE');
    expect(inCategory.labels.find((label) => label.code === 'TEST_FACE')?.label).toBe('<b>TEST_FACE ka</b>');
  });

  it('lists discounting promotions on discounted variants and omits the key otherwise', async () => {
    const applied = productVariantItemSchema.parse(
      (await get(t, `product-variants/${discounted.variant}`)).body,
    ).appliedPromotions;
    expect(applied).toContain(`${SHOP}/catalog-promotions/TEST_SALE`);
    const product = productItemSchema.parse((await get(t, `products/${discounted.product}`)).body);
    const labels = product.labels.map((label) => label['@id']);
    for (const iri of applied ?? []) expect(labels).toContain(iri);
    for (const code of ['TEST_FACE', 'TEST_EXPIRED', 'TEST_OFF']) {
      expect(applied).not.toContain(`${SHOP}/catalog-promotions/${code}`); // no discount, expired, disabled
    }
    const [plain] = await variantFacts(sql`v.price = v.original_price and v.enabled and p.enabled`);
    const body = (await get(t, `product-variants/${plain!.code}`)).body;
    expect(body).not.toHaveProperty('appliedPromotions');
  });

  it('labels listings too', async () => {
    const listed = productCollectionSchema.parse(
      (await get(t, 'products?taxon=face-care&itemsPerPage=5')).body,
    );
    expect(listed['hydra:member'].length).toBeGreaterThan(0);
    for (const product of listed['hydra:member'])
      expect(product.labels.map((l) => l.code)).toContain('TEST_FACE');
  });

  it('serves an active promotion and 404s the others', async () => {
    const response = await get(t, 'catalog-promotions/TEST_FACE', 'en_US');
    expect(response.status).toBe(200);
    const body = catalogPromotionItemSchema.parse(response.body);
    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/CatalogPromotion',
      '@id': `${SHOP}/catalog-promotions/TEST_FACE`,
      code: 'TEST_FACE',
      label: '<b>TEST_FACE en</b>',
      description: 'about TEST_FACE',
    });
    expectNotFound(await get(t, 'catalog-promotions/TEST_EXPIRED'));
    expectNotFound(await get(t, 'catalog-promotions/TEST_OFF'));
    expectNotFound(await get(t, 'catalog-promotions/NOPE'));
  });
});

describe('GET product-images/{id} and product-taxons/{id}', () => {
  it('serves an image of an enabled product, with the filter', async () => {
    const [image] = await query<{ id: number; path: string }>(
      t,
      sql`select i.id, i.path from product_images i join products p on p.id = i.product_id where p.enabled limit 1`,
    );
    const body = productImageItemSchema.parse(
      (await get(t, `product-images/${image!.id}?filter=sylius_small`)).body,
    );
    expect(body).toEqual({
      '@context': '/api/v2/contexts/ProductImage',
      '@id': `${SHOP}/product-images/${image!.id}`,
      '@type': 'ProductImage',
      id: image!.id,
      type: null,
      path: `/media/cache/sylius_small/${image!.path}`,
      productVariants: [],
      alt: null,
    });
  });

  it('serves a product-taxon with IRIs', async () => {
    const [row] = await query<{ id: number; product: string; taxon: string; position: number }>(
      t,
      sql`select x.id, p.code as product, t.code as taxon, x.position from product_taxons x
          join products p on p.id = x.product_id join taxons t on t.id = x.taxon_id where p.enabled limit 1`,
    );
    const body = productTaxonItemSchema.parse((await get(t, `product-taxons/${row!.id}`)).body);
    expect(body).toEqual({
      '@context': '/api/v2/contexts/ProductTaxon',
      '@id': `${SHOP}/product-taxons/${row!.id}`,
      '@type': 'ProductTaxon',
      id: row!.id,
      product: `${SHOP}/products/${row!.product}`,
      taxon: `${SHOP}/taxons/${row!.taxon}`,
      position: row!.position,
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999', '2147483648', '1e3'])(
    'id %s is a 404, not a 500',
    async (id) => {
      expectNotFound(await get(t, `product-images/${id}`));
      expectNotFound(await get(t, `product-taxons/${id}`));
    },
  );
});
