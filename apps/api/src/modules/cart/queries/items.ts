/**
 * An order's items, and adding to carts. The items' statements read only what must be live (the
 * item, its variant's price, stock and enabled flags); names, images and taxon paths come from the
 * variant cards kept in memory (decision 0007), completed here for all the orders of a read at once.
 * Adding to carts is one statement for a whole batch of adds (decision 0005): it locks the carts,
 * finds the variants and upserts the items.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { type Columns, rowParameters, unnestedRows } from '../../../db/rows';
import { orderItems, orders } from '../../../db/schema';
import { namedStatement, selectRows } from '../../../db/sql';
import type { VariantCards, VariantNames } from '../../catalog';
import { type OrderRow, orderFrom, orderObject, toOrderRow } from './orders';

/** An item with its variant's card: what order payloads show, and the processor prices. */
export interface ItemRow extends StoredItemRow, VariantNames {
  imagePath: string | null;
  /** Paths of the product's taxons, for the promotion rules (read by the processor only). */
  taxonPaths: string[];
}

/** An item as its statements read it: the rest comes from its variant's card. */
export interface StoredItemRow {
  id: number;
  variantId: number;
  quantity: number;
  unitPrice: number;
  originalUnitPrice: number;
  discountedUnitPrice: number;
  subtotal: number;
  total: number;
  /** Snapshots taken at completion. */
  snapshotProductName: string | null;
  snapshotVariantName: string | null;
  variantCode: string;
  price: number;
  originalPrice: number;
  variantEnabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
  productCode: string;
  productEnabled: boolean;
}

/** The items of an order, with their variants' prices and stock; `orderId` may be a parameter or an outer column. */
export function itemsSelect(orderId: SQL): SQL {
  return sql`select oi.id, oi.variant_id as "variantId", oi.quantity, oi.unit_price as "unitPrice",
          oi.original_unit_price as "originalUnitPrice", oi.discounted_unit_price as "discountedUnitPrice",
          oi.subtotal, oi.total, oi.product_name as "snapshotProductName", oi.variant_name as "snapshotVariantName",
          v.code as "variantCode", v.price, v.original_price as "originalPrice", v.enabled as "variantEnabled",
          v.tracked, v.on_hand as "onHand", v.on_hold as "onHold",
          p.code as "productCode", p.enabled as "productEnabled"
        from order_items oi
        join product_variants v on v.id = oi.variant_id
        join products p on p.id = v.product_id
       where oi.order_id = ${orderId}`;
}

const NO_NAMES: VariantNames = { productName: null, productSlug: null, variantName: null, brandName: null };

/** Orders' items completed from their variants' cards (named in each order's locale), read at once. */
export async function withCards(
  db: Queryable,
  cards: VariantCards,
  orders: Array<{ items: StoredItemRow[]; locale: CatalogLocale }>,
): Promise<ItemRow[][]> {
  const found = await cards.of(
    db,
    orders.flatMap(({ items }) => items.map((item) => item.variantId)),
  );
  return orders.map(({ items, locale }) =>
    items.map((item) => {
      const card = found.get(item.variantId);
      const names = card?.names[locale] ?? NO_NAMES;
      // Every field named, so that all items share one shape: spreading the parsed rows made
      // objects V8 could not optimize, which cost more than the rest of a cart change's JavaScript.
      return {
        id: item.id,
        variantId: item.variantId,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        originalUnitPrice: item.originalUnitPrice,
        discountedUnitPrice: item.discountedUnitPrice,
        subtotal: item.subtotal,
        total: item.total,
        snapshotProductName: item.snapshotProductName,
        snapshotVariantName: item.snapshotVariantName,
        variantCode: item.variantCode,
        price: item.price,
        originalPrice: item.originalPrice,
        variantEnabled: item.variantEnabled,
        tracked: item.tracked,
        onHand: item.onHand,
        onHold: item.onHold,
        productCode: item.productCode,
        productEnabled: item.productEnabled,
        productName: names.productName,
        productSlug: names.productSlug,
        variantName: names.variantName,
        brandName: names.brandName,
        imagePath: card?.imagePath ?? null,
        taxonPaths: card?.taxonPaths ?? [],
      };
    }),
  );
}

/** Items with their catalog data and the category paths the promotion rules match on. */
export async function readItems(
  db: Queryable,
  cards: VariantCards,
  orderId: number,
  locale: CatalogLocale,
): Promise<ItemRow[]> {
  const items = await selectRows<StoredItemRow>(
    db,
    sql`${itemsSelect(sql`${orderId}`)} order by oi.id`,
    'order_items',
  );
  return (await withCards(db, cards, [{ items, locale }]))[0] as ItemRow[];
}

export interface VariantForCart {
  id: number;
  code: string;
  enabled: boolean;
  productEnabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
}

const selectVariant = (where: SQL) => sql`select v.id, v.code, v.enabled,
    p.enabled as "productEnabled", v.tracked, v.on_hand as "onHand", v.on_hold as "onHold"
  from product_variants v join products p on p.id = v.product_id
  where ${where}`;

export async function findVariantById(db: Queryable, id: number): Promise<VariantForCart | undefined> {
  const [row] = await selectRows<VariantForCart>(db, selectVariant(sql`v.id = ${id}`), 'cart_variant_by_id');
  return row;
}

/** What adding to cart found and did: the locked order, the variant, the item's new quantity. */
export interface AddedItem {
  order: OrderRow | undefined;
  variant: VariantForCart | undefined;
  /** The item's quantity with the units added (0 when there was no order or variant to add to). */
  quantity: number;
}

/** Units of a variant (by code) to add to a cart (by token). */
export interface ItemToAdd {
  tokenValue: string;
  code: string;
  quantity: number;
}

const ADD_COLUMNS = { tokenValue: 'text', code: 'text', quantity: 'int' } satisfies Columns;

const addItemsStatement = namedStatement<
  { order: Record<string, unknown> | null; variant: VariantForCart | null; quantity: number | null },
  Record<string, unknown>
>('cart_add_items', (param) => {
  const now = sql`${param('now')}::timestamp`;
  // Orders and variants are found with `= any(array)`, an index scan whatever the planner thinks
  // of the tables. The orders are locked in the order of their ids, so that two transactions
  // wanting some of the same orders wait for each other instead of deadlocking. An add of a variant
  // the cart holds is merged into its item by the unique key (on conflict), which also finds an item
  // another transaction added while this one waited for the lock (the CTEs read the snapshot taken
  // before). A separate update of the items found first planned as a lookup by variant, reading
  // every order that ever held a popular variant. The quantities returned are the stored ones.
  return sql`with adds as (select * from ${unnestedRows(param, 'adds', ADD_COLUMNS, { position: true })}),
    locked as (
      select ${orderObject} as "order", ${orders.id} as id, ${orders.tokenValue} as token ${orderFrom}
      where ${orders.tokenValue} = any(${param('adds_tokenValue')}::text[]) order by ${orders.id} for update of ${orders}
    ), variant as (${selectVariant(sql`v.code = any(${param('adds_code')}::text[])`)}),
    wanted as (
      select o.id as order_id, v.id as variant_id, a.quantity
      from adds a join locked o on o.token = a."tokenValue" join variant v on v.code = a.code
    ), stored as (
      insert into order_items (order_id, variant_id, quantity)
      select w.order_id, w.variant_id, w.quantity from wanted w
      on conflict (order_id, variant_id) do update
        set quantity = order_items.quantity + excluded.quantity, updated_at = ${now}
      returning order_id, variant_id, quantity
    )
    select o."order", row_to_json(v) as variant, s.quantity
    from adds a
    left join locked o on o.token = a."tokenValue"
    left join variant v on v.code = a.code
    left join stored s on s.order_id = o.id and s.variant_id = v.id
    order by a.position`;
});

/**
 * Adding to carts in one statement: locks the orders, finds the variants by code and adds the
 * units to each cart's item of its variant (a new item when there is none). One add per cart. The
 * caller refuses what may not be added by throwing, which rolls the writes back with the
 * transaction.
 */
export async function addCartItems(db: Queryable, adds: ItemToAdd[], now: Date): Promise<AddedItem[]> {
  const rows = await addItemsStatement(db, {
    ...rowParameters('adds', ADD_COLUMNS, adds),
    now: now.toISOString(),
  });
  return rows.map((row) => ({
    order: row.order ? toOrderRow(row.order) : undefined,
    variant: row.variant ?? undefined,
    quantity: row.quantity ?? 0,
  }));
}

const itemQuantity = namedStatement<never, { id: number; quantity: number; now: string }>(
  'cart_item_quantity',
  (param) => sql`update ${orderItems} set quantity = ${param('quantity')}::int,
    updated_at = ${param('now')}::timestamp where id = ${param('id')}::int`,
);

export async function setCartItemQuantity(db: Queryable, id: number, quantity: number): Promise<void> {
  await itemQuantity(db, { id, quantity, now: new Date().toISOString() });
}
