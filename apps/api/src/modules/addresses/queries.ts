import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { addresses, customers } from '../../db/schema';
import type { ValidAddress } from '../checkout';

/** The address book: addresses with a customer (order copies have none). */

export type AddressRow = typeof addresses.$inferSelect;

const ownedBy = (customerId: number) => eq(addresses.customerId, customerId);

export function listAddresses(db: Queryable, customerId: number, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(addresses)
    .where(ownedBy(customerId))
    .orderBy(asc(addresses.id))
    .offset(page.offset)
    .limit(page.limit);
}

export function countAddresses(db: Queryable, customerId: number): Promise<number> {
  return db.$count(addresses, ownedBy(customerId));
}

export async function findOwnAddress(
  db: Queryable,
  customerId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), ownedBy(customerId)));
  return row;
}

export async function insertAddress(
  db: Queryable,
  customerId: number,
  address: ValidAddress,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...address, customerId })
    .returning();
  return row as AddressRow;
}

export async function updateAddress(db: Queryable, id: number, address: ValidAddress): Promise<AddressRow> {
  const [row] = await db.update(addresses).set(address).where(eq(addresses.id, id)).returning();
  return row as AddressRow;
}

export async function deleteAddress(db: Queryable, id: number): Promise<void> {
  await db.delete(addresses).where(eq(addresses.id, id));
}

/** The customer row locked, so two first addresses saved at once do not both become the default. */
export async function lockCustomer(db: Queryable, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, defaultAddressId: customers.defaultAddressId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function setDefaultAddress(db: Queryable, customerId: number, addressId: number): Promise<void> {
  await db
    .update(customers)
    .set({ defaultAddressId: addressId, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}
