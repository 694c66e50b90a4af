import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module';
import { productRoutes } from './products/routes';
import { refuseLongQueryStrings } from './query';
import { taxonRoutes } from './taxons/routes';

/** Taxons, products, variants, images and catalog-promotion labels of the Shop API. */
export const catalogModule =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', refuseLongQueryStrings);
    await app.register(taxonRoutes(deps));
    await app.register(productRoutes(deps));
  };
