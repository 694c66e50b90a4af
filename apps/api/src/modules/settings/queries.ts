import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  paymentMethods,
  paymentMethodTranslations,
  provinces,
  shippingMethods,
  shippingMethodTranslations,
  shopSettings,
} from '../../db/schema';

/** What the settings row holds; keys an owner never set are missing (their defaults apply). */
export interface StoredSettings {
  underConstruction?: boolean;
  headerMessage?: { ka_GE: string; en_US: string } | null;
  contact?: {
    address: { ka_GE: string; en_US: string };
    phone: string;
    email: string;
    hours: { ka_GE: string; en_US: string } | null;
  };
  social?: {
    facebook: string | null;
    instagram: string | null;
    tiktok: string | null;
    youtube: string | null;
  };
  /** New product reviews: shown at once (publish, the default) or held for a moderator (hold). */
  reviewModeration?: 'publish' | 'hold';
}

export async function readStoredSettings(
  db: Queryable,
): Promise<{ values: StoredSettings; updatedAt: Date | null }> {
  const [row] = await db
    .select({ values: shopSettings.values, updatedAt: shopSettings.updatedAt })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row
    ? { values: inSchemaOrder(row.values as StoredSettings), updatedAt: row.updatedAt }
    : { values: {}, updatedAt: null };
}

const texts = (value: { ka_GE: string; en_US: string }) => ({ ka_GE: value.ka_GE, en_US: value.en_US });

/**
 * jsonb keeps an object's keys in its own order (shorter keys first), while answers list them in
 * the contract's order (the serializer checks it): the stored parts are rebuilt in that order.
 */
function inSchemaOrder(values: StoredSettings): StoredSettings {
  const ordered: StoredSettings = {};
  if (values.underConstruction !== undefined) ordered.underConstruction = values.underConstruction;
  if (values.headerMessage !== undefined)
    ordered.headerMessage = values.headerMessage && texts(values.headerMessage);
  if (values.contact) {
    const { address, phone, email, hours } = values.contact;
    ordered.contact = { address: texts(address), phone, email, hours: hours && texts(hours) };
  }
  if (values.social) {
    const { facebook, instagram, tiktok, youtube } = values.social;
    ordered.social = { facebook, instagram, tiktok, youtube };
  }
  if (values.reviewModeration !== undefined) ordered.reviewModeration = values.reviewModeration;
  return ordered;
}

/** The settings row, created when missing and locked for the transaction: concurrent saves take turns. */
export async function lockStoredSettings(db: Queryable): Promise<StoredSettings> {
  await db.insert(shopSettings).values({ id: 1, values: {} }).onConflictDoNothing();
  const [row] = await db
    .select({ values: shopSettings.values })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .for('update');
  return inSchemaOrder((row?.values ?? {}) as StoredSettings);
}

export async function writeStoredSettings(db: Queryable, values: StoredSettings): Promise<void> {
  await db.update(shopSettings).set({ values, updatedAt: new Date() }).where(eq(shopSettings.id, 1));
}

// Payment and shipping methods are their modules' tables; the settings switch them on and off and
// price them. Written here rather than through those modules, which read them and would otherwise
// depend on the settings and be depended on by them.

export interface PaymentMethodRow {
  id: number;
  code: string;
  gateway: string;
  enabled: boolean;
  nameKa: string | null;
  nameEn: string | null;
}

export function listPaymentMethods(db: Queryable): Promise<PaymentMethodRow[]> {
  const m = paymentMethods;
  return db
    .select({
      id: m.id,
      code: m.code,
      gateway: m.gateway,
      enabled: m.enabled,
      nameKa: sql<
        string | null
      >`(select t.name from ${paymentMethodTranslations} t where t.method_id = ${m.id} and t.locale = 'ka_GE')`,
      nameEn: sql<
        string | null
      >`(select t.name from ${paymentMethodTranslations} t where t.method_id = ${m.id} and t.locale = 'en_US')`,
    })
    .from(m)
    .orderBy(asc(m.position), asc(m.id));
}

export interface ShippingMethodRow {
  id: number;
  code: string;
  enabled: boolean;
  calculator: string;
  configuration: unknown;
  zone: unknown;
  nameKa: string | null;
  nameEn: string | null;
}

export function listShippingMethods(db: Queryable): Promise<ShippingMethodRow[]> {
  const m = shippingMethods;
  return db
    .select({
      id: m.id,
      code: m.code,
      enabled: m.enabled,
      calculator: m.calculator,
      configuration: m.configuration,
      zone: m.zone,
      nameKa: sql<
        string | null
      >`(select t.name from ${shippingMethodTranslations} t where t.method_id = ${m.id} and t.locale = 'ka_GE')`,
      nameEn: sql<
        string | null
      >`(select t.name from ${shippingMethodTranslations} t where t.method_id = ${m.id} and t.locale = 'en_US')`,
    })
    .from(m)
    .orderBy(asc(m.position), asc(m.id));
}

export async function setPaymentMethodEnabled(db: Queryable, id: number, enabled: boolean): Promise<void> {
  await db.update(paymentMethods).set({ enabled, updatedAt: new Date() }).where(eq(paymentMethods.id, id));
}

export async function updateShippingMethod(
  db: Queryable,
  id: number,
  values: { enabled: boolean; calculator: string; configuration: unknown; zone: unknown },
): Promise<void> {
  await db
    .update(shippingMethods)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shippingMethods.id, id));
}

export async function nameShippingMethod(
  db: Queryable,
  id: number,
  locale: string,
  name: string,
): Promise<void> {
  await db
    .insert(shippingMethodTranslations)
    .values({ methodId: id, locale, name })
    .onConflictDoUpdate({
      target: [shippingMethodTranslations.methodId, shippingMethodTranslations.locale],
      set: { name },
    });
}

/** Province codes (cities) that exist, of those given. */
export async function knownProvinces(db: Queryable, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: provinces.code })
    .from(provinces)
    .where(inArray(provinces.code, codes));
  return new Set(rows.map((row) => row.code));
}
