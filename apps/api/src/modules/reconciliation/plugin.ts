import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module';
import {
  listPaymentsToReconcile,
  listPaymentsWithPendingRefunds,
  reconcilePayment,
  settlePendingRefunds,
} from '../payment';

const SWEEP = 'payment-reconciliation-sweep';
const RECONCILE = 'payment-reconciliation';
const SETTLE_REFUNDS = 'refund-reconciliation';

/** A card payment is asked about once its callback is this late. */
const CALLBACK_GRACE_SECONDS = 120;

/** The same id for every sweep's job of one kind for one payment: while its job is kept, a sweep adds none. */
function jobIdFor(job: string, paymentId: number): string {
  const hex = createHash('sha256').update(`${job}:${paymentId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

class NotFinalYet extends Error {}

/** Asked again with backoff: 1, 2, 4… minutes, eleven times (about 17 hours). */
const WITH_BACKOFF = {
  retryLimit: 10,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 120,
  concurrency: 2,
};

/**
 * Payment reconciliation (issue 20): a card payment whose bank callback never came is asked about
 * until it ends. Every minute a scheduled sweep (one node) lists the payments whose callback is
 * late and queues one job per payment; that job asks the bank through the payment module (the
 * callbacks' code path) and, while the payment is not final, fails so that pg-boss asks again with
 * backoff: 1, 2, 4… minutes, eleven times (about 17 hours; an unpaid card order is cancelled by the
 * payment module long before, after CARD_PAYMENT_EXPIRY_MINUTES). A job that used up its tries is
 * kept a day; after that a payment still open starts a new round.
 *
 * Refunds the same way: one whose bank answer never came (a timeout, a 5xx) stays pending until a
 * `refund-reconciliation` job, queued by the same sweep, finds out from the bank whether it was made.
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
      WITH_BACKOFF,
    );
    app.jobs.work<{ paymentId: number }>(
      SETTLE_REFUNDS,
      async ({ paymentId }) => {
        if (!(await settlePendingRefunds(db, app.payments, paymentId))) {
          throw new NotFinalYet(
            `payment ${paymentId} has refunds the bank has not confirmed; asking again later`,
          );
        }
      },
      WITH_BACKOFF,
    );
    app.jobs.work(
      SWEEP,
      async () => {
        const ids = await listPaymentsToReconcile(db, { olderThanSeconds: CALLBACK_GRACE_SECONDS });
        for (const paymentId of ids) {
          await app.jobs.send(RECONCILE, { paymentId }, { id: jobIdFor(RECONCILE, paymentId) });
        }
        for (const paymentId of await listPaymentsWithPendingRefunds(db)) {
          await app.jobs.send(SETTLE_REFUNDS, { paymentId }, { id: jobIdFor(SETTLE_REFUNDS, paymentId) });
        }
      },
      { retryLimit: 0, expireInSeconds: 300 },
    );
    app.jobs.schedule(SWEEP, '* * * * *');
  };
