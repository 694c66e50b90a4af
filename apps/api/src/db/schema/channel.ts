import { boolean, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { id, locale } from './columns';

/** One channel: the sakhe web shop. Locales ka_GE (default) and en_US, currency GEL. */
export const channels = pgTable('channels', {
  id: id(),
  code: varchar({ length: 64 }).notNull().unique(),
  name: varchar({ length: 255 }).notNull(),
  defaultLocale: varchar({ length: 12 }).notNull(),
  baseCurrency: varchar({ length: 3 }).notNull(),
  menuTaxonCode: varchar({ length: 128 }).notNull(),
  countryCode: varchar({ length: 2 }).notNull(),
});

export const locales = pgTable('locales', {
  id: id(),
  code: varchar({ length: 12 }).notNull().unique(),
  position: integer().notNull().default(0),
});

export const currencies = pgTable('currencies', {
  id: id(),
  code: varchar({ length: 3 }).notNull().unique(),
});

export const countries = pgTable('countries', {
  id: id(),
  code: varchar({ length: 2 }).notNull().unique(),
  enabled: boolean().notNull().default(true),
});

export const countryTranslations = pgTable(
  'country_translations',
  {
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.locale] })],
);

/** Georgian cities, served as the provinces of GE (codes GE-XXX). */
export const provinces = pgTable('provinces', {
  id: id(),
  code: varchar({ length: 16 }).notNull().unique(),
  countryId: integer()
    .notNull()
    .references(() => countries.id, { onDelete: 'cascade' }),
  region: varchar({ length: 16 }),
  position: integer().notNull().default(0),
});

export const provinceTranslations = pgTable(
  'province_translations',
  {
    provinceId: integer()
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provinceId, t.locale] })],
);
