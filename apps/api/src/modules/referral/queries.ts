import { and, asc, count, desc, eq, exists, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customers, orders, promotionCoupons, referralCodes, referrals } from '../../db/schema';
import { namedStatement, selectRows } from '../../db/sql';
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

/** The referral, locked: its changes (ordered, cancelled, rewarded) take turns. */
export async function lockReferral(db: Queryable, id: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row;
}

const referralOrdered = namedStatement<never, { friendId: number; orderId: number; now: string }>(
  'referral_ordered',
  (param) => sql`update ${referrals} set status = 'ordered', order_id = ${param('orderId')}::int,
      ordered_at = ${param('now')}::timestamp, updated_at = ${param('now')}::timestamp
    where friend_id = ${param('friendId')}::int and status = 'registered'`,
);

/**
 * The friend's referral becomes `ordered` by this order, if it is `registered`: one conditional
 * update, which every completion runs, instead of a locking read and then the update.
 */
export async function markReferralOrdered(
  db: Queryable,
  values: { friendId: number; orderId: number; now: Date },
): Promise<void> {
  await referralOrdered(db, { ...values, now: values.now.toISOString() });
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

/** A timestamp column's value as the database stores it (UTC wall time, no zone). */
const utc = (date: Date) => sql`${date.toISOString()}::timestamp`;

/**
 * `ordered` referrals whose order now earns the reward: it stands, it is paid, its items come to
 * at least `minimum`, and it was paid (its last completed payment; a free order at completion)
 * before `paidBefore`, the end of its return period. `limit` of them after `afterId`, by id.
 */
export function referralsDue(
  db: Queryable,
  rule: { minimum: number; paidBefore: Date; afterId: number; limit: number },
): Promise<Array<{ id: number }>> {
  return selectRows<{ id: number }>(
    db,
    sql`select r.id from referrals r join orders o on o.id = r.order_id
         where r.id > ${rule.afterId} and r.status = 'ordered' and r.reward_coupon_id is null
           and o.state in ('new', 'fulfilled') and o.payment_state = 'paid'
           and o.items_total >= ${rule.minimum}
           and coalesce((select max(p.updated_at) from payments p
                          where p.order_id = o.id and p.state = 'completed'),
                        o.checkout_completed_at) <= ${utc(rule.paidBefore)}
         order by r.id
         limit ${rule.limit}`,
  );
}

/**
 * Makes rewards take turns across every API node for the rest of the transaction: the monthly
 * limit and the check against earlier rewards' phones and addresses read what the other granted.
 */
export async function takeRewardsTurn(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('sakhe.referral-rewards'))`);
}

export async function rewardsSince(db: Queryable, referrerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        eq(referrals.status, 'rewarded'),
        gt(referrals.rewardedAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** A phone number as one line: its last nine digits (Georgian numbers with or without +995, spaces). */
const phoneKey = (column: string) =>
  sql.raw(`nullif(right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 9), '')`);
/** An address as one place: country, city, street and postcode, case, spaces and punctuation aside. */
const placeKey = (alias: string) =>
  sql.raw(
    `lower(regexp_replace(${alias}.country_code || ${alias}.city || ${alias}.street || coalesce(${alias}.postcode, ''), '[[:space:][:punct:]]', '', 'g'))`,
  );

/**
 * Whether the order ships to a phone number or an address that already belongs to the referrer
 * (their account, address book or orders) or already earned a reward: one household, one reward.
 */
export async function reusesContact(db: Queryable, referral: { referrerId: number; orderId: number }) {
  const [row] = await selectRows<{ reused: boolean }>(
    db,
    sql`with delivery as (
          select ${phoneKey('a.phone_number')} as phone, ${placeKey('a')} as place
            from orders o join addresses a on a.id = coalesce(o.shipping_address_id, o.billing_address_id)
           where o.id = ${referral.orderId}),
        known as (
          select ${phoneKey('c.phone_number')} as phone, null as place
            from customers c where c.id = ${referral.referrerId}
          union all
          select ${phoneKey('a.phone_number')}, ${placeKey('a')}
            from addresses a where a.customer_id = ${referral.referrerId}
          union all
          select ${phoneKey('a.phone_number')}, ${placeKey('a')}
            from orders o join addresses a on a.id in (o.shipping_address_id, o.billing_address_id)
           where o.customer_id = ${referral.referrerId} and o.state <> 'cart'
          union all
          select ${phoneKey('a.phone_number')}, ${placeKey('a')}
            from referrals r join orders o on o.id = r.order_id
            join addresses a on a.id in (o.shipping_address_id, o.billing_address_id)
           where r.status = 'rewarded')
        select exists (select 1 from delivery d, known k
                        where d.phone = k.phone or d.place = k.place) as reused`,
  );
  return row?.reused ?? false;
}
