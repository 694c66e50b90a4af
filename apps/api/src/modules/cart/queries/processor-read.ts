/**
 * What the order processor reads for a batch of carts, in one statement (`cart_processing_data`):
 * each cart's items, shipments, payments, addresses, destination, stored adjustments, applied
 * promotions and placed-order count, and the shop's enabled methods and running promotions once.
 * It runs on every cart change, where a round trip and its planning cost more than the rows read.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { type Columns, rowParameters, unnestedRows } from '../../../db/rows';
import { paymentMethods } from '../../../db/schema';
import { LOCALES } from '../../../http/locale';
import { namedStatement } from '../../../db/sql';
import type { VariantCards } from '../../catalog';
import {
  labelledIn,
  namedTaxonPaths,
  placedOrderCountColumn,
  type PromotionWithParts,
  type RunningPromotionRow,
  runningPromotionsSelect,
} from '../../promotions';
import {
  enabledMethodsColumn,
  type MethodRow,
  type ShippingMethodDefinition,
  shippingMethodDefinition,
} from '../../shipping';
import { type ItemRow, type StoredItemRow, itemsSelect, withCards } from './items';
import {
  type PaymentRow,
  type ShipmentRow,
  type AddressRow,
  type StoredAdjustment,
  addressesColumn,
  methodName,
  paymentsSelect,
  shipmentsSelect,
} from './order-parts';
import type { OrderRow } from './orders';

/** One cart's part of the read, as the statement returns it: its items without their variants' cards. */
interface CartRow {
  items: StoredItemRow[];
  shipments: ShipmentRow[];
  payments: PaymentRow[];
  addresses: AddressRow[];
  destination: { provinceCode: string; regionCode: string | null } | null;
  /** The stored adjustments, as the processor drafts them, to skip rewriting unchanged ones. */
  adjustments: StoredAdjustment[];
  promotionIds: number[];
  /** The customer's other placed orders; null for a guest. */
  placedOrderCount: number | null;
}

type PaymentMethodRow = { id: number; code: string; name: string; gateway: string | null };

/** The shop's part of the read, once per batch, in every locale. */
interface ShopRow {
  shippingMethods: Record<CatalogLocale, MethodRow[]>;
  paymentMethods: Record<CatalogLocale, PaymentMethodRow[]>;
  promotions: RunningPromotionRow[];
  taxonPaths: Record<string, string>;
}

/** The shop's part as one locale sees it, made once per batch and locale rather than once per cart. */
interface ShopInLocale {
  /** Enabled, by position, named in the locale (the order's: adjustment labels are). */
  shippingMethods: ShippingMethodDefinition[];
  /** The enabled shipping methods' names by id, in the locale (the request's). */
  shippingMethodNames: Record<string, string>;
  /** Running promotions, labelled in the locale (the order's); coupon-based ones too (see applicablePromotions). */
  promotions: PromotionWithParts[];
}

/**
 * What the order processor reads of a cart: its parts named in the locale of the request (so that
 * the cart can be shown after the change without reading it again), its items completed from their
 * variants' cards, and the shop's methods and promotions it applies.
 */
export interface CartRead extends Omit<CartRow, 'items'>, ShopInLocale {
  items: ItemRow[];
  /** Enabled, by position, named in the locale of the request. */
  paymentMethods: PaymentMethodRow[];
  /** Paths of the taxons the promotions name, by code. */
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

/**
 * The batch's carts as the statement takes them. `shownIn` is the locale of the request, which the
 * cart's parts are named in: the statement's own name for it, kept so that its text stays the one
 * PostgreSQL servers have planned and the decisions measured.
 */
const CART_COLUMNS = {
  orderId: 'int',
  billingAddressId: 'int',
  shippingAddressId: 'int',
  customerId: 'int',
  shownIn: 'text',
} satisfies Columns;

/**
 * Everything the order processor reads for a batch of carts, in one statement: it runs on every
 * cart change, and each round trip (and each statement's planning) costs both the app and
 * PostgreSQL more than the reads themselves. One row: the carts' parts in the batch's order, and
 * the shop's methods and promotions once.
 */
const cartsRead = namedStatement<ShopRow & { carts: CartRow[] }, Record<string, unknown>>(
  'cart_processing_data',
  (param) => {
    const cart = (column: keyof typeof CART_COLUMNS) => sql.raw(`carts."${column}"`);
    const orderId = cart('orderId');
    const locale = cart('shownIn');
    const shippingAddressId = cart('shippingAddressId');
    return sql`with running as (${runningPromotionsSelect(sql`${param('now')}::timestamp`)})
    select
      (select coalesce(json_agg(json_build_object(
        'items', (select coalesce(json_agg(i order by i.id), '[]'::json) from (${itemsSelect(orderId)}) i),
        'shipments', (select coalesce(json_agg(s order by s.id), '[]'::json) from (${shipmentsSelect(orderId, locale)}) s),
        'payments', (select coalesce(json_agg(p order by p.id), '[]'::json) from (${paymentsSelect(orderId, locale)}) p),
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
  },
);

/**
 * What the order processor reads for each cart, in the order given: `locale` is the request's,
 * which the cart's parts are named in; methods and promotions are named in the order's own.
 */
export async function readCarts(
  db: Queryable,
  cards: VariantCards,
  carts: Array<{
    order: Pick<OrderRow, 'id' | 'billingAddressId' | 'shippingAddressId' | 'customerId' | 'localeCode'>;
    locale: CatalogLocale;
  }>,
  now: Date,
): Promise<CartRead[]> {
  const rows = carts.map(({ order, locale }) => ({
    orderId: order.id,
    billingAddressId: order.billingAddressId,
    shippingAddressId: order.shippingAddressId,
    customerId: order.customerId,
    shownIn: locale,
  }));
  const [row] = await cartsRead(db, {
    ...rowParameters('carts', CART_COLUMNS, rows),
    now: now.toISOString(),
  });
  const shop = row as ShopRow & { carts: CartRow[] };
  const items = await withCards(
    db,
    cards,
    carts.map(({ locale }, index) => ({ items: (shop.carts[index] as CartRow).items, locale })),
  );
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
  return carts.map(({ order, locale }, index) => {
    const inOrderLocale = inLocale(order.localeCode as CatalogLocale);
    return {
      ...(shop.carts[index] as CartRow),
      items: items[index] as ItemRow[],
      shippingMethods: inOrderLocale.shippingMethods,
      shippingMethodNames: inLocale(locale).shippingMethodNames,
      paymentMethods: shop.paymentMethods[locale],
      promotions: inOrderLocale.promotions,
      taxonPaths: shop.taxonPaths,
    };
  });
}
