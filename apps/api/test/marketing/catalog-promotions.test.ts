import { sql } from 'drizzle-orm';
import { productCollectionSchema, productItemSchema } from '@sakhe/contract';
import {
  adminCatalogPromotionCollectionSchema,
  adminCatalogPromotionItemSchema,
} from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repriceCatalog } from '../../src/modules/promotions/admin/catalog-service';
import { call, rows } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';

let t: TestApp;
let manager: string;
/** A brand, two of its products not marked down by hand, and one that is. */
let brand: { code: string; plain: string[]; markedDown: string | undefined };

beforeAll(async () => {
  t = await createTestApp();
  manager = (await staffSession(t, 'manager')).token;
  const found = await rows<{ brand: string; product: string; marked: boolean }>(
    t,
    sql`select b.code as brand, p.code as product,
        exists (select 1 from product_variants v where v.product_id = p.id and v.price < v.original_price) as marked
      from taxons b join product_taxons pt on pt.taxon_id = b.id join products p on p.id = pt.product_id and p.enabled
      where b.brand_taxon and b.enabled
        and b.id = (select b2.id from taxons b2 join product_taxons pt2 on pt2.taxon_id = b2.id
          where b2.brand_taxon and b2.enabled group by b2.id order by count(*) desc limit 1)
      order by p.code`,
  );
  brand = {
    code: found[0]!.brand,
    plain: found.filter((row) => !row.marked).map((row) => row.product),
    markedDown: found.find((row) => row.marked)?.product,
  };
});
afterAll(() => t.close());

const en = () => ({ token: manager, headers: { 'accept-language': 'en_US' } });

async function product(code: string) {
  const reply = await call(t, 'GET', `products/${code}`, undefined, { locale: 'en_US' });
  return productItemSchema.parse(reply.body);
}

async function variantPrices(code: string) {
  return rows<{ price: number; originalPrice: number }>(
    t,
    sql`select v.price, v.original_price as "originalPrice" from product_variants v join products p on p.id = v.product_id
      where p.code = ${code} order by v.id`,
  );
}

function body(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    discountPercent: 10,
    taxons: [brand.code],
    translations: {
      ka_GE: { label: '<p><strong>ბრენდის კვირა</strong></p>', description: 'ბრენდის კვირა' },
      en_US: { label: '<p><strong>Brand week</strong></p>', description: 'Brand week' },
    },
    ...overrides,
  };
}

describe('catalog promotions (Admin API)', () => {
  it('10% off a brand: prices, the listing and the label change at once; deleting puts them back', async () => {
    const [first] = brand.plain as [string];
    const before = await variantPrices(first);
    const heard: Array<string | undefined> = [];
    const unsubscribe = t.app.changes.on('catalog', (detail) => heard.push(detail));

    const created = await adminApi(t, 'POST', 'catalog-promotions', body('BRAND_WEEK'), en());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const promotion = adminCatalogPromotionItemSchema.parse(created.body);
    expect(promotion).toMatchObject({ code: 'BRAND_WEEK', discountPercent: 10, appliesToPrices: true });
    expect(promotion.pricedVariants).toBeGreaterThan(0);
    expect(heard).toContain('catalog-promotion');
    unsubscribe();

    const after = await variantPrices(first);
    after.forEach((variant, index) => {
      expect(variant.originalPrice).toBe(before[index]!.originalPrice);
      expect(variant.price).toBe(Math.round((before[index]!.originalPrice * 90) / 100));
    });
    const shown = await product(first);
    expect(shown.labels.map((label) => label.code)).toContain('BRAND_WEEK');
    const listing = productCollectionSchema.parse(
      (
        await call(t, 'GET', `products?productTaxons.taxon.code=${brand.code}&itemsPerPage=100`, undefined, {
          locale: 'en_US',
        })
      ).body,
    );
    const listed = listing['hydra:member'].find((item) => item.code === first);
    const cheapest = Math.min(...after.map((variant) => variant.price));
    expect(
      listed?.productVariants.some(
        (variant) => variant.price === cheapest && variant.originalPrice > variant.price,
      ),
    ).toBe(true);

    // A product marked down by hand keeps its own price.
    if (brand.markedDown) {
      const own = await variantPrices(brand.markedDown);
      expect(own.some((variant) => variant.price < variant.originalPrice)).toBe(true);
      const stored = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from catalog_promotion_prices cpp join product_variants v on v.id = cpp.variant_id
          join products p on p.id = v.product_id where p.code = ${brand.markedDown} and v.price < v.original_price
          and v.price <> round(v.original_price * 0.9)`,
      );
      expect(stored[0]!.n).toBe(0);
    }

    // 20% instead.
    const { code: _code, ...update } = body('x', { discountPercent: 20 });
    const changed = await adminApi(t, 'PUT', 'catalog-promotions/BRAND_WEEK', update, en());
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    (await variantPrices(first)).forEach((variant, index) =>
      expect(variant.price).toBe(Math.round((before[index]!.originalPrice * 80) / 100)),
    );

    const list = adminCatalogPromotionCollectionSchema.parse(
      (await adminApi(t, 'GET', 'catalog-promotions?itemsPerPage=100', undefined, en())).body,
    );
    expect(list['hydra:member'].map((item) => item.code)).toEqual(
      expect.arrayContaining(['BRAND_WEEK', 'new']),
    );
    expect(list['hydra:member'].find((item) => item.code === 'new')?.appliesToPrices).toBe(false);

    expect((await adminApi(t, 'DELETE', 'catalog-promotions/BRAND_WEEK', undefined, en())).status).toBe(204);
    expect(await variantPrices(first)).toEqual(before);
    expect((await product(first)).labels.map((label) => label.code)).not.toContain('BRAND_WEEK');
  });

  it('a dated promotion prices nothing before its start, and the minute’s sweep starts it', async () => {
    const [, second] = brand.plain as [string, string];
    const before = await variantPrices(second);
    const start = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await adminApi(
      t,
      'POST',
      'catalog-promotions',
      body('LATER', { taxons: [], products: [second], startsAt: start }),
      en(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await variantPrices(second)).toEqual(before);
    await rows(
      t,
      sql`update catalog_promotions set starts_at = now() - interval '1 minute' where code = 'LATER'`,
    );
    expect(await t.database.db.transaction((tx) => repriceCatalog(tx))).toBeGreaterThan(0);
    (await variantPrices(second)).forEach((variant, index) =>
      expect(variant.price).toBe(Math.round((before[index]!.originalPrice * 90) / 100)),
    );
    await adminApi(t, 'DELETE', 'catalog-promotions/LATER', undefined, en());
    expect(await variantPrices(second)).toEqual(before);
  });

  it('refuses bad input: over 100%, an end before the start, no scope, unknown codes, a taken code', async () => {
    const refused = async (payload: object, paths: string[]) => {
      const reply = await adminApi(t, 'POST', 'catalog-promotions', payload, en());
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(
        reply.body.violations.map((violation: { propertyPath: string }) => violation.propertyPath),
      ).toEqual(paths);
      return reply.body.violations;
    };
    const [over] = await refused(body('BAD_A', { discountPercent: 150 }), ['discountPercent']);
    expect(over.message).toBe('The percentage must be between 1 and 100.');
    await refused(body('BAD_B', { startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }), [
      'endsAt',
    ]);
    await refused(body('BAD_C', { taxons: [], products: [] }), ['taxons']);
    await refused(body('BAD_D', { taxons: ['no-such-brand'], products: ['NO-SUCH-PRODUCT'] }), [
      'taxons',
      'products',
    ]);
    await refused(body('new'), ['code']);
  });
});
