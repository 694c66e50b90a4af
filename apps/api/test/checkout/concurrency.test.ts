import { sql } from 'drizzle-orm';
import { violationListSchema } from '@sakhe/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { call, readyCart, rows, stockedVariants } from '../cart/support';

/**
 * Completion under contention: the stock hold is one conditional UPDATE per item inside the
 * completion transaction, and the order row is locked first. On PostgreSQL (DATABASE_URL) the
 * requests really run in parallel on a connection pool; on PGlite they are serialized.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stockOf = async (code: string) =>
  (
    await rows<{ onHand: number; onHold: number }>(
      t,
      sql`select on_hand as "onHand", on_hold as "onHold" from product_variants where code = ${code}`,
    )
  )[0];

it('twenty shoppers, five units: exactly five orders are placed', async () => {
  const [variant] = await stockedVariants(t, { minimum: 5 });
  const code = variant?.code as string;
  await rows(t, sql`update product_variants set on_hand = 5, on_hold = 0 where code = ${code}`);
  const carts = [];
  for (let i = 0; i < 20; i++)
    carts.push(await readyCart(t, { variant: code, email: `shopper${i}@example.ge` }));

  const replies = await Promise.all(
    carts.map((cart) => call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}, { locale: 'en_US' })),
  );
  const placed = replies.filter((reply) => reply.status === 200);
  const refused = replies.filter((reply) => reply.status !== 200);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(15);
  for (const reply of refused) {
    expect(reply.status).toBe(422);
    expect(violationListSchema.parse(reply.body).violations.map((v) => v.message)).toEqual([
      'Product does not have sufficient stock',
    ]);
  }
  expect(await stockOf(code)).toEqual({ onHand: 5, onHold: 5 });
  const states = await rows<{ state: string; n: number }>(
    t,
    sql`select o.state, count(*)::int as n from orders o join order_items i on i.order_id = o.id
         join product_variants v on v.id = i.variant_id where v.code = ${code} group by o.state order by o.state`,
  );
  expect(states).toEqual([
    { state: 'cart', n: 15 },
    { state: 'new', n: 5 },
  ]);
  const numbers = placed.map((reply) => reply.body.number as string);
  expect(new Set(numbers).size).toBe(5);
}, 180_000);

it('completing one order twice at once places it once and holds its stock once', async () => {
  const [variant] = await stockedVariants(t, { minimum: 5 });
  const code = variant?.code as string;
  const before = await stockOf(code);
  const cart = await readyCart(t, { variant: code, quantity: 2 });
  const replies = await Promise.all(
    [0, 1, 2].map(() => call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}, { locale: 'en_US' })),
  );
  expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422, 422]);
  for (const reply of replies.filter((r) => r.status === 422)) {
    expect(reply.body.violations[0].message).toBe(
      'Cannot complete as order is in a wrong state. Current: completed. Possible transitions: none.',
    );
  }
  expect(await stockOf(code)).toEqual({ onHand: before?.onHand, onHold: (before?.onHold ?? 0) + 2 });
});
