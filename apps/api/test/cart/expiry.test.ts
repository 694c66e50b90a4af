import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredGuestCarts } from '../../src/modules/cart/expiry';
import { createTestApp, type TestApp } from '../support/app';
import { TBILISI_ADDRESS, addItem, call, newCart, rows, stockedVariants } from './support';

let t: TestApp;
let variant: string;

beforeAll(async () => {
  t = await createTestApp();
  variant = (await stockedVariants(t, { minimum: 5 }))[0]!.code;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function lastChanged(token: string, when: Date) {
  await t.database.db.execute(
    sql`update orders set updated_at = ${when.toISOString()}::timestamp where token_value = ${token}`,
  );
}

async function addressedCart(): Promise<string> {
  const cart = await newCart(t);
  await addItem(t, cart.tokenValue, variant);
  const put = await call(t, 'PUT', `orders/${cart.tokenValue}`, {
    email: 'guest-expiry@example.ge',
    billingAddress: TBILISI_ADDRESS,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return cart.tokenValue;
}

// Read from the table: a customer's cart is not the guest's to GET.
const exists = async (token: string) =>
  (await rows(t, sql`select 1 from orders where token_value = ${token}`)).length === 1;

describe('expired guest carts', () => {
  it('go with their items and address copies; recent carts, customers’ carts and placed orders stay', async () => {
    const expired = await addressedCart();
    const recent = await addressedCart();
    const customers = await addressedCart();
    await t.database.db.execute(
      sql`update orders set created_by_guest = false where token_value = ${customers}`,
    );
    const placed = await addressedCart();
    await t.database.db.execute(sql`update orders set state = 'new' where token_value = ${placed}`);
    for (const token of [expired, customers, placed]) await lastChanged(token, daysAgo(31));
    await lastChanged(recent, daysAgo(29));
    const [copies] = await rows<{ ids: number[] }>(
      t,
      sql`select array[billing_address_id, shipping_address_id] as ids from orders where token_value = ${expired}`,
    );

    expect(await removeExpiredGuestCarts(t.database.db, daysAgo(30))).toBe(1);

    expect(await exists(expired)).toBe(false);
    expect((await call(t, 'GET', `orders/${expired}`)).status).toBe(404);
    expect(await exists(recent)).toBe(true);
    expect(await exists(customers)).toBe(true);
    expect(await exists(placed)).toBe(true);
    const ids = copies!.ids.filter((id) => id !== null);
    expect(ids.length).toBeGreaterThan(0);
    const left = await rows<{ id: number }>(t, sql`select id from addresses where id in ${ids}`);
    expect(left).toEqual([]);
    const items = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from order_items i where not exists (select from orders o where o.id = i.order_id)`,
    );
    expect(items[0]!.count).toBe(0);
  });

  it('finds nothing more to remove on the next sweep', async () => {
    expect(await removeExpiredGuestCarts(t.database.db, daysAgo(30))).toBe(0);
  });
});
