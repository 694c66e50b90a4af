/**
 * The last step of the cart pipeline (pipeline.ts): the cart as a change left it, built from what
 * was read, derived and written, so that a change answers with the cart without a second read.
 */
import type { ProcessedOrder } from './processor';
import type { OrderData } from './queries/order-data';
import type { PaymentRow, ShipmentRow } from './queries/order-parts';
import type { OrderRow } from './queries/orders';
import type { CartRead } from './queries/processor-read';
import type { InsertedIds } from './queries/processor-write';

/** What the order processor read, derived and wrote for a cart. */
export interface CartOutcome {
  order: OrderRow;
  read: CartRead;
  processed: ProcessedOrder;
  shippingMethodId: number | null;
  paymentMethodId: number | null;
  inserted: InsertedIds;
  now: Date;
}

/**
 * The cart after the order processor's writes, from what its transaction already read and wrote:
 * the order data a second read would return, without that read (a cart change answers with the
 * cart). Rows come in the order the order data lists them, by id.
 */
export function cartAfterWrite(outcome: CartOutcome): OrderData {
  const { order, read, processed } = outcome;
  return {
    order: {
      ...order,
      itemsTotal: processed.itemsTotal,
      itemsSubtotal: processed.itemsSubtotal,
      shippingTotal: processed.shippingTotal,
      orderPromotionTotal: processed.orderPromotionTotal,
      shippingPromotionTotal: processed.shippingPromotionTotal,
      total: processed.total,
      updatedAt: outcome.now,
    },
    items: read.items.map((item, index) => {
      const { adjustments: _, ...totals } = processed.items[index]!;
      return { ...item, ...totals };
    }),
    shipments: shipmentsAfterWrite(outcome),
    payments: paymentsAfterWrite(outcome),
    addresses: read.addresses,
  };
}

function shipmentsAfterWrite({
  read,
  processed,
  shippingMethodId: methodId,
  inserted,
}: CartOutcome): ShipmentRow[] {
  if (!processed.shipment) return [];
  const method = {
    methodId,
    methodCode: processed.shipment.methodCode,
    methodName: methodId === null ? null : (read.shippingMethodNames[methodId] ?? null),
  };
  const [current, ...others] = read.shipments;
  if (!current) {
    return [
      { id: inserted.shipmentId!, state: 'cart', ...method, tracking: null, carrier: null, shippedAt: null },
    ];
  }
  return [current.methodId === methodId ? current : { ...current, ...method }, ...others];
}

function paymentsAfterWrite({
  order,
  read,
  processed,
  paymentMethodId: methodId,
  inserted,
}: CartOutcome): PaymentRow[] {
  const others = read.payments.filter((payment) => payment.state !== 'cart');
  if (!processed.payment) return others;
  const method = read.paymentMethods.find((row) => row.id === methodId);
  const drafted = {
    amount: processed.payment.amount,
    currencyCode: order.currencyCode,
    methodId,
    methodCode: method?.code ?? null,
    methodName: method?.name ?? null,
    gateway: method?.gateway ?? null,
  };
  const current = read.payments.find((payment) => payment.state === 'cart');
  if (!current)
    return [...others, { id: inserted.paymentId!, state: 'cart', gatewayToken: null, ...drafted }];
  return read.payments.map((payment) => (payment === current ? { ...current, ...drafted } : payment));
}
