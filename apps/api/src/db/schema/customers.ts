import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * Customers as Sylius keeps them: a customer is anyone who gave an e-mail (guests at checkout
 * too); a shop user is the account some customers have on top. E-mails are stored lowercased, so
 * the unique index is case-insensitive in effect.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull().unique(),
    firstName: varchar({ length: 255 }),
    lastName: varchar({ length: 255 }),
    phoneNumber: varchar({ length: 32 }),
    /** 'u' unknown, 'm' male, 'f' female (Sylius' codes). */
    gender: varchar({ length: 1 }).notNull().default('u'),
    subscribedToNewsletter: boolean().notNull().default(false),
    /** When the customer agreed to order SMS (at checkout or in the profile); null: no SMS. */
    smsConsentAt: timestamp({ mode: 'date', precision: 3 }),
    /**
     * When the customer last subscribed to the newsletter; null while not subscribed. Kept by a
     * trigger (migration customers_admin) whichever module changes `subscribedToNewsletter`.
     */
    newsletterConsentAt: timestamp({ mode: 'date', precision: 3 }),
    /** When staff erased the customer's personal data (Georgia's personal data law); the row stays for their orders. */
    erasedAt: timestamp({ mode: 'date', precision: 3 }),
    defaultAddressId: integer().references((): AnyPgColumn => addresses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('customers_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    // The back office's customer search by phone (the trigram index of the search text is migration customers_admin's).
    index('customers_phone_idx').on(t.phoneNumber),
    index('customers_created_idx').on(t.createdAt, t.id),
  ],
);

export const shopUsers = pgTable('shop_users', {
  id: id(),
  customerId: integer()
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  passwordHash: varchar({ length: 255 }),
  enabled: boolean().notNull().default(true),
  verifiedAt: timestamp({ mode: 'date', precision: 3 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Addresses of a customer's address book (customer_id set) and the billing/shipping addresses
 * copied onto orders (customer_id null), as in Sylius. Country is always GE; the city is a
 * province (GE-XXX) and `city` holds its name.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    customerId: integer().references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    firstName: varchar({ length: 255 }).notNull(),
    lastName: varchar({ length: 255 }).notNull(),
    phoneNumber: varchar({ length: 32 }),
    company: varchar({ length: 255 }),
    countryCode: varchar({ length: 2 }).notNull(),
    provinceCode: varchar({ length: 16 }),
    provinceName: varchar({ length: 255 }),
    street: varchar({ length: 255 }).notNull(),
    city: varchar({ length: 255 }).notNull(),
    postcode: varchar({ length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
