import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { shippingMethods, shippingMethodTranslations } from '../../db/schema';
import { DEFAULT_LOCALE, type Locale } from '../../http/locale';
import { type ShippingMethodDefinition, parseCalculator, shippingZone } from './definitions';

function selectMethods(db: Queryable, locale: Locale) {
  const requested = alias(shippingMethodTranslations, 'requested');
  const fallback = alias(shippingMethodTranslations, 'fallback');
  return db
    .select({
      id: shippingMethods.id,
      code: shippingMethods.code,
      position: shippingMethods.position,
      enabled: shippingMethods.enabled,
      calculator: shippingMethods.calculator,
      configuration: shippingMethods.configuration,
      zone: shippingMethods.zone,
      name: sql<string>`coalesce(${requested.name}, ${fallback.name}, ${shippingMethods.code})`,
      description: sql<string | null>`coalesce(${requested.description}, ${fallback.description})`,
    })
    .from(shippingMethods)
    .leftJoin(requested, and(eq(requested.methodId, shippingMethods.id), eq(requested.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.methodId, shippingMethods.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .$dynamic();
}

type MethodRow = Awaited<ReturnType<ReturnType<typeof selectMethods>['execute']>>[number];

const toDefinition = (row: MethodRow): ShippingMethodDefinition => ({
  ...parseCalculator(row.calculator, row.configuration),
  id: row.id,
  code: row.code,
  position: row.position,
  enabled: row.enabled,
  name: row.name,
  description: row.description,
  zone: shippingZone.parse(row.zone),
});

/** Enabled methods by position, named in `locale`. */
export async function loadEnabledShippingMethods(
  db: Queryable,
  locale: Locale,
): Promise<ShippingMethodDefinition[]> {
  const rows = await selectMethods(db, locale)
    .where(eq(shippingMethods.enabled, true))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id))
    .prepare('enabled_shipping_methods')
    .execute();
  return rows.map(toDefinition);
}

export async function findShippingMethod(
  db: Queryable,
  code: string,
  locale: Locale,
): Promise<ShippingMethodDefinition | undefined> {
  const [row] = await selectMethods(db, locale)
    .where(eq(shippingMethods.code, code))
    .limit(1)
    .prepare('shipping_method_by_code')
    .execute();
  return row && toDefinition(row);
}
