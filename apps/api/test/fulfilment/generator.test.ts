import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOrders } from '../../src/seed/orders-generator';
import { createTestApp, type TestApp } from '../support/app';
import { rows } from '../cart/support';
import { adminApi, staffSession } from '../staff/support';

/** The bench's order generator (apps/api/src/seed/orders-generator.ts) makes orders the back office reads like any. */
describe('the order generator', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await staffSession(t, 'manager')).token;
  });
  afterAll(() => t.close());

  it('places orders in a running shop’s states, listed, filtered and searched like any', async () => {
    const { first, last } = await generateOrders(t.database.db, { count: 400, days: 30 });
    expect(last - first + 1).toBe(400);
    const all = await adminApi(t, 'GET', 'orders?itemsPerPage=5', undefined, { token });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body['hydra:totalItems']).toBe(400);
    const byState = async (query: string) =>
      (await adminApi(t, 'GET', `orders?${query}`, undefined, { token })).body['hydra:totalItems'];
    expect(await byState('state=cancelled')).toBe(40);
    expect(await byState('state=fulfilled')).toBe(200);
    expect(await byState('paymentState=awaiting_payment')).toBe(80);
    const [tbilisi] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from orders o join addresses a on a.id = o.shipping_address_id
          where a.province_code = 'GE-TBS' and o.id between ${first} and ${last}`,
    );
    expect(tbilisi!.count).toBeGreaterThanOrEqual(200); // every even one, and the odd ones the cities' turn gives
    expect(await byState('city=GE-TBS')).toBe(tbilisi!.count);
    const [sample] = await rows<{ phone: string; number: string }>(
      t,
      sql`select a.phone_number as phone, o.number from orders o join addresses a on a.id = o.shipping_address_id
          where o.id = ${first + 7}`,
    );
    const national = sample!.phone.replace('+995', '').replace(/(\d{3})(\d{2})(\d{2})(\d{2})/, '$1 $2 $3 $4');
    const found = await adminApi(t, 'GET', `orders?search=${encodeURIComponent(national)}`, undefined, {
      token,
    });
    expect(found.body['hydra:member'].map((order: { number: string }) => order.number)).toContain(
      sample!.number,
    );
    // Totals add up: items plus shipping.
    const [wrong] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from orders where id between ${first} and ${last}
          and total <> items_total + shipping_total`,
    );
    expect(wrong!.count).toBe(0);
  });
});
