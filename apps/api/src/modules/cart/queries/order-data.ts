/**
 * An order's data: the order row with its items, shipments, payments and addresses as JSON columns,
 * everything its payload is built from, in one statement instead of five. By id for one order, and
 * by token for a batch of concurrent cart reads (`order_data_by_tokens`, decision 0005), each order
 * named in its own request's locale.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { type Columns, rowParameters, unnestedRows } from '../../../db/rows';
import { orders } from '../../../db/schema';
import { namedStatement } from '../../../db/sql';
import type { VariantCards } from '../../catalog';
import { type ItemRow, type StoredItemRow, itemsSelect, withCards } from './items';
import {
  type LocaleValue,
  type PaymentRow,
  type ShipmentRow,
  type AddressRow,
  addressesColumn,
  paymentsSelect,
  shipmentsSelect,
} from './order-parts';
import { type OrderJson, type OrderRow, orderFrom, orderJoins, orderObject, toOrderRow } from './orders';

/** Everything an order payload is built from, read in one statement. */
export interface OrderData {
  order: OrderRow;
  items: ItemRow[];
  shipments: ShipmentRow[];
  payments: PaymentRow[];
  addresses: AddressRow[];
}

type OrderDataRow = Omit<OrderData, 'order' | 'items'> & OrderJson & { items: StoredItemRow[] };

/** The order data of the `orders` row in scope, named in `locale`, as OrderDataRow's columns. */
function orderDataColumns(locale: LocaleValue): SQL {
  const orderId = sql`${orders}.id`;
  return sql`${orderObject} as "order",
      (select coalesce(json_agg(i order by i.id), '[]'::json)
        from (${itemsSelect(orderId)}) i) as items,
      (select coalesce(json_agg(s order by s.id), '[]'::json)
        from (${shipmentsSelect(orderId, locale)}) s) as shipments,
      (select coalesce(json_agg(p order by p.id), '[]'::json)
        from (${paymentsSelect(orderId, locale)}) p) as payments,
      ${addressesColumn(sql`${orders}.billing_address_id`, sql`${orders}.shipping_address_id`)} as addresses`;
}

const orderDataById = namedStatement<OrderDataRow, { id: number; locale: CatalogLocale }>(
  'order_data_by_id',
  (param) =>
    sql`select ${orderDataColumns(param('locale'))} ${orderFrom} where ${orders.id} = ${param('id')}::int`,
);

/**
 * The order row with its items, shipments, payments and addresses as JSON columns: one round trip
 * instead of five, as a named prepared statement, so PostgreSQL neither parses nor re-plans it on
 * every request (a second only for items whose variant cards are not in memory).
 */
export async function readOrderData(
  db: Queryable,
  cards: VariantCards,
  id: number,
  locale: CatalogLocale,
): Promise<OrderData | undefined> {
  const [row] = await orderDataById(db, { id, locale });
  if (!row) return undefined;
  const [items] = await withCards(db, cards, [{ items: row.items, locale }]);
  return { ...row, items: items as ItemRow[], order: toOrderRow(row.order) };
}

/** A read of an order by its token, named in the locale of the request. */
export interface OrderToRead {
  tokenValue: string;
  locale: CatalogLocale;
}

/** The batch's reads as the statement takes them (its rows are named `wanted`). */
const READ_COLUMNS = { tokenValue: 'text', locale: 'text' } satisfies Columns;

const orderDataByTokens = namedStatement<OrderDataRow & { position: number }, Record<string, unknown>>(
  'order_data_by_tokens',
  (param) => sql`select ${orderDataColumns(sql`wanted.locale`)}, wanted.position::int as position
    from ${unnestedRows(param, 'wanted', READ_COLUMNS, { position: true })}
    join ${orders} on ${orders.tokenValue} = wanted."tokenValue" ${orderJoins}`,
);

/**
 * The order data of several orders by token, in one statement (undefined for an unknown token):
 * showing a cart is the shop's most frequent personal read, and concurrent reads share a
 * statement as adds share a transaction.
 */
export async function readOrdersData(
  db: Queryable,
  cards: VariantCards,
  reads: OrderToRead[],
): Promise<Array<OrderData | undefined>> {
  const rows = await orderDataByTokens(db, rowParameters('wanted', READ_COLUMNS, reads));
  const byPosition = new Map(rows.map(({ position, ...row }) => [position, row]));
  const found = reads.map((_, index) => byPosition.get(index + 1));
  const items = await withCards(
    db,
    cards,
    found.map((row, index) => ({ items: row?.items ?? [], locale: (reads[index] as OrderToRead).locale })),
  );
  return found.map(
    (row, index) => row && { ...row, items: items[index] as ItemRow[], order: toOrderRow(row.order) },
  );
}
