import fp from 'fastify-plugin';
import type { ModuleDeps } from '../../http/module';
import { type Carts, openCarts } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's carts (see `Carts`): one per app, shared by every module that reads or changes carts. */
    carts: Carts;
  }
}

/**
 * Makes the app's carts, on the variant cards the catalog's state plugin made, for the modules
 * registered after it in the same scope (fastify-plugin shares the decoration with that scope).
 */
export const cartState = ({ db }: ModuleDeps) =>
  fp(
    async (app) => {
      app.decorate('carts', openCarts(db, app.variantCards));
    },
    { name: 'sakhe-cart-state', dependencies: ['sakhe-catalog-state'] },
  );
