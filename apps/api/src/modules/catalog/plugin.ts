import fp from 'fastify-plugin';
import type { ModuleDeps } from '../../http/module';
import { type ProductCatalog, clearCatalogCaches, openProductCatalog } from './products/service';
import { VariantCards } from './variant-cards';

declare module 'fastify' {
  interface FastifyInstance {
    /** Products as the Shop API serves them, with the caches of the catalog's structure. */
    productCatalog: ProductCatalog;
    /** What carts show of each variant besides its price and stock (see `VariantCards`). */
    variantCards: VariantCards;
  }
}

/**
 * The catalog's per-app state, kept for CATALOG_CACHE_SECONDS: made once here and decorated on the
 * app (fastify-plugin: the decoration is the app's, not this plugin's), so the product routes,
 * wishlists, carts and checkout use one set of caches, and test apps on other databases never
 * share them.
 */
export const catalogState = ({ db, config }: ModuleDeps) =>
  fp(
    async (app) => {
      const ttlMs = config.CATALOG_CACHE_SECONDS * 1000;
      const catalog = openProductCatalog(db, ttlMs);
      const cards = new VariantCards(ttlMs);
      app.decorate('productCatalog', catalog);
      app.decorate('variantCards', cards);
      // A catalog change (back office, import) reaches every node's caches at once (db/change-feed.ts).
      app.changes.on('catalog', () => {
        clearCatalogCaches(catalog);
        cards.clear();
      });
    },
    { name: 'sakhe-catalog-state', dependencies: ['sakhe-change-feed'] },
  );
