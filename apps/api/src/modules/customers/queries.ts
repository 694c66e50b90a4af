import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  addresses,
  channels,
  customers,
  oauthIdentities,
  orderItems,
  orders,
  passwordResetTokens,
  shopUsers,
} from '../../db/schema';

/** Customers, their accounts (shop users), recovery tokens, linked OAuth accounts and orders. */

export interface AccountRow {
  shopUserId: number;
  customerId: number;
  email: string;
  passwordHash: string | null;
  enabled: boolean;
}

const accountColumns = {
  shopUserId: shopUsers.id,
  customerId: customers.id,
  email: customers.email,
  passwordHash: shopUsers.passwordHash,
  enabled: shopUsers.enabled,
};

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(eq(customers.email, email.trim().toLowerCase()));
  return row;
}

export type CustomerRow = typeof customers.$inferSelect;

/** The customer with this (lowercased) e-mail, created as a guest customer when new, and locked. */
export async function lockCustomerByEmail(db: Queryable, email: string): Promise<CustomerRow> {
  await db.insert(customers).values({ email }).onConflictDoNothing({ target: customers.email });
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).for('update');
  if (!row) throw new Error(`Customer ${email} was not created`);
  return row;
}

export async function findCustomer(db: Queryable, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function updateCustomer(
  db: Queryable,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(customers).set(values).where(eq(customers.id, id));
}

export type ShopUserRow = typeof shopUsers.$inferSelect;

export async function findShopUserOfCustomer(
  db: Queryable,
  customerId: number,
): Promise<ShopUserRow | undefined> {
  const [row] = await db.select().from(shopUsers).where(eq(shopUsers.customerId, customerId));
  return row;
}

export async function findShopUser(db: Queryable, id: number): Promise<ShopUserRow | undefined> {
  const [row] = await db.select().from(shopUsers).where(eq(shopUsers.id, id));
  return row;
}

export async function insertShopUser(
  db: Queryable,
  values: { customerId: number; passwordHash: string | null; verifiedAt?: Date | null },
): Promise<number> {
  const [row] = await db.insert(shopUsers).values(values).returning({ id: shopUsers.id });
  return (row as { id: number }).id;
}

export async function updateShopUser(
  db: Queryable,
  id: number,
  values: Partial<Pick<ShopUserRow, 'passwordHash' | 'verifiedAt'>>,
): Promise<void> {
  await db.update(shopUsers).set(values).where(eq(shopUsers.id, id));
}

/** A customer's placed orders: what their order list shows (carts and foreign guest orders excluded). */
const placedBy = (customerId: number) =>
  and(eq(orders.customerId, customerId), ne(orders.state, 'cart'), eq(orders.createdByGuest, false));

export function countCustomerOrders(db: Queryable, customerId: number): Promise<number> {
  return db.$count(orders, placedBy(customerId));
}

export function listCustomerOrders(
  db: Queryable,
  customerId: number,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: orders.id,
      tokenValue: orders.tokenValue,
      number: orders.number,
      channelCode: channels.code,
      state: orders.state,
      checkoutState: orders.checkoutState,
      paymentState: orders.paymentState,
      shippingState: orders.shippingState,
      itemsTotal: orders.itemsTotal,
      total: orders.total,
      shippingTotal: orders.shippingTotal,
      orderPromotionTotal: orders.orderPromotionTotal,
      currencyCode: orders.currencyCode,
      localeCode: orders.localeCode,
      checkoutCompletedAt: orders.checkoutCompletedAt,
      itemsCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(placedBy(customerId))
    .orderBy(desc(orders.checkoutCompletedAt), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
}

export type CustomerOrderRow = Awaited<ReturnType<typeof listCustomerOrders>>[number];

/** A placed guest order, with what fast registration copies from it. */
export async function lockGuestOrder(db: Queryable, tokenValue: string) {
  const [row] = await db
    .select({
      id: orders.id,
      state: orders.state,
      customerId: orders.customerId,
      createdByGuest: orders.createdByGuest,
      billingAddressId: orders.billingAddressId,
    })
    .from(orders)
    .where(eq(orders.tokenValue, tokenValue))
    .for('update');
  return row;
}

export async function assignOrderToAccount(db: Queryable, orderId: number): Promise<void> {
  await db.update(orders).set({ createdByGuest: false }).where(eq(orders.id, orderId));
}

export type AddressRow = typeof addresses.$inferSelect;

export async function findAddress(db: Queryable, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Password recovery

export async function replaceResetToken(
  db: Queryable,
  values: { shopUserId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // Only the newest link works: asking again retires the earlier ones.
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.shopUserId, values.shopUserId));
  await db.insert(passwordResetTokens).values(values);
}

export async function lockResetToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function deleteResetTokens(db: Queryable, shopUserId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.shopUserId, shopUserId));
}

// ---------------------------------------------------------------------------------------------
// OAuth identities

export async function findIdentity(db: Queryable, provider: string, subject: string) {
  const [row] = await db
    .select({ shopUserId: shopUsers.id, customerId: shopUsers.customerId, enabled: shopUsers.enabled })
    .from(oauthIdentities)
    .innerJoin(shopUsers, eq(shopUsers.id, oauthIdentities.shopUserId))
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row;
}

export async function linkIdentity(
  db: Queryable,
  values: { shopUserId: number; provider: string; subject: string; email: string },
): Promise<void> {
  await db
    .insert(oauthIdentities)
    .values(values)
    .onConflictDoNothing({ target: [oauthIdentities.provider, oauthIdentities.subject] });
}
