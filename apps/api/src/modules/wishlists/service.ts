import { randomBytes } from 'node:crypto';
import type { CreateWishlistBody, Wishlist } from '@sakhe/contract';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/hydra';
import { defaultVariantOf, enabledProductsByIds, type ProductCatalog, type ProductView } from '../catalog';
import { currentChannel, findChannel } from '../channel';
import { presentWishlist } from './present';
import {
  type WishlistRow,
  deleteEntries,
  deleteWishlist,
  findCustomerWishlist,
  findSellableVariant,
  findShopUser,
  findWishlistByToken,
  insertEntry,
  insertWishlist,
  listEntries,
  moveEntries,
  sellableVariantsOf,
  touchWishlist,
} from './queries';

/**
 * Wishlists as the BitBag plugin keeps them (api-contract §12): reached by token; a customer has
 * exactly one, an anonymous one belongs to whoever holds its token. Only its owner may use a
 * wishlist: a customer's with their JWT, an anonymous one without any (BitBag's voter); anyone else
 * gets 403, an unknown token 404.
 */
export interface WishlistDeps {
  db: Database;
  catalog: ProductCatalog;
}

/** `customerId` of the request: null for a guest. */
export type Requester = number | null;

/** 256 random bits: the token is all that guards an anonymous wishlist. */
const newToken = () => randomBytes(32).toString('base64url');

/** A database id from a JSON number (int4), or null when it cannot name a row. */
const rowId = (value: number): number | null =>
  Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;

async function channelId(db: Database, code: string | null | undefined): Promise<number> {
  const channel = (code ? await findChannel(db, code) : undefined) ?? (await currentChannel(db));
  if (!channel) throw new Error('The shop has no channel; seed the database first');
  return channel.id;
}

async function owned(db: Database, token: string, requester: Requester): Promise<WishlistRow> {
  const wishlist = await findWishlistByToken(db, token);
  if (!wishlist) throw new NotFoundError();
  if (wishlist.customerId !== requester) throw new ForbiddenError();
  return wishlist;
}

/** The wishlist with its products, as the catalog presents them: a fixed number of statements. */
async function show(
  { db, catalog }: WishlistDeps,
  wishlist: WishlistRow,
  view: ProductView,
): Promise<Wishlist> {
  const [entries, shopUser] = await Promise.all([
    listEntries(db, wishlist.id),
    wishlist.customerId === null ? undefined : findShopUser(db, wishlist.customerId),
  ]);
  const products = await enabledProductsByIds(
    catalog,
    entries.map((entry) => entry.productId),
    view,
  );
  return presentWishlist(
    wishlist,
    entries,
    new Map(products.map((product) => [product.id, product])),
    shopUser,
  );
}

/** The customer's one wishlist, made on first use (a concurrent first use gets the same one). */
async function customerWishlist(db: Database, customerId: number, channelCode?: string | null) {
  const existing = await findCustomerWishlist(db, customerId);
  if (existing) return existing;
  const created = await insertWishlist(db, {
    token: newToken(),
    customerId,
    channelId: await channelId(db, channelCode),
  });
  const wishlist = created ?? (await findCustomerWishlist(db, customerId));
  if (!wishlist) throw new Error(`No wishlist for customer ${customerId} after creating one`);
  return wishlist;
}

/**
 * `POST wishlists`. A customer gets their own wishlist, and an anonymous one named by `tokenValue`
 * (what they wished as a guest) is merged into it. A guest resumes the anonymous wishlist named
 * by `tokenValue`, or gets a new one; a token the client makes up is never used for it.
 */
export async function createWishlist(
  deps: WishlistDeps,
  requester: Requester,
  body: CreateWishlistBody,
  view: ProductView,
): Promise<Wishlist> {
  const { db } = deps;
  const named = body.tokenValue ? await findWishlistByToken(db, body.tokenValue) : undefined;
  const anonymous = named?.customerId === null ? named : undefined;
  if (requester === null) {
    if (anonymous) return show(deps, anonymous, view);
    const created = await insertWishlist(db, {
      token: newToken(),
      customerId: null,
      channelId: await channelId(db, body.channelCode),
    });
    if (!created) throw new Error('A new wishlist token collided');
    return show(deps, created, view);
  }
  const own = await customerWishlist(db, requester, body.channelCode);
  if (anonymous) {
    await db.transaction(async (tx) => {
      await moveEntries(tx, anonymous.id, own.id);
      await deleteWishlist(tx, anonymous.id);
      await touchWishlist(tx, own.id);
    });
  }
  return show(deps, own, view);
}

export async function showWishlist(
  deps: WishlistDeps,
  requester: Requester,
  token: string,
  view: ProductView,
): Promise<Wishlist> {
  return show(deps, await owned(deps.db, token, requester), view);
}

/** Wishes the product's default variant (the one its listing price is for); twice changes nothing. */
export async function addProduct(
  deps: WishlistDeps,
  requester: Requester,
  token: string,
  productId: number,
  view: ProductView,
): Promise<Wishlist> {
  const wishlist = await owned(deps.db, token, requester);
  const id = rowId(productId);
  const variant = id === null ? undefined : defaultVariantOf(await sellableVariantsOf(deps.db, id));
  if (id === null || !variant) throw new NotFoundError();
  await insertEntry(deps.db, wishlist.id, { productId: id, variantId: variant.id });
  await touchWishlist(deps.db, wishlist.id);
  return show(deps, wishlist, view);
}

export async function addVariant(
  deps: WishlistDeps,
  requester: Requester,
  token: string,
  variantId: number,
  view: ProductView,
): Promise<Wishlist> {
  const wishlist = await owned(deps.db, token, requester);
  const id = rowId(variantId);
  const variant = id === null ? undefined : await findSellableVariant(deps.db, id);
  if (!variant) throw new NotFoundError();
  await insertEntry(deps.db, wishlist.id, { productId: variant.productId, variantId: variant.id });
  await touchWishlist(deps.db, wishlist.id);
  return show(deps, wishlist, view);
}

/**
 * Takes a product (every wished variant of it) or one variant off the wishlist; one that is not on
 * it is not found.
 */
export async function removeEntries(
  { db }: WishlistDeps,
  requester: Requester,
  token: string,
  what: { productId: string } | { variantId: string },
): Promise<void> {
  const wishlist = await owned(db, token, requester);
  const id = parseId('productId' in what ? what.productId : what.variantId);
  if (id === null) throw new NotFoundError();
  const removed = await deleteEntries(
    db,
    wishlist.id,
    'productId' in what ? { productId: id } : { variantId: id },
  );
  if (removed === 0) throw new NotFoundError();
}

/** A customer's next `POST wishlists` makes them a new, empty one. */
export async function removeWishlist(
  { db }: WishlistDeps,
  requester: Requester,
  token: string,
): Promise<void> {
  const wishlist = await owned(db, token, requester);
  await deleteWishlist(db, wishlist.id);
}
