import type { CatalogLocale } from '@sakhe/contract';
import type { Database, Transaction } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { refuse } from '../../i18n/violations';
import { type OrderRow, lockOrder } from '../cart';
import { orderPaymentMachine, paymentMachine } from '../orders';
import { type PaymentDeps, withGatewayLog } from './deps';
import { GatewayUnavailableError } from './gateway';
import {
  findPaymentRecord,
  insertRefund,
  lockPaymentRow,
  paymentsWithPendingRefunds,
  pendingRefunds,
  refundTotals,
  writeOrderPayment,
  writePayment,
  writeRefund,
} from './queries';
import { gatewayPaymentOf } from './service';

export interface RefundRequest {
  paymentId: number;
  /** Tetri; omitted: all that is left to refund. */
  amount?: number | undefined;
  staffId?: number | null | undefined;
  reason?: string | undefined;
  /** The language of the refusal, for staff (English by default). */
  locale?: CatalogLocale | undefined;
}

/**
 * Gives back all or part of a completed card payment through its gateway, for the back office.
 *
 * The amount is reserved first, in a transaction with the order and the payment locked: a refund
 * row `pending` counts against what is left, so two refunds at once take turns and the second sees
 * the first's — the refunded total never exceeds the paid amount. The bank is asked outside any
 * transaction; its answer is kept on the refund row (and in the payment's gateway log). Completed:
 * the order becomes `partially_refunded`, or `refunded` with the payment once nothing is left.
 * Refused: the row is `failed` and the amount free again. No answer (timeout, 5xx): the row stays
 * `pending`, reserved, since the bank may have refunded, until refund reconciliation asks the bank
 * (`settlePendingRefunds`).
 *
 * Throws a contract 422 when the payment is not a completed card payment, or the amount is not
 * between 1 tetri and what is left, or the bank refused or could not be reached.
 */
export async function refundPayment(db: Database, deps: PaymentDeps, request: RefundRequest) {
  const locale = request.locale ?? 'en_US';
  const payment = await findPaymentRecord(db, { id: request.paymentId });
  if (!payment) throw new NotFoundError();
  const gateway = payment.gateway === null ? undefined : deps.gateways.get(payment.gateway);
  if (!gateway) refuse(locale, 'paymentId', 'paymentNotRefundable');

  const { refund, remaining } = await db.transaction(async (tx) => {
    await lockOrder(tx, payment.orderToken);
    const row = await lockPaymentRow(tx, payment.id);
    if (!row || row.state !== 'completed') refuse(locale, 'paymentId', 'paymentNotRefundable');
    const totals = await refundTotals(tx, row.id);
    const left = row.amount - totals.completed - totals.pending;
    const amount = request.amount ?? left;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
      refuse(locale, 'amount', 'refundExceedsRemaining', { remaining: (Math.max(left, 0) / 100).toFixed(2) });
    }
    const inserted = await insertRefund(tx, {
      paymentId: row.id,
      amount,
      state: 'pending',
      staffId: request.staffId ?? null,
      reason: request.reason?.slice(0, 2000) ?? null,
    });
    return { refund: inserted, remaining: row.amount - totals.completed };
  });

  let answer;
  try {
    const view = await gatewayPaymentOf(db, deps, payment);
    answer = await withGatewayLog(db, gateway.code, payment.id, (call) =>
      gateway.refund(view, { amount: refund.amount, remaining, refundKey: refund.refundKey }, call),
    );
  } catch (error) {
    const unavailable = error instanceof GatewayUnavailableError;
    await writeRefund(db, refund.id, { response: { error: unavailable ? error.message : 'refund failed' } });
    deps.log.error(
      { paymentId: payment.id, refundId: refund.id, err: error },
      'refund: no answer from the bank',
    );
    if (unavailable) refuse(locale, '', 'paymentGatewayUnavailable');
    throw error;
  }

  if (answer.state === 'failed') {
    await writeRefund(db, refund.id, { state: 'failed', response: answer.response ?? null });
    refuse(locale, 'amount', 'refundRefused');
  }
  if (answer.state === 'pending') {
    return writeRefund(db, refund.id, {
      bankRefundId: answer.bankRefundId ?? null,
      response: answer.response ?? null,
    });
  }

  const completed = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderToken);
    const row = await lockPaymentRow(tx, payment.id);
    if (!order || !row) throw new NotFoundError();
    const written = await writeRefund(tx, refund.id, {
      state: 'completed',
      bankRefundId: answer.bankRefundId ?? null,
      response: answer.response ?? null,
    });
    await followRefunds(tx, order, row);
    return written;
  });
  deps.notify(payment.orderId, 'refunded');
  return completed;
}

/**
 * After refunds complete, in their transaction with the order and the payment locked: the payment
 * becomes `refunded` once nothing is left of it, and the order `partially_refunded` or `refunded`.
 */
async function followRefunds(
  tx: Transaction,
  order: OrderRow,
  payment: { id: number; state: string; amount: number },
): Promise<void> {
  const totals = await refundTotals(tx, payment.id);
  const whole = totals.completed >= payment.amount;
  if (whole && paymentMachine.can(payment.state as 'completed', 'refund')) {
    await writePayment(tx, payment.id, {
      state: paymentMachine.apply(payment.state as 'completed', 'refund'),
    });
  }
  const current = order.paymentState as Parameters<typeof orderPaymentMachine.can>[0];
  const transition = whole ? 'refund' : 'partially_refund';
  if (orderPaymentMachine.can(current, transition)) {
    await writeOrderPayment(tx, order.id, { paymentState: orderPaymentMachine.apply(current, transition) });
  }
}

/** At most this many payments per list: the sweep lists the rest next time. */
const SETTLE_BATCH = 500;

/** A refund without an answer is asked about once it is this old (the bank may still be answering). */
const REFUND_ANSWER_GRACE_SECONDS = 120;

/**
 * How long an unanswered refund may stay pending while the bank shows no trace of it: then it is
 * given up (failed), so its amount is free again for staff to refund anew.
 */
const UNANSWERED_REFUND_SECONDS = 60 * 60;

/** Payments with a refund whose bank answer never came: what refund reconciliation settles. */
export function listPaymentsWithPendingRefunds(db: Database) {
  return paymentsWithPendingRefunds(db, REFUND_ANSWER_GRACE_SECONDS, SETTLE_BATCH);
}

/**
 * Settles the refunds of a payment left `pending` because the bank's answer never came (a timeout, a
 * 5xx): the bank's own report of the payment says how much it has given back in all. Pending refunds
 * that fit in what it reports beyond the refunds already completed become completed, oldest first (the
 * order moves on as after any refund, and the customer is told); one the bank shows no trace of an hour
 * after it was sent is marked failed, its amount free again. Answers whether none is left pending, so
 * the caller knows whether to ask again; a bank that cannot be reached is asked again later.
 */
export async function settlePendingRefunds(
  db: Database,
  deps: PaymentDeps,
  paymentId: number,
): Promise<boolean> {
  const payment = await findPaymentRecord(db, { id: paymentId });
  if (!payment) return true;
  const gateway = payment.gateway === null ? undefined : deps.gateways.get(payment.gateway);
  // Its bank is no longer configured here: the refunds wait for it rather than be guessed at.
  if (!gateway) return false;
  let refundedAtBank: number;
  try {
    const view = await gatewayPaymentOf(db, deps, payment);
    const report = await withGatewayLog(db, gateway.code, payment.id, (call) => gateway.status(view, call));
    refundedAtBank = report.refundedAmount ?? 0;
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    deps.log.warn(
      { paymentId, gateway: gateway.code, err: error },
      'refund reconciliation: bank unavailable',
    );
    return false;
  }

  const { settled, left } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderToken);
    const row = await lockPaymentRow(tx, payment.id);
    if (!order || !row) throw new NotFoundError();
    let accounted = (await refundTotals(tx, row.id)).completed;
    let settled = 0;
    let left = 0;
    for (const refund of await pendingRefunds(tx, row.id)) {
      const response = { ...(refund.response as object | null), reconciledWith: { refundedAtBank } };
      if (accounted + refund.amount <= refundedAtBank) {
        await writeRefund(tx, refund.id, { state: 'completed', response });
        accounted += refund.amount;
        settled += 1;
      } else if (Date.now() - refund.createdAt.getTime() > UNANSWERED_REFUND_SECONDS * 1000) {
        await writeRefund(tx, refund.id, { state: 'failed', response });
      } else {
        left += 1;
      }
    }
    if (settled > 0) await followRefunds(tx, order, row);
    return { settled, left };
  });
  if (settled > 0) deps.notify(payment.orderId, 'refunded');
  return left === 0;
}
