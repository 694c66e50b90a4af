import { type SQL, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { addresses, provinces, shippingMethods, shippingMethodTranslations } from '../../db/schema';
import { DEFAULT_LOCALE } from '../../http/locale';
import { selectRows } from '../../db/sql';
import { withShopAddress } from '../settings';
import { type ShippingMethodDefinition, parseCalculator, shippingZone } from './definitions';

function selectMethods(db: Queryable, locale: CatalogLocale) {
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
      description: sql<
        string | null
      >`${withShopAddress(sql`coalesce(${requested.description}, ${fallback.description})`, locale)}`,
    })
    .from(shippingMethods)
    .leftJoin(requested, and(eq(requested.methodId, shippingMethods.id), eq(requested.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.methodId, shippingMethods.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .$dynamic();
}

export type MethodRow = Awaited<ReturnType<ReturnType<typeof selectMethods>['execute']>>[number];

export const shippingMethodDefinition = (row: MethodRow): ShippingMethodDefinition => ({
  ...parseCalculator(row.calculator, row.configuration),
  id: row.id,
  code: row.code,
  position: row.position,
  enabled: row.enabled,
  name: row.name,
  description: row.description,
  zone: shippingZone.parse(row.zone),
});

/** A translation's column of the method `m`: in `locale`, else in Georgian. */
const translated = (column: SQL, locale: CatalogLocale | SQL) => sql`coalesce(
    (select ${column} from ${shippingMethodTranslations} t where t.method_id = m.id and t.locale = ${locale}),
    (select ${column} from ${shippingMethodTranslations} t where t.method_id = m.id and t.locale = ${DEFAULT_LOCALE}))`;

/**
 * The method `m` (a shipping_methods row) as the JSON of a MethodRow, named in `locale` (else in
 * Georgian, else by its code): the one way other statements read a method along with their own rows.
 * Without its description when the reader needs none (checks, not display).
 */
export const methodRowJson = (locale: CatalogLocale | SQL, { description }: { description: boolean }): SQL =>
  sql`json_build_object('id', m.id, 'code', m.code, 'position', m.position, 'enabled', m.enabled,
    'calculator', m.calculator, 'configuration', m.configuration, 'zone', m.zone,
    'name', coalesce(${translated(sql`t.name`, locale)}, m.code),
    'description', ${description ? withShopAddress(translated(sql`t.description`, locale), locale) : sql`null`})`;

/**
 * Enabled methods by position, as a JSON array of method rows: a column of the order processor's
 * one read, and of this module's own.
 */
export const enabledMethodsColumn = (locale: CatalogLocale): SQL =>
  sql`(select coalesce(json_agg(${methodRowJson(locale, { description: true })} order by m.position, m.id), '[]'::json)
  from ${shippingMethods} m where m.enabled)`;

/** Enabled methods by position, named in `locale`. */
export async function loadEnabledShippingMethods(
  db: Queryable,
  locale: CatalogLocale,
): Promise<ShippingMethodDefinition[]> {
  const [row] = await selectRows<{ methods: MethodRow[] }>(
    db,
    sql`select ${enabledMethodsColumn(locale)} as methods`,
    'enabled_shipping_methods',
  );
  return (row?.methods ?? []).map(shippingMethodDefinition);
}

export async function findShippingMethod(
  db: Queryable,
  code: string,
  locale: CatalogLocale,
): Promise<ShippingMethodDefinition | undefined> {
  const [row] = await selectMethods(db, locale)
    .where(eq(shippingMethods.code, code))
    .limit(1)
    .prepare('shipping_method_by_code')
    .execute();
  return row && shippingMethodDefinition(row);
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
    .where(eq(addresses.id, addressId))
    .prepare('address_destination')
    .execute();
  return row ?? null;
}
