import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';

/**
 * What the back office's order management and shop settings keep (issue 21, modules/fulfilment and
 * modules/settings): the shop's settings, staff notes on orders, and each order's timeline.
 */

/**
 * The shop's settings, one row (id 1): a JSON document the settings module validates with the
 * contract's schema (`shopSettingsSchema`). A missing key takes its default (the environment's, for
 * the under-construction overlay). Payment and shipping methods stay in their own tables.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer().primaryKey().default(1),
    values: jsonb().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/** Internal notes staff write on an order; never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A plain column, as in the audit log: deleting a member keeps their notes and their e-mail. */
    staffId: integer(),
    staffEmail: varchar({ length: 254 }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/**
 * Every state change of a placed order, its payments and shipments, written by database triggers
 * (migration `order_timeline_triggers`) whichever module makes it (checkout, payment callbacks,
 * jobs, staff), with the staff member when a staff action set `sakhe.staff_id` for its
 * transaction; and the staff actions that change no state (tracking, notes, refunds).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** order_state, payment_state, shipping_state, payment, shipment, tracking, note, refund */
    kind: varchar({ length: 32 }).notNull(),
    /** The payment or shipment the event is about (kinds payment, shipment, tracking, refund). */
    subjectId: integer(),
    fromState: varchar({ length: 32 }),
    toState: varchar({ length: 32 }),
    staffId: integer(),
    staffEmail: varchar({ length: 254 }),
    detail: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
