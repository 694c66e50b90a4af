import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  CatalogLocale,
  PaymentConfiguration,
  PaymentItem,
  PaymentMethod,
  PaymentState,
} from '@sakhe/contract';
import type { Database, Queryable } from '../../db/client';
import { orders, paymentMethods, payments } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { context, formatDate, identifierOf, iri, parseId } from '../../http/hydra';
import { refuse } from '../../i18n/violations';
import { type PaymentDeps, withGatewayLog } from './deps';
import { type GatewayPayment, GatewayUnavailableError, type PaymentGateway, returnUrl } from './gateway';
import {
  type PaymentMethodRow,
  type PaymentRecord,
  claimGatewayToken,
  findPaymentMethod,
  findPaymentRecord,
  findShopPayment,
  listEnabledPaymentMethods,
  orderLines,
  writePayment,
} from './queries';

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

/** Whether a method is offered: offline ones always, a card one only while its gateway is configured. */
const offered = (gateways: ReadonlyMap<string, PaymentGateway>) => (method: PaymentMethodRow) =>
  method.gateway === 'offline' || gateways.has(method.gateway);

/**
 * Refuses (422, as one switched off) a method that is on but not offered, its bank not configured;
 * an unknown or disabled one is left to the choice itself to word.
 */
export async function refuseUnofferedMethod(
  db: Queryable,
  gateways: ReadonlyMap<string, PaymentGateway>,
  reference: string,
  locale: CatalogLocale,
): Promise<void> {
  const method = await findPaymentMethod(db, identifierOf(reference, 'payment-methods'), locale);
  if (method?.enabled && !offered(gateways)(method)) {
    refuse(locale, 'paymentMethod', 'paymentMethodNotAvailable', { name: method.name });
  }
}

async function offeredMethods(
  db: Queryable,
  gateways: ReadonlyMap<string, PaymentGateway>,
  locale: CatalogLocale,
): Promise<PaymentMethod[]> {
  return (await listEnabledPaymentMethods(db, locale)).filter(offered(gateways)).map(present);
}

/**
 * `GET payment-methods?paymentId=&tokenValue=` (1.x): with both, the methods the payment may use;
 * with neither, every offered method; with one, or a mismatch, nothing.
 */
export async function listPaymentMethods(
  db: Queryable,
  gateways: ReadonlyMap<string, PaymentGateway>,
  query: { paymentId?: string | undefined; tokenValue?: string | undefined },
  locale: CatalogLocale,
): Promise<PaymentMethod[]> {
  const { paymentId, tokenValue } = query;
  if (paymentId === undefined && tokenValue === undefined) return offeredMethods(db, gateways, locale);
  if (paymentId === undefined || tokenValue === undefined) return [];
  if (!(await findOrderPayment(db, tokenValue, paymentId))) return [];
  return offeredMethods(db, gateways, locale);
}

/** `GET orders/{t}/payments/{id}/methods` (2.0): an unknown payment is a 404. */
export async function paymentMethodsFor(
  db: Queryable,
  gateways: ReadonlyMap<string, PaymentGateway>,
  tokenValue: string,
  paymentId: string,
  locale: CatalogLocale,
) {
  if (!(await findOrderPayment(db, tokenValue, paymentId))) throw new NotFoundError();
  return offeredMethods(db, gateways, locale);
}

export async function getPaymentMethod(
  db: Queryable,
  gateways: ReadonlyMap<string, PaymentGateway>,
  code: string,
  locale: CatalogLocale,
): Promise<PaymentMethod> {
  const method = await findPaymentMethod(db, code, locale);
  if (!method || !method.enabled || !offered(gateways)(method)) throw new NotFoundError();
  return present(method);
}

/** Who asks for a payment: the logged-in customer (if any) and the order token they name (if any). */
export interface PaymentReader {
  customerId: number | null;
  tokenValue: string | undefined;
}

/**
 * `GET payments/{id}` (Sylius 1.12 `shop:payment:read`): for the customer whose order it is, or, on
 * a guest's order, for whoever names its token; anyone else, as an unknown id, gets 404.
 */
export async function showPayment(
  db: Queryable,
  paymentId: string,
  reader: PaymentReader,
  locale: CatalogLocale,
): Promise<PaymentItem> {
  const id = parseId(paymentId);
  const row = id === null ? undefined : await findShopPayment(db, id, locale);
  const owner =
    row !== undefined &&
    ((reader.customerId !== null && row.orderCustomerId === reader.customerId) ||
      (row.orderCreatedByGuest && reader.tokenValue === row.orderToken));
  if (!row || !owner) throw new NotFoundError();
  return {
    '@context': context('Payment'),
    '@id': iri('payments', row.id),
    '@type': 'Payment',
    order: iri('orders', row.orderToken),
    id: row.id,
    method:
      row.methodCode === null
        ? null
        : {
            '@id': iri('payment-methods', row.methodCode),
            '@type': 'PaymentMethod',
            name: row.methodName ?? row.methodCode,
          },
    currencyCode: row.currencyCode,
    amount: row.amount,
    state: row.state as PaymentState,
    details: [],
    createdAt: formatDate(row.createdAt),
    updatedAt: formatDate(row.updatedAt),
  };
}

/** What the gateway is told of a payment: amounts, the order's lines and where the shopper returns. */
export async function gatewayPaymentOf(
  db: Queryable,
  deps: Pick<PaymentDeps, 'publicUrl'>,
  record: PaymentRecord,
): Promise<GatewayPayment> {
  const locale = record.localeCode as CatalogLocale;
  const lines = await orderLines(db, record.orderId);
  return {
    paymentId: record.id,
    gatewayToken: record.gatewayToken ?? '',
    bankOrderId: record.gatewayReference,
    amount: record.amount,
    currencyCode: record.currencyCode,
    orderToken: record.orderToken,
    orderNumber: record.orderNumber,
    localeCode: locale,
    lines: lines.map((line) => ({
      productId: line.productId,
      description: [line.productName, line.variantName].filter(Boolean).join(' — ') || line.productId,
      quantity: line.quantity,
      unitPrice: line.discountedUnitPrice,
      total: line.total,
    })),
    itemsTotal: record.itemsTotal,
    shippingTotal: record.shippingTotal,
    returnUrl: returnUrl(deps.publicUrl, record.orderToken, locale),
  };
}

/**
 * `GET orders/{t}/payments/{id}/configuration`: for offline methods Sylius' bare `{@context, @id}`;
 * for a card gateway, once the order is placed and the payment open, where the shopper pays. The
 * payment is created at the bank once (its redirect kept); asking again answers the same page. While
 * the bank cannot be reached the gateway is named without a `redirectUrl`.
 */
export async function paymentConfiguration(
  db: Database,
  deps: PaymentDeps,
  tokenValue: string,
  paymentId: string,
  locale: CatalogLocale,
): Promise<PaymentConfiguration> {
  const payment = await findOrderPayment(db, tokenValue, paymentId);
  if (!payment) throw new NotFoundError();
  const base = { '@context': context('Order'), '@id': iri('orders', tokenValue) };
  if (payment.gateway === null || payment.gateway === 'offline') return base;
  const gateway = deps.gateways.get(payment.gateway);
  if (!gateway || (payment.state !== 'new' && payment.state !== 'processing')) {
    refuse(locale, '', 'paymentNotStartable');
  }
  // Only the first of concurrent requests sets the handle; the others use the winner's.
  const gatewayToken =
    payment.gatewayToken ?? (await claimGatewayToken(db, payment.id, randomBytes(18).toString('base64url')));
  const record = await findPaymentRecord(db, { id: payment.id });
  if (!record || gatewayToken === null) throw new NotFoundError();
  const started = (record.details as { redirectUrl?: unknown }).redirectUrl;
  if (record.gatewayReference !== null && typeof started === 'string') {
    return { ...base, gateway: gateway.code, redirectUrl: started };
  }
  try {
    const view = await gatewayPaymentOf(db, deps, record);
    const start = await withGatewayLog(db, gateway.code, record.id, (call) => gateway.start(view, call));
    if (start.bankOrderId !== null) {
      await writePayment(db, record.id, {
        gatewayReference: start.bankOrderId,
        details: { ...(record.details as object), redirectUrl: start.redirectUrl },
      });
    }
    return { ...base, gateway: gateway.code, redirectUrl: start.redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    // The bank cannot be reached now: a card payment with nowhere to pay yet. The storefront then
    // shows the order as awaiting its payment (not as done), and asking again later starts it.
    deps.log.warn({ paymentId: record.id, gateway: gateway.code, err: error }, 'payment gateway unavailable');
    return { ...base, gateway: gateway.code };
  }
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
