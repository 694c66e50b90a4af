import type { Locale } from './i18n';

/**
 * Money as the storefront writes it (apps/web/app/lib/i18n/money.ts): Georgian `1 234,50 ₾`, English
 * `₾1,234.50`. Written out rather than left to Intl, whose Georgian data some browsers lack.
 */
const STYLES: Record<Locale, { group: string; decimal: string; minimumGrouping: number; pattern: string }> = {
  ka: { group: '\u00a0', decimal: ',', minimumGrouping: 2, pattern: '{amount}\u00a0₾' },
  en: { group: ',', decimal: '.', minimumGrouping: 1, pattern: '₾{amount}' },
};

export function formatMoney(minor: number, locale: Locale): string {
  const style = STYLES[locale];
  const lari = Math.floor(Math.abs(minor) / 100);
  const tetri = String(Math.abs(minor) % 100).padStart(2, '0');
  const digits = String(lari);
  const grouped =
    digits.length < 3 + style.minimumGrouping ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${minor < 0 ? '-' : ''}${style.pattern.replace('{amount}', `${grouped}${style.decimal}${tetri}`)}`;
}

/** A moment as staff read it: day, month, year, hours and minutes, in Tbilisi's time. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tbilisi',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}.${part('month')}.${part('year')}`;
  return locale === 'ka'
    ? `${day}, ${part('hour')}:${part('minute')}`
    : `${day} ${part('hour')}:${part('minute')}`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tbilisi',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(date)
    .replaceAll('/', '.');
}

/** Lari typed by staff (`12,50` or `12.50`) in tetri; null when it is not an amount. */
export function parseLari(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

export function lariInput(minor: number): string {
  return (minor / 100).toFixed(2);
}
