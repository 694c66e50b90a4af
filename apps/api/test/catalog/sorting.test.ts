import { sql } from 'drizzle-orm';
import { type Product, productCollectionSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { codesOf, get, isSorted, query } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function list(path: string): Promise<Product[]> {
  const response = await get(t, `products?${path}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productCollectionSchema.parse(response.body)['hydra:member'];
}

/** The largest share any variant of the product is marked down by. */
const discountOf = (product: Product) =>
  Math.max(0, ...product.productVariants.map((variant) => 1 - variant.price / variant.originalPrice));

describe('sorting products', () => {
  it('by biggest discount first', async () => {
    const products = await list('order[discount]=desc&itemsPerPage=60');
    const discounts = products.map(discountOf);
    expect(discounts[0]).toBeGreaterThan(0);
    expect(isSorted(discounts, (a, b) => b - a)).toBe(true);
  });

  it('by top rating, then by the number of reviews', async () => {
    const [first, second, third] = (
      await query<{ code: string }>(t, sql`select code from products where enabled order by code limit 3`)
    ).map((row) => row.code);
    await t.database.db.execute(sql`update products set average_rating = case code
        when ${first} then 4.5 when ${second} then 4.5 when ${third} then 5 end,
        review_count = case code when ${first} then 2 when ${second} then 7 else 1 end
      where code in (${first}, ${second}, ${third})`);
    const products = await list('order[averageRating]=desc&itemsPerPage=5&taxon=MENU');
    expect(codesOf(products).slice(0, 3)).toEqual([third, second, first]);
  });

  it('by units sold in placed orders, then the bestseller label', async () => {
    const labelled = (
      await query<{ code: string }>(
        t,
        sql`select p.code from products p join catalog_promotion_products cpp on cpp.product_id = p.id
          join catalog_promotions cp on cp.id = cpp.promotion_id and cp.code = 'bestseller'
          where p.enabled and not exists (select 1 from product_variants v join order_items oi on oi.variant_id = v.id
            join orders o on o.id = oi.order_id and o.state in ('new', 'fulfilled') where v.product_id = p.id)`,
      )
    ).map((row) => row.code);
    const sold = await query<{ code: string; units: number }>(
      t,
      sql`select p.code, sum(oi.quantity)::int as units from products p join product_variants v on v.product_id = p.id
        join order_items oi on oi.variant_id = v.id join orders o on o.id = oi.order_id and o.state in ('new', 'fulfilled')
        where p.enabled group by p.code order by units desc, p.code`,
    );
    expect(labelled.length).toBeGreaterThan(0);
    const products = codesOf(await list(`order[bestselling]=desc&itemsPerPage=100`));
    const sellers = new Set(sold.map((row) => row.code));
    const afterSold = products.filter((code) => !sellers.has(code));
    expect(products.slice(0, sold.length)).toEqual(
      products.slice(0, sold.length).filter((code) => sellers.has(code)),
    );
    expect(new Set(afterSold.slice(0, labelled.length))).toEqual(new Set(labelled.slice(0, 100)));
  });

  it('by newest first', async () => {
    const products = await list('order[createdAt]=desc&itemsPerPage=30');
    expect(
      isSorted(
        products.map((product) => product.createdAt),
        (a, b) => b.localeCompare(a),
      ),
    ).toBe(true);
  });
});
