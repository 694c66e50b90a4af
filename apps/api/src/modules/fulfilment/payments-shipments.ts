import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { AdminPayment, AdminShipment } from '@sakhe/contract/admin';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../http/errors';
import { paymentJson, shipmentJson } from './queries';

/** Payments and shipments of placed orders, one by one and as lists (Sylius's admin collections). */

async function payments(db: Queryable, locale: CatalogLocale, where: SQL, tail: SQL) {
  return selectRows<{ payment: AdminPayment }>(
    db,
    sql`select ${paymentJson(locale)} as payment from payments p join orders po on po.id = p.order_id
        left join payment_methods m on m.id = p.method_id
        where po.checkout_completed_at is not null and ${where} ${tail}`,
  );
}

async function shipments(db: Queryable, locale: CatalogLocale, where: SQL, tail: SQL) {
  return selectRows<{ shipment: AdminShipment }>(
    db,
    sql`select ${shipmentJson(locale)} as shipment from shipments s join orders so on so.id = s.order_id
        left join shipping_methods m on m.id = s.method_id
        where so.checkout_completed_at is not null and ${where} ${tail}`,
  );
}

export async function paymentDetail(db: Queryable, id: number, locale: CatalogLocale): Promise<AdminPayment> {
  const [row] = await payments(db, locale, sql`p.id = ${id}`, sql``);
  if (!row) throw new NotFoundError();
  return row.payment;
}

export async function shipmentDetail(
  db: Queryable,
  id: number,
  locale: CatalogLocale,
): Promise<AdminShipment> {
  const [row] = await shipments(db, locale, sql`s.id = ${id}`, sql``);
  if (!row) throw new NotFoundError();
  return row.shipment;
}

interface ListQuery {
  page: number;
  itemsPerPage: number;
  state?: string | undefined;
  method?: string | undefined;
  'order[createdAt]'?: 'asc' | 'desc' | undefined;
}

const pageOf = (query: ListQuery) =>
  sql`limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`;

export async function listPayments(db: Queryable, query: ListQuery, locale: CatalogLocale) {
  const where: SQL[] = [sql`true`];
  if (query.state) where.push(sql`p.state = ${query.state}`);
  if (query.method) where.push(sql`m.code = ${query.method}`);
  const condition = sql.join(where, sql` and `);
  const direction = sql.raw(query['order[createdAt]'] === 'asc' ? 'asc' : 'desc');
  const [rows, [count]] = await Promise.all([
    payments(db, locale, condition, sql`order by p.id ${direction} ${pageOf(query)}`),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from payments p join orders po on po.id = p.order_id
          left join payment_methods m on m.id = p.method_id where po.checkout_completed_at is not null and ${condition}`,
    ),
  ]);
  return { members: rows.map((row) => row.payment), totalItems: count?.count ?? 0 };
}

export async function listShipments(
  db: Queryable,
  query: ListQuery & { delivered?: 'true' | 'false' | undefined },
  locale: CatalogLocale,
) {
  const where: SQL[] = [sql`true`];
  if (query.state) where.push(sql`s.state = ${query.state}`);
  if (query.method) where.push(sql`m.code = ${query.method}`);
  if (query.delivered === 'true') where.push(sql`s.delivered_at is not null`);
  if (query.delivered === 'false') where.push(sql`s.delivered_at is null`);
  const condition = sql.join(where, sql` and `);
  const direction = sql.raw(query['order[createdAt]'] === 'asc' ? 'asc' : 'desc');
  const [rows, [count]] = await Promise.all([
    shipments(db, locale, condition, sql`order by s.id ${direction} ${pageOf(query)}`),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from shipments s join orders so on so.id = s.order_id
          left join shipping_methods m on m.id = s.method_id where so.checkout_completed_at is not null and ${condition}`,
    ),
  ]);
  return { members: rows.map((row) => row.shipment), totalItems: count?.count ?? 0 };
}
