import type { Order, OrderPayment } from '@sakhe/contract';

/** What the thank-you page tells the shopper (SPEC §2 Other). */
export type ThankYouState = 'success' | 'failure' | 'processing' | 'not-found';

/** The order's payment the shopper can still pay: the newest one, when it is open. */
export function openPayment(order: Pick<Order, 'payments'>): OrderPayment | null {
  const latest = latestPayment(order);
  return latest && (latest.state === 'new' || latest.state === 'processing') ? latest : null;
}

function latestPayment(order: Pick<Order, 'payments'>): OrderPayment | null {
  return order.payments.reduce<OrderPayment | null>(
    (latest, payment) => (latest === null || payment.id > latest.id ? payment : latest),
    null,
  );
}

const PAID = new Set([
  'paid',
  'authorized',
  'partially_paid',
  'partially_authorized',
  'refunded',
  'partially_refunded',
]);

/**
 * The spec shows the thank-you states without the rule between them; this is sakhe's:
 * - not a placed order (unknown token, or still a cart) → not-found;
 * - a cancelled order, or a card payment that failed and was not paid since → failure (the API opens
 *   a new payment after a decline, so a retry is possible while the order awaits payment);
 * - paid or authorized → success; awaiting payment with an offline method (cash on delivery) → success:
 *   the order is placed and will be paid at the door;
 * - a card payment the bank is still processing, or not yet paid at the bank → processing;
 * - after a decline, the shopper chose cash on delivery for the new payment → success: the order is
 *   placed and will be paid at the door.
 *
 * `gatewayPayment` says whether the open payment is paid through a card gateway (the API's payment
 * configuration names a gateway), since the order itself does not tell cash from card.
 */
export function thankYouState(
  order: Pick<Order, 'checkoutState' | 'state' | 'paymentState' | 'payments'> | null,
  gatewayPayment: boolean,
): ThankYouState {
  if (!order || order.checkoutState !== 'completed') return 'not-found';
  if (order.state === 'cancelled' || order.paymentState === 'cancelled') return 'failure';
  if (PAID.has(order.paymentState)) return 'success';
  const latest = latestPayment(order);
  if (!latest) return 'success';
  if (latest.state === 'completed' || latest.state === 'authorized') return 'success';
  if (latest.state === 'failed' || latest.state === 'cancelled') return 'failure';
  const declinedBefore = order.payments.some(
    (payment) => payment.id !== latest.id && (payment.state === 'failed' || payment.state === 'cancelled'),
  );
  if (latest.state === 'new' && declinedBefore && gatewayPayment) return 'failure';
  if (latest.state === 'processing') return 'processing';
  return gatewayPayment ? 'processing' : 'success';
}

/** Whether the shopper can try to pay again from the failure page. */
export function canRetryPayment(
  order: Pick<Order, 'state' | 'paymentState' | 'payments'>,
  gatewayPayment: boolean,
) {
  return (
    gatewayPayment &&
    // `state` is only in the API's write answers (api-contract §6.2): a read leaves it out.
    order.state !== 'cancelled' &&
    order.paymentState === 'awaiting_payment' &&
    openPayment(order)?.state === 'new'
  );
}
