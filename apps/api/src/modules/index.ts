import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../http/module';
import { addressesModule } from './addresses';
import { authModule, authPlugin } from './auth';
import { cartModule, cartState, orderOwnerGuard } from './cart';
import { catalogModule, catalogState } from './catalog';
import { cancelOrder, checkoutModule } from './checkout';
import { channelModule } from './channel';
import { contentModule } from './content';
import { customersModule, loginModule } from './customers';
import { jobsState } from './jobs';
import { mediaModule } from './media';
import { notificationsModule } from './notifications';
import { paymentModule, paymentState, sandboxPageModule } from './payment';
import { promotionsModule } from './promotions';
import { reconciliationModule } from './reconciliation';
import { reviewsModule } from './reviews';
import { referralModule } from './referral';
import { settingsModule, settingsState } from './settings';
import { shippingModule } from './shipping';
import { stockAlertsModule } from './stock-alerts';
import { wishlistsModule } from './wishlists';

/**
 * What modules share for the app's lifetime (the catalog's caches, the carts and their queues),
 * made once and decorated on the app itself (fastify-plugin), before any module is registered.
 */
export const sharedState: Array<(deps: ModuleDeps) => FastifyPluginAsync> = [
  // First: the job queue (`app.jobs`), where the modules register their handlers.
  jobsState,
  // The shop's settings, refreshed on every node through the change feed.
  settingsState,
  catalogState,
  cartState,
  // The payments' gateways; an expired card payment cancels its order through the checkout.
  paymentState({ cancelOrder }),
];

/**
 * The Shop API's modules, each a Fastify plugin mounted under /api/v2/shop.
 * One line per domain; a module reaches another only through its surface (its index.ts).
 */
export const shopModules: Array<(deps: ModuleDeps) => FastifyPluginAsyncZod> = [
  // First: it authenticates every request of the scope and gives the modules `request.customerId`.
  authPlugin,
  // Then the owner check of every orders/{tokenValue} route, which needs to know the customer.
  orderOwnerGuard,
  channelModule,
  contentModule,
  catalogModule,
  cartModule,
  promotionsModule,
  checkoutModule,
  shippingModule,
  paymentModule,
  authModule,
  loginModule,
  customersModule,
  addressesModule,
  reviewsModule,
  wishlistsModule,
  referralModule,
  // The handler of order-notification jobs (no routes).
  notificationsModule,
  // Card payments whose bank callback is late, asked about on a schedule (no routes).
  reconciliationModule,
  settingsModule,
  // "Notify me when it is back": sign-ups and the sweep that mails them.
  stockAlertsModule,
];

/** Modules served outside the API prefix (e.g. /media). */
export const rootModules: Array<(deps: ModuleDeps) => FastifyPluginAsyncZod> = [
  mediaModule,
  sandboxPageModule,
];
