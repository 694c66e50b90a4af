import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module';
import { createMailTransport } from '../mail';
import { stockAlertRoutes } from './routes';
import { sweepStockAlerts } from './service';

const SWEEP = 'stock-alert-sweep';
/** A burst of catalog changes (an import) asks for one sweep, not one each. */
const SWEEP_AFTER_CHANGE_MS = 2000;

/**
 * "Notify me when it is back" (issue 26, item 6): the routes, and the sweep that mails the notices,
 * scheduled every minute and sent after every catalog change this node hears (the back office's stock,
 * an import), run on whichever node takes the job. The minute's schedule catches what raises stock
 * without a catalog change (a cancelled order giving its stock back).
 */
export const stockAlertsModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const mail = createMailTransport(config, app.log);
    app.jobs.work(
      SWEEP,
      async () => {
        await sweepStockAlerts({ db, config, mail, log: app.log });
      },
      { retryLimit: 0, expireInSeconds: 300 },
    );
    app.jobs.schedule(SWEEP, '* * * * *');
    let pending: NodeJS.Timeout | undefined;
    app.changes.on('catalog', () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        app.jobs
          .send(SWEEP, {})
          .catch((error: unknown) => app.log.warn({ err: error }, 'a stock-alert sweep could not be queued'));
      }, SWEEP_AFTER_CHANGE_MS);
      pending.unref();
    });
    app.addHook('onClose', async () => clearTimeout(pending));
    await app.register(stockAlertRoutes({ db }));
  };
