import type { AccountOrder, Order } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { findOrderByToken } from '../cart';

/**
 * `PATCH account/orders/{t}/payments/{id}` (Sylius 1.12 `shop_account_change_payment_method`): the
 * logged-in customer's own placed orders only. A cart, a guest's order or someone else's is as
 * unknown (404), whoever holds its token.
 */
export async function requireAccountOrder(db: Queryable, tokenValue: string, customerId: number) {
  const order = await findOrderByToken(db, tokenValue);
  if (!order || order.state === 'cart' || order.customerId !== customerId) throw new NotFoundError();
}

/** The order in Sylius' `shop:order:account:show` shape: payments' methods embedded with their names. */
export function presentAccountOrder(order: Order): AccountOrder {
  return {
    ...order,
    payments: order.payments.map(({ '@id': id, '@type': type, id: paymentId, state, paymentMethod }) => ({
      '@id': id,
      '@type': type,
      id: paymentId,
      ...(paymentMethod
        ? {
            method: {
              '@id': paymentMethod['@id'],
              '@type': 'PaymentMethod' as const,
              name: paymentMethod.name,
            },
          }
        : {}),
      state,
      ...(paymentMethod ? { paymentMethod } : {}),
    })),
  };
}
