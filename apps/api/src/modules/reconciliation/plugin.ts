import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module';
import { listPaymentsToReconcile, reconcilePayment } from '../payment';

const SWEEP = 'payment-reconciliation-sweep';
const RECONCILE = 'payment-reconciliation';

/** A card payment is asked about once its callback is this late. */
const CALLBACK_GRACE_SECONDS = 120;

/** The same id for every sweep's job of one payment: while its job is kept, a sweep adds none. */
function jobIdFor(paymentId: number): string {
  const hex = createHash('sha256').update(`${RECONCILE}:${paymentId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

class NotFinalYet extends Error {}

/**
 * Payment reconciliation (issue 20): a card payment whose bank callback never came is asked about
 * until it ends. Every minute a scheduled sweep (one node) lists the payments whose callback is
 * late and queues one job per payment; that job asks the bank through the payment module (the
 * callbacks' code path) and, while the payment is not final, fails so that pg-boss asks again with
 * backoff: 1, 2, 4… minutes, eleven times (about 17 hours; an unpaid card order is cancelled by the
 * payment module long before, after CARD_PAYMENT_EXPIRY_MINUTES). A job that used up its tries is
 * kept a day; after that a payment still open starts a new round.
 */
export const reconciliationModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.jobs.work<{ paymentId: number }>(
      RECONCILE,
      async ({ paymentId }) => {
        if (!(await reconcilePayment(db, app.payments, paymentId))) {
          throw new NotFinalYet(`payment ${paymentId} has no outcome yet; asking again later`);
        }
      },
      { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 120, concurrency: 2 },
    );
    app.jobs.work(
      SWEEP,
      async () => {
        const ids = await listPaymentsToReconcile(db, { olderThanSeconds: CALLBACK_GRACE_SECONDS });
        for (const paymentId of ids) {
          await app.jobs.send(RECONCILE, { paymentId }, { id: jobIdFor(paymentId) });
        }
      },
      { retryLimit: 0, expireInSeconds: 300 },
    );
    app.jobs.schedule(SWEEP, '* * * * *');
  };
