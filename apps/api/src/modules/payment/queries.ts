import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogLocale } from '@sakhe/contract';
import type { Database, Queryable, Transaction } from '../../db/client';
import {
  orderItems,
  orders,
  paymentGatewayLog,
  paymentMethods,
  paymentMethodTranslations,
  paymentRefunds,
  payments,
  productVariants,
} from '../../db/schema';
import { DEFAULT_LOCALE } from '../../http/locale';

export interface PaymentMethodRow {
  id: number;
  code: string;
  position: number;
  enabled: boolean;
  gateway: string;
  name: string;
  description: string | null;
  instructions: string | null;
}

function selectMethods(db: Queryable, locale: CatalogLocale) {
  const requested = alias(paymentMethodTranslations, 'requested');
  const fallback = alias(paymentMethodTranslations, 'fallback');
  return db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      position: paymentMethods.position,
      enabled: paymentMethods.enabled,
      gateway: paymentMethods.gateway,
      name: sql<string>`coalesce(${requested.name}, ${fallback.name}, ${paymentMethods.code})`,
      description: sql<string | null>`coalesce(${requested.description}, ${fallback.description})`,
      instructions: sql<string | null>`coalesce(${requested.instructions}, ${fallback.instructions})`,
    })
    .from(paymentMethods)
    .leftJoin(requested, and(eq(requested.methodId, paymentMethods.id), eq(requested.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.methodId, paymentMethods.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .$dynamic();
}

export function listEnabledPaymentMethods(db: Queryable, locale: CatalogLocale): Promise<PaymentMethodRow[]> {
  return selectMethods(db, locale)
    .where(eq(paymentMethods.enabled, true))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

export async function findPaymentMethod(
  db: Queryable,
  code: string,
  locale: CatalogLocale,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await selectMethods(db, locale)
    .where(eq(paymentMethods.code, code))
    .limit(1)
    .prepare('payment_method_by_code')
    .execute();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Card payments, their bank log and refunds

/** A payment with what its gateway and the rules about it need of its order. */
export interface PaymentRecord {
  id: number;
  orderId: number;
  methodId: number | null;
  state: string;
  amount: number;
  currencyCode: string;
  details: unknown;
  gatewayToken: string | null;
  gatewayReference: string | null;
  gateway: string | null;
  createdAt: Date;
  orderToken: string;
  orderNumber: string | null;
  orderState: string;
  orderPaymentState: string;
  localeCode: string;
  itemsTotal: number;
  shippingTotal: number;
  checkoutCompletedAt: Date | null;
}

function selectPaymentRecords(db: Queryable) {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      methodId: payments.methodId,
      state: payments.state,
      amount: payments.amount,
      currencyCode: payments.currencyCode,
      details: payments.details,
      gatewayToken: payments.gatewayToken,
      gatewayReference: payments.gatewayReference,
      gateway: paymentMethods.gateway,
      createdAt: payments.createdAt,
      orderToken: orders.tokenValue,
      orderNumber: orders.number,
      orderState: orders.state,
      orderPaymentState: orders.paymentState,
      localeCode: orders.localeCode,
      itemsTotal: orders.itemsTotal,
      shippingTotal: orders.shippingTotal,
      checkoutCompletedAt: orders.checkoutCompletedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .$dynamic();
}

export type PaymentKey = { id: number } | { gatewayToken: string } | { gatewayReference: string };

export async function findPaymentRecord(db: Queryable, key: PaymentKey): Promise<PaymentRecord | undefined> {
  const where =
    'id' in key
      ? eq(payments.id, key.id)
      : 'gatewayToken' in key
        ? eq(payments.gatewayToken, key.gatewayToken)
        : eq(payments.gatewayReference, key.gatewayReference);
  const [row] = await selectPaymentRecords(db).where(where).limit(1);
  return row;
}

/** Locks the payment row (after its order's, always in that order, so two writers never deadlock). */
export async function lockPaymentRow(tx: Transaction, paymentId: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

export async function writePayment(
  db: Queryable,
  paymentId: number,
  values: Partial<
    Pick<typeof payments.$inferInsert, 'state' | 'details' | 'gatewayReference' | 'gatewayToken'>
  >,
) {
  await db.update(payments).set(values).where(eq(payments.id, paymentId));
}

/** Sets the gateway handle only if none is set yet; answers the one that stands. */
export async function claimGatewayToken(
  db: Queryable,
  paymentId: number,
  token: string,
): Promise<string | null> {
  await db
    .update(payments)
    .set({ gatewayToken: token })
    .where(and(eq(payments.id, paymentId), isNull(payments.gatewayToken)));
  const [row] = await db
    .select({ gatewayToken: payments.gatewayToken })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.gatewayToken ?? null;
}

export async function writeOrderPayment(
  db: Queryable,
  orderId: number,
  values: { paymentState?: string; paymentFlag?: string | null },
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export async function openRetryPayment(
  db: Queryable,
  payment: { orderId: number; methodId: number | null; currencyCode: string; amount: number },
) {
  const { orderId, methodId, currencyCode, amount } = payment;
  await db.insert(payments).values({ orderId, methodId, currencyCode, amount, state: 'new' });
}

/** The order's lines, for the banks' baskets, in the names the order was placed with. */
export function orderLines(db: Queryable, orderId: number) {
  return db
    .select({
      productId: productVariants.code,
      productName: orderItems.productName,
      variantName: orderItems.variantName,
      quantity: orderItems.quantity,
      discountedUnitPrice: orderItems.discountedUnitPrice,
      total: orderItems.total,
    })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function insertGatewayLog(
  db: Queryable,
  rows: Array<typeof paymentGatewayLog.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(paymentGatewayLog).values(rows);
}

/** Tetri refunded (completed) and held for refunds under way (pending) of one payment. */
export async function refundTotals(
  db: Queryable,
  paymentId: number,
): Promise<{ completed: number; pending: number }> {
  const [row] = await db
    .select({
      completed: sql<number>`coalesce(sum(${paymentRefunds.amount}) filter (where ${paymentRefunds.state} = 'completed'), 0)::int`,
      pending: sql<number>`coalesce(sum(${paymentRefunds.amount}) filter (where ${paymentRefunds.state} = 'pending'), 0)::int`,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return { completed: Number(row?.completed ?? 0), pending: Number(row?.pending ?? 0) };
}

export async function insertRefund(db: Queryable, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await db.insert(paymentRefunds).values(values).returning();
  if (!row) throw new Error('The refund was not recorded');
  return row;
}

export async function writeRefund(
  db: Queryable,
  refundId: number,
  values: Partial<Pick<typeof paymentRefunds.$inferInsert, 'state' | 'bankRefundId' | 'response'>>,
) {
  const [row] = await db
    .update(paymentRefunds)
    .set(values)
    .where(eq(paymentRefunds.id, refundId))
    .returning();
  if (!row) throw new Error('The refund is gone');
  return row;
}

/**
 * Card payments of placed, standing orders still without an outcome, whose order was placed (or
 * whose payment was opened, for a retry) more than `olderThanSeconds` ago: oldest first.
 */
export async function openCardPaymentIds(db: Queryable, olderThanSeconds: number, limit: number) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(
      and(
        inArray(payments.state, ['new', 'processing']),
        eq(orders.state, 'new'),
        // A flagged order waits for staff, not for the bank.
        isNull(orders.paymentFlag),
        ne(paymentMethods.gateway, 'offline'),
        sql`greatest(${payments.createdAt}, ${orders.checkoutCompletedAt}) < now() at time zone 'utc' - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Payments with a refund still `pending` (sent, the bank's answer never came) for more than
 * `olderThanSeconds`, oldest first: what refund reconciliation asks the banks about.
 */
export async function paymentsWithPendingRefunds(db: Queryable, olderThanSeconds: number, limit: number) {
  const rows = await db
    .selectDistinct({ id: paymentRefunds.paymentId })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.state, 'pending'),
        sql`${paymentRefunds.createdAt} < now() at time zone 'utc' - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .orderBy(asc(paymentRefunds.paymentId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A payment's pending refunds, oldest first (the order they were sent in). */
export function pendingRefunds(db: Queryable, paymentId: number) {
  return db
    .select({
      id: paymentRefunds.id,
      amount: paymentRefunds.amount,
      response: paymentRefunds.response,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.state, 'pending')))
    .orderBy(asc(paymentRefunds.id));
}

/**
 * Makes sure a card gateway's payment method exists (the banks' methods are made when their bank
 * is configured, not seeded): an existing one keeps its position, names and switch.
 */
export async function ensureGatewayMethod(
  db: Database,
  method: {
    code: string;
    gateway: string;
    position: number;
    names: Record<CatalogLocale, { name: string; description: string }>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(paymentMethods)
      .values({ code: method.code, gateway: method.gateway, position: method.position })
      .onConflictDoNothing({ target: paymentMethods.code })
      .returning({ id: paymentMethods.id });
    if (!created) return;
    await tx
      .insert(paymentMethodTranslations)
      .values(
        Object.entries(method.names).map(([locale, text]) => ({ methodId: created.id, locale, ...text })),
      );
  });
}

// ---------------------------------------------------------------------------------------------
// A payment as the shop shows it (`GET payments/{id}`)

export interface ShopPaymentRow {
  id: number;
  state: string;
  amount: number;
  currencyCode: string;
  createdAt: Date;
  updatedAt: Date;
  orderToken: string;
  orderCustomerId: number | null;
  orderCreatedByGuest: boolean;
  methodCode: string | null;
  methodName: string | null;
}

/** A payment with its order's owner and its method's name in the locale (Georgian when missing). */
export async function findShopPayment(
  db: Queryable,
  id: number,
  locale: CatalogLocale,
): Promise<ShopPaymentRow | undefined> {
  const requested = alias(paymentMethodTranslations, 'requested');
  const fallback = alias(paymentMethodTranslations, 'fallback');
  const [row] = await db
    .select({
      id: payments.id,
      state: payments.state,
      amount: payments.amount,
      currencyCode: payments.currencyCode,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      orderToken: orders.tokenValue,
      orderCustomerId: orders.customerId,
      orderCreatedByGuest: orders.createdByGuest,
      methodCode: paymentMethods.code,
      methodName: sql<string | null>`coalesce(${requested.name}, ${fallback.name}, ${paymentMethods.code})`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .leftJoin(requested, and(eq(requested.methodId, paymentMethods.id), eq(requested.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.methodId, paymentMethods.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .where(eq(payments.id, id));
  return row;
}
