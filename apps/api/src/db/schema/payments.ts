import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { payments } from './orders';

/**
 * What the card gateways answered, and the refunds given through them (modules/payment).
 * Every answer of a bank is kept (without tokens or keys), and so is every callback refused.
 */

export const paymentGatewayLog = pgTable(
  'payment_gateway_log',
  {
    id: id(),
    /** Null for a callback that named no payment of ours (a forged or malformed one). */
    paymentId: integer().references(() => payments.id, { onDelete: 'cascade' }),
    gateway: varchar({ length: 32 }).notNull(),
    /** token, create, status, refund, callback, callback_refused, amount_mismatch, … */
    operation: varchar({ length: 32 }).notNull(),
    method: varchar({ length: 8 }),
    url: varchar({ length: 500 }),
    /** Null when no answer came (timeout, network). */
    httpStatus: integer(),
    response: jsonb(),
    error: text(),
    durationMs: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_gateway_log_payment_idx').on(t.paymentId, t.id)],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Tetri. Pending and completed refunds together never exceed the payment's amount. */
    amount: integer().notNull(),
    /** pending (sent, or the bank's answer unknown), completed, failed (the bank refused). */
    state: varchar({ length: 16 }).notNull().default('pending'),
    /** The Idempotency-Key the bank sees for this refund. */
    refundKey: uuid().notNull().defaultRandom().unique(),
    bankRefundId: varchar({ length: 128 }),
    /** The bank's answer (no secrets). */
    response: jsonb(),
    staffId: integer(),
    reason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
