import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates groups with a no-break space; normalize to compare with readable literals.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows tetri as lari with two decimals in Georgian', () => {
    expect(plain(formatMoney(123450, 'ka'))).toBe('1234,50 ₾');
    expect(plain(formatMoney(500, 'ka'))).toBe('5,00 ₾');
    expect(plain(formatMoney(123456789, 'ka'))).toBe('1 234 567,89 ₾');
  });

  it('shows tetri as lari with two decimals in English', () => {
    expect(formatMoney(123450, 'en')).toBe('₾1,234.50');
    expect(formatMoney(1, 'en')).toBe('₾0.01');
    expect(formatMoney(0, 'en')).toBe('₾0.00');
  });

  it("groups like Node's full ICU data, so server and browser render the same", () => {
    for (const minor of [0, 1, 99, 100, 123450, 1234550, 123456789, -500, -123456]) {
      for (const [locale, tag] of [
        ['ka', 'ka-GE'],
        ['en', 'en'],
      ] as const) {
        const intl = new Intl.NumberFormat(tag, {
          style: 'currency',
          currency: 'GEL',
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: 2,
        }).format(minor / 100);
        expect(formatMoney(minor, locale)).toBe(intl);
      }
    }
  });

  it('refuses amounts that are not whole tetri', () => {
    expect(() => formatMoney(12.5, 'en')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'ka')).toThrow(RangeError);
  });
});
