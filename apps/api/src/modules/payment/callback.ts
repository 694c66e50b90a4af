import type { Database } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { type PaymentDeps, gatewayLogCollector, logPaymentEvent } from './deps';
import { type CallbackRequest, GatewayCallbackError, type PaymentGateway } from './gateway';
import { applyGatewayReport, locateReported } from './outcome';

/** What the log keeps of a refused callback: enough to see who tried what, never its signature. */
const refusedSummary = (request: CallbackRequest) => ({
  bodyBytes: Buffer.byteLength(request.rawBody),
  body: request.rawBody.slice(0, 2000),
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * A bank's callback: verified by its gateway before anything is read from it (a signed body
 * against the bank's key; an unsigned one confirmed by asking the bank), then applied like any
 * report (outcome.ts), so repeats are harmless. A refused callback changes nothing and is logged
 * (GatewayCallbackError); so is one naming no payment of ours (404).
 */
export async function handleCallback(
  db: Database,
  deps: PaymentDeps,
  gateway: PaymentGateway,
  request: CallbackRequest,
): Promise<{ state: string }> {
  // What the gateway asked the bank while verifying (TBC reads the payment back) is kept on the
  // payment once the report names it.
  const log = gatewayLogCollector(db, gateway.code);
  let report;
  try {
    report = await gateway.verifyCallback(request, log.call);
  } catch (error) {
    await log.keep(null);
    if (error instanceof GatewayCallbackError) {
      deps.log.warn({ gateway: gateway.code, reason: error.message }, 'payment callback refused');
      await logPaymentEvent(db, gateway.code, null, 'callback_refused', {
        error: error.message,
        response: refusedSummary(request),
      });
    }
    throw error;
  }
  const payment = await locateReported(db, report);
  await log.keep(payment?.id ?? null);
  if (!payment) {
    deps.log.warn({ gateway: gateway.code, report }, 'payment callback for no payment of ours');
    await logPaymentEvent(db, gateway.code, null, 'callback_unknown', { response: report });
    throw new NotFoundError();
  }
  await logPaymentEvent(db, gateway.code, payment.id, 'callback', {
    response: { ...report, body: request.rawBody.slice(0, 4000) },
  });
  const applied = await applyGatewayReport(db, deps, payment, report);
  return { state: applied.state };
}
