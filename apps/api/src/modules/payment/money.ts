/**
 * Money at the banks' edge. Inside the shop amounts are integer tetri; the banks speak decimal lari
 * ("172.62", or the JSON number 172.62). Conversions go through the digits, never through a float
 * multiplication, so 17262 is "172.62" and "172.62" is 17262 exactly (172.62 * 100 is 17261.999…).
 */

/** 17262 → "172.62"; 5 → "0.05"; 1200 → "12.00". */
export function toBankDecimal(tetri: number): string {
  if (!Number.isSafeInteger(tetri) || tetri < 0) throw new RangeError(`Not an amount in tetri: ${tetri}`);
  const lari = Math.trunc(tetri / 100);
  const rest = tetri - lari * 100;
  return `${lari}.${String(rest).padStart(2, '0')}`;
}

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * "172.62", "172.6", "172", 172.62 → tetri; null for anything else (negative, more than two
 * decimals, exponent notation, not a number). A JSON number is read from its shortest decimal text,
 * which for two-decimal amounts is exactly those two decimals.
 */
export function fromBankDecimal(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const tetri = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(tetri) ? tetri : null;
}
