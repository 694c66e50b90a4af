import { and, eq, sql } from 'drizzle-orm';
import {
  type AddressInput,
  type CatalogLocale,
  checkAddress,
  type FieldIssue,
  normalizePhoneNumber,
  SHOP_COUNTRY,
} from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { addresses, provinces, provinceTranslations } from '../../db/schema';
import type { Violation } from '../../http/errors';
import { DEFAULT_LOCALE } from '../../http/locale';
import type { MessageKey } from '../../i18n/messages';
import { violation } from '../../i18n/violations';
import { searchKey } from '../catalog';

/** The words of a field rule (contract checkout.ts) in the request's language. */
export function issueViolation(locale: CatalogLocale, path: string, issue: FieldIssue): Violation {
  const key: MessageKey = issue.rule;
  const params: Record<string, number> =
    issue.rule === 'minLength' ? { min: issue.min } : issue.rule === 'maxLength' ? { max: issue.max } : {};
  return violation(locale, path, key, params);
}

interface City {
  code: string;
  name: string;
}

async function findCity(db: Queryable, code: string, orderLocale: CatalogLocale): Promise<City | undefined> {
  const [row] = await db
    .select({
      code: provinces.code,
      name: sql<string>`coalesce(
        (select t.name from ${provinceTranslations} t where t.province_id = ${provinces.id} and t.locale = ${orderLocale}),
        (select t.name from ${provinceTranslations} t where t.province_id = ${provinces.id} and t.locale = ${DEFAULT_LOCALE}),
        ${provinces.code})`,
    })
    .from(provinces)
    .where(eq(provinces.code, code));
  return row;
}

/**
 * The city (GE-XXX) that an address names only by `city`, as Sylius 1.12's clients send it (they
 * know no provinceCode): its name in either language, folded as search folds names (case, marks,
 * Georgian typed in Latin letters). Ninety-odd cities: matched here rather than in SQL.
 */
async function cityCodeByName(db: Queryable, name: string): Promise<string | undefined> {
  const wanted = searchKey(name);
  if (wanted === '') return undefined;
  const names = await db
    .select({ code: provinces.code, name: provinceTranslations.name })
    .from(provinces)
    .innerJoin(provinceTranslations, eq(provinceTranslations.provinceId, provinces.id));
  return names.find((row) => searchKey(row.name) === wanted)?.code;
}

export interface ValidAddress {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  company: string | null;
  countryCode: string;
  provinceCode: string;
  provinceName: null;
  street: string;
  city: string;
  postcode: string | null;
}

const trimmed = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * Checks an address of the checkout: the shared field rules, Georgia as the only country, and a
 * city from the provinces of GE (its name, in the order's language, becomes `city`). Violations
 * are reported under `path` (billingAddress / shippingAddress) and the address is returned clean.
 */
export async function validateAddress(
  db: Queryable,
  input: AddressInput,
  path: string,
  locales: { request: CatalogLocale; order: CatalogLocale },
): Promise<{ violations: Violation[]; address: ValidAddress | null }> {
  const issues = checkAddress(input);
  let provinceCode = trimmed(input.provinceCode);
  const cityName = trimmed(input.city);
  if (!provinceCode && cityName) {
    provinceCode = (await cityCodeByName(db, cityName)) ?? null;
    if (provinceCode) delete issues.provinceCode;
    else issues.provinceCode = { rule: 'city' };
  }
  const violations = Object.entries(issues).map(([field, issue]) =>
    issueViolation(locales.request, `${path}.${field}`, issue as FieldIssue),
  );
  const country = trimmed(input.countryCode) ?? SHOP_COUNTRY;
  if (country !== SHOP_COUNTRY) violations.push(violation(locales.request, `${path}.countryCode`, 'country'));
  const city =
    provinceCode && !issues.provinceCode ? await findCity(db, provinceCode, locales.order) : undefined;
  if (provinceCode && !issues.provinceCode && !city) {
    violations.push(violation(locales.request, `${path}.provinceCode`, 'city'));
  }
  if (violations.length > 0 || !city) return { violations, address: null };
  return {
    violations,
    address: {
      firstName: trimmed(input.firstName) as string,
      lastName: trimmed(input.lastName) as string,
      phoneNumber: normalizePhoneNumber(trimmed(input.phoneNumber) as string) as string,
      company: trimmed(input.company),
      countryCode: SHOP_COUNTRY,
      provinceCode: city.code,
      provinceName: null,
      street: trimmed(input.street) as string,
      city: city.name,
      postcode: trimmed(input.postcode),
    },
  };
}

/** Writes the order's copy of an address: over its existing one, or as a new row. */
export async function saveOrderAddress(
  db: Queryable,
  existingId: number | null,
  address: ValidAddress,
): Promise<number> {
  if (existingId !== null) {
    const [updated] = await db
      .update(addresses)
      .set(address)
      .where(and(eq(addresses.id, existingId), sql`${addresses.customerId} is null`))
      .returning({ id: addresses.id });
    if (updated) return updated.id;
  }
  const [created] = await db.insert(addresses).values(address).returning({ id: addresses.id });
  return (created as { id: number }).id;
}
