import { check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, locale } from './columns';
import { productVariants, products } from './catalog';
import { staffMembers } from './staff';

/**
 * A product's former slugs (the back office renamed it): the storefront answers an old URL with a
 * 301 to the current one. A slug is unique per locale here and among current slugs alike; taking
 * an old slug for another product removes it from here.
 */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    slug: varchar({ length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('product_slug_history_slug_unique').on(t.locale, t.slug),
    index('product_slug_history_product_idx').on(t.productId),
  ],
);

/**
 * Every change of a variant's stock on hand made in the back office: who, when, by how much, why.
 * `staffEmail` is copied so the history still says who after the member is deleted.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: id(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    staffEmail: varchar({ length: 254 }),
    delta: integer().notNull(),
    onHandAfter: integer().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_adjustments_variant_idx').on(t.variantId, t.createdAt),
    check('stock_adjustments_delta_check', sql`${t.delta} <> 0`),
  ],
);
