import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CatalogLocale, PaymentConfiguration, PaymentMethod, PaymentState } from '@sakhe/contract';
import type { Database, Queryable } from '../../db/client';
import { orders, paymentMethods, payments } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { context, iri, parseId } from '../../http/hydra';
import { refuse } from '../../i18n/violations';
import { lockOrder } from '../cart';
import { orderPaymentMachine, paymentMachine, type PaymentTransition, WrongStateError } from '../orders';
import type { GatewayCallback, GatewayOutcome, PaymentGateway } from './gateway';
import { type PaymentMethodRow, findPaymentMethod, listEnabledPaymentMethods } from './queries';

function present(method: PaymentMethodRow): PaymentMethod {
  return {
    '@id': iri('payment-methods', method.code),
    '@type': 'PaymentMethod',
    id: method.id,
    code: method.code,
    position: method.position,
    name: method.name,
    description: method.description,
    instructions: method.instructions,
  };
}

async function findOrderPayment(db: Queryable, tokenValue: string, paymentId: string) {
  const id = parseId(paymentId);
  if (id === null) return undefined;
  const [row] = await db
    .select({
      id: payments.id,
      state: payments.state,
      amount: payments.amount,
      currencyCode: payments.currencyCode,
      gatewayToken: payments.gatewayToken,
      gateway: paymentMethods.gateway,
      orderToken: orders.tokenValue,
      orderNumber: orders.number,
      localeCode: orders.localeCode,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(and(eq(orders.tokenValue, tokenValue), eq(payments.id, id)));
  return row;
}

/**
 * `GET payment-methods?paymentId=&tokenValue=` (1.x): with both, the methods the payment may use;
 * with neither, every enabled method; with one, or a mismatch, nothing.
 */
export async function listPaymentMethods(
  db: Queryable,
  query: { paymentId?: string | undefined; tokenValue?: string | undefined },
  locale: CatalogLocale,
): Promise<PaymentMethod[]> {
  const { paymentId, tokenValue } = query;
  if (paymentId === undefined && tokenValue === undefined) {
    return (await listEnabledPaymentMethods(db, locale)).map(present);
  }
  if (paymentId === undefined || tokenValue === undefined) return [];
  if (!(await findOrderPayment(db, tokenValue, paymentId))) return [];
  return (await listEnabledPaymentMethods(db, locale)).map(present);
}

/** `GET orders/{t}/payments/{id}/methods` (2.0): an unknown payment is a 404. */
export async function paymentMethodsFor(
  db: Queryable,
  tokenValue: string,
  paymentId: string,
  locale: CatalogLocale,
) {
  if (!(await findOrderPayment(db, tokenValue, paymentId))) throw new NotFoundError();
  return (await listEnabledPaymentMethods(db, locale)).map(present);
}

export async function getPaymentMethod(
  db: Queryable,
  code: string,
  locale: CatalogLocale,
): Promise<PaymentMethod> {
  const method = await findPaymentMethod(db, code, locale);
  if (!method || !method.enabled) throw new NotFoundError();
  return present(method);
}

/**
 * `GET orders/{t}/payments/{id}/configuration`: for offline methods Sylius' bare `{@context, @id}`;
 * for a card gateway, once the order is placed and the payment open, where the shopper pays.
 */
export async function paymentConfiguration(
  db: Database,
  gateways: ReadonlyMap<string, PaymentGateway>,
  tokenValue: string,
  paymentId: string,
  locale: CatalogLocale,
): Promise<PaymentConfiguration> {
  const payment = await findOrderPayment(db, tokenValue, paymentId);
  if (!payment) throw new NotFoundError();
  const base = { '@context': context('Order'), '@id': iri('orders', tokenValue) };
  const gateway = payment.gateway === null ? undefined : gateways.get(payment.gateway);
  if (!gateway) return base;
  if (payment.state !== 'new' && payment.state !== 'processing') refuse(locale, '', 'paymentNotStartable');
  let gatewayToken = payment.gatewayToken;
  if (gatewayToken === null) {
    gatewayToken = randomBytes(18).toString('base64url');
    // Only the first of concurrent requests sets it; the others read the winner's.
    await db
      .update(payments)
      .set({ gatewayToken })
      .where(and(eq(payments.id, payment.id), eq(payments.state, payment.state)));
    gatewayToken = (await findOrderPayment(db, tokenValue, paymentId))?.gatewayToken ?? gatewayToken;
  }
  const { redirectUrl } = gateway.start({
    gatewayToken,
    amount: payment.amount,
    currencyCode: payment.currencyCode,
    orderToken: payment.orderToken,
    orderNumber: payment.orderNumber,
    localeCode: payment.localeCode as CatalogLocale,
  });
  return { ...base, gateway: gateway.name, redirectUrl };
}

// ---------------------------------------------------------------------------------------------
// Gateway callbacks

export interface GatewayPaymentView {
  paymentId: number;
  state: PaymentState;
  amount: number;
  currencyCode: string;
  orderToken: string;
  orderNumber: string | null;
  localeCode: CatalogLocale;
}

/** The payment a gateway handle names (for the hosted page). */
export async function findGatewayPayment(
  db: Queryable,
  gatewayToken: string,
): Promise<GatewayPaymentView | undefined> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      state: payments.state,
      amount: payments.amount,
      currencyCode: payments.currencyCode,
      orderToken: orders.tokenValue,
      orderNumber: orders.number,
      localeCode: orders.localeCode,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.gatewayToken, gatewayToken));
  return row && { ...row, state: row.state as PaymentState, localeCode: row.localeCode as CatalogLocale };
}

const TRANSITION: Record<GatewayOutcome, { transition: PaymentTransition; to: PaymentState }> = {
  approved: { transition: 'complete', to: 'completed' },
  declined: { transition: 'fail', to: 'failed' },
  processing: { transition: 'process', to: 'processing' },
};

/**
 * Applies a verified gateway outcome to the payment and its order, in one transaction with the
 * order locked. Approved: payment completed, order paid. Declined: payment failed, and — as
 * Sylius' after-checkout payment processor does — a new payment is opened for another try, so the
 * order keeps awaiting payment. Processing: the payment waits. A repeated callback is harmless.
 */
export async function applyGatewayOutcome(db: Database, callback: GatewayCallback): Promise<PaymentState> {
  return db.transaction(async (tx) => {
    const [located] = await tx
      .select({ orderToken: orders.tokenValue })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.gatewayToken, callback.gatewayToken));
    if (!located) throw new NotFoundError();
    const order = await lockOrder(tx, located.orderToken);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.gatewayToken, callback.gatewayToken));
    if (!order || !payment) throw new NotFoundError();

    const { transition, to } = TRANSITION[callback.outcome];
    if (payment.state === to) return to;
    let state: PaymentState;
    try {
      state = paymentMachine.apply(payment.state as PaymentState, transition);
    } catch (error) {
      if (error instanceof WrongStateError) {
        throw ValidationError.single('', `Cannot ${transition} the payment in state ${payment.state}.`);
      }
      throw error;
    }
    const details = {
      ...(payment.details as object),
      transactionId: callback.transactionId,
      outcome: callback.outcome,
    };
    await tx.update(payments).set({ state, details }).where(eq(payments.id, payment.id));

    if (state === 'completed') {
      const current = order.paymentState as Parameters<typeof orderPaymentMachine.can>[0];
      if (orderPaymentMachine.can(current, 'pay')) {
        await tx
          .update(orders)
          .set({ paymentState: orderPaymentMachine.apply(current, 'pay') })
          .where(eq(orders.id, order.id));
      }
    }
    if (state === 'failed' && order.state === 'new') {
      await tx.insert(payments).values({
        orderId: order.id,
        methodId: payment.methodId,
        currencyCode: payment.currencyCode,
        amount: payment.amount,
        state: 'new',
      });
    }
    return state;
  });
}
