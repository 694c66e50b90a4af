/** Lari amounts travel as integer minor units (tetri); these are the only conversions. */

export const CURRENCY = 'GEL';

export function toMinorUnits(lari: number): number {
  if (!Number.isFinite(lari)) throw new RangeError(`Not a finite amount: ${lari}`);
  return Math.round(lari * 100);
}

export function fromMinorUnits(minor: number): number {
  if (!Number.isInteger(minor)) throw new RangeError(`Minor units must be an integer: ${minor}`);
  return minor / 100;
}

/** Rounded discount percentage shown on products: (original − price) / original. */
export function discountPercent(price: number, originalPrice: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
