import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  addresses,
  channels,
  customers,
  orderAdjustments,
  orders,
  paymentMethods,
  paymentMethodTranslations,
  payments,
  promotionCoupons,
  provinces,
  shipments,
  shippingMethods,
  shippingMethodTranslations,
} from '../../db/schema';
import { DEFAULT_LOCALE, type Locale } from '../../http/locale';
import { selectRows } from '../catalog/sql';

/** Reads and writes of orders and their parts; catalog tables are only read. */

export type OrderRow = typeof orders.$inferSelect & {
  channelCode: string;
  email: string | null;
  couponCode: string | null;
};

function selectOrder(db: Queryable) {
  return db
    .select({
      order: orders,
      channelCode: channels.code,
      email: customers.email,
      couponCode: promotionCoupons.code,
    })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(promotionCoupons, eq(promotionCoupons.id, orders.promotionCouponId))
    .$dynamic();
}

type SelectedOrder = Awaited<ReturnType<ReturnType<typeof selectOrder>['execute']>>[number];
const toOrderRow = (row: SelectedOrder): OrderRow => ({
  ...row.order,
  channelCode: row.channelCode,
  email: row.email,
  couponCode: row.couponCode,
});

export async function findOrderByToken(db: Queryable, tokenValue: string): Promise<OrderRow | undefined> {
  const [row] = await selectOrder(db).where(eq(orders.tokenValue, tokenValue)).limit(1);
  return row && toOrderRow(row);
}

export async function findOrderById(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await selectOrder(db).where(eq(orders.id, id)).limit(1);
  return row && toOrderRow(row);
}

/**
 * Locks the order row for the rest of the transaction: every change to a cart (and completion)
 * goes through here first, so concurrent requests on one cart take turns.
 */
export async function lockOrder(db: Queryable, tokenValue: string): Promise<OrderRow | undefined> {
  const [row] = await selectOrder(db).where(eq(orders.tokenValue, tokenValue)).for('update', { of: orders });
  return row && toOrderRow(row);
}

// ---------------------------------------------------------------------------------------------
// Items, with the catalog data the processor and the cart page need

export interface ItemRow {
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
  productName: string | null;
  productSlug: string | null;
  variantName: string | null;
  brandName: string | null;
  imagePath: string | null;
  taxonPaths: string[];
}

export function loadItems(db: Queryable, orderId: number, locale: Locale): Promise<ItemRow[]> {
  return selectRows<ItemRow>(
    db,
    sql`select oi.id, oi.variant_id as "variantId", oi.quantity, oi.unit_price as "unitPrice",
          oi.original_unit_price as "originalUnitPrice", oi.discounted_unit_price as "discountedUnitPrice",
          oi.subtotal, oi.total, oi.product_name as "snapshotProductName", oi.variant_name as "snapshotVariantName",
          v.code as "variantCode", v.price, v.original_price as "originalPrice", v.enabled as "variantEnabled",
          v.tracked, v.on_hand as "onHand", v.on_hold as "onHold",
          p.code as "productCode", p.enabled as "productEnabled",
          coalesce(ptr.name, ptd.name) as "productName", coalesce(ptr.slug, ptd.slug) as "productSlug",
          coalesce(vtr.name, vtd.name) as "variantName",
          (select coalesce(ttr.name, ttd.name)
             from product_taxons x join taxons t on t.id = x.taxon_id and t.brand_taxon
             left join taxon_translations ttr on ttr.taxon_id = t.id and ttr.locale = ${locale}
             left join taxon_translations ttd on ttd.taxon_id = t.id and ttd.locale = ${DEFAULT_LOCALE}
            where x.product_id = p.id order by x.position, x.id limit 1) as "brandName",
          (select i.path from product_images i where i.product_id = p.id and i.type is null
            order by i.position, i.id limit 1) as "imagePath",
          coalesce((select array_agg(t.path::text) from product_taxons x join taxons t on t.id = x.taxon_id
                     where x.product_id = p.id), '{}'::text[]) as "taxonPaths"
        from order_items oi
        join product_variants v on v.id = oi.variant_id
        join products p on p.id = v.product_id
        left join product_translations ptr on ptr.product_id = p.id and ptr.locale = ${locale}
        left join product_translations ptd on ptd.product_id = p.id and ptd.locale = ${DEFAULT_LOCALE}
        left join product_variant_translations vtr on vtr.variant_id = v.id and vtr.locale = ${locale}
        left join product_variant_translations vtd on vtd.variant_id = v.id and vtd.locale = ${DEFAULT_LOCALE}
       where oi.order_id = ${orderId}
       order by oi.id`,
  );
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

const selectVariant = (
  where: SQL,
) => sql`select v.id, v.code, v.enabled, p.enabled as "productEnabled", v.tracked,
    v.on_hand as "onHand", v.on_hold as "onHold"
  from product_variants v join products p on p.id = v.product_id
  where ${where}`;

export async function findVariantByCode(db: Queryable, code: string): Promise<VariantForCart | undefined> {
  const [row] = await selectRows<VariantForCart>(db, selectVariant(sql`v.code = ${code}`));
  return row;
}

export async function findVariantById(db: Queryable, id: number): Promise<VariantForCart | undefined> {
  const [row] = await selectRows<VariantForCart>(db, selectVariant(sql`v.id = ${id}`));
  return row;
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

export function loadShipments(db: Queryable, orderId: number, locale: Locale): Promise<ShipmentRow[]> {
  return db
    .select({
      id: shipments.id,
      state: shipments.state,
      methodId: shipments.methodId,
      methodCode: shippingMethods.code,
      methodName: sql<string | null>`coalesce(
        (select t.name from ${shippingMethodTranslations} t where t.method_id = ${shippingMethods.id} and t.locale = ${locale}),
        (select t.name from ${shippingMethodTranslations} t where t.method_id = ${shippingMethods.id} and t.locale = ${DEFAULT_LOCALE}),
        ${shippingMethods.code})`,
    })
    .from(shipments)
    .leftJoin(shippingMethods, eq(shippingMethods.id, shipments.methodId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
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

export function loadPayments(db: Queryable, orderId: number, locale: Locale): Promise<PaymentRow[]> {
  return db
    .select({
      id: payments.id,
      state: payments.state,
      amount: payments.amount,
      currencyCode: payments.currencyCode,
      methodId: payments.methodId,
      methodCode: paymentMethods.code,
      methodName: sql<string | null>`coalesce(
        (select t.name from ${paymentMethodTranslations} t where t.method_id = ${paymentMethods.id} and t.locale = ${locale}),
        (select t.name from ${paymentMethodTranslations} t where t.method_id = ${paymentMethods.id} and t.locale = ${DEFAULT_LOCALE}),
        ${paymentMethods.code})`,
      gateway: paymentMethods.gateway,
      gatewayToken: payments.gatewayToken,
    })
    .from(payments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
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

export async function loadAddresses(db: Queryable, ids: number[]): Promise<Map<number, AddressRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(addresses).where(inArray(addresses.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The city and region an address ships to (null when the city is not a known province). */
export async function findDestination(
  db: Queryable,
  addressId: number | null,
): Promise<{ provinceCode: string; regionCode: string | null } | null> {
  if (addressId === null) return null;
  const [row] = await db
    .select({ provinceCode: provinces.code, regionCode: provinces.region })
    .from(addresses)
    .innerJoin(provinces, eq(provinces.code, addresses.provinceCode))
    .where(eq(addresses.id, addressId));
  return row ?? null;
}

export function enabledPaymentMethods(db: Queryable) {
  return db
    .select({ id: paymentMethods.id, code: paymentMethods.code })
    .from(paymentMethods)
    .where(eq(paymentMethods.enabled, true))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}
