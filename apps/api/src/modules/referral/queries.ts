import { and, asc, count, desc, eq, exists, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customers, orders, promotionCoupons, referralCodes, referrals } from '../../db/schema';
import { STANDING_ORDER_STATES } from '../orders';

export type ReferralRow = typeof referrals.$inferSelect;

export async function findCodeOfCustomer(db: Queryable, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.customerId, customerId));
  return row?.code;
}

/** Nothing happens when the customer has a code already or the code is taken. */
export async function insertCode(db: Queryable, customerId: number, code: string): Promise<void> {
  await db.insert(referralCodes).values({ customerId, code }).onConflictDoNothing();
}

/** The customer whose code this is (`code` already uppercased). */
export async function findCodeOwner(db: Queryable, code: string) {
  const [row] = await db
    .select({ id: customers.id, email: customers.email })
    .from(referralCodes)
    .innerJoin(customers, eq(customers.id, referralCodes.customerId))
    .where(eq(referralCodes.code, code));
  return row;
}

export async function insertReferral(
  db: Queryable,
  values: { referrerId: number; friendId: number; createdAt: Date },
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .insert(referrals)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateReferral(
  db: Queryable,
  id: number,
  values: Partial<Omit<typeof referrals.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(referrals).set(values).where(eq(referrals.id, id));
}

/** The friend's referral, locked: its changes (ordered, cancelled, paid) take turns. */
export async function lockReferralOfFriend(
  db: Queryable,
  friendId: number,
): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId)).for('update');
  return row;
}

/** Whether the customer has ever placed an order (cancelled ones count too). */
export async function hasPlacedOrders(db: Queryable, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.state, 'cart')))
    .limit(1);
  return row !== undefined;
}

export async function findOrderOwner(db: Queryable, orderId: number): Promise<number | null> {
  const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return row?.customerId ?? null;
}

/** The customer's earliest placed order that still stands, other than `exceptOrderId`. */
export async function firstStandingOrder(db: Queryable, customerId: number, exceptOrderId: number) {
  const [row] = await db
    .select({ id: orders.id, placedAt: orders.checkoutCompletedAt })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.state, STANDING_ORDER_STATES),
        ne(orders.id, exceptOrderId),
      ),
    )
    .orderBy(asc(orders.checkoutCompletedAt), asc(orders.id))
    .limit(1);
  return row;
}

/**
 * ordered → rewarded for the referral of a paid, standing order. A conditional update: of any
 * number of concurrent callers exactly one gets the row back, so the reward is granted once.
 */
export async function claimReward(db: Queryable, referralId: number, orderId: number, now: Date) {
  const paid = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentState, 'paid'),
        inArray(orders.state, STANDING_ORDER_STATES),
      ),
    );
  const [row] = await db
    .update(referrals)
    .set({ status: 'rewarded', rewardedAt: now, updatedAt: now })
    .where(
      and(
        eq(referrals.id, referralId),
        eq(referrals.status, 'ordered'),
        eq(referrals.orderId, orderId),
        isNull(referrals.rewardCouponId),
        exists(paid),
      ),
    )
    .returning({ referrerId: referrals.referrerId });
  return row;
}

export async function countReferrals(db: Queryable, referrerId: number) {
  const rows = await db
    .select({ status: referrals.status, n: count() })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId))
    .groupBy(referrals.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    invited: rows.reduce((sum, row) => sum + row.n, 0),
    ordered: of('ordered'),
    rewarded: of('rewarded'),
  };
}

/** The friends the customer invited, newest first. */
export function listReferrals(db: Queryable, referrerId: number, page: { offset: number; limit: number }) {
  return db
    .select({
      id: referrals.id,
      firstName: customers.firstName,
      status: referrals.status,
      createdAt: referrals.createdAt,
      orderedAt: referrals.orderedAt,
      rewardedAt: referrals.rewardedAt,
      rewardCouponCode: promotionCoupons.code,
    })
    .from(referrals)
    .innerJoin(customers, eq(customers.id, referrals.friendId))
    .leftJoin(promotionCoupons, eq(promotionCoupons.id, referrals.rewardCouponId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .offset(page.offset)
    .limit(page.limit);
}
