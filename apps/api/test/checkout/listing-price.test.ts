import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { placeOrder, rows } from '../cart/support';

/** A listing sells what is in stock: placing (and cancelling) orders moves the listing price. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('switches the listing price to the next variant in stock when an order takes the last units', async () => {
  // A product with two differently priced, tracked variants, both in stock.
  const [pick] = await rows<{ productId: number; first: string; second: string; secondPrice: number }>(
    t,
    sql`select a.product_id as "productId", a.code as first, b.code as second, b.price as "secondPrice"
        from product_variants a join product_variants b on b.product_id = a.product_id and b.position > a.position
        join products p on p.id = a.product_id and p.enabled
        where a.enabled and b.enabled and a.tracked and b.tracked and a.price <> b.price
          and b.on_hand - b.on_hold > 0
          and a.position = (select min(position) from product_variants where product_id = a.product_id and enabled)
        limit 1`,
  );
  expect(pick).toBeDefined();
  const { productId, first, second, secondPrice } = pick!;
  await rows(t, sql`update product_variants set on_hand = on_hold + 1 where code = ${first}`);
  await rows(t, sql`update product_variants set on_hand = on_hold + 10 where code = ${second}`);

  await placeOrder(t, { variant: first, quantity: 1, email: 'last-unit@example.ge' });

  const [listed] = await rows<{ price: number }>(t, sql`select price from products where id = ${productId}`);
  expect(listed?.price).toBe(secondPrice);
});
