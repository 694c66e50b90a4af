import { integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Columns every table shares; kept in one place so every table reads alike. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const locale = () => varchar({ length: 12 }).notNull();
export const createdAt = () => timestamp({ mode: 'date', precision: 3 }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ mode: 'date', precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
