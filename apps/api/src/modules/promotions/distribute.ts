/**
 * Splits `amount` (≥ 0) over `weights` (≥ 0) in proportion, in whole tetri: each share is the
 * floor of its exact part, and the tetri left go to the largest remainders. No share exceeds its
 * weight as long as `amount` ≤ Σ weights, which is what keeps every item total non-negative.
 * (Sylius rounds half down and gives the rest to the first items, which can push an item with a
 * zero total below zero.) Integer arithmetic throughout, so large carts split exactly.
 */
export function distributeProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (amount <= 0 || total <= 0n) return weights.map(() => 0);
  const parts = weights.map((weight, index) => {
    const scaled = BigInt(weight) * BigInt(amount);
    return { index, share: scaled / total, remainder: scaled % total };
  });
  let left = BigInt(amount) - parts.reduce((sum, part) => sum + part.share, 0n);
  const byRemainder = parts
    .filter((part) => part.remainder > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left <= 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.share));
}
