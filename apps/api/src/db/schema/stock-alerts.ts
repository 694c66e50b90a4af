import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { createdAt, id, locale } from './columns';
import { customers } from './customers';

/**
 * "Notify me when it is back" (issue 26, item 6): a shopper's e-mail waiting for an out-of-stock
 * variant, in the language of the page they asked on. The stock-alerts sweep mails each once, when
 * the variant is in stock again: it claims the row (`claimedAt`; a claim left by a crashed attempt is
 * taken over after a while), sends, and marks it sent. One waiting row per variant and e-mail, so a
 * second sign-up changes nothing; `token` names the row in the e-mail's "forget my e-mail" link.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: varchar({ length: 255 }).notNull(),
    localeCode: locale(),
    /** The customer who asked while logged in; null for a guest. */
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    token: varchar({ length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    claimedAt: timestamp({ mode: 'date', precision: 3 }),
    sentAt: timestamp({ mode: 'date', precision: 3 }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_once')
      .on(t.variantId, sql`lower(${t.email})`)
      .where(sql`${t.sentAt} IS NULL`),
    index('stock_alerts_customer_idx').on(t.customerId),
  ],
);
