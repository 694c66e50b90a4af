import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderAdjustments, orderItems, orderPromotions, orders, payments, shipments } from '../../db/schema';
import type { Locale } from '../../http/locale';
import { applicablePromotions } from '../promotions/service';
import { loadEnabledShippingMethods } from '../shipping/queries';
import { type ProcessedOrder, processOrder } from './processor';
import { type OrderRow, type StoredAdjustment, enabledPaymentMethods, loadProcessingData } from './queries';

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
  const { items, destination, ...current } = await loadProcessingData(db, order, locale);
  const currentShipments = current.shipments;
  const currentPayments = current.payments.filter((payment) => payment.state === 'cart');
  const shippingMethods = await loadEnabledShippingMethods(db, locale);
  const paymentMethods = await enabledPaymentMethods(db);
  const promotions = await applicablePromotions(db, {
    orderId: order.id,
    customerId: order.customerId,
    couponId: order.promotionCouponId,
    locale,
    now,
  });

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

  for (const item of processed.items) {
    const stored = items.find((row) => row.id === item.id);
    const unchanged =
      stored &&
      stored.unitPrice === item.unitPrice &&
      stored.originalUnitPrice === item.originalUnitPrice &&
      stored.discountedUnitPrice === item.discountedUnitPrice &&
      stored.subtotal === item.subtotal &&
      stored.total === item.total;
    if (unchanged) continue;
    await db
      .update(orderItems)
      .set({
        unitPrice: item.unitPrice,
        originalUnitPrice: item.originalUnitPrice,
        discountedUnitPrice: item.discountedUnitPrice,
        subtotal: item.subtotal,
        total: item.total,
      })
      .where(eq(orderItems.id, item.id))
      .prepare('cart_item_totals')
      .execute();
  }

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
  if (!processed.payment) {
    await db.delete(payments).where(and(eq(payments.orderId, order.id), eq(payments.state, 'cart')));
  } else if (currentPayments[0]) {
    const payment = currentPayments[0];
    const unchanged =
      payment.methodId === paymentMethodId &&
      payment.amount === processed.payment.amount &&
      payment.currencyCode === order.currencyCode;
    if (!unchanged)
      await db
        .update(payments)
        .set({
          methodId: paymentMethodId,
          amount: processed.payment.amount,
          currencyCode: order.currencyCode,
        })
        .where(eq(payments.id, currentPayments[0].id))
        .prepare('cart_payment_update')
        .execute();
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

  await db
    .update(orders)
    .set({
      itemsTotal: processed.itemsTotal,
      itemsSubtotal: processed.itemsSubtotal,
      shippingTotal: processed.shippingTotal,
      orderPromotionTotal: processed.orderPromotionTotal,
      shippingPromotionTotal: processed.shippingPromotionTotal,
      total: processed.total,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .prepare('cart_order_totals')
    .execute();

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
