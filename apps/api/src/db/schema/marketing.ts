import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { catalogPromotions, productVariants } from './catalog';

/**
 * Catalog promotions that set their products' prices (made or edited in the back office): each
 * variant in scope costs its original price less the promotion's `discount_percent`. The demo's
 * sale labels are not here: they only describe prices that were marked down by hand.
 */
export const pricedCatalogPromotions = pgTable('priced_catalog_promotions', {
  promotionId: integer()
    .primaryKey()
    .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
});

/**
 * The variants whose price a catalog promotion set: `price` is `original_price` less the
 * promotion's percentage. A variant marked down by hand (price below original, no row here) is
 * left alone; when the promotion ends, changes or goes, the variant returns to its original price
 * and the row goes.
 */
export const catalogPromotionPrices = pgTable(
  'catalog_promotion_prices',
  {
    variantId: integer()
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    promotionId: integer()
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
  },
  (t) => [index('catalog_promotion_prices_promotion_idx').on(t.promotionId)],
);
