import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { payments } from './orders';

/**
 * The sandbox payment page's form tokens. Each view of the page issues one, bound to its payment;
 * an outcome is accepted only with a token of this table that was never used before (`usedAt` is
 * set by a conditional update only one request can win), so a bare or replayed POST changes nothing.
 */
export const paymentSandboxForms = pgTable(
  'payment_sandbox_forms',
  {
    /** The random part of the token (the rest is its expiry and HMAC). */
    nonce: varchar({ length: 32 }).primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ mode: 'date', precision: 3 }).notNull(),
    usedAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_sandbox_forms_expires_idx').on(t.expiresAt)],
);
