import { and, eq } from 'drizzle-orm';
import type { CatalogLocale, ShippingMethod } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { orders, shipments } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { iri, parseId } from '../../http/hydra';
import { ESTIMATE_DESTINATION, eligibleMethods } from './calculator';
import type { Destination, ShippingMethodDefinition } from './definitions';
import { findDestination, findShippingMethod, loadEnabledShippingMethods } from './queries';

/** Shipping methods on the wire (api-contract §6.4); `price` only when listed for a shipment. */
function present(method: ShippingMethodDefinition, price?: number): ShippingMethod {
  return {
    '@id': iri('shipping-methods', method.code),
    '@type': 'ShippingMethod',
    id: method.id,
    code: method.code,
    position: method.position,
    name: method.name,
    description: method.description,
    ...(price === undefined ? {} : { price }),
  };
}

async function shipmentDestination(
  db: Queryable,
  tokenValue: string,
  shipmentId: string,
): Promise<Destination | undefined> {
  const id = parseId(shipmentId);
  if (id === null) return undefined;
  const [row] = await db
    .select({ shippingAddressId: orders.shippingAddressId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(orders.tokenValue, tokenValue), eq(shipments.id, id)));
  if (!row) return undefined;
  return (await findDestination(db, row.shippingAddressId)) ?? ESTIMATE_DESTINATION;
}

async function pricedFor(
  db: Queryable,
  destination: Destination,
  locale: CatalogLocale,
): Promise<ShippingMethod[]> {
  const methods = await loadEnabledShippingMethods(db, locale);
  return eligibleMethods(methods, destination).map(({ method, price }) => present(method, price));
}

/**
 * `GET shipping-methods?shipmentId=&tokenValue=` (1.x): with both, the methods that deliver the
 * shipment, priced; with neither, every enabled method; with one, or a mismatch, nothing.
 */
export async function listShippingMethods(
  db: Queryable,
  query: { shipmentId?: string | undefined; tokenValue?: string | undefined },
  locale: CatalogLocale,
): Promise<ShippingMethod[]> {
  const { shipmentId, tokenValue } = query;
  if (shipmentId === undefined && tokenValue === undefined) {
    return (await loadEnabledShippingMethods(db, locale)).map((method) => present(method));
  }
  if (shipmentId === undefined || tokenValue === undefined) return [];
  const destination = await shipmentDestination(db, tokenValue, shipmentId);
  return destination ? pricedFor(db, destination, locale) : [];
}

/** `GET orders/{t}/shipments/{id}/methods` (2.0): as above, but an unknown shipment is a 404. */
export async function shipmentMethods(
  db: Queryable,
  tokenValue: string,
  shipmentId: string,
  locale: CatalogLocale,
) {
  const destination = await shipmentDestination(db, tokenValue, shipmentId);
  if (!destination) throw new NotFoundError();
  return pricedFor(db, destination, locale);
}

export async function getShippingMethod(
  db: Queryable,
  code: string,
  locale: CatalogLocale,
): Promise<ShippingMethod> {
  const method = await findShippingMethod(db, code, locale);
  if (!method || !method.enabled) throw new NotFoundError();
  return present(method);
}
