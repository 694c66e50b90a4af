import { stringify } from 'csv-stringify/sync';
import type { AdminOrdersQuery } from '@sakhe/contract/admin';
import type { Queryable } from '../../db/client';
import { type OrderListRow, listOrders } from './queries';
import { filterOf, sortOf } from './service';

/** At most this many orders in one export (a year of a busy shop); the list's filters narrow it. */
const MAX_ROWS = 50_000;
const BATCH = 1_000;

const COLUMNS = [
  'number',
  'placed_at',
  'state',
  'payment_state',
  'shipping_state',
  'customer_email',
  'ship_to',
  'phone',
  'city',
  'payment_method',
  'shipping_method',
  'coupon',
  'items_total_gel',
  'total_gel',
] as const;

const lari = (tetri: number) => (tetri / 100).toFixed(2);

function line(row: OrderListRow): string[] {
  return [
    row.number ?? '',
    row.checkoutCompletedAt ?? '',
    row.state,
    row.paymentState,
    row.shippingState,
    row.customer?.email ?? '',
    row.shippingName ?? '',
    row.phoneNumber ?? '',
    row.city ?? '',
    row.paymentMethod ?? '',
    row.shippingMethod ?? '',
    row.couponCode ?? '',
    lari(row.itemsTotal),
    lari(row.total),
  ];
}

/**
 * The filtered order list as CSV (UTF-8 with a byte-order mark, so a spreadsheet opens Georgian
 * right), in the list's order, read a thousand orders at a time.
 */
export async function* ordersCsv(
  db: Queryable,
  query: AdminOrdersQuery,
  locale: string,
): AsyncGenerator<string> {
  const filter = filterOf(query);
  const sort = sortOf(query);
  yield `\uFEFF${stringify([COLUMNS as unknown as string[]])}`;
  for (let offset = 0; offset < MAX_ROWS; offset += BATCH) {
    const rows = await listOrders(db, filter, sort, { limit: BATCH, offset }, locale);
    if (rows.length > 0) yield stringify(rows.map(line));
    if (rows.length < BATCH) return;
  }
}
