import { intlLocale, type Locale } from './locale';

const formatters = new Map<Locale, Intl.NumberFormat>();

function formatter(locale: Locale): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    // narrowSymbol: English would otherwise print "GEL 1,234.50"; shoppers in Georgia know the ₾ sign.
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'GEL',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, format);
  }
  return format;
}

/** An amount in tetri (integer minor units of the lari) as shoppers read it: `1234,50 ₾` / `₾1,234.50`. */
export function formatMoney(minor: number, locale: Locale): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`money must be an integer amount of tetri, got ${minor}`);
  return formatter(locale).format(minor / 100);
}
