import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module';
import { refuseLongQueryStrings } from '../../http/query';
import { productRoutes } from './products/routes';
import { searchRoutes } from './search/routes';
import { taxonRoutes } from './taxons/routes';

/** Taxons, products, variants, images and catalog-promotion labels of the Shop API. */
export const catalogModule =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', refuseLongQueryStrings);
    await app.register(taxonRoutes(deps));
    await app.register(productRoutes(deps));
    await app.register(searchRoutes);
  };
