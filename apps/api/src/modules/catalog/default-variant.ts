/** The variant fields that decide which variant a product shows and sells by default. */
export interface VariantStockState {
  position: number;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
}

export function isInStock(variant: Pick<VariantStockState, 'tracked' | 'onHand' | 'onHold'>): boolean {
  return !variant.tracked || variant.onHand - variant.onHold > 0;
}

/**
 * The product's default variant: the first enabled variant by position that is in stock, else the
 * first enabled variant by position. `products.price` is this variant's price, and the Shop API's
 * `defaultVariant` must be the same variant, so both call this one function.
 * Ties on position keep the input order: pass variants ordered by id.
 */
export function defaultVariantOf<T extends VariantStockState>(variants: readonly T[]): T | undefined {
  const enabled = variants.filter((variant) => variant.enabled).sort((a, b) => a.position - b.position);
  return enabled.find(isInStock) ?? enabled[0];
}
