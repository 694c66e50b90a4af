import fp from 'fastify-plugin';
import type { Transaction } from '../../db/client';
import type { ModuleDeps } from '../../http/module';
import type { PaymentDeps, PaymentNotification } from './deps';
import { paymentGateways } from './gateways';
import { bankMethodNames } from './messages';
import { ensureGatewayMethod } from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the payment services need besides the database (the gateways and the app's hooks). */
    payments: PaymentDeps;
  }
}

interface JobQueue {
  send(name: string, data: object): Promise<unknown>;
}

/**
 * Makes the app's payment dependencies once and decorates the app with them (fastify-plugin), so
 * the routes, the jobs (reconciliation) and the back office (refunds) share one set of gateways.
 * `cancelOrder` is the checkout's, handed in by the module list (the checkout imports this module).
 */
export const paymentState =
  (hooks: { cancelOrder(tx: Transaction, orderToken: string): Promise<void> }) => (deps: ModuleDeps) =>
    fp(
      async (app) => {
        // THE one place payments announce order events: the jobs module's queue once it is there.
        const notify = (orderId: number, event: PaymentNotification) => {
          const jobs = (app as unknown as { jobs?: JobQueue }).jobs;
          if (!jobs) {
            app.log.info({ orderId, event }, 'order notification (no job queue)');
            return;
          }
          jobs.send('order-notification', { orderId, event }).catch((error: unknown) => {
            app.log.error({ err: error, orderId, event }, 'order notification not queued');
          });
        };
        const gateways = paymentGateways(deps.config);
        // A configured bank's card method exists (made once, after the cash and sandbox methods).
        for (const [position, code] of (['bog', 'tbc'] as const).entries()) {
          if (!gateways.has(code)) continue;
          await ensureGatewayMethod(deps.db, {
            code,
            gateway: code,
            position: 10 + position,
            names: bankMethodNames[code],
          });
        }
        app.decorate('payments', {
          gateways,
          publicUrl: deps.config.PUBLIC_URL,
          expiryMinutes: deps.config.CARD_PAYMENT_EXPIRY_MINUTES,
          log: app.log,
          notify,
          cancelOrder: hooks.cancelOrder,
        } satisfies PaymentDeps);
      },
      { name: 'sakhe-payment-state' },
    );
