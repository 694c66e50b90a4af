import { describe, expect, it } from 'vitest';
import { formatMoney, parseLari } from './format';

describe('money in the back office', () => {
  it('is written as the storefront writes it', () => {
    expect(formatMoney(123450, 'ka')).toBe('1234,50\u00a0₾');
    expect(formatMoney(1234550, 'ka')).toBe('12\u00a0345,50\u00a0₾');
    expect(formatMoney(123450, 'en')).toBe('₾1,234.50');
    expect(formatMoney(-500, 'en')).toBe('-₾5.00');
  });

  it('is read from what staff type, with a comma or a point', () => {
    expect(parseLari('12,50')).toBe(1250);
    expect(parseLari(' 12.5 ')).toBe(1250);
    expect(parseLari('7')).toBe(700);
    expect(parseLari('1.234')).toBeNull();
    expect(parseLari('-3')).toBeNull();
    expect(parseLari('')).toBeNull();
  });
});
