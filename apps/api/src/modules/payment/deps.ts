import type { Database, Transaction } from '../../db/client';
import type { GatewayCall, GatewayLogEntry, PaymentGateway } from './gateway';
import { insertGatewayLog } from './queries';

/** The order events payments announce; the jobs module turns them into e-mails (and SMS). */
export type PaymentNotification = 'paid' | 'payment_failed' | 'cancelled' | 'refunded';

interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * What the payment services need besides the database, made once per app (plugin.ts, `app.payments`):
 * the configured gateways by code, where shoppers come back to, and the two things they ask of
 * other modules, passed in by the app so this module imports neither (the checkout imports it).
 */
export interface PaymentDeps {
  gateways: ReadonlyMap<string, PaymentGateway>;
  publicUrl: string;
  /** Minutes an order waits for its card payment before reconciliation ends it. */
  expiryMinutes: number;
  log: PaymentLog;
  /** Sends an order notification; called after the change is committed, never awaited. */
  notify(orderId: number, event: PaymentNotification): void;
  /** Cancels a placed order in the caller's transaction (its stock holds and promotion uses given back). */
  cancelOrder(tx: Transaction, orderToken: string): Promise<void>;
}

/** Keys whose values never go into the log, whatever a bank answers. */
const SECRET_KEYS = /token|secret|password|authorization|api_?key|private/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.test(key) ? '[redacted]' : redact(inner, depth + 1),
    ]),
  );
}

/**
 * Collects a gateway's answers; `keep` writes them on the payment (null: on no payment, for a
 * callback refused or not ours). For when the payment is known only after the bank answered.
 */
export function gatewayLogCollector(db: Database, gateway: string) {
  const entries: GatewayLogEntry[] = [];
  return {
    call: { record: (entry: GatewayLogEntry) => void entries.push(entry) } satisfies GatewayCall,
    async keep(paymentId: number | null) {
      const rows = entries.splice(0).map((entry) => ({
        paymentId,
        gateway,
        operation: entry.operation,
        method: entry.method ?? null,
        url: entry.url?.slice(0, 500) ?? null,
        httpStatus: entry.httpStatus,
        response: entry.response === undefined ? null : redact(entry.response),
        error: entry.error?.slice(0, 2000) ?? null,
        durationMs: entry.durationMs === undefined ? null : Math.round(entry.durationMs),
      }));
      await insertGatewayLog(db, rows);
    },
  };
}

/**
 * Collects a gateway's answers during one operation and keeps them on the payment afterwards
 * (also when the operation failed: that is when they matter most).
 */
export async function withGatewayLog<T>(
  db: Database,
  gateway: string,
  paymentId: number | null,
  run: (call: GatewayCall) => Promise<T>,
): Promise<T> {
  const log = gatewayLogCollector(db, gateway);
  try {
    return await run(log.call);
  } finally {
    await log.keep(paymentId);
  }
}

/** A line in the payment's log written by the shop itself (a refused callback, a flagged amount). */
export async function logPaymentEvent(
  db: Database | Transaction,
  gateway: string,
  paymentId: number | null,
  operation: string,
  details: { response?: unknown; error?: string },
): Promise<void> {
  await insertGatewayLog(db, [
    {
      paymentId,
      gateway,
      operation,
      httpStatus: null,
      response: details.response === undefined ? null : redact(details.response),
      error: details.error ?? null,
    },
  ]);
}
