import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders } from './orders';

/**
 * What each order's notifications sent, one row per event and channel (`email`, `sms`): the
 * notification job claims its row before sending (a second job for the same event finds it taken),
 * so a retried job sends only what did not go, and a repeated event (two payment callbacks) mails
 * once. `sentAt` is null while a send is under way; a claim older than a few minutes with no send
 * is a crashed attempt's and is taken over.
 */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** placed, payment_failed, paid, shipped, cancelled, refunded. */
    event: varchar({ length: 32 }).notNull(),
    channel: varchar({ length: 8 }).notNull(),
    claimedAt: createdAt(),
    sentAt: timestamp({ mode: 'date', precision: 3 }),
    /** The message id (e-mail), the provider's answer or the file written (SMS). */
    reference: varchar({ length: 255 }),
  },
  (t) => [
    uniqueIndex('order_notifications_once').on(t.orderId, t.event, t.channel),
    index('order_notifications_order_idx').on(t.orderId),
  ],
);
