import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  customers,
  productVariants,
  products,
  shopUsers,
  wishlistProducts,
  wishlists,
} from '../../db/schema';

export type WishlistRow = typeof wishlists.$inferSelect;

export async function findWishlistByToken(db: Queryable, token: string): Promise<WishlistRow | undefined> {
  const [row] = await db.select().from(wishlists).where(eq(wishlists.token, token));
  return row;
}

export async function findCustomerWishlist(
  db: Queryable,
  customerId: number,
): Promise<WishlistRow | undefined> {
  const [row] = await db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
  return row;
}

/**
 * A new wishlist; for a customer who got one meanwhile (two first hearts at once) the unique index
 * keeps theirs and nothing is returned.
 */
export async function insertWishlist(
  db: Queryable,
  values: { token: string; customerId: number | null; channelId: number },
): Promise<WishlistRow | undefined> {
  const [row] = await db.insert(wishlists).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteWishlist(db: Queryable, id: number): Promise<void> {
  await db.delete(wishlists).where(eq(wishlists.id, id));
}

export async function touchWishlist(db: Queryable, id: number): Promise<void> {
  await db
    .update(wishlists)
    .set({ updatedAt: sql`now()` })
    .where(eq(wishlists.id, id));
}

export interface EntryRow {
  productId: number;
  variantId: number;
  quantity: number;
}

/** The wished variants, oldest first. */
export function listEntries(db: Queryable, wishlistId: number): Promise<EntryRow[]> {
  return db
    .select({
      productId: wishlistProducts.productId,
      variantId: wishlistProducts.variantId,
      quantity: wishlistProducts.quantity,
    })
    .from(wishlistProducts)
    .where(eq(wishlistProducts.wishlistId, wishlistId))
    .orderBy(asc(wishlistProducts.id));
}

/** Wishing a variant already wished changes nothing (the unique index on wishlist and variant). */
export async function insertEntry(
  db: Queryable,
  wishlistId: number,
  entry: { productId: number; variantId: number },
): Promise<void> {
  await db
    .insert(wishlistProducts)
    .values({ wishlistId, ...entry })
    .onConflictDoNothing();
}

/** How many rows went: 0 means the product (or variant) was not on the wishlist. */
export async function deleteEntries(
  db: Queryable,
  wishlistId: number,
  by: { productId: number } | { variantId: number },
): Promise<number> {
  const match =
    'productId' in by
      ? eq(wishlistProducts.productId, by.productId)
      : eq(wishlistProducts.variantId, by.variantId);
  const removed = await db
    .delete(wishlistProducts)
    .where(and(eq(wishlistProducts.wishlistId, wishlistId), match))
    .returning({ id: wishlistProducts.id });
  return removed.length;
}

/** Moves what one wishlist holds into another (what the other already holds stays once). */
export async function moveEntries(db: Queryable, fromId: number, toId: number): Promise<void> {
  await db.execute(sql`
    insert into wishlist_products (wishlist_id, product_id, variant_id, quantity, created_at)
    select ${toId}, product_id, variant_id, quantity, created_at from wishlist_products
     where wishlist_id = ${fromId}
     order by id
    on conflict do nothing`);
}

/** The enabled variants of an enabled product, with what decides its default variant. */
export function sellableVariantsOf(db: Queryable, productId: number) {
  return db
    .select({
      id: productVariants.id,
      position: productVariants.position,
      enabled: productVariants.enabled,
      tracked: productVariants.tracked,
      onHand: productVariants.onHand,
      onHold: productVariants.onHold,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.enabled, true),
        eq(products.enabled, true),
      ),
    )
    .orderBy(asc(productVariants.id));
}

/** An enabled variant of an enabled product, with its product. */
export async function findSellableVariant(
  db: Queryable,
  variantId: number,
): Promise<{ id: number; productId: number } | undefined> {
  const [row] = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(productVariants.id, variantId), eq(productVariants.enabled, true), eq(products.enabled, true)),
    );
  return row;
}

/** The account (shop user) of a customer, as the wishlist shows its owner. */
export async function findShopUser(
  db: Queryable,
  customerId: number,
): Promise<{ id: number; email: string } | undefined> {
  const [row] = await db
    .select({ id: shopUsers.id, email: customers.email })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(eq(shopUsers.customerId, customerId));
  return row;
}
