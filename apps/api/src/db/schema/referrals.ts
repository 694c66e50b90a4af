import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns';
import { customers } from './customers';
import { orders, promotionCoupons } from './orders';

/** Each customer's personal invitation code, made the first time they open the programme. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    customerId: integer()
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Stored uppercase; matched case-insensitively by uppercasing the input. */
    code: varchar({ length: 32 }).notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check('referral_codes_code_upper_check', sql`${t.code} = upper(${t.code})`)],
);

/**
 * A friend who registered through a customer's code. A friend is invited once (unique friend),
 * never by themselves, and the referrer's reward is granted once: `rewardCouponId` is set by a
 * conditional update that only one transaction can win.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    friendId: integer()
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** registered, ordered, rewarded */
    status: varchar({ length: 16 }).notNull().default('registered'),
    welcomeCouponId: integer().references(() => promotionCoupons.id, { onDelete: 'set null' }),
    /** The friend's first placed order, once there is one. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    rewardCouponId: integer().references(() => promotionCoupons.id, { onDelete: 'set null' }),
    orderedAt: timestamp({ mode: 'date', precision: 3 }),
    rewardedAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    check('referrals_not_self_check', sql`${t.referrerId} <> ${t.friendId}`),
  ],
);
