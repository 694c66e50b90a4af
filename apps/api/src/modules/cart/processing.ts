import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderAdjustments, orderPromotions, payments, shipments } from '../../db/schema';
import type { Locale } from '../../http/locale';
import { applicablePromotions } from '../promotions/service';
import { shippingMethodDefinition } from '../shipping/queries';
import { type ProcessedOrder, processOrder } from './processor';
import {
  type OrderRow,
  type StoredAdjustment,
  type TotalsChange,
  loadProcessingData,
  storeCartTotals,
} from './queries';

export interface Reprocessed extends ProcessedOrder {
  /** The promotion the order's coupon unlocks (null without a usable coupon). */
  couponPromotionId: number | null;
}

/**
 * Runs the order processor over a cart and stores what it derived: item prices and totals,
 * adjustments, the shipment and payment with their methods, applied promotions, order totals.
 * Called inside the transaction that changed the cart, after the change, with the order locked.
 */
export async function reprocessCart(db: Queryable, order: OrderRow, now = new Date()): Promise<Reprocessed> {
  if (order.state !== 'cart')
    throw new Error(`Order ${order.id} is placed; placed orders are not reprocessed`);
  const locale = order.localeCode as Locale;
  const { items, destination, paymentMethods, ...current } = await loadProcessingData(db, order, locale, now);
  const currentShipments = current.shipments;
  const currentPayments = current.payments.filter((payment) => payment.state === 'cart');
  const shippingMethods = current.shippingMethods.map(shippingMethodDefinition);
  const promotions = await applicablePromotions(
    db,
    { orderId: order.id, customerId: order.customerId, couponId: order.promotionCouponId, locale, now },
    current,
  );

  const processed = processOrder({
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price: item.price,
      originalPrice: item.originalPrice,
      taxonPaths: item.taxonPaths,
    })),
    destination,
    shippingMethodCode: currentShipments[0]?.methodCode ?? null,
    shippingMethods,
    paymentMethodCode: currentPayments[0]?.methodCode ?? null,
    paymentMethodCodes: paymentMethods.map((method) => method.code),
    promotions: promotions.promotions,
    placedOrderCount: promotions.placedOrderCount,
  });

  const changedItems = processed.items.filter((item) => {
    const stored = items.find((row) => row.id === item.id);
    return !(
      stored &&
      stored.unitPrice === item.unitPrice &&
      stored.originalUnitPrice === item.originalUnitPrice &&
      stored.discountedUnitPrice === item.discountedUnitPrice &&
      stored.subtotal === item.subtotal &&
      stored.total === item.total
    );
  });

  const adjustmentRows = [
    ...processed.items.flatMap((item) =>
      item.adjustments.map((adjustment) => ({ ...adjustment, orderId: order.id, orderItemId: item.id })),
    ),
    ...processed.orderAdjustments.map((adjustment) => ({
      ...adjustment,
      orderId: order.id,
      orderItemId: null,
    })),
  ];
  if (!sameAdjustments(current.adjustments, adjustmentRows)) {
    await db.delete(orderAdjustments).where(eq(orderAdjustments.orderId, order.id));
    if (adjustmentRows.length > 0) await db.insert(orderAdjustments).values(adjustmentRows);
  }

  const shippingMethodId =
    shippingMethods.find((method) => method.code === processed.shipment?.methodCode)?.id ?? null;
  if (!processed.shipment) {
    await db.delete(shipments).where(eq(shipments.orderId, order.id));
  } else if (currentShipments[0]) {
    if (currentShipments[0].methodId !== shippingMethodId)
      await db
        .update(shipments)
        .set({ methodId: shippingMethodId })
        .where(eq(shipments.id, currentShipments[0].id));
  } else {
    await db.insert(shipments).values({ orderId: order.id, methodId: shippingMethodId, state: 'cart' });
  }

  const paymentMethodId =
    paymentMethods.find((method) => method.code === processed.payment?.methodCode)?.id ?? null;
  const currentPayment = currentPayments[0];
  let paymentChange: TotalsChange['payment'] = null;
  if (!processed.payment) {
    await db.delete(payments).where(and(eq(payments.orderId, order.id), eq(payments.state, 'cart')));
  } else if (currentPayment) {
    const unchanged =
      currentPayment.methodId === paymentMethodId &&
      currentPayment.amount === processed.payment.amount &&
      currentPayment.currencyCode === order.currencyCode;
    if (!unchanged)
      paymentChange = {
        id: currentPayment.id,
        methodId: paymentMethodId,
        amount: processed.payment.amount,
        currencyCode: order.currencyCode,
      };
  } else {
    await db.insert(payments).values({
      orderId: order.id,
      methodId: paymentMethodId,
      amount: processed.payment.amount,
      currencyCode: order.currencyCode,
      state: 'cart',
    });
  }

  const promotionIds = [...processed.appliedPromotionIds].sort((a, b) => a - b);
  if (promotionIds.join() !== current.promotionIds.join()) {
    await db.delete(orderPromotions).where(eq(orderPromotions.orderId, order.id));
    if (promotionIds.length > 0) {
      await db
        .insert(orderPromotions)
        .values(promotionIds.map((promotionId) => ({ orderId: order.id, promotionId })));
    }
  }

  await storeCartTotals(db, {
    orderId: order.id,
    items: changedItems.map(({ adjustments: _, ...totals }) => totals),
    payment: paymentChange,
    totals: processed,
    now,
  });

  return { ...processed, couponPromotionId: promotions.couponPromotionId };
}

/** Whether the processor's adjustments are exactly the stored ones, in order. */
function sameAdjustments(
  stored: StoredAdjustment[],
  drafted: Array<Omit<StoredAdjustment, 'neutral'> & { neutral?: boolean }>,
): boolean {
  const key = (row: (typeof drafted)[number]) =>
    [row.orderItemId, row.type, row.label, row.amount, row.neutral ?? false, row.originCode].join('\u0000');
  return stored.length === drafted.length && stored.every((row, i) => key(row) === key(drafted[i]!));
}

/** Ids of the promotions currently applied to an order. */
export async function appliedPromotionIds(db: Queryable, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orderPromotions.promotionId })
    .from(orderPromotions)
    .where(eq(orderPromotions.orderId, orderId))
    .prepare('order_promotion_ids')
    .execute();
  return rows.map((row) => row.id);
}
