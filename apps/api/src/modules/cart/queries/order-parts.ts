/**
 * An order's shipments, payments, adjustments and addresses: their selects are the pieces the
 * one-statement reads (order-data.ts, processor-read.ts) embed as JSON columns. Deleting an
 * order's address copies is one statement too.
 */
import { type SQL, and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { addresses, orderAdjustments } from '../../../db/schema';
import { DEFAULT_LOCALE } from '../../../http/locale';

/** A locale as a statement takes it: a value, or an expression such as a column of the batch's rows. */
export type LocaleValue = CatalogLocale | SQL;

export interface ShipmentRow {
  id: number;
  state: string;
  methodId: number | null;
  methodCode: string | null;
  methodName: string | null;
  tracking: string | null;
  carrier: string | null;
  shippedAt: string | null;
}

/** A method's name in the locale, else in Georgian, else its code. */
export const methodName = (translations: SQL, locale: LocaleValue) => sql`coalesce(
    (select t.name from ${translations} t where t.method_id = m.id and t.locale = ${locale}),
    (select t.name from ${translations} t where t.method_id = m.id and t.locale = ${DEFAULT_LOCALE}),
    m.code)`;

export function shipmentsSelect(orderId: SQL, locale: LocaleValue): SQL {
  return sql`select s.id, s.state, s.method_id as "methodId", m.code as "methodCode",
      ${methodName(sql`shipping_method_translations`, locale)} as "methodName",
      s.tracking, s.carrier, to_char(s.shipped_at, 'YYYY-MM-DD HH24:MI:SS') as "shippedAt"
    from shipments s left join shipping_methods m on m.id = s.method_id
    where s.order_id = ${orderId}`;
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

export function paymentsSelect(orderId: SQL, locale: LocaleValue): SQL {
  return sql`select p.id, p.state, p.amount, p.currency_code as "currencyCode", p.method_id as "methodId",
      m.code as "methodCode", ${methodName(sql`payment_method_translations`, locale)} as "methodName",
      m.gateway, p.gateway_token as "gatewayToken"
    from payments p left join payment_methods m on m.id = p.method_id
    where p.order_id = ${orderId}`;
}

export type AdjustmentRow = typeof orderAdjustments.$inferSelect;

export function readAdjustments(
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

/** An address as order payloads show it. */
export type AddressRow = Omit<typeof addresses.$inferSelect, 'createdAt'>;

/** The order's billing and shipping addresses as a JSON array of AddressRow. */
export const addressesColumn = (
  billingAddressId: SQL,
  shippingAddressId: SQL,
) => sql`(select coalesce(json_agg(a), '[]'::json)
        from (select a.id, a.customer_id as "customerId", a.first_name as "firstName", a.last_name as "lastName",
                     a.phone_number as "phoneNumber", a.company, a.country_code as "countryCode",
                     a.province_code as "provinceCode", a.province_name as "provinceName", a.street, a.city,
                     a.postcode
                from addresses a where a.id in (${billingAddressId}, ${shippingAddressId})) a)`;

export type StoredAdjustment = Pick<
  AdjustmentRow,
  'orderItemId' | 'type' | 'label' | 'amount' | 'neutral' | 'originCode'
>;

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
