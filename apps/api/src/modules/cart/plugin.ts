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
 * Makes the app's carts once, on the variant cards the catalog's state plugin made, and decorates
 * the app with them (fastify-plugin: the decoration is the app's, not this plugin's), so the cart,
 * checkout and login routes, the mailer and tests share one set of queues.
 */
export const cartState = ({ db }: ModuleDeps) =>
  fp(
    async (app) => {
      app.decorate('carts', openCarts(db, app.variantCards));
    },
    { name: 'sakhe-cart-state', dependencies: ['sakhe-catalog-state'] },
  );
