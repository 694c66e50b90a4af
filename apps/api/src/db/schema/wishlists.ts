import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { channels } from './channel';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';

/**
 * Wishlists in the BitBag plugin's model: reached by token; anonymous (customer null) or owned by
 * one customer, who has at most one.
 */
export const wishlists = pgTable('wishlists', {
  id: id(),
  token: varchar({ length: 64 }).notNull().unique(),
  customerId: integer()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  channelId: integer()
    .notNull()
    .references(() => channels.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A wished variant (adding a product wishes its default variant); each variant once per wishlist. */
export const wishlistProducts = pgTable(
  'wishlist_products',
  {
    id: id(),
    wishlistId: integer()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_products_variant_unique').on(t.wishlistId, t.variantId),
    index('wishlist_products_product_idx').on(t.productId),
    check('wishlist_products_quantity_check', sql`${t.quantity} > 0`),
  ],
);
