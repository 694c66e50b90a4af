import { type CatalogLocale, catalogLocale } from '@sakhe/contract';
import { DEFAULT_LOCALE } from '../../http/locale';

type Localized = { locale: string };

/** Translations keyed by locale, in the channel's locale order (ka_GE first). */
export function byLocale<T extends Localized, V>(
  rows: readonly T[],
  pick: (row: T) => V,
): Partial<Record<CatalogLocale, V>> {
  const map: Partial<Record<CatalogLocale, V>> = {};
  for (const locale of catalogLocale.options) {
    const row = rows.find((candidate) => candidate.locale === locale);
    if (row) map[locale] = pick(row);
  }
  return map;
}

/** The translation in the asked locale, else the channel default (Sylius' fallback locale). */
export function inLocale<T extends Localized>(rows: readonly T[], locale: CatalogLocale): T | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === DEFAULT_LOCALE);
}
