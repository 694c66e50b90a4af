import { type SQL, and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { type Columns, rowParameters, unnestedRows } from '../../db/rows';
import {
  addresses,
  channels,
  customers,
  orderAdjustments,
  orderItems,
  orders,
  paymentMethods,
  promotionCoupons,
} from '../../db/schema';
import { DEFAULT_LOCALE, LOCALES } from '../../http/locale';
import { namedStatement, selectRows } from '../../db/sql';
import type { VariantCards, VariantNames } from '../catalog';
import {
  labelledIn,
  namedTaxonPaths,
  placedOrderCountColumn,
  type PromotionWithParts,
  type RunningPromotionRow,
  runningPromotionsSelect,
} from '../promotions';
import {
  enabledMethodsColumn,
  type MethodRow,
  type ShippingMethodDefinition,
  shippingMethodDefinition,
} from '../shipping';

/** Reads and writes of orders and their parts; catalog tables are only read. */

export type OrderRow = typeof orders.$inferSelect & {
  channelCode: string;
  email: string | null;
  couponCode: string | null;
};

const orderColumns = Object.entries(getTableColumns(orders));

/**
 * The order row, with its channel's code, its customer's e-mail and its coupon's code, as one JSON
 * object keyed like OrderRow: one column is cheaper for the driver to describe and parse than thirty.
 */
const orderObject = sql`json_build_object(
    ${sql.join(
      orderColumns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
      sql`, `,
    )},
    'channelCode', ch.code, 'email', cu.email, 'couponCode', pc.code)`;

/** What `orderObject` joins to the `orders` row in scope. */
const orderJoins = sql`join ${channels} ch on ch.id = ${orders.channelId}
    left join ${customers} cu on cu.id = ${orders.customerId}
    left join ${promotionCoupons} pc on pc.id = ${orders.promotionCouponId}`;

const orderFrom = sql`from ${orders} ${orderJoins}`;

/** Types the JSON of `orderObject` as drizzle types its columns (timestamps become dates). */
function toOrderRow(json: Record<string, unknown>): OrderRow {
  for (const [key, column] of orderColumns) {
    const value = json[key];
    if (value !== null && value !== undefined) json[key] = column.mapFromDriverValue(value as never);
  }
  return json as OrderRow;
}

/** A statement's row holding `orderObject`. */
type OrderJson = { order: Record<string, unknown> };

// Named statements whose text is built once: the cart's routes read orders on every request, and
// building a drizzle query each time cost more than PostgreSQL takes to run it.

const orderByToken = namedStatement<OrderJson, { tokenValue: string }>(
  'order_by_token',
  (param) =>
    sql`select ${orderObject} as "order" ${orderFrom} where ${orders.tokenValue} = ${param('tokenValue')}::text`,
);

const orderById = namedStatement<OrderJson, { id: number }>(
  'order_by_id',
  (param) => sql`select ${orderObject} as "order" ${orderFrom} where ${orders.id} = ${param('id')}::int`,
);

const lockedOrder = namedStatement<OrderJson, { tokenValue: string }>(
  'lock_order',
  (param) =>
    sql`select ${orderObject} as "order" ${orderFrom}
      where ${orders.tokenValue} = ${param('tokenValue')}::text for update of ${orders}`,
);

const firstOrder = ([row]: OrderJson[]) => row && toOrderRow(row.order);

export async function findOrderByToken(db: Queryable, tokenValue: string): Promise<OrderRow | undefined> {
  return firstOrder(await orderByToken(db, { tokenValue }));
}

export async function findOrderById(db: Queryable, id: number): Promise<OrderRow | undefined> {
  return firstOrder(await orderById(db, { id }));
}

/**
 * Locks the order row for the rest of the transaction: every change to a cart (and completion)
 * goes through here first, so concurrent requests on one cart take turns.
 */
export async function lockOrder(db: Queryable, tokenValue: string): Promise<OrderRow | undefined> {
  return firstOrder(await lockedOrder(db, { tokenValue }));
}

/** An address as order payloads show it. */
export type ShownAddressRow = Omit<AddressRow, 'createdAt'>;

/** Everything an order payload is built from, read in one statement. */
export interface OrderData {
  order: OrderRow;
  items: ShownItemRow[];
  shipments: ShipmentRow[];
  payments: PaymentRow[];
  addresses: ShownAddressRow[];
}

type OrderDataRow = Omit<OrderData, 'order' | 'items'> & OrderJson & { items: StoredItemRow[] };

/** The order's billing and shipping addresses as a JSON array of ShownAddressRow. */
const addressesColumn = (
  billingAddressId: SQL,
  shippingAddressId: SQL,
) => sql`(select coalesce(json_agg(a), '[]'::json)
        from (select a.id, a.customer_id as "customerId", a.first_name as "firstName", a.last_name as "lastName",
                     a.phone_number as "phoneNumber", a.company, a.country_code as "countryCode",
                     a.province_code as "provinceCode", a.province_name as "provinceName", a.street, a.city,
                     a.postcode
                from addresses a where a.id in (${billingAddressId}, ${shippingAddressId})) a)`;

/** The order data of the `orders` row in scope, named in `locale`, as OrderDataRow's columns. */
function orderDataColumns(locale: LocaleValue): SQL {
  const orderId = sql`${orders}.id`;
  return sql`${orderObject} as "order",
      (select coalesce(json_agg(i order by i.id), '[]'::json)
        from (${itemsSelect(orderId)}) i) as items,
      (select coalesce(json_agg(s order by s.id), '[]'::json)
        from (${shipmentsSelect(orderId, locale)}) s) as shipments,
      (select coalesce(json_agg(p order by p.id), '[]'::json)
        from (${paymentsSelect(orderId, locale)}) p) as payments,
      ${addressesColumn(sql`${orders}.billing_address_id`, sql`${orders}.shipping_address_id`)} as addresses`;
}

const orderDataById = namedStatement<OrderDataRow, { id: number; locale: CatalogLocale }>(
  'order_data_by_id',
  (param) =>
    sql`select ${orderDataColumns(param('locale'))} ${orderFrom} where ${orders.id} = ${param('id')}::int`,
);

/**
 * The order row with its items, shipments, payments and addresses as JSON columns: one round trip
 * instead of five, as a named prepared statement, so PostgreSQL neither parses nor re-plans it on
 * every request (a second only for items whose variant cards are not in memory).
 */
export async function loadOrderData(
  db: Queryable,
  cards: VariantCards,
  id: number,
  locale: CatalogLocale,
): Promise<OrderData | undefined> {
  const [row] = await orderDataById(db, { id, locale });
  if (!row) return undefined;
  const [items] = await withCards(db, cards, [{ items: row.items, locale }]);
  return { ...row, items: items as ItemRow[], order: toOrderRow(row.order) };
}

/** An order wanted by its token, named in a locale. */
export interface WantedOrder {
  tokenValue: string;
  locale: CatalogLocale;
}

const WANTED_COLUMNS = { tokenValue: 'text', locale: 'text' } satisfies Columns;

const orderDataByTokens = namedStatement<OrderDataRow & { position: number }, Record<string, unknown>>(
  'order_data_by_tokens',
  (param) => sql`select ${orderDataColumns(sql`wanted.locale`)}, wanted.position::int as position
    from ${unnestedRows(param, 'wanted', WANTED_COLUMNS, { position: true })}
    join ${orders} on ${orders.tokenValue} = wanted."tokenValue" ${orderJoins}`,
);

/**
 * The order data of several orders by token, in one statement (undefined for an unknown token):
 * showing a cart is the shop's most frequent personal read, and concurrent reads share a
 * statement as adds share a transaction.
 */
export async function loadOrdersData(
  db: Queryable,
  cards: VariantCards,
  wanted: WantedOrder[],
): Promise<Array<OrderData | undefined>> {
  const rows = await orderDataByTokens(db, rowParameters('wanted', WANTED_COLUMNS, wanted));
  const byPosition = new Map(rows.map(({ position, ...row }) => [position, row]));
  const found = wanted.map((_, index) => byPosition.get(index + 1));
  const items = await withCards(
    db,
    cards,
    found.map((row, index) => ({ items: row?.items ?? [], locale: (wanted[index] as WantedOrder).locale })),
  );
  return found.map(
    (row, index) => row && { ...row, items: items[index] as ItemRow[], order: toOrderRow(row.order) },
  );
}

// ---------------------------------------------------------------------------------------------
// Items, with the catalog data the processor and the cart page need

export interface ItemRow extends ShownItemRow {
  /** Paths of the product's taxons, for the promotion rules (read by the processor only). */
  taxonPaths: string[];
}

/** An item as order payloads show it. */
export interface ShownItemRow extends StoredItemRow, VariantNames {
  imagePath: string | null;
}

/** An item as its statements read it: the rest comes from its variant's card. */
interface StoredItemRow {
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

/** A locale as a statement takes it: a value, or an expression such as a column of the batch's rows. */
type LocaleValue = CatalogLocale | SQL;

/** The items of an order, with their variants' prices and stock; `orderId` may be a parameter or an outer column. */
function itemsSelect(orderId: SQL): SQL {
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
async function withCards(
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
export async function loadItems(
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

// ---------------------------------------------------------------------------------------------
// Shipments, payments, adjustments, addresses

export interface ShipmentRow {
  id: number;
  state: string;
  methodId: number | null;
  methodCode: string | null;
  methodName: string | null;
}

/** A method's name in the locale, else in Georgian, else its code. */
const methodName = (translations: SQL, locale: LocaleValue) => sql`coalesce(
    (select t.name from ${translations} t where t.method_id = m.id and t.locale = ${locale}),
    (select t.name from ${translations} t where t.method_id = m.id and t.locale = ${DEFAULT_LOCALE}),
    m.code)`;

function shipmentsSelect(orderId: SQL, locale: LocaleValue): SQL {
  return sql`select s.id, s.state, s.method_id as "methodId", m.code as "methodCode",
      ${methodName(sql`shipping_method_translations`, locale)} as "methodName"
    from shipments s left join shipping_methods m on m.id = s.method_id
    where s.order_id = ${orderId}`;
}

export function loadShipments(db: Queryable, orderId: number, locale: CatalogLocale): Promise<ShipmentRow[]> {
  return selectRows<ShipmentRow>(
    db,
    sql`${shipmentsSelect(sql`${orderId}`, locale)} order by s.id`,
    'order_shipments',
  );
}

export interface PaymentRow {
  id: number;
  state: string;
  amount: number;
  currencyCode: string;
  methodId: number | null;
  methodCode: string | null;
  methodName: string | null;
  gateway: string | null;
  gatewayToken: string | null;
}

function paymentsSelect(orderId: SQL, locale: LocaleValue): SQL {
  return sql`select p.id, p.state, p.amount, p.currency_code as "currencyCode", p.method_id as "methodId",
      m.code as "methodCode", ${methodName(sql`payment_method_translations`, locale)} as "methodName",
      m.gateway, p.gateway_token as "gatewayToken"
    from payments p left join payment_methods m on m.id = p.method_id
    where p.order_id = ${orderId}`;
}

export function loadPayments(db: Queryable, orderId: number, locale: CatalogLocale): Promise<PaymentRow[]> {
  return selectRows<PaymentRow>(
    db,
    sql`${paymentsSelect(sql`${orderId}`, locale)} order by p.id`,
    'order_payments',
  );
}

export type AdjustmentRow = typeof orderAdjustments.$inferSelect;

export function loadAdjustments(
  db: Queryable,
  orderId: number,
  orderItemId?: number,
): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(orderAdjustments)
    .where(
      orderItemId === undefined
        ? eq(orderAdjustments.orderId, orderId)
        : and(eq(orderAdjustments.orderId, orderId), eq(orderAdjustments.orderItemId, orderItemId)),
    )
    .orderBy(asc(orderAdjustments.id));
}

export type AddressRow = typeof addresses.$inferSelect;

export type StoredAdjustment = Pick<
  AdjustmentRow,
  'orderItemId' | 'type' | 'label' | 'amount' | 'neutral' | 'originCode'
>;

/** What the order processor reads of one cart, its parts named in the locale of the request. */
interface CartProcessingRow {
  items: ItemRow[];
  shipments: ShipmentRow[];
  payments: PaymentRow[];
  addresses: ShownAddressRow[];
  destination: { provinceCode: string; regionCode: string | null } | null;
  /** The stored adjustments, as the processor drafts them, to skip rewriting unchanged ones. */
  adjustments: StoredAdjustment[];
  promotionIds: number[];
  /** The customer's other placed orders; null for a guest. */
  placedOrderCount: number | null;
}

type PaymentMethodRow = { id: number; code: string; name: string; gateway: string | null };

/**
 * What the order processor reads of a cart, and the shop's methods and promotions it applies; with
 * the cart's parts named in the locale of the request, so that the cart can be shown after the
 * change without reading it again.
 */
export interface ProcessingData extends CartProcessingRow {
  /** Enabled, by position, named in the order's locale (adjustment labels are). */
  shippingMethods: ShippingMethodDefinition[];
  /** The enabled shipping methods' names by id, in the locale of the request. */
  shippingMethodNames: Record<string, string>;
  /** Enabled, by position, named in the locale of the request. */
  paymentMethods: PaymentMethodRow[];
  /** Running promotions, labelled in the order's locale; coupon-based ones too (see applicablePromotions). */
  promotions: PromotionWithParts[];
  /** Paths of the taxons those promotions name, by code. */
  taxonPaths: Record<string, string>;
}

/** The shop's part of the processing read, once per batch, in every locale. */
interface ShopProcessingRow {
  shippingMethods: Record<CatalogLocale, MethodRow[]>;
  paymentMethods: Record<CatalogLocale, PaymentMethodRow[]>;
  promotions: RunningPromotionRow[];
  taxonPaths: Record<string, string>;
}

/** A column per locale, as one JSON object keyed by locale. */
const inEveryLocale = (column: (locale: CatalogLocale) => SQL): SQL =>
  sql`json_build_object(${sql.join(
    LOCALES.map((locale) => sql`${sql.raw(`'${locale}'`)}, ${column(locale)}`),
    sql`, `,
  )})`;

/** Enabled payment methods by position, named in `locale`, as a JSON array of PaymentMethodRow. */
const enabledPaymentMethodsColumn = (
  locale: CatalogLocale,
): SQL => sql`(select coalesce(json_agg(json_build_object(
    'id', m.id, 'code', m.code, 'gateway', m.gateway,
    'name', ${methodName(sql`payment_method_translations`, locale)}) order by m.position, m.id), '[]'::json)
  from ${paymentMethods} m where m.enabled)`;

const CART_COLUMNS = {
  orderId: 'int',
  billingAddressId: 'int',
  shippingAddressId: 'int',
  customerId: 'int',
  shownIn: 'text',
} satisfies Columns;

/** A cart's part of the processing read, its items as their statement reads them. */
type StoredCartRow = Omit<CartProcessingRow, 'items'> & { items: StoredItemRow[] };

/**
 * Everything the order processor reads for a batch of carts, in one statement: it runs on every
 * cart change, and each round trip (and each statement's planning) costs both the app and
 * PostgreSQL more than the reads themselves. One row: the carts' parts in the batch's order, and
 * the shop's methods and promotions once.
 */
const processingData = namedStatement<
  ShopProcessingRow & { carts: StoredCartRow[] },
  Record<string, unknown>
>('cart_processing_data', (param) => {
  const cart = (column: keyof typeof CART_COLUMNS) => sql.raw(`carts."${column}"`);
  const orderId = cart('orderId');
  const shownIn = cart('shownIn');
  const shippingAddressId = cart('shippingAddressId');
  return sql`with running as (${runningPromotionsSelect(sql`${param('now')}::timestamp`)})
    select
      (select coalesce(json_agg(json_build_object(
        'items', (select coalesce(json_agg(i order by i.id), '[]'::json) from (${itemsSelect(orderId)}) i),
        'shipments', (select coalesce(json_agg(s order by s.id), '[]'::json) from (${shipmentsSelect(orderId, shownIn)}) s),
        'payments', (select coalesce(json_agg(p order by p.id), '[]'::json) from (${paymentsSelect(orderId, shownIn)}) p),
        'addresses', ${addressesColumn(cart('billingAddressId'), shippingAddressId)},
        'destination', (select json_build_object('provinceCode', pr.code, 'regionCode', pr.region)
           from addresses a join provinces pr on pr.code = a.province_code where a.id = ${shippingAddressId}),
        'adjustments', (select coalesce(json_agg(json_build_object('orderItemId', x.order_item_id, 'type', x.type,
             'label', x.label, 'amount', x.amount, 'neutral', x.neutral, 'originCode', x.origin_code) order by x.id), '[]'::json)
           from order_adjustments x where x.order_id = ${orderId}),
        'promotionIds', (select coalesce(json_agg(x.promotion_id order by x.promotion_id), '[]'::json)
           from order_promotions x where x.order_id = ${orderId}),
        'placedOrderCount', ${placedOrderCountColumn(cart('customerId'), orderId)}
        ) order by carts.position), '[]'::json)
        from ${unnestedRows(param, 'carts', CART_COLUMNS, { position: true })}) as carts,
      ${inEveryLocale(enabledMethodsColumn)} as "shippingMethods",
      ${inEveryLocale(enabledPaymentMethodsColumn)} as "paymentMethods",
      (select coalesce(json_agg(r order by r.id), '[]'::json) from running r) as promotions,
      ${namedTaxonPaths(sql`running`)} as "taxonPaths"`;
});

type ProcessedOrderRow = Pick<
  OrderRow,
  'id' | 'billingAddressId' | 'shippingAddressId' | 'customerId' | 'localeCode'
>;

/** What the order processor reads for each cart, in the order given; `shownIn` names the cart's parts. */
export async function loadProcessingData(
  db: Queryable,
  cards: VariantCards,
  carts: Array<{ order: ProcessedOrderRow; shownIn: CatalogLocale }>,
  now: Date,
): Promise<ProcessingData[]> {
  const rows = carts.map(({ order, shownIn }) => ({
    orderId: order.id,
    billingAddressId: order.billingAddressId,
    shippingAddressId: order.shippingAddressId,
    customerId: order.customerId,
    shownIn,
  }));
  const [row] = await processingData(db, {
    ...rowParameters('carts', CART_COLUMNS, rows),
    now: now.toISOString(),
  });
  const shop = row as ShopProcessingRow & { carts: StoredCartRow[] };
  const items = await withCards(
    db,
    cards,
    carts.map(({ shownIn }, index) => ({
      items: (shop.carts[index] as StoredCartRow).items,
      locale: shownIn,
    })),
  );
  // The shop's part as each locale sees it, made once per batch rather than once per cart.
  const shopIn = new Map<CatalogLocale, ShopInLocale>();
  const inLocale = (locale: CatalogLocale): ShopInLocale => {
    let made = shopIn.get(locale);
    if (!made) {
      made = {
        shippingMethods: shop.shippingMethods[locale].map(shippingMethodDefinition),
        shippingMethodNames: Object.fromEntries(
          shop.shippingMethods[locale].map((method) => [method.id, method.name]),
        ),
        promotions: shop.promotions.map((promotion) => labelledIn(promotion, locale)),
      };
      shopIn.set(locale, made);
    }
    return made;
  };
  return carts.map(({ order, shownIn }, index) => {
    const ordered = inLocale(order.localeCode as CatalogLocale);
    return {
      ...(shop.carts[index] as StoredCartRow),
      items: items[index] as ItemRow[],
      shippingMethods: ordered.shippingMethods,
      shippingMethodNames: inLocale(shownIn).shippingMethodNames,
      paymentMethods: shop.paymentMethods[shownIn],
      promotions: ordered.promotions,
      taxonPaths: shop.taxonPaths,
    };
  });
}

type ShopInLocale = Pick<ProcessingData, 'shippingMethods' | 'shippingMethodNames' | 'promotions'>;

/**
 * Deletes the address copies an order held (billing, shipping) when it goes; a customer's address
 * book entries are not copies and stay.
 */
export async function deleteAddressCopies(db: Queryable, ids: Array<number | null>): Promise<void> {
  const own = ids.filter((id) => id !== null);
  if (own.length > 0) {
    await db.delete(addresses).where(and(inArray(addresses.id, own), isNull(addresses.customerId)));
  }
}
