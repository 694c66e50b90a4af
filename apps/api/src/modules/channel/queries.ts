import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import {
  channels,
  countries,
  countryTranslations,
  currencies,
  locales,
  provinces,
  provinceTranslations,
} from '../../db/schema';
import { DEFAULT_LOCALE } from '../../http/locale';

export type ChannelRow = typeof channels.$inferSelect;

export async function findChannel(db: Queryable, code: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.code, code)).limit(1);
  return row;
}

export function listChannels(db: Queryable): Promise<ChannelRow[]> {
  return db.select().from(channels).orderBy(asc(channels.id));
}

/** The shop has one channel; Sylius resolves it from the hostname, here it is simply the first. */
export async function currentChannel(db: Queryable): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).orderBy(asc(channels.id)).limit(1);
  return row;
}

export async function listLocaleCodes(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ code: locales.code })
    .from(locales)
    .orderBy(asc(locales.position), asc(locales.code));
  return rows.map((row) => row.code);
}

export async function listCurrencyCodes(db: Queryable): Promise<string[]> {
  const rows = await db.select({ code: currencies.code }).from(currencies).orderBy(asc(currencies.code));
  return rows.map((row) => row.code);
}

export interface CountryRow {
  id: number;
  code: string;
  /** Null when the country has no translation in the locale nor in the default locale. */
  name: string | null;
}

/** Enabled countries, named in `locale` (falling back to the default locale). */
export function listCountries(db: Queryable, locale: CatalogLocale, codes: string[]): Promise<CountryRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  const requested = alias(countryTranslations, 'requested');
  const fallback = alias(countryTranslations, 'fallback');
  return db
    .select({
      id: countries.id,
      code: countries.code,
      name: sql<string | null>`coalesce(${requested.name}, ${fallback.name})`,
    })
    .from(countries)
    .leftJoin(requested, and(eq(requested.countryId, countries.id), eq(requested.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.countryId, countries.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .where(and(eq(countries.enabled, true), inArray(countries.code, codes)))
    .orderBy(asc(countries.code));
}

export interface ProvinceRow {
  countryId: number;
  code: string;
  name: string;
}

/** Provinces in seeded order, named in `locale` (falling back to the default locale, then the code). */
function selectProvinces(db: Queryable, locale: CatalogLocale) {
  const requested = alias(provinceTranslations, 'requested');
  const fallback = alias(provinceTranslations, 'fallback');
  return db
    .select({
      countryId: provinces.countryId,
      code: provinces.code,
      name: sql<string>`coalesce(${requested.name}, ${fallback.name}, ${provinces.code})`,
    })
    .from(provinces)
    .innerJoin(countries, and(eq(countries.id, provinces.countryId), eq(countries.enabled, true)))
    .leftJoin(requested, and(eq(requested.provinceId, provinces.id), eq(requested.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.provinceId, provinces.id), eq(fallback.locale, DEFAULT_LOCALE)));
}

export function listProvinces(
  db: Queryable,
  locale: CatalogLocale,
  countryIds: number[],
): Promise<ProvinceRow[]> {
  if (countryIds.length === 0) return Promise.resolve([]);
  return selectProvinces(db, locale)
    .where(inArray(provinces.countryId, countryIds))
    .orderBy(asc(provinces.countryId), asc(provinces.position), asc(provinces.id));
}

export async function findProvince(
  db: Queryable,
  locale: CatalogLocale,
  code: string,
): Promise<ProvinceRow | undefined> {
  const [row] = await selectProvinces(db, locale).where(eq(provinces.code, code)).limit(1);
  return row;
}
