import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  customers,
  orderItems,
  orders,
  payments,
  productVariants,
  shipments,
  shopUsers,
} from '../../db/schema';

/** The customer with this e-mail (lowercased), created as a guest customer when new. */
export async function customerForEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number; registered: boolean }> {
  const normalized = email.trim().toLowerCase();
  await db.insert(customers).values({ email: normalized }).onConflictDoNothing({ target: customers.email });
  const [row] = await db
    .select({ id: customers.id, userId: shopUsers.id })
    .from(customers)
    .leftJoin(shopUsers, eq(shopUsers.customerId, customers.id))
    .where(eq(customers.email, normalized));
  if (!row) throw new Error(`Customer ${normalized} was not created`);
  return { id: row.id, registered: row.userId !== null };
}

/** `000000042`: the next number of the shared sequence, so concurrent completions never collide. */
export async function nextOrderNumber(db: Queryable): Promise<string> {
  const result = (await db.execute(
    sql`select lpad(nextval('order_number_seq')::text, 9, '0') as number`,
  )) as unknown as { rows: Array<{ number: string }> };
  return (result.rows[0] as { number: string }).number;
}

/**
 * Holds stock for one item: only while what is on hand and not held covers it, in one statement,
 * so concurrent completions cannot oversell. Untracked variants pass without a hold.
 */
export async function holdStock(db: Queryable, variantId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({
      onHold: sql`case when ${productVariants.tracked} then ${productVariants.onHold} + ${quantity} else ${productVariants.onHold} end`,
    })
    .where(
      and(
        eq(productVariants.id, variantId),
        sql`(not ${productVariants.tracked} or ${productVariants.onHand} - ${productVariants.onHold} >= ${quantity})`,
      ),
    )
    .returning({ id: productVariants.id })
    .prepare('hold_stock')
    .execute();
  return rows.length > 0;
}

export async function releaseStock(db: Queryable, variantId: number, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ onHold: sql`greatest(${productVariants.onHold} - ${quantity}, 0)` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.tracked, true)));
}

export function orderQuantities(db: Queryable, orderId: number) {
  return db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variantId));
}

export async function setShipmentStates(db: Queryable, orderId: number, from: string[], to: string) {
  await db
    .update(shipments)
    .set({ state: to })
    .where(and(eq(shipments.orderId, orderId), inArray(shipments.state, from)));
}

export async function setPaymentStates(db: Queryable, orderId: number, from: string[], to: string) {
  await db
    .update(payments)
    .set({ state: to })
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, from)));
}

export async function updateOrder(
  db: Queryable,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
) {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}
