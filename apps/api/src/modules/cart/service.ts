import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Adjustment, type CatalogLocale, type Order, type OrderItem } from '@sakhe/contract';
import { MAX_ITEM_QUANTITY } from '@sakhe/contract/limits';
import { type Settled, batched } from '../../db/batching';
import type { Database, Queryable, Transaction } from '../../db/client';
import { channels, orderItems, orders } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { identifierOf, parseId } from '../../http/hydra';
import { LOCALES } from '../../http/locale';
import { refuse } from '../../i18n/violations';
import type { VariantCards } from '../catalog';
import { type OrderShape, presentAdjustment, presentItem, presentOrder } from './present';
import { type CartToReprocess, type Reprocessed, reprocessCart, reprocessCarts } from './pipeline';
import {
  type AddedItem,
  type ItemToAdd,
  addCartItems,
  findVariantById,
  readItems,
  setCartItemQuantity,
} from './queries/items';
import { type OrderData, type OrderToRead, readOrderData, readOrdersData } from './queries/order-data';
import { deleteAddressCopies, readAdjustments } from './queries/order-parts';
import {
  type OrderRow,
  findOrderById,
  findOrderByToken,
  forgetRemovedItems,
  lockOrder,
} from './queries/orders';

/**
 * Carts (api-contract §6.1): create, read, delete, and their items. Every change runs in one
 * transaction with the order row locked and ends with the order processor, so a refused request
 * changes nothing and concurrent requests on one cart take turns. No HTTP here: these functions
 * are what the routes, the storefront's server code and the benchmark call.
 */

/** 144 random bits, URL-safe: the cart token is the guest's only key to the order. */
const newCartToken = () => randomBytes(18).toString('base64url');

/**
 * The app's carts: its database, the variant cards carts show, and the queues that concurrent cart
 * reads and adds share (see `batched`). One per app, made by the cart module's plugin (`openCarts`).
 */
export interface Carts {
  db: Database;
  cards: VariantCards;
  read(order: OrderToRead): Promise<OrderData | undefined>;
  add(request: AddRequest): Promise<OrderData>;
}

export function openCarts(db: Database, cards: VariantCards): Carts {
  return {
    db,
    cards,
    read: batched<OrderToRead, OrderData | undefined>({
      run: async (reads) => (await readOrdersData(db, cards, reads)).map((value) => ({ ok: true, value })),
      maxSize: 64,
      concurrency: 1,
    }),
    add: batched<AddRequest, OrderData>({
      run: (requests) => addBatch(db, cards, requests),
      key: (request) => request.tokenValue,
      maxSize: 64,
      concurrency: 1,
    }),
  };
}

export async function renderOrder(
  carts: Carts,
  orderId: number,
  locale: CatalogLocale,
  shape: OrderShape,
): Promise<Order> {
  const data = await readOrderData(carts.db, carts.cards, orderId, locale);
  if (!data) throw new NotFoundError();
  return presentOrder(data, shape, locale);
}

/**
 * Runs `change` on the cart in a transaction with the order row locked, re-runs the order
 * processor and returns the order as it then is, named in `locale` (the request's; the order's by
 * default). Unknown tokens and placed orders are 404: cart writes only see carts (api-contract §6.5).
 */
export function changeCart<T>(
  carts: Carts,
  tokenValue: string,
  change: (tx: Transaction, order: OrderRow) => Promise<T>,
  options: {
    locale?: CatalogLocale;
    /** Runs after the processor, still in the transaction (e.g. checks on the new totals). */
    after?: (tx: Transaction, order: OrderRow, processed: Reprocessed, result: T) => Promise<void>;
    /**
     * Not a change the owner made to the cart's contents (the shop's refresh, handing the cart over
     * at login): what the shop took out of it is still to be told.
     */
    keepRemovedItems?: boolean;
  } = {},
): Promise<{ orderData: OrderData; result: T }> {
  return runCartChange(carts, tokenValue, change, { ...options, orderRowChanges: true });
}

/** Whether the one asking may see and change this order (the owner check of api-contract §1.4). */
export type OrderAccess = (order: Pick<OrderRow, 'customerId' | 'createdByGuest'>) => boolean;

/**
 * A change to a cart's items alone: the order row locked before it is still current when the
 * processor runs, so it is not read again, and the owner is checked on it rather than read before.
 * An order `mayAccess` refuses is as unknown.
 */
function changeItems(
  carts: Carts,
  tokenValue: string,
  locale: CatalogLocale,
  mayAccess: OrderAccess,
  change: (tx: Transaction, order: OrderRow) => Promise<void>,
): Promise<{ orderData: OrderData }> {
  return runCartChange(carts, tokenValue, change, { locale, orderRowChanges: false, mayAccess });
}

async function runCartChange<T>(
  { db, cards }: Carts,
  tokenValue: string,
  change: (tx: Transaction, order: OrderRow) => Promise<T>,
  options: {
    locale?: CatalogLocale | undefined;
    orderRowChanges: boolean;
    mayAccess?: OrderAccess;
    keepRemovedItems?: boolean | undefined;
    after?:
      ((tx: Transaction, order: OrderRow, processed: Reprocessed, result: T) => Promise<void>) | undefined;
  },
): Promise<{ orderData: OrderData; result: T }> {
  return db.transaction(async (tx) => {
    let locked = cartOrNotFound(await lockOrder(tx, tokenValue), options.mayAccess);
    // The owner's change (quantities, removals, coupon, checkout): the cart has said what the shop
    // took out of it. Adding to cart keeps it, so the cart page still tells.
    if (locked.removedItems && !options.keepRemovedItems) {
      await forgetRemovedItems(tx, locked.id);
      locked = { ...locked, removedItems: null };
    }
    const result = await change(tx, locked);
    const current = options.orderRowChanges ? await mustFindOrder(tx, locked.id) : locked;
    const processed = await reprocessCart(tx, cards, current, { locale: options.locale });
    if (!options.after) return { orderData: processed.orderData, result };
    await options.after(tx, processed.orderData.order, processed, result);
    // The hook may have written the order row (the checkout state): it is read again.
    return { orderData: { ...processed.orderData, order: await mustFindOrder(tx, locked.id) }, result };
  });
}

/** A locked order that is a cart the asker may change; anything else is as unknown. */
function cartOrNotFound(order: OrderRow | undefined, mayAccess?: OrderAccess): OrderRow {
  if (!order || order.state !== 'cart' || (mayAccess && !mayAccess(order))) throw new NotFoundError();
  return order;
}

async function mustFindOrder(db: Queryable, id: number): Promise<OrderRow> {
  const order = await findOrderById(db, id);
  if (!order) throw new NotFoundError();
  return order;
}

async function defaultChannel(db: Queryable) {
  const [channel] = await db.select().from(channels).orderBy(asc(channels.id)).limit(1);
  if (!channel) throw new Error('The shop has no channel; seed the database first');
  return channel;
}

/**
 * `POST orders`: a new empty cart in the locale asked for (body localeCode, else Accept-Language).
 * For a logged-in customer, their latest cart with items if they have one, else a new cart of theirs.
 */
export async function createCart(
  carts: Carts,
  input: { localeCode?: string | undefined; locale: CatalogLocale; customerId?: number | null },
): Promise<Order> {
  const localeCode = input.localeCode ?? input.locale;
  if (!(LOCALES as readonly string[]).includes(localeCode))
    refuse(input.locale, 'localeCode', 'invalidValue');
  const customerId = input.customerId ?? null;
  const { db } = carts;
  if (customerId !== null) {
    const latest = await latestCustomerCart(db, customerId);
    if (latest !== undefined) return renderOrder(carts, latest, input.locale, 'write');
  }
  const channel = await defaultChannel(db);
  const [created] = await db
    .insert(orders)
    .values({
      tokenValue: newCartToken(),
      channelId: channel.id,
      localeCode,
      currencyCode: channel.baseCurrency,
      ...(customerId !== null ? { customerId, createdByGuest: false } : {}),
    })
    .returning({ id: orders.id });
  return renderOrder(carts, (created as { id: number }).id, input.locale, 'write');
}

async function latestCustomerCart(db: Queryable, customerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.state, 'cart'),
        eq(orders.createdByGuest, false),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1);
  return row?.id;
}

/** Who may see an order: guest orders anyone with the token, a customer's only that customer. */
export async function orderOwner(
  db: Queryable,
  tokenValue: string,
): Promise<{ customerId: number | null; createdByGuest: boolean } | undefined> {
  const [row] = await db
    .select({ customerId: orders.customerId, createdByGuest: orders.createdByGuest })
    .from(orders)
    .where(eq(orders.tokenValue, tokenValue))
    .prepare('order_owner')
    .execute();
  return row;
}

/**
 * Hands the cart a guest filled over to the customer who just logged in (Sylius' cart blamer), so
 * it becomes their latest cart. Placed orders and other customers' carts are left alone.
 */
export async function assignCart(carts: Carts, tokenValue: string, customerId: number): Promise<boolean> {
  const owner = await orderOwner(carts.db, tokenValue);
  if (!owner || (!owner.createdByGuest && owner.customerId !== customerId)) return false;
  try {
    const { result } = await changeCart(
      carts,
      tokenValue,
      async (tx, cart) => {
        if (!cart.createdByGuest && cart.customerId !== customerId) return false;
        await tx
          .update(orders)
          .set({ customerId, createdByGuest: false, updatedAt: new Date() })
          .where(eq(orders.id, cart.id));
        return true;
      },
      { keepRemovedItems: true },
    );
    return result;
  } catch (error) {
    if (error instanceof NotFoundError) return false; // placed or deleted meanwhile
    throw error;
  }
}

/**
 * `GET orders/{t}`; an order `mayAccess` refuses is as unknown (404). Concurrent reads share one
 * statement (see `batched`); a read waits at most for the statement running when it came.
 */
export async function showOrder(
  carts: Carts,
  tokenValue: string,
  locale: CatalogLocale,
  mayAccess: OrderAccess,
) {
  const data = await carts.read({ tokenValue, locale });
  if (!data || !mayAccess(data.order)) throw new NotFoundError();
  return presentOrder(data, 'read', locale);
}

/** `DELETE orders/{t}`: carts only; the order's own address copies go with it. */
export async function deleteCart(db: Database, tokenValue: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = cartOrNotFound(await lockOrder(tx, tokenValue));
    await tx.delete(orders).where(eq(orders.id, order.id));
    await deleteAddressCopies(tx, [order.billingAddressId, order.shippingAddressId]);
  });
}

function checkQuantity(quantity: number, locale: CatalogLocale) {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ITEM_QUANTITY) {
    refuse(locale, 'quantity', 'quantityRange', { max: MAX_ITEM_QUANTITY });
  }
}

/** Tracked variants cannot go into a cart beyond what is on hand and not held by placed orders. */
function checkStock(
  variant: { tracked: boolean; onHand: number; onHold: number },
  quantity: number,
  locale: CatalogLocale,
) {
  if (variant.tracked && quantity > variant.onHand - variant.onHold)
    refuse(locale, 'quantity', 'quantityNotInStock');
}

/** One `POST orders/{t}/items`, as a batch of adds takes it: the add, and whom to answer how. */
interface AddRequest extends ItemToAdd {
  locale: CatalogLocale;
  mayAccess: OrderAccess;
}

/**
 * `POST orders/{t}/items`: adding a variant already in the cart adds to its quantity. Adding to
 * cart is the shop's most frequent write, so concurrent adds to different carts share one
 * transaction (see `batched`): one statement locks their orders, finds their variants and writes
 * their items, then the order processor reads and writes all their carts in one statement each.
 */
export async function addItem(
  carts: Carts,
  tokenValue: string,
  input: { productVariant: string; quantity: number },
  locale: CatalogLocale,
  mayAccess: OrderAccess,
): Promise<Order> {
  checkQuantity(input.quantity, locale);
  const request = {
    tokenValue,
    code: identifierOf(input.productVariant, 'product-variants'),
    quantity: input.quantity,
    locale,
    mayAccess,
  };
  return presentOrder(await carts.add(request), 'read', locale);
}

/** A request whose add was refused: the transaction is rolled back and run again without it. */
class Refused extends Error {
  constructor(readonly refusals: Map<number, unknown>) {
    super('Refused adds');
  }
}

/**
 * Runs a batch of adds (one per cart). What each add wrote is checked after the write; a refusal
 * rolls back the whole transaction, and the batch runs again without the refused adds, which
 * answer with their refusal. Refusals are rare (a stale page, an exhausted variant), so the
 * accepted adds of a batch almost always cost one transaction.
 */
async function addBatch(
  db: Database,
  cards: VariantCards,
  requests: AddRequest[],
): Promise<Array<Settled<OrderData>>> {
  const settled: Array<Settled<OrderData>> = [];
  let pending = requests.map((_, index) => index);
  while (pending.length > 0) {
    try {
      const carts = await db.transaction(async (tx) => {
        const adds = pending.map((index) => requests[index] as AddRequest);
        const added = await addCartItems(tx, adds, new Date());
        const refusals = new Map<number, unknown>();
        const accepted = pending.map((index, position) => {
          try {
            return acceptedAdd(requests[index] as AddRequest, added[position] as AddedItem);
          } catch (error) {
            refusals.set(index, error);
            return undefined;
          }
        });
        if (refusals.size > 0) throw new Refused(refusals);
        return reprocessCarts(tx, cards, accepted as CartToReprocess[]);
      });
      pending.forEach((index, position) => {
        settled[index] = { ok: true, value: (carts[position] as Reprocessed).orderData };
      });
      pending = [];
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      for (const [index, refusal] of error.refusals) settled[index] = { ok: false, error: refusal };
      pending = pending.filter((index) => !error.refusals.has(index));
    }
  }
  return settled;
}

/** The cart to reprocess after an add, or the add's refusal thrown. */
function acceptedAdd(request: AddRequest, { order, variant, quantity }: AddedItem): CartToReprocess {
  const { code, locale } = request;
  const cart = cartOrNotFound(order, request.mayAccess);
  if (code === '' || !variant || !variant.enabled || !variant.productEnabled) {
    refuse(locale, 'productVariant', 'variantNotFound', { code });
  }
  checkQuantity(quantity, locale);
  checkStock(variant, quantity, locale);
  return { order: cart, locale };
}

async function cartItem(tx: Queryable, orderId: number, itemId: string, locale: CatalogLocale) {
  const id = parseId(itemId);
  const [item] =
    id === null
      ? []
      : await tx
          .select({ id: orderItems.id, variantId: orderItems.variantId })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, id)))
          .prepare('cart_item_by_id')
          .execute();
  // 1.12 answers an unknown item of a cart with a violation, not a 404 (api-contract §1.4).
  if (!item) refuse(locale, 'orderItemId', 'invalidValue');
  return item;
}

/** `PATCH orders/{t}/items/{id}`. */
export async function changeItemQuantity(
  carts: Carts,
  tokenValue: string,
  itemId: string,
  quantity: number,
  locale: CatalogLocale,
  mayAccess: OrderAccess,
): Promise<Order> {
  checkQuantity(quantity, locale);
  const { orderData } = await changeItems(carts, tokenValue, locale, mayAccess, async (tx, cart) => {
    const item = await cartItem(tx, cart.id, itemId, locale);
    const variant = await findVariantById(tx, item.variantId);
    if (variant) checkStock(variant, quantity, locale);
    await setCartItemQuantity(tx, item.id, quantity);
  });
  return presentOrder(orderData, 'read');
}

/** `DELETE orders/{t}/items/{id}`. */
export async function removeItem(
  carts: Carts,
  tokenValue: string,
  itemId: string,
  locale: CatalogLocale,
  mayAccess: OrderAccess,
): Promise<void> {
  await changeItems(carts, tokenValue, locale, mayAccess, async (tx, cart) => {
    const item = await cartItem(tx, cart.id, itemId, locale);
    await tx.delete(orderItems).where(eq(orderItems.id, item.id));
  });
}

/** `GET orders/{t}/items`. */
export async function listItems(
  { db, cards }: Carts,
  tokenValue: string,
  locale: CatalogLocale,
): Promise<OrderItem[]> {
  const order = await findOrderByToken(db, tokenValue);
  if (!order) throw new NotFoundError();
  return (await readItems(db, cards, order.id, locale)).map((item) =>
    presentItem(item, order.state !== 'cart'),
  );
}

/** `GET orders/{t}/adjustments` (all of them) and `GET orders/{t}/items/{id}/adjustments`. */
export async function listAdjustments(
  db: Queryable,
  tokenValue: string,
  itemId?: string,
): Promise<Adjustment[]> {
  const order = await findOrderByToken(db, tokenValue);
  if (!order) throw new NotFoundError();
  if (itemId === undefined) return (await readAdjustments(db, order.id)).map(presentAdjustment);
  const id = parseId(itemId);
  if (id === null) throw new NotFoundError();
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.id, id)));
  if (!item) throw new NotFoundError();
  return (await readAdjustments(db, order.id, id)).map(presentAdjustment);
}
