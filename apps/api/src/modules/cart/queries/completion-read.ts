/**
 * What completing an order checks, read in one statement (`order_to_complete`) once the order is
 * locked: its items, its shipments with their methods' definitions, its payments with whether their
 * methods are enabled, and where it ships to. Five to eight round trips were one each.
 */
import { sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { namedStatement } from '../../../db/sql';
import type { VariantCards } from '../../catalog';
import {
  type Destination,
  type MethodRow,
  type ShippingMethodDefinition,
  methodRowJson,
  shippingMethodDefinition,
} from '../../shipping';
import { type ItemRow, type StoredItemRow, itemsSelect, withCards } from './items';
import { methodName } from './order-parts';

interface ShipmentToComplete {
  id: number;
  methodCode: string | null;
  /** The chosen method, named in the locale of the request; null when none is chosen. */
  method: ShippingMethodDefinition | null;
}

interface PaymentToComplete {
  id: number;
  methodCode: string | null;
  /** The chosen method's name in the locale of the request; null when none is chosen. */
  methodName: string | null;
  methodEnabled: boolean | null;
}

export interface OrderToComplete {
  /** Named in the order's locale (the names its items keep). */
  items: ItemRow[];
  shipments: ShipmentToComplete[];
  payments: PaymentToComplete[];
  destination: Destination | null;
}

type OrderToCompleteRow = Omit<OrderToComplete, 'items' | 'shipments'> & {
  items: StoredItemRow[];
  shipments: Array<Omit<ShipmentToComplete, 'method'> & { method: MethodRow | null }>;
};

const orderToComplete = namedStatement<
  OrderToCompleteRow,
  { orderId: number; shippingAddressId: number | null; locale: CatalogLocale }
>('order_to_complete', (param) => {
  const orderId = sql`${param('orderId')}::int`;
  const locale = sql`${param('locale')}::text`;
  return sql`select
    (select coalesce(json_agg(i order by i.id), '[]'::json) from (${itemsSelect(orderId)}) i) as items,
    (select coalesce(json_agg(json_build_object('id', s.id, 'methodCode', m.code,
        'method', case when m.id is null then null else ${methodRowJson(locale, { description: false })} end)
        order by s.id), '[]'::json)
      from shipments s left join shipping_methods m on m.id = s.method_id
      where s.order_id = ${orderId}) as shipments,
    (select coalesce(json_agg(json_build_object('id', p.id, 'methodCode', m.code,
        'methodName', ${methodName(sql`payment_method_translations`, locale)},
        'methodEnabled', m.enabled) order by p.id), '[]'::json)
      from payments p left join payment_methods m on m.id = p.method_id
      where p.order_id = ${orderId}) as payments,
    (select json_build_object('provinceCode', pr.code, 'regionCode', pr.region)
      from addresses a join provinces pr on pr.code = a.province_code
      where a.id = ${param('shippingAddressId')}::int) as destination`;
});

/**
 * What completing the order checks, in one statement: items named in the order's locale,
 * methods in `locale` (the request's, which refusals speak).
 */
export async function readOrderToComplete(
  db: Queryable,
  cards: VariantCards,
  order: { id: number; shippingAddressId: number | null; localeCode: string },
  locale: CatalogLocale,
): Promise<OrderToComplete> {
  const [row] = await orderToComplete(db, {
    orderId: order.id,
    shippingAddressId: order.shippingAddressId,
    locale,
  });
  if (!row) throw new Error(`Order ${order.id}: its completion read returned no row`);
  const [items] = await withCards(db, cards, [
    { items: row.items, locale: order.localeCode as CatalogLocale },
  ]);
  return {
    items: items as ItemRow[],
    shipments: row.shipments.map((shipment) => ({
      ...shipment,
      method: shipment.method && shippingMethodDefinition(shipment.method),
    })),
    payments: row.payments,
    destination: row.destination,
  };
}
