import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { type StockedVariant, call, expectOrder, readyCart, rows, stockedVariants } from '../cart/support';

/**
 * Reconciliation as jobs: the scheduled sweep queues one job per late card payment (once, however
 * often it runs), and that job ends the payment through the payment module; here a payment that
 * never reached the bank and is past CARD_PAYMENT_EXPIRY_MINUTES, which the payment module cancels.
 */

let t: TestApp;
let variants: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp();
  variants = await stockedVariants(t, { minimum: 3 });
});

afterAll(async () => {
  await t?.close();
});

async function until<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const reconcileJobs = (paymentId: number) =>
  rows<{ state: string }>(
    t,
    sql`select state from pgboss.job
        where name = 'payment-reconciliation' and (data->>'paymentId')::int = ${paymentId}`,
  );

describe('payment reconciliation', () => {
  it('asks about a late card payment once per sweep round and ends an expired one', async () => {
    const cart = await readyCart(t, { variant: (variants[0] as StockedVariant).code, payment: 'CARD' });
    const order = expectOrder(await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}));
    const payment = order.payments[0];
    expect(payment?.state).toBe('new');
    // Placed two hours ago, and its callback never came.
    await rows(
      t,
      sql`update orders set checkout_completed_at = now() at time zone 'utc' - interval '2 hours' where id = ${order.id}`,
    );
    await rows(
      t,
      sql`update payments set created_at = now() at time zone 'utc' - interval '2 hours' where id = ${payment?.id}`,
    );

    // Two sweeps (two nodes, or two minutes) queue one job for the payment.
    await t.app.jobs.send('payment-reconciliation-sweep', {});
    await t.app.jobs.send('payment-reconciliation-sweep', {});
    const [job] = await until(async () => {
      const found = await reconcileJobs(payment?.id as number);
      return found[0]?.state === 'completed' ? found : null;
    });
    expect(job?.state).toBe('completed');
    expect(await reconcileJobs(payment?.id as number)).toHaveLength(1);

    const after = expectOrder(await call(t, 'GET', `orders/${order.tokenValue}`));
    expect(after.payments[0]?.state).toBe('cancelled');
  });
});
