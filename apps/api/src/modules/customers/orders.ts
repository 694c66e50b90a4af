import type { CustomerOrder } from '@sakhe/contract';
import type { Database } from '../../db/client';
import { formatDate, iri } from '../../http/hydra';
import { type CustomerOrderRow, countCustomerOrders, listCustomerOrders } from './queries';

/** `GET orders`: the logged-in customer's placed orders, newest first. */

function presentCustomerOrder(row: CustomerOrderRow): CustomerOrder {
  return {
    '@id': iri('orders', row.tokenValue),
    '@type': 'Order',
    channel: iri('channels', row.channelCode),
    tokenValue: row.tokenValue,
    id: row.id,
    number: row.number ?? '',
    itemsTotal: row.itemsTotal,
    state: row.state as CustomerOrder['state'],
    checkoutState: row.checkoutState as CustomerOrder['checkoutState'],
    paymentState: row.paymentState as CustomerOrder['paymentState'],
    shippingState: row.shippingState as CustomerOrder['shippingState'],
    total: row.total,
    shippingTotal: row.shippingTotal,
    orderPromotionTotal: row.orderPromotionTotal,
    currencyCode: row.currencyCode,
    localeCode: row.localeCode,
    checkoutCompletedAt: row.checkoutCompletedAt === null ? '' : formatDate(row.checkoutCompletedAt),
    itemsCount: Number(row.itemsCount),
  };
}

export async function customerOrders(
  db: Database,
  customerId: number,
  page: { page: number; itemsPerPage: number },
): Promise<{ members: CustomerOrder[]; totalItems: number }> {
  const [rows, totalItems] = await Promise.all([
    listCustomerOrders(db, customerId, {
      offset: (page.page - 1) * page.itemsPerPage,
      limit: page.itemsPerPage,
    }),
    countCustomerOrders(db, customerId),
  ]);
  return { members: rows.map(presentCustomerOrder), totalItems };
}
