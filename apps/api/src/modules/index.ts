import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../http/module';
import { cartModule } from './cart/routes';
import { catalogModule } from './catalog';
import { checkoutModule } from './checkout/routes';
import { channelModule } from './channel/routes';
import { contentModule } from './content/routes';
import { mediaModule } from './media/routes';
import { paymentModule } from './payment/routes';
import { sandboxPageModule } from './payment/sandbox/routes';
import { shippingModule } from './shipping/routes';

/**
 * The Shop API's modules, each a Fastify plugin mounted under /api/v2/shop.
 * One line per domain; a module reaches another only through its service.
 */
export const shopModules: Array<(deps: ModuleDeps) => FastifyPluginAsyncZod> = [
  channelModule,
  contentModule,
  catalogModule,
  cartModule,
  checkoutModule,
  shippingModule,
  paymentModule,
];

/** Modules served outside the API prefix (e.g. /media). */
export const rootModules: Array<(deps: ModuleDeps) => FastifyPluginAsyncZod> = [
  mediaModule,
  sandboxPageModule,
];
