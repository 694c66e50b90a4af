import { sql } from 'drizzle-orm';
import { normalizePhoneNumber, type CatalogLocale } from '@sakhe/contract';
import type {
  AdminOrder,
  AdminOrderListItem,
  AdminOrdersQuery,
  AdminPayment,
  AdminShipment,
} from '@sakhe/contract/admin';
import type { Database, Queryable, Transaction } from '../../db/client';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../http/errors';
import { refuse } from '../../i18n/violations';
import type { OrderEvent } from '../jobs';
import { orderMachine, orderPaymentMachine, orderShippingMachine, paymentMachine } from '../orders';
import { type PaymentDeps, refundPayment } from '../payment';
import { recordAudit } from '../staff';
import {
  actAs,
  addEvent,
  byPayment,
  byShipment,
  byToken,
  countOrders,
  deliverShipment,
  insertNote,
  type LockedOrder,
  lockPlacedOrder,
  movePayment,
  type OrderFilter,
  type OrderSort,
  listOrders,
  orderPayments,
  orderShipments,
  readOrder,
  sellStock,
  setOrderStates,
  shipShipment,
  unsellStock,
} from './queries';
import { paymentDetail, shipmentDetail } from './payments-shipments';

/**
 * The back office's order management (issue 21): the order list and detail, and the staff actions
 * on an order, its payments and shipments. Every action is one transaction with the order row
 * locked and its state checked there (two staff pressing at once change the order once: the second
 * sees the first's change and gets the contract's 422), names the staff member for the timeline,
 * is audited in the same transaction, and sends the customer's notification after the commit.
 */

export interface Actor {
  id: number;
  email: string;
  locale: CatalogLocale;
}

export interface FulfilmentDeps {
  db: Database;
  payments: PaymentDeps;
  /** Queues the customer's e-mail (app.jobs 'order-notification'); never awaited by an action. */
  notify(orderId: number, event: OrderEvent): void;
}

const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000; // Georgia keeps UTC+4 all year

/** A date alone is a day in Tbilisi: from its midnight, or to its end. */
function boundary(value: string | undefined, end: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const midnight = Date.parse(`${value}T00:00:00Z`) - TBILISI_OFFSET_MS;
    return new Date(end ? midnight + 24 * 60 * 60 * 1000 - 1 : midnight);
  }
  const parsed = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/**
 * What a search box holds: an order number (`42`, `#000000042`), a phone in any common Georgian
 * form (`555 12 34 56`, `+995 555-123-456`, `0322 19 19 19`: normalised as the checkout stores
 * it), an e-mail, or else part of a name. A string that is both a number and a phone finds both.
 */
function searchOf(text: string | undefined): OrderFilter['search'] {
  const value = text?.trim();
  if (!value) return undefined;
  const search: NonNullable<OrderFilter['search']> = {};
  if (value.includes('@')) {
    search.email = value.toLowerCase();
    return search;
  }
  const digits = value.replace(/^#/, '');
  if (/^\d{1,9}$/.test(digits)) search.number = digits.padStart(9, '0');
  const phone = /[0-9]{5}/.test(value.replace(/\D/g, '')) ? normalizePhoneNumber(value) : null;
  if (phone) search.phone = phone;
  if (!search.number && !search.phone && /\p{L}/u.test(value)) search.name = value;
  return search;
}

export function filterOf(query: AdminOrdersQuery): OrderFilter {
  return {
    state: query.state,
    paymentState: query.paymentState,
    shippingState: query.shippingState,
    placedFrom: boundary(query['checkoutCompletedAt[after]'], false),
    placedUntil: boundary(query['checkoutCompletedAt[before]'], true),
    totalFrom: query['total[gte]'],
    totalTo: query['total[lte]'],
    paymentMethod: query.paymentMethod,
    shippingMethod: query.shippingMethod,
    city: query.city,
    coupon: query.coupon,
    customerId: query.customer,
    search: searchOf(query.search),
  };
}

export function sortOf(query: AdminOrdersQuery): OrderSort {
  if (query['order[number]']) return { field: 'number', direction: query['order[number]'] };
  if (query['order[total]']) return { field: 'total', direction: query['order[total]'] };
  return { field: 'checkoutCompletedAt', direction: query['order[checkoutCompletedAt]'] ?? 'desc' };
}

export async function listOrdersPage(
  db: Queryable,
  query: AdminOrdersQuery,
  locale: CatalogLocale,
): Promise<{ members: AdminOrderListItem[]; totalItems: number }> {
  const filter = filterOf(query);
  const [rows, totalItems] = await Promise.all([
    listOrders(
      db,
      filter,
      sortOf(query),
      { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage },
      locale,
    ),
    countOrders(db, filter),
  ]);
  return {
    members: rows.map((row) => ({
      '@id': `/api/v2/admin/orders/${row.tokenValue}`,
      '@type': 'Order',
      ...row,
    })),
    totalItems,
  };
}

/** VAT included in a price (18%), to the tetri. */
export const vatIncluded = (total: number) => Math.round((total * 18) / 118);

export async function orderDetail(
  db: Queryable,
  tokenValue: string,
  locale: CatalogLocale,
): Promise<AdminOrder> {
  const row = await readOrder(db, tokenValue, locale);
  if (!row) throw new NotFoundError();
  const refundDue =
    row.state === 'cancelled'
      ? row.payments
          .filter((payment) => payment.state === 'completed')
          .reduce((sum, payment) => sum + payment.amount - payment.refundedAmount - payment.refundsPending, 0)
      : 0;
  const actions: string[] = [];
  if (orderMachine.can(row.state as 'new', 'cancel')) actions.push('cancel');
  if (row.payments.some((payment) => paymentMachine.can(payment.state as 'new', 'complete')))
    actions.push('payment.complete');
  if (row.payments.some((payment) => payment.state === 'completed' && payment.gateway !== 'offline'))
    actions.push('payment.refund');
  if (row.shipments.some((shipment) => shipment.state === 'ready') && row.state === 'new')
    actions.push('shipment.ship');
  if (row.shipments.some((shipment) => shipment.state === 'shipped' && shipment.deliveredAt === null))
    actions.push('shipment.deliver');
  const { customer, ...rest } = row;
  return {
    '@context': '/api/v2/contexts/Order',
    '@id': `/api/v2/admin/orders/${row.tokenValue}`,
    '@type': 'Order',
    id: rest.id,
    number: rest.number,
    tokenValue: rest.tokenValue,
    checkoutCompletedAt: rest.checkoutCompletedAt,
    state: rest.state,
    checkoutState: rest.checkoutState,
    paymentState: rest.paymentState,
    shippingState: rest.shippingState,
    paymentFlag: rest.paymentFlag,
    currencyCode: rest.currencyCode,
    localeCode: rest.localeCode,
    itemsTotal: rest.itemsTotal,
    shippingTotal: rest.shippingTotal,
    orderPromotionTotal: rest.orderPromotionTotal,
    shippingPromotionTotal: rest.shippingPromotionTotal,
    total: rest.total,
    taxIncluded: vatIncluded(rest.total),
    couponCode: rest.couponCode,
    customerNotes: rest.customerNotes,
    customer: customer && { ...customer, ordersIri: `/api/v2/admin/orders?customer=${customer.id}` },
    billingAddress: rest.billingAddress as AdminOrder['billingAddress'],
    shippingAddress: rest.shippingAddress as AdminOrder['shippingAddress'],
    items: rest.items as AdminOrder['items'],
    adjustments: rest.adjustments as AdminOrder['adjustments'],
    promotions: rest.promotions as AdminOrder['promotions'],
    payments: rest.payments as unknown as AdminPayment[],
    shipments: rest.shipments as unknown as AdminShipment[],
    notes: rest.notes as AdminOrder['notes'],
    timeline: rest.timeline as AdminOrder['timeline'],
    refundDue,
    possibleActions: actions,
  };
}

// ---------------------------------------------------------------------------------------------
// Actions

type WrongStateKey = 'wrongState' | 'paymentWrongState' | 'shipmentWrongState';

/** "Cannot ship as shipment is in a wrong state. Current: shipped. Possible transitions: none." */
function refuseTransition(
  locale: CatalogLocale,
  key: WrongStateKey,
  transition: string,
  state: string,
  possible: readonly string[],
): never {
  refuse(locale, '', key, {
    transition,
    state,
    transitions: possible.length > 0 ? possible.join(', ') : 'none',
  });
}

async function inAction<T>(
  deps: FulfilmentDeps,
  actor: Actor,
  lock: (tx: Transaction) => Promise<LockedOrder | undefined>,
  act: (tx: Transaction, order: LockedOrder) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await actAs(tx, actor);
    const order = await lock(tx);
    if (!order) throw new NotFoundError();
    return act(tx, order);
  });
}

const statesOf = (order: { state: string; paymentState: string; shippingState: string }) => ({
  state: order.state,
  paymentState: order.paymentState,
  shippingState: order.shippingState,
});

/** After a payment or a delivery: a paid order whose parcels all reached the customer is fulfilled. */
async function fulfilIfDone(tx: Transaction, order: LockedOrder, paymentState: string): Promise<string> {
  if (paymentState !== 'paid' || !orderMachine.can(order.state as 'new', 'fulfill')) return order.state;
  const shipments = (await orderShipments(tx, order.id)).filter((shipment) => shipment.state !== 'cancelled');
  if (shipments.length === 0 || shipments.some((shipment) => shipment.deliveredAt === null))
    return order.state;
  return orderMachine.apply(order.state as 'new', 'fulfill');
}

/**
 * `PATCH orders/{t}/cancel`: new → cancelled with the checkout's cancellation (payments not yet
 * completed and ready shipments cancelled, held stock back to available, promotion uses given back).
 * A parcel that had shipped came back: its stock is on hand again. Completed card payments are
 * refunded in full through the payment module after the commit; what is not refunded (cash, or a
 * refund the bank refused) shows on the order as `refundDue`.
 */
export async function cancelOrder(
  deps: FulfilmentDeps,
  actor: Actor,
  tokenValue: string,
): Promise<AdminOrder> {
  const { order, toRefund } = await inAction(
    deps,
    actor,
    (tx) => lockPlacedOrder(tx, byToken(tokenValue)),
    async (tx, order) => {
      if (!orderMachine.can(order.state as 'new', 'cancel')) {
        refuseTransition(
          actor.locale,
          'wrongState',
          'cancel',
          order.state,
          orderMachine.possible(order.state as 'new'),
        );
      }
      if (order.shippingState === 'shipped' || order.shippingState === 'partially_shipped')
        await unsellStock(tx, order.id);
      await deps.payments.cancelOrder(tx, order.tokenValue);
      const [after] = await selectRows<{ state: string; paymentState: string; shippingState: string }>(
        tx,
        sql`select state, payment_state as "paymentState", shipping_state as "shippingState" from orders where id = ${order.id}`,
      );
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'order.cancel',
        entityType: 'order',
        entityId: order.number,
        before: statesOf(order),
        after: after ?? null,
      });
      const payments = await orderPayments(tx, order.id);
      return { order, toRefund: payments.filter((payment) => payment.state === 'completed') };
    },
  );
  deps.notify(order.id, 'cancelled');
  for (const payment of toRefund) {
    try {
      await refundPayment(deps.db, deps.payments, {
        paymentId: payment.id,
        staffId: actor.id,
        reason: 'order cancelled',
        locale: actor.locale,
      });
    } catch {
      // Cash on delivery, or a bank that refused or did not answer: the order shows the refund as due.
    }
  }
  return orderDetail(deps.db, tokenValue, actor.locale);
}

/** `PATCH payments/{id}/complete`: cash collected or a transfer seen; the order is paid once its payments cover it. */
export async function completePayment(
  deps: FulfilmentDeps,
  actor: Actor,
  paymentId: number,
): Promise<AdminPayment> {
  const order = await inAction(
    deps,
    actor,
    (tx) => lockPlacedOrder(tx, byPayment(paymentId)),
    async (tx, order) => {
      const payments = await orderPayments(tx, order.id);
      const payment = payments.find((candidate) => candidate.id === paymentId);
      if (!payment) throw new NotFoundError();
      const paymentNow = payment.state as 'new';
      if (!paymentMachine.can(paymentNow, 'complete') || order.state === 'cancelled') {
        refuseTransition(
          actor.locale,
          'paymentWrongState',
          'complete',
          payment.state,
          paymentMachine.possible(paymentNow),
        );
      }
      await movePayment(tx, payment.id, payment.state, 'completed');
      const paid = payments
        .filter((candidate) => candidate.id === paymentId || candidate.state === 'completed')
        .reduce((sum, candidate) => sum + candidate.amount, 0);
      const current = order.paymentState as 'awaiting_payment';
      const transition = paid >= order.total ? 'pay' : 'partially_pay';
      const paymentState = orderPaymentMachine.can(current, transition)
        ? orderPaymentMachine.apply(current, transition)
        : current;
      const state = await fulfilIfDone(tx, order, paymentState);
      await setOrderStates(tx, order.id, { paymentState, state });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'payment.complete',
        entityType: 'payment',
        entityId: paymentId,
        before: { state: payment.state, order: statesOf(order) },
        after: { state: 'completed', order: { ...statesOf(order), state, paymentState } },
      });
      return { ...order, paymentState };
    },
  );
  if (order.paymentState === 'paid') deps.notify(order.id, 'paid');
  return paymentDetail(deps.db, paymentId, actor.locale);
}

/** `PATCH shipments/{id}/ship` with `{ tracking, carrier }`: the parcel left; its stock is no longer on hand. */
export async function shipShipmentAction(
  deps: FulfilmentDeps,
  actor: Actor,
  shipmentId: number,
  body: { tracking?: string | null | undefined; carrier?: string | null | undefined },
): Promise<AdminShipment> {
  const order = await inAction(
    deps,
    actor,
    (tx) => lockPlacedOrder(tx, byShipment(shipmentId)),
    async (tx, order) => {
      const shipments = await orderShipments(tx, order.id);
      const shipment = shipments.find((candidate) => candidate.id === shipmentId);
      if (!shipment) throw new NotFoundError();
      if (shipment.state !== 'ready' || order.state !== 'new') {
        const possible = shipment.state === 'ready' ? ['ship', 'cancel'] : [];
        refuseTransition(
          actor.locale,
          'shipmentWrongState',
          'ship',
          shipment.state,
          order.state === 'new' ? possible : [],
        );
      }
      const tracking = { tracking: body.tracking ?? null, carrier: body.carrier ?? null };
      await shipShipment(tx, shipmentId, tracking);
      const allShipped = shipments.every(
        (candidate) => candidate.id === shipmentId || candidate.state !== 'ready',
      );
      const current = order.shippingState as 'ready' | 'partially_shipped';
      const transition = allShipped ? 'ship' : 'partially_ship';
      let shippingState: string = current;
      if (orderShippingMachine.can(current, transition))
        shippingState = orderShippingMachine.apply(current, transition);
      if (shippingState === 'shipped') await sellStock(tx, order.id);
      await setOrderStates(tx, order.id, { shippingState });
      if (tracking.tracking || tracking.carrier)
        await addEvent(tx, { orderId: order.id, kind: 'tracking', subjectId: shipmentId, detail: tracking });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'shipment.ship',
        entityType: 'shipment',
        entityId: shipmentId,
        before: { state: shipment.state },
        after: { state: 'shipped', ...tracking },
      });
      return order;
    },
  );
  deps.notify(order.id, 'shipped');
  return shipmentDetail(deps.db, shipmentId, actor.locale);
}

/** `PATCH shipments/{id}/deliver` (ours): the customer has the parcel; a paid order is then fulfilled. */
export async function deliverShipmentAction(
  deps: FulfilmentDeps,
  actor: Actor,
  shipmentId: number,
): Promise<AdminShipment> {
  await inAction(
    deps,
    actor,
    (tx) => lockPlacedOrder(tx, byShipment(shipmentId)),
    async (tx, order) => {
      const shipment = (await orderShipments(tx, order.id)).find((candidate) => candidate.id === shipmentId);
      if (!shipment) throw new NotFoundError();
      if (!(await deliverShipment(tx, shipmentId))) {
        const current = shipment.deliveredAt ? 'delivered' : shipment.state;
        refuseTransition(
          actor.locale,
          'shipmentWrongState',
          'deliver',
          current,
          shipment.state === 'ready' ? ['ship'] : [],
        );
      }
      await addEvent(tx, { orderId: order.id, kind: 'delivered', subjectId: shipmentId });
      const state = await fulfilIfDone(tx, order, order.paymentState);
      if (state !== order.state) await setOrderStates(tx, order.id, { state });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'shipment.deliver',
        entityType: 'shipment',
        entityId: shipmentId,
        before: { state: shipment.state, delivered: false },
        after: { state: shipment.state, delivered: true, order: state },
      });
    },
  );
  return shipmentDetail(deps.db, shipmentId, actor.locale);
}

/** `POST payments/{id}/refunds`: all or part of a completed card payment, through the payment module. */
export async function refundPaymentAction(
  deps: FulfilmentDeps,
  actor: Actor,
  paymentId: number,
  body: { amount?: number | null | undefined; reason?: string | null | undefined },
) {
  const refund = await refundPayment(deps.db, deps.payments, {
    paymentId,
    amount: body.amount ?? undefined,
    staffId: actor.id,
    reason: body.reason ?? undefined,
    locale: actor.locale,
  });
  await deps.db.transaction(async (tx) => {
    await actAs(tx, actor);
    const order = await lockPlacedOrder(tx, byPayment(paymentId));
    if (!order) return;
    await addEvent(tx, {
      orderId: order.id,
      kind: 'refund',
      subjectId: paymentId,
      detail: { amount: refund.amount, state: refund.state, reason: refund.reason ?? null },
    });
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'payment.refund',
      entityType: 'payment',
      entityId: paymentId,
      before: null,
      after: { refundId: refund.id, amount: refund.amount, state: refund.state },
    });
  });
  return refund;
}

/** `POST orders/{t}/notes`: an internal note (never shown to the customer). */
export async function addNote(deps: FulfilmentDeps, actor: Actor, tokenValue: string, body: string) {
  return inAction(
    deps,
    actor,
    (tx) => lockPlacedOrder(tx, byToken(tokenValue)),
    async (tx, order) => {
      const note = await insertNote(tx, {
        orderId: order.id,
        staffId: actor.id,
        staffEmail: actor.email,
        body,
      });
      await addEvent(tx, { orderId: order.id, kind: 'note', subjectId: note.id });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'order.note',
        entityType: 'order',
        entityId: order.number,
        before: null,
        after: { noteId: note.id, body },
      });
      return { id: note.id, body, staffId: actor.id, staffEmail: actor.email, createdAt: note.createdAt };
    },
  );
}
