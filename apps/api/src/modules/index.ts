import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../http/module';
import { addressesModule } from './addresses/routes';
import { authPlugin } from './auth/plugin';
import { authModule } from './auth/routes';
import { cartState } from './cart/plugin';
import { cartModule } from './cart/routes';
import { catalogModule } from './catalog';
import { catalogState } from './catalog/plugin';
import { checkoutModule } from './checkout/routes';
import { channelModule } from './channel/routes';
import { contentModule } from './content/routes';
import { customersModule } from './customers/routes';
import { mediaModule } from './media/routes';
import { paymentModule } from './payment/routes';
import { reviewsModule } from './reviews/routes';
import { referralModule } from './referral/routes';
import { sandboxPageModule } from './payment/sandbox/routes';
import { shippingModule } from './shipping/routes';
import { wishlistsModule } from './wishlists/routes';

/**
 * What modules share for the app's lifetime (the catalog's caches, the carts and their queues),
 * made once and decorated on the app itself (fastify-plugin), before any module is registered.
 */
export const sharedState: Array<(deps: ModuleDeps) => FastifyPluginAsync> = [catalogState, cartState];

/**
 * The Shop API's modules, each a Fastify plugin mounted under /api/v2/shop.
 * One line per domain; a module reaches another only through its service.
 */
export const shopModules: Array<(deps: ModuleDeps) => FastifyPluginAsyncZod> = [
  // First: it authenticates every request of the scope and gives the modules `request.customerId`.
  authPlugin,
  channelModule,
  contentModule,
  catalogModule,
  cartModule,
  checkoutModule,
  shippingModule,
  paymentModule,
  authModule,
  customersModule,
  addressesModule,
  reviewsModule,
  wishlistsModule,
  referralModule,
];

/** Modules served outside the API prefix (e.g. /media). */
export const rootModules: Array<(deps: ModuleDeps) => FastifyPluginAsyncZod> = [
  mediaModule,
  sandboxPageModule,
];
