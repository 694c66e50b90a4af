import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { paymentMethods, paymentMethodTranslations } from '../../db/schema';
import { DEFAULT_LOCALE } from '../../http/locale';

export interface PaymentMethodRow {
  id: number;
  code: string;
  position: number;
  enabled: boolean;
  gateway: string;
  name: string;
  description: string | null;
  instructions: string | null;
}

function selectMethods(db: Queryable, locale: CatalogLocale) {
  const requested = alias(paymentMethodTranslations, 'requested');
  const fallback = alias(paymentMethodTranslations, 'fallback');
  return db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      position: paymentMethods.position,
      enabled: paymentMethods.enabled,
      gateway: paymentMethods.gateway,
      name: sql<string>`coalesce(${requested.name}, ${fallback.name}, ${paymentMethods.code})`,
      description: sql<string | null>`coalesce(${requested.description}, ${fallback.description})`,
      instructions: sql<string | null>`coalesce(${requested.instructions}, ${fallback.instructions})`,
    })
    .from(paymentMethods)
    .leftJoin(requested, and(eq(requested.methodId, paymentMethods.id), eq(requested.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.methodId, paymentMethods.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .$dynamic();
}

export function listEnabledPaymentMethods(db: Queryable, locale: CatalogLocale): Promise<PaymentMethodRow[]> {
  return selectMethods(db, locale)
    .where(eq(paymentMethods.enabled, true))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

export async function findPaymentMethod(
  db: Queryable,
  code: string,
  locale: CatalogLocale,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await selectMethods(db, locale)
    .where(eq(paymentMethods.code, code))
    .limit(1)
    .prepare('payment_method_by_code')
    .execute();
  return row;
}
