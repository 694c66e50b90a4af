import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_API } from '@sakhe/contract/admin';
import { refuseUnreadableInput } from './http/input-guard';
import type { ModuleDeps } from './http/module';
import {
  productBulkAdminModule,
  productImagesAdminModule,
  productsAdminModule,
  productTransferAdminModule,
  taxonsAdminModule,
} from './modules/catalog';
import { refreshCarts } from './modules/cart';
import { contentAdminModule } from './modules/content';
import { customersAdminModule } from './modules/customers';
import { fulfilmentModule } from './modules/fulfilment';
import { mediaAdminModule } from './modules/media';
import { promotionsAdminModule } from './modules/promotions';
import { reviewsAdminModule } from './modules/reviews';
import { settingsAdminModule } from './modules/settings';
import { staffAuth, staffModule } from './modules/staff';
import { writeCatalogFile } from './seed/import';

/**
 * The Admin API's modules, each a Fastify plugin mounted under /api/v2/admin behind `staffAuth`
 * (every route needs a signed-in member unless marked `staffPublic`; each guards itself with
 * `requirePermission`). One line per module.
 */
const adminModules: Array<(deps: ModuleDeps) => FastifyPluginAsyncZod> = [
  staffModule,
  settingsAdminModule,
  fulfilmentModule,
  mediaAdminModule,
  productsAdminModule((app, tokens) => refreshCarts(app.carts, tokens)),
  productImagesAdminModule,
  productBulkAdminModule,
  productTransferAdminModule(writeCatalogFile),
  taxonsAdminModule,
  contentAdminModule,
  promotionsAdminModule,
  reviewsAdminModule,
  customersAdminModule,
];

/**
 * The /api/v2/admin scope: JSON-LD answers like the Shop API's, but no CORS at all (the admin app
 * is served by the same origin, and a cross-site page must not reach it).
 */
export async function registerAdminApi(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (_request, reply) => {
        reply.type('application/ld+json; charset=utf-8');
      });
      refuseUnreadableInput(admin);
      await admin.register(staffAuth(deps));
      for (const module of adminModules) await admin.register(module(deps));
    },
    { prefix: ADMIN_API },
  );
}
