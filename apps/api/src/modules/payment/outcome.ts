import type { PaymentState } from '@sakhe/contract';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { lockOrder } from '../cart';
import { orderPaymentMachine, paymentMachine, type PaymentTransition } from '../orders';
import { type PaymentDeps, type PaymentNotification, logPaymentEvent } from './deps';
import type { GatewayReport } from './gateway';
import {
  type PaymentRecord,
  findPaymentRecord,
  lockPaymentRow,
  openRetryPayment,
  writeOrderPayment,
  writePayment,
} from './queries';

export const OPEN_PAYMENT_STATES: readonly string[] = ['new', 'processing'];

/** Flags on the order that a card payment needs staff (orders.payment_flag). */
type PaymentFlag = 'amount_mismatch' | 'paid_after_close';

export interface AppliedOutcome {
  paymentId: number;
  state: PaymentState;
  /** Whether this report changed anything (a repeat changes nothing). */
  changed: boolean;
  flag: PaymentFlag | null;
}

/** The payment a report names; when it names it both ways, both must be the same payment's. */
export async function locateReported(
  db: Database,
  report: GatewayReport,
): Promise<PaymentRecord | undefined> {
  const byToken = report.gatewayToken
    ? await findPaymentRecord(db, { gatewayToken: report.gatewayToken })
    : undefined;
  const byReference = report.bankOrderId
    ? await findPaymentRecord(db, { gatewayReference: report.bankOrderId })
    : undefined;
  if (report.gatewayToken && report.bankOrderId) {
    // The bank's id is kept once `start` answered; before that (a callback faster than our write),
    // the shop's handle alone names the payment.
    if (!byToken) return undefined;
    if (byReference ? byReference.id !== byToken.id : byToken.gatewayReference !== null) return undefined;
    return byToken;
  }
  return byToken ?? byReference;
}

const FAILURE: Record<'declined' | 'cancelled' | 'expired', PaymentTransition> = {
  declined: 'fail',
  cancelled: 'cancel',
  expired: 'cancel',
};

/**
 * Applies what the bank says of a payment to it and its order: the one code path of callbacks,
 * reconciliation and the sandbox. In one transaction with the order, then the payment, locked, and
 * decided on the rows as they are then, so two callbacks, or a callback and a reconciliation, at
 * once change the order once (the second finds the work done).
 *
 * - approved: the payment completes and the order is paid — unless the bank took another amount
 *   than the payment's (flagged `amount_mismatch` on the order, logged, never paid) or the payment
 *   was already closed (flagged `paid_after_close`: staff give the money back).
 * - declined / cancelled: the payment fails and, as Sylius' after-checkout payment processor does,
 *   a new one is opened for another try; the order keeps its stock until it expires.
 * - expired: the payment and the order are cancelled and the order's stock is given back.
 * - processing: the payment waits.
 */
export async function applyGatewayReport(
  db: Database,
  deps: PaymentDeps,
  payment: PaymentRecord,
  report: GatewayReport,
): Promise<AppliedOutcome> {
  const gateway = payment.gateway ?? 'unknown';
  const notifications: PaymentNotification[] = [];
  const result = await db.transaction(async (tx): Promise<AppliedOutcome> => {
    const order = await lockOrder(tx, payment.orderToken);
    const row = await lockPaymentRow(tx, payment.id);
    if (!order || !row) throw new NotFoundError();
    const state = row.state as PaymentState;
    const open = OPEN_PAYMENT_STATES.includes(state) || state === 'authorized';
    const unchanged: AppliedOutcome = { paymentId: row.id, state, changed: false, flag: null };
    const details = {
      ...(row.details as object),
      ...(report.transactionId ? { transactionId: report.transactionId } : {}),
      ...(report.bankStatus ? { bankStatus: report.bankStatus } : {}),
      outcome: report.outcome,
    };

    const flag = async (value: PaymentFlag, logged: object) => {
      await writeOrderPayment(tx, order.id, { paymentFlag: value });
      await logPaymentEvent(tx, gateway, row.id, value, { response: logged });
      deps.log.warn({ paymentId: row.id, orderId: order.id, ...logged }, `card payment flagged: ${value}`);
      return { ...unchanged, changed: order.paymentFlag !== value, flag: value };
    };

    switch (report.outcome) {
      case 'processing': {
        if (state !== 'new') return unchanged;
        await writePayment(tx, row.id, { state: paymentMachine.apply(state, 'process'), details });
        return { ...unchanged, state: 'processing', changed: true };
      }
      case 'approved': {
        if (report.paidAmount !== null && report.paidAmount !== row.amount) {
          return flag('amount_mismatch', {
            expected: row.amount,
            reported: report.paidAmount,
            bankStatus: report.bankStatus,
          });
        }
        if (!open) {
          if (state === 'completed' || state === 'refunded') return unchanged;
          return flag('paid_after_close', {
            state,
            reported: report.paidAmount,
            bankStatus: report.bankStatus,
          });
        }
        await writePayment(tx, row.id, { state: paymentMachine.apply(state, 'complete'), details });
        const current = order.paymentState as Parameters<typeof orderPaymentMachine.can>[0];
        if (orderPaymentMachine.can(current, 'pay')) {
          await writeOrderPayment(tx, order.id, { paymentState: orderPaymentMachine.apply(current, 'pay') });
        }
        notifications.push('paid');
        return { ...unchanged, state: 'completed', changed: true };
      }
      default: {
        if (!open) return unchanged;
        const next = paymentMachine.apply(state, FAILURE[report.outcome]);
        await writePayment(tx, row.id, { state: next, details });
        if (order.state === 'new') {
          if (report.outcome === 'expired') {
            await deps.cancelOrder(tx, order.tokenValue);
            notifications.push('cancelled');
          } else {
            await openRetryPayment(tx, row);
            notifications.push('payment_failed');
          }
        }
        return { ...unchanged, state: next, changed: true };
      }
    }
  });
  for (const event of notifications) deps.notify(payment.orderId, event);
  return result;
}

/** Ends a payment the bank never finished in time: as if it had expired there. */
export function expirePayment(db: Database, deps: PaymentDeps, payment: PaymentRecord) {
  return applyGatewayReport(db, deps, payment, {
    gatewayToken: payment.gatewayToken,
    outcome: 'expired',
    paidAmount: null,
    bankStatus: 'expired_unanswered',
  });
}
