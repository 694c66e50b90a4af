// A shop's past orders for the bench database, so that it looks like a shop that has been selling:
// the order tables hold most of their rows before the measured carts come, and the planner's
// statistics and the visibility map (made here by VACUUM ANALYZE, as autovacuum would on a live
// server) say so. Without them the statistics describe empty order tables, and plans fit for empty
// tables (sequential scans of what then grows to thousands of rows) are what the cart scenarios
// would measure: the app's statements are planned once per connection (db/client.ts), and the local
// server runs no autovacuum to plan them again.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';

/** The past orders' rows of `orders`, as `o`. */
const past = sql.raw(`o.token_value like 'history-%'`);

/**
 * `count` placed orders of three items each, delivered to an address in Tbilisi and paid in cash on
 * delivery; those of 100 GEL and more with free delivery, as the demo shop's promotion gives it.
 */
export async function seedOrderHistory(db: Database, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into orders (token_value, number, channel_id, locale_code, currency_code,
        state, checkout_state, payment_state, shipping_state, checkout_completed_at, created_at, updated_at)
      select 'history-' || g, lpad(nextval('order_number_seq')::text, 9, '0'), (select min(id) from channels),
        case when g % 3 = 0 then 'en_US' else 'ka_GE' end, 'GEL',
        'new', 'completed', 'awaiting_payment', 'ready', at, at, at
      from generate_series(1, ${count}::int) g, lateral (select now() - g * interval '7 minutes' as at) t`);
    // Three variants per order, spread over the catalog.
    await tx.execute(sql`insert into order_items (order_id, variant_id, product_name, variant_name, quantity,
        unit_price, original_unit_price, discounted_unit_price, subtotal, total)
      select o.id, v.id, 'history', 'history', 1, v.price, v.original_price, v.price, v.price, v.price
      from orders o cross join generate_series(1, 3) k,
        lateral (select id, price, original_price from product_variants
                  where id >= (select min(id) from product_variants)
                    + (o.id * 7919 + k * 104729) % (select count(*) from product_variants)
                  order by id limit 1) v
      where ${past}
      on conflict do nothing`);
    await tx.execute(sql`update orders o set items_total = s.total, items_subtotal = s.total,
        shipping_total = 500, shipping_promotion_total = case when s.total >= 10000 then -500 else 0 end,
        total = s.total + case when s.total >= 10000 then 0 else 500 end
      from (select order_id, sum(total)::int as total from order_items group by order_id) s
      where s.order_id = o.id and ${past}`);
    await tx.execute(sql`insert into addresses (first_name, last_name, phone_number, country_code, province_code,
        province_name, street, city)
      select 'ნინო', 'ბერიძე', '+995555123456', 'GE', 'GE-TBS', 'თბილისი', 'history ' || o.id, 'თბილისი'
      from orders o where ${past}`);
    await tx.execute(sql`update orders o set billing_address_id = a.id, shipping_address_id = a.id
      from addresses a where a.street = 'history ' || o.id and ${past}`);
    await tx.execute(sql`insert into shipments (order_id, method_id, state)
      select o.id, (select id from shipping_methods where code = 'TBILISI_COURIER'), 'ready'
      from orders o where ${past}`);
    await tx.execute(sql`insert into payments (order_id, method_id, currency_code, amount, state)
      select o.id, (select id from payment_methods where code = 'CASH_ON_DELIVERY'), 'GEL', o.total, 'new'
      from orders o where ${past}`);
    await tx.execute(sql`insert into order_adjustments (order_id, type, label, amount, origin_code)
      select o.id, 'shipping', 'კურიერი თბილისში', 500, 'TBILISI_COURIER' from orders o where ${past}`);
    const freeDelivery = sql`from orders o where ${past} and o.shipping_promotion_total < 0`;
    await tx.execute(sql`insert into order_adjustments (order_id, type, label, amount, origin_code)
      select o.id, 'order_shipping_promotion', 'უფასო მიწოდება 100 ₾-დან', -500, 'FREE_SHIPPING_OVER_100'
      ${freeDelivery}`);
    await tx.execute(sql`insert into order_promotions (order_id, promotion_id)
      select o.id, (select id from promotions where code = 'FREE_SHIPPING_OVER_100') ${freeDelivery}`);
  });
  // Autovacuum's work on a live server: the statistics, and the visibility map that lets the order
  // list's index-only scans skip the table (without it each index entry costs a heap visit).
  await db.execute(sql`vacuum analyze`);
}
