/**
 * The cart pipeline after every cart change, for a batch of carts: read (one statement,
 * queries/processor-read.ts) → process (processor.ts, one cart at a time) → write (one statement,
 * queries/processor-write.ts) → the cart as it now is (after-write.ts), without reading it again.
 * docs/cart.md draws it.
 */
import { eq } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { orderPromotions } from '../../db/schema';
import type { VariantCards } from '../catalog';
import { applicablePromotions } from '../promotions';
import { type ProcessedOrder, processOrder } from './processor';
import type { OrderData } from './queries/order-data';
import type { PaymentRow, StoredAdjustment } from './queries/order-parts';
import type { OrderRow } from './queries/orders';
import { type CartRead, readCarts } from './queries/processor-read';
import {
  type CartWrites,
  type InsertedIds,
  type PaymentWrite,
  type ShipmentWrite,
  writeCarts,
} from './queries/processor-write';
import { type CartOutcome, cartAfterWrite } from './after-write';

export interface Reprocessed extends ProcessedOrder {
  /** The promotion the order's coupon unlocks (null without a usable coupon). */
  couponPromotionId: number | null;
  /** The cart as it now is, named in the locale asked for: what a response shows of it. */
  orderData: OrderData;
}

/** A cart to reprocess, and the locale of the request its order data is named in (the order's own by default). */
export interface CartToReprocess {
  order: OrderRow;
  locale?: CatalogLocale | undefined;
}

/**
 * Runs the order processor over a batch of carts (each once) and writes what it derived: item
 * prices and totals, adjustments, the shipment and payment with their methods, applied promotions,
 * order totals. Called inside the transaction that changed the carts, after the change, with the
 * orders locked. A batch costs one read and one write, whatever its size.
 */
export async function reprocessCarts(
  db: Queryable,
  cards: VariantCards,
  carts: CartToReprocess[],
): Promise<Reprocessed[]> {
  for (const { order } of carts) {
    if (order.state !== 'cart')
      throw new Error(`Order ${order.id} is placed; placed orders are not reprocessed`);
  }
  const now = new Date();
  const reads = await readCarts(
    db,
    cards,
    carts.map(({ order, locale }) => ({ order, locale: locale ?? (order.localeCode as CatalogLocale) })),
    now,
  );
  const drafts: CartDraft[] = [];
  // One cart after another: a cart with a coupon checks it with statements of its own.
  for (const [index, { order }] of carts.entries()) {
    drafts.push(await processCart(db, order, reads[index] as CartRead, now));
  }
  const inserted = await writeCarts(
    db,
    drafts.map((draft) => draft.writes),
    now,
  );
  return drafts.map(({ outcome, couponPromotionId }, index) => ({
    ...outcome.processed,
    couponPromotionId,
    orderData: cartAfterWrite({ ...outcome, inserted: inserted[index] as InsertedIds }),
  }));
}

/** `reprocessCarts` for one cart. */
export async function reprocessCart(
  db: Queryable,
  cards: VariantCards,
  order: OrderRow,
  options: { locale?: CatalogLocale | undefined } = {},
): Promise<Reprocessed> {
  const [reprocessed] = await reprocessCarts(db, cards, [{ order, locale: options.locale }]);
  return reprocessed as Reprocessed;
}

/** What the processor derived for one cart, and what is to be written of it. */
interface CartDraft {
  outcome: Omit<CartOutcome, 'inserted'>;
  couponPromotionId: number | null;
  writes: CartWrites;
}

/**
 * Runs the processor on what was read of one cart, after the promotions that may apply are picked
 * (a coupon's checks are statements of their own), and drafts the writes: only what changed.
 */
async function processCart(db: Queryable, order: OrderRow, read: CartRead, now: Date): Promise<CartDraft> {
  const locale = order.localeCode as CatalogLocale;
  const { items, paymentMethods, shippingMethods } = read;
  const currentPayment = read.payments.find((payment) => payment.state === 'cart');
  const promotions = await applicablePromotions(
    db,
    { orderId: order.id, customerId: order.customerId, couponId: order.promotionCouponId, locale, now },
    read,
  );

  const processed = processOrder({
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price: item.price,
      originalPrice: item.originalPrice,
      taxonPaths: item.taxonPaths,
      productCode: item.productCode,
    })),
    destination: read.destination,
    shippingMethodCode: read.shipments[0]?.methodCode ?? null,
    shippingMethods,
    paymentMethodCode: currentPayment?.methodCode ?? null,
    paymentMethodCodes: paymentMethods.map((method) => method.code),
    promotions: promotions.promotions,
    placedOrderCount: promotions.placedOrderCount,
  });

  const changedItems = processed.items.filter((item, index) => {
    const stored = items[index];
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
      item.adjustments.map((adjustment) => ({ ...adjustment, orderItemId: item.id })),
    ),
    ...processed.orderAdjustments.map((adjustment) => ({ ...adjustment, orderItemId: null })),
  ];

  const shippingMethodId =
    shippingMethods.find((method) => method.code === processed.shipment?.methodCode)?.id ?? null;
  const paymentMethodId =
    paymentMethods.find((method) => method.code === processed.payment?.methodCode)?.id ?? null;

  const promotionIds = [...processed.appliedPromotionIds].sort((a, b) => a - b);
  return {
    outcome: { order, read, processed, shippingMethodId, paymentMethodId, now },
    couponPromotionId: promotions.couponPromotionId,
    writes: {
      orderId: order.id,
      items: changedItems.map(({ adjustments: _, ...totals }) => totals),
      adjustments: sameAdjustments(read.adjustments, adjustmentRows) ? null : adjustmentRows,
      shipment: shipmentWrite(read, processed, shippingMethodId),
      payment: paymentWrite(currentPayment, processed, {
        methodId: paymentMethodId,
        currencyCode: order.currencyCode,
      }),
      promotionIds: promotionIds.join() === read.promotionIds.join() ? null : promotionIds,
      totals: processed,
    },
  };
}

/** A cart with items has one shipment, whose method the processor may have changed. */
function shipmentWrite(
  read: CartRead,
  processed: ProcessedOrder,
  methodId: number | null,
): ShipmentWrite | null {
  const [current] = read.shipments;
  if (!processed.shipment) return current ? { op: 'delete' } : null;
  if (!current) return { op: 'insert', methodId };
  return current.methodId === methodId ? null : { op: 'update', id: current.id, methodId };
}

/** A cart with something to pay has one payment in state `cart`, for the total. */
function paymentWrite(
  current: PaymentRow | undefined,
  processed: ProcessedOrder,
  drafted: { methodId: number | null; currencyCode: string },
): PaymentWrite | null {
  if (!processed.payment) return current ? { op: 'delete' } : null;
  const payment = { ...drafted, amount: processed.payment.amount };
  if (!current) return { op: 'insert', ...payment };
  const unchanged =
    current.methodId === payment.methodId &&
    current.amount === payment.amount &&
    current.currencyCode === payment.currencyCode;
  return unchanged ? null : { op: 'update', id: current.id, ...payment };
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
