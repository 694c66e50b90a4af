import type { Database, Queryable } from '../../db/client';
import { type PaymentDeps, withGatewayLog } from './deps';
import { GatewayUnavailableError } from './gateway';
import { OPEN_PAYMENT_STATES, applyGatewayReport, expirePayment } from './outcome';
import { type PaymentRecord, findPaymentRecord, openCardPaymentIds } from './queries';
import { gatewayPaymentOf } from './service';

/** At most this many payments per list: the job asks again for the rest. */
const RECONCILE_BATCH = 500;

/**
 * Card payments of placed orders still without an outcome whose order was placed (or whose retry
 * was opened) more than `olderThanSeconds` ago, oldest first: what reconciliation asks the banks about.
 */
export function listPaymentsToReconcile(db: Queryable, { olderThanSeconds }: { olderThanSeconds: number }) {
  return openCardPaymentIds(db, Math.max(0, Math.floor(olderThanSeconds)), RECONCILE_BATCH);
}

/**
 * Asks the bank what became of a payment still `new` or `processing` and applies the answer through
 * the callbacks' code path (outcome.ts). A payment past CARD_PAYMENT_EXPIRY_MINUTES that the bank
 * has not finished — or that never reached the bank — is ended: it and its order are cancelled and
 * the stock is given back (money the bank takes later is flagged for staff). Answers whether the
 * payment has reached a final state, so the caller knows whether to ask again (with backoff).
 * A bank that cannot be reached is asked again later: `false`, logged on the payment.
 */
export async function reconcilePayment(db: Database, deps: PaymentDeps, paymentId: number): Promise<boolean> {
  const payment = await findPaymentRecord(db, { id: paymentId });
  if (!payment) return true;
  if (!OPEN_PAYMENT_STATES.includes(payment.state) || payment.orderState !== 'new') return true;
  const placedAt = Math.max(payment.createdAt.getTime(), payment.checkoutCompletedAt?.getTime() ?? 0);
  const expired = Date.now() - placedAt > deps.expiryMinutes * 60_000;
  const gateway = payment.gateway === null ? undefined : deps.gateways.get(payment.gateway);

  if (
    gateway &&
    payment.gatewayToken !== null &&
    (payment.gatewayReference !== null || gateway.code === 'sandbox')
  ) {
    try {
      const view = await gatewayPaymentOf(db, deps, payment);
      const report = await withGatewayLog(db, gateway.code, payment.id, (call) => gateway.status(view, call));
      // Not finished at the bank: nothing to apply (a `new` payment stays payable from the thank-you page).
      if (report.outcome === 'processing') return expired ? endExpired(db, deps, payment) : false;
      const applied = await applyGatewayReport(db, deps, payment, report);
      if (!OPEN_PAYMENT_STATES.includes(applied.state)) return true;
      // An amount the bank took that is not the order's waits for staff, not for the bank.
      if (applied.flag === 'amount_mismatch') return true;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      deps.log.warn({ paymentId, gateway: gateway.code, err: error }, 'reconciliation: bank unavailable');
      return false;
    }
  }
  if (!gateway && payment.gatewayReference !== null) {
    // The bank has an order for it, but its gateway is no longer configured here: ending it could
    // cancel an order the bank was paid for, so it waits for the bank to be configured again.
    deps.log.warn(
      { paymentId, gateway: payment.gateway },
      'reconciliation: the payment’s gateway is not configured',
    );
    return false;
  }
  return expired ? endExpired(db, deps, payment) : false;
}

async function endExpired(db: Database, deps: PaymentDeps, payment: PaymentRecord): Promise<boolean> {
  const ended = await expirePayment(db, deps, payment);
  return !OPEN_PAYMENT_STATES.includes(ended.state);
}
