import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module';
import { ORDER_NOTIFICATION, type OrderNotification } from '../jobs';
import { createMailTransport } from '../mail';
import { orderNotifier } from './handler';
import { createSmsTransport } from './sms/transport';

/**
 * The handler of `order-notification` jobs (no routes). A failed send is retried with backoff for
 * about four hours (30 s, 1, 2, 4… minutes), each try sending only what did not go.
 */
export const notificationsModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const notify = orderNotifier({
      db,
      carts: app.carts,
      config,
      mail: createMailTransport(config, app.log),
      sms: createSmsTransport(config, app.log),
      log: app.log,
    });
    app.jobs.work<OrderNotification>(ORDER_NOTIFICATION, notify, {
      retryLimit: 9,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 120,
      concurrency: 2,
    });
  };
