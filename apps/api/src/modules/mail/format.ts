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

/**
 * A phone number as Georgians write it: `+995 555 12 34 56` for mobiles (`5XX XX XX XX`),
 * `+995 32 212 34 56` for Tbilisi's landlines (`32 2XX XX XX`), `+995 422 27 12 34` for other towns'
 * (area code of three). Accepts what the checkout stores (`+995555123456`, `555 12-34-56`,
 * `00995…`); anything that is not a Georgian number of nine digits is returned as typed.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  const national = digits.startsWith('00995')
    ? digits.slice(5)
    : digits.startsWith('995')
      ? digits.slice(3)
      : digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  if (national.length !== 9 || /[^\d\s+().-]/.test(phone)) return phone.trim();
  const groups = national.startsWith('5')
    ? [national.slice(0, 3), national.slice(3, 5), national.slice(5, 7), national.slice(7)]
    : national.startsWith('32')
      ? [national.slice(0, 2), national.slice(2, 5), national.slice(5, 7), national.slice(7)]
      : [national.slice(0, 3), national.slice(3, 5), national.slice(5, 7), national.slice(7)];
  return `+995 ${groups.join(' ')}`;
}

/** The number as SMS providers take it: international digits, no `+` (`995555123456`); null if not Georgian. */
export function smsDestination(phone: string): string | null {
  const formatted = formatPhone(phone);
  return formatted.startsWith('+995 ') ? formatted.replace(/[^\d]/g, '') : null;
}
