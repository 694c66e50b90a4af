import { describe, expect, it } from 'vitest';
import { discountPercent, fromMinorUnits, toMinorUnits } from '../src';

describe('money', () => {
  it('converts lari to tetri without float drift', () => {
    expect(toMinorUnits(12.9)).toBe(1290);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1234.5)).toBe(123450);
  });

  it('refuses fractional minor units and non-finite amounts', () => {
    expect(() => fromMinorUnits(12.5)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(fromMinorUnits(123450)).toBe(1234.5);
  });

  it('rounds the discount percentage', () => {
    expect(discountPercent(7990, 9990)).toBe(20);
    expect(discountPercent(6666, 9999)).toBe(33);
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(6000, 5000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
