import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { deleteAddressCopies } from './queries/order-parts';

/** Carts deleted per statement: a sweep never holds many locks or one long transaction. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the carts guests last changed before `before`, with their items, shipments, payments and
 * the address copies only they used (Sylius' expired-carts remover). Customers' carts, which come
 * back when they log in, and placed orders stay. A cart being changed right now is skipped, not
 * waited for. Returns how many carts went.
 */
export async function removeExpiredGuestCarts(db: Database, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: orders.id, billing: orders.billingAddressId, shipping: orders.shippingAddressId })
        .from(orders)
        .where(and(eq(orders.state, 'cart'), eq(orders.createdByGuest, true), lt(orders.updatedAt, before)))
        .orderBy(asc(orders.updatedAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (expired.length === 0) return 0;
      await tx.delete(orders).where(
        inArray(
          orders.id,
          expired.map((cart) => cart.id),
        ),
      );
      await deleteAddressCopies(
        tx,
        expired.flatMap((cart) => [cart.billing, cart.shipping]),
      );
      return expired.length;
    });
    removed += batch;
    if (batch < BATCH) return removed;
  }
}

/**
 * Sweeps expired guest carts hourly, as a scheduled job (pg-boss): one node runs each sweep. Were two
 * to meet (a sweep running past the hour), one skips the carts the other holds, and deleting twice
 * changes nothing. A failed sweep is logged; the next hour's tries again.
 */
export function sweepExpiredGuestCarts(app: FastifyInstance, db: Database, days: number): void {
  app.jobs.work(
    'guest-cart-sweep',
    async () => {
      const removed = await removeExpiredGuestCarts(db, new Date(Date.now() - days * DAY_MS));
      if (removed > 0) app.log.info({ removed, days }, 'removed guest carts unchanged for %d days', days);
    },
    { retryLimit: 0, expireInSeconds: 30 * 60 },
  );
  app.jobs.schedule('guest-cart-sweep', '7 * * * *');
}
