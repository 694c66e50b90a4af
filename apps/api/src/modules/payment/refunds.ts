import type { CatalogLocale } from '@sakhe/contract';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { refuse } from '../../i18n/violations';
import { lockOrder } from '../cart';
import { orderPaymentMachine, paymentMachine } from '../orders';
import { type PaymentDeps, withGatewayLog } from './deps';
import { GatewayUnavailableError } from './gateway';
import {
  findPaymentRecord,
  insertRefund,
  lockPaymentRow,
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
 * `pending`, reserved, since the bank may have refunded; staff check with the bank.
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
    const totals = await refundTotals(tx, row.id);
    const whole = totals.completed >= row.amount;
    if (whole && paymentMachine.can(row.state as 'completed', 'refund')) {
      await writePayment(tx, row.id, { state: paymentMachine.apply(row.state as 'completed', 'refund') });
    }
    const current = order.paymentState as Parameters<typeof orderPaymentMachine.can>[0];
    const transition = whole ? 'refund' : 'partially_refund';
    if (orderPaymentMachine.can(current, transition)) {
      await writeOrderPayment(tx, order.id, { paymentState: orderPaymentMachine.apply(current, transition) });
    }
    return written;
  });
  deps.notify(payment.orderId, 'refunded');
  return completed;
}
