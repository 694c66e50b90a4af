import { formatPhone } from '@sakhe/contract/phone-format';
import type { CatalogLocale } from '@sakhe/contract';

const money: Record<CatalogLocale, Intl.NumberFormat> = {
  ka_GE: new Intl.NumberFormat('ka-GE', {
    style: 'currency',
    currency: 'GEL',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }),
  en_US: new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'GEL',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }),
};

/**
 * An amount in tetri as the storefront prints it (its formatMoney reproduces Node's full ICU, which
 * this is): `172,62 ₾` in Georgian, `₾172.62` in English. Intl separates groups and the symbol with
 * no-break spaces, which mail clients keep together as the site's pages do.
 */
export function formatMoney(minor: number, locale: CatalogLocale): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money must be whole tetri, got ${minor}`);
  return money[locale].format(minor / 100);
}

/** The number as SMS providers take it: international digits, no `+` (`995555123456`); null if not Georgian. */
export function smsDestination(phone: string): string | null {
  const formatted = formatPhone(phone);
  return formatted.startsWith('+995 ') ? formatted.replace(/[^\d]/g, '') : null;
}
