import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Placed orders in bulk, for the back office's benchmark (the order list at 50,000 orders on
 * PostgreSQL, issue 21) and its tests: customers (two orders each on average), an address per order
 * in one of the shop's cities with a Georgian mobile number, one to three items of the demo's
 * variants, a payment (cash or card) and a shipment, in the states a running shop has — mostly
 * fulfilled, some paid and waiting to ship, some waiting for payment, a few cancelled — placed
 * over the last `days` days. Set-based statements with explicit ids: 50,000 orders take seconds.
 * Deterministic for a given count (no randomness), and safe to run on a shop with orders already.
 * Stock is left as it is: the orders are history, not holds.
 */
export async function generateOrders(
  db: Database,
  options: { count: number; days?: number },
): Promise<{ first: number; last: number }> {
  const count = Math.max(1, Math.floor(options.count));
  const customers = Math.max(1, Math.floor(count / 2));
  const minutesApart = ((options.days ?? 365) * 24 * 60) / count;
  return db.transaction(async (tx) => {
    const [base] = (
      (await tx.execute(sql`select
          (select coalesce(max(id), 0) from customers)::int as customer,
          (select coalesce(max(id), 0) from addresses)::int as address,
          (select coalesce(max(id), 0) from orders)::int as "order",
          (select id from channels order by id limit 1) as channel`)) as unknown as {
        rows: Array<{ customer: number; address: number; order: number; channel: number }>;
      }
    ).rows;
    if (!base?.channel) throw new Error('generateOrders needs a seeded shop (a channel, variants, methods)');
    const { customer: c0, address: a0, order: o0, channel } = base;

    await tx.execute(sql`insert into customers (id, email, first_name, last_name, phone_number)
      overriding system value
      select ${c0} + g, 'bench-' || (${c0} + g) || '@example.ge',
        (array['ნინო','გიორგი','ანა','დავით','მარიამ','ლუკა','თამარ','ნიკა','ეკა','ლევან'])[1 + g % 10],
        (array['ბერიძე','კაპანაძე','გელაშვილი','მამედოვი','ლომიძე','ჯავახიშვილი','ხარაძე','ცერცვაძე'])[1 + (g / 10) % 8],
        '+9955' || lpad(((g * 7919) % 100000000)::text, 8, '0')
      from generate_series(1, ${customers}) g`);

    await tx.execute(sql`with p as (select code, row_number() over (order by code) - 1 as rn, count(*) over () as n
        from provinces)
      insert into addresses (id, customer_id, first_name, last_name, phone_number, country_code, province_code,
        province_name, street, city)
      overriding system value
      select ${a0} + g, null, c.first_name, c.last_name, c.phone_number, 'GE',
        -- Half of the orders go to Tbilisi, the rest across the country.
        case when g % 2 = 0 then 'GE-TBS' else p.code end, null,
        'ბენჩის ქ. ' || g, case when g % 2 = 0 then 'თბილისი' else p.code end
      from generate_series(1, ${count}) g
      join customers c on c.id = ${c0} + 1 + (g % ${customers})
      join p on p.rn = g % p.n`);

    // States by g % 20: 0–1 cancelled, 2–11 fulfilled, 12–15 paid and waiting to ship, 16–19 waiting for payment.
    await tx.execute(sql`insert into orders (id, token_value, number, channel_id, customer_id, created_by_guest,
        locale_code, currency_code, billing_address_id, shipping_address_id, state, checkout_state, payment_state,
        shipping_state, checkout_completed_at, created_at, updated_at)
      overriding system value
      select ${o0} + g, 'bench' || md5((${o0} + g)::text), lpad(nextval('order_number_seq')::text, 9, '0'),
        ${channel}, ${c0} + 1 + (g % ${customers}), g % 3 = 0, case when g % 5 = 0 then 'en_US' else 'ka_GE' end, 'GEL',
        ${a0} + g, ${a0} + g,
        case when g % 20 < 2 then 'cancelled' when g % 20 < 12 then 'fulfilled' else 'new' end,
        'completed',
        case when g % 20 < 2 then 'cancelled' when g % 20 < 16 then 'paid' else 'awaiting_payment' end,
        case when g % 20 < 2 then 'cancelled' when g % 20 < 12 then 'shipped' else 'ready' end,
        now() - ((${count} - g) * ${minutesApart}::float8 * interval '1 minute'),
        now() - ((${count} - g) * ${minutesApart}::float8 * interval '1 minute'),
        now() - ((${count} - g) * ${minutesApart}::float8 * interval '1 minute')
      from generate_series(1, ${count}) g`);

    await tx.execute(sql`with v as (select id, price, row_number() over (order by id) - 1 as rn, count(*) over () as n
        from product_variants where enabled)
      insert into order_items (order_id, variant_id, product_name, variant_name, quantity, unit_price,
        original_unit_price, discounted_unit_price, subtotal, total)
      select ${o0} + g, v.id, null, null, 1 + (g + j) % 3, v.price, v.price, v.price,
        v.price * (1 + (g + j) % 3), v.price * (1 + (g + j) % 3)
      from generate_series(1, ${count}) g
      cross join generate_series(0, 2) j
      join v on v.rn = (g * 31 + j * 97) % v.n
      where j = 0 or (j = 1 and g % 2 = 0) or (j = 2 and g % 3 = 0)
      on conflict do nothing`);

    await tx.execute(sql`update orders o set items_total = i.total, items_subtotal = i.total,
        shipping_total = case when a.province_code = 'GE-TBS' then 500 else 1000 end,
        total = i.total + case when a.province_code = 'GE-TBS' then 500 else 1000 end
      from (select order_id, sum(total)::int as total from order_items
            where order_id > ${o0} and order_id <= ${o0 + count} group by order_id) i, addresses a
      where o.id = i.order_id and a.id = o.shipping_address_id`);

    await tx.execute(sql`insert into payments (order_id, method_id, currency_code, amount, state)
      select o.id, (select id from payment_methods where code = case when o.id % 3 = 0 then 'CARD' else 'CASH_ON_DELIVERY' end),
        'GEL', o.total,
        case o.payment_state when 'paid' then 'completed' when 'cancelled' then 'cancelled' else 'new' end
      from orders o where o.id > ${o0} and o.id <= ${o0 + count}`);

    await tx.execute(sql`insert into shipments (order_id, method_id, state, tracking, carrier, shipped_at, delivered_at)
      select o.id,
        (select id from shipping_methods where code = case when a.province_code = 'GE-TBS' then 'TBILISI_COURIER' else 'REGIONS_COURIER' end),
        case o.shipping_state when 'shipped' then 'shipped' when 'cancelled' then 'cancelled' else 'ready' end,
        case when o.shipping_state = 'shipped' then 'GE' || lpad(o.id::text, 9, '0') end,
        case when o.shipping_state = 'shipped' then 'Georgian Post' end,
        case when o.shipping_state = 'shipped' then o.checkout_completed_at + interval '1 day' end,
        case when o.state = 'fulfilled' then o.checkout_completed_at + interval '3 days' end
      from orders o join addresses a on a.id = o.shipping_address_id
      where o.id > ${o0} and o.id <= ${o0 + count}`);

    // The identity columns continue after the ids given here.
    for (const table of ['customers', 'addresses', 'orders']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    await tx.execute(sql`analyze orders`);
    return { first: o0 + 1, last: o0 + count };
  });
}
