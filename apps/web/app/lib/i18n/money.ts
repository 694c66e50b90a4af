import type { Locale } from './locale';

/**
 * Written out rather than left to Intl: browsers ship different locale data (Debian's Chromium
 * has none for Georgian and prints `₾46.90` where the server printed `46,90 ₾`), and the page
 * must hydrate to exactly what the server rendered. This reproduces Node's full-ICU output.
 */
const STYLES: Record<Locale, { group: string; decimal: string; minimumGrouping: number; pattern: string }> = {
  ka: { group: '\u00a0', decimal: ',', minimumGrouping: 2, pattern: '{amount}\u00a0₾' },
  en: { group: ',', decimal: '.', minimumGrouping: 1, pattern: '₾{amount}' },
};

function groupDigits(digits: string, separator: string, minimumGrouping: number): string {
  // ICU's minimum grouping digits: Georgian writes 1234 but 12 345.
  if (digits.length < 3 + minimumGrouping) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An amount in tetri (integer minor units of the lari) as shoppers read it: `1234,50 ₾` / `₾1,234.50`. */
export function formatMoney(minor: number, locale: Locale): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`money must be an integer amount of tetri, got ${minor}`);
  const style = STYLES[locale];
  const lari = Math.floor(Math.abs(minor) / 100);
  const tetri = String(Math.abs(minor) % 100).padStart(2, '0');
  const amount = `${groupDigits(String(lari), style.group, style.minimumGrouping)}${style.decimal}${tetri}`;
  return `${minor < 0 ? '-' : ''}${style.pattern.replace('{amount}', amount)}`;
}
