/**
 * The job other modules send when something happens to a placed order (docs/decisions/0011):
 * `app.jobs.send(ORDER_NOTIFICATION, { orderId, event })`. The notifications module e-mails the
 * customer (and texts them on `placed` and `shipped`, with their consent).
 */
export const ORDER_NOTIFICATION = 'order-notification';

export const ORDER_EVENTS = ['placed', 'payment_failed', 'paid', 'shipped', 'cancelled', 'refunded'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export interface OrderNotification {
  orderId: number;
  event: OrderEvent;
}
