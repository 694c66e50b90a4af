import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBankDecimal, toBankDecimal } from '../../src/modules/payment/money';

describe('money at the banks’ edge', () => {
  it('writes tetri as the bank’s decimal by moving the point', () => {
    expect(toBankDecimal(17262)).toBe('172.62');
    expect(toBankDecimal(5)).toBe('0.05');
    expect(toBankDecimal(1200)).toBe('12.00');
    expect(toBankDecimal(0)).toBe('0.00');
    expect(() => toBankDecimal(-1)).toThrow(RangeError);
    expect(() => toBankDecimal(1.5)).toThrow(RangeError);
  });

  it('reads the bank’s decimal, string or JSON number, back to the same tetri', () => {
    expect(fromBankDecimal('172.62')).toBe(17262);
    // 172.62 * 100 is 17261.999999999996 in floating point; the digits are not.
    expect(fromBankDecimal(172.62)).toBe(17262);
    expect(fromBankDecimal('172.6')).toBe(17260);
    expect(fromBankDecimal(12)).toBe(1200);
    expect(fromBankDecimal(0.1)).toBe(10);
    for (const bad of ['-1.00', '1.234', '1e3', 'abc', '', null, undefined, Number.NaN, {}, '1,00']) {
      expect(fromBankDecimal(bad)).toBeNull();
    }
  });

  it('round-trips every amount, as text and as the JSON number sent to BOG', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (tetri) => {
        const text = toBankDecimal(tetri);
        expect(fromBankDecimal(text)).toBe(tetri);
        expect(fromBankDecimal(JSON.parse(JSON.stringify(Number(text))))).toBe(tetri);
      }),
    );
  });
});
