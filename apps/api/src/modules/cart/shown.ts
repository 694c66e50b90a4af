import type { ProcessedOrder } from './processor';
import type { OrderData } from './queries/order-data';
import type { PaymentRow, ShipmentRow } from './queries/order-parts';
import type { OrderRow } from './queries/orders';
import type { ProcessingData } from './queries/processor-read';
import type { InsertedIds } from './store';

/** What the order processor read, derived and wrote for a cart. */
export interface ProcessingOutcome {
  order: OrderRow;
  data: ProcessingData;
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
export function shownCart(outcome: ProcessingOutcome): OrderData {
  const { order, data, processed } = outcome;
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
    items: data.items.map((item, index) => {
      const { adjustments: _, ...totals } = processed.items[index]!;
      return { ...item, ...totals };
    }),
    shipments: shownShipments(outcome),
    payments: shownPayments(outcome),
    addresses: data.addresses,
  };
}

function shownShipments({
  data,
  processed,
  shippingMethodId: methodId,
  inserted,
}: ProcessingOutcome): ShipmentRow[] {
  if (!processed.shipment) return [];
  const method = {
    methodId,
    methodCode: processed.shipment.methodCode,
    methodName: methodId === null ? null : (data.shippingMethodNames[methodId] ?? null),
  };
  const [current, ...others] = data.shipments;
  if (!current) return [{ id: inserted.shipmentId!, state: 'cart', ...method }];
  return [current.methodId === methodId ? current : { ...current, ...method }, ...others];
}

function shownPayments({
  order,
  data,
  processed,
  paymentMethodId: methodId,
  inserted,
}: ProcessingOutcome): PaymentRow[] {
  const others = data.payments.filter((payment) => payment.state !== 'cart');
  if (!processed.payment) return others;
  const method = data.paymentMethods.find((row) => row.id === methodId);
  const drafted = {
    amount: processed.payment.amount,
    currencyCode: order.currencyCode,
    methodId,
    methodCode: method?.code ?? null,
    methodName: method?.name ?? null,
    gateway: method?.gateway ?? null,
  };
  const current = data.payments.find((payment) => payment.state === 'cart');
  if (!current)
    return [...others, { id: inserted.paymentId!, state: 'cart', gatewayToken: null, ...drafted }];
  return data.payments.map((payment) => (payment === current ? { ...current, ...drafted } : payment));
}
