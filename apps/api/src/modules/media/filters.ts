/**
 * The image filters of the shop, named as Sylius' LiipImagine filters so image URLs read the same
 * (`/media/cache/<filter>/<path>`). Product images are square: their filters pad to an exact square
 * (contain) so a product never loses its edges; banner filters only cap the width.
 */
export interface ImageFilter {
  /** Absent: no resize, only format negotiation (sylius_original). */
  resize?: { width: number; height?: number; fit: 'contain' | 'inside' };
}

const square = (size: number): ImageFilter => ({ resize: { width: size, height: size, fit: 'contain' } });
const banner = (width: number): ImageFilter => ({ resize: { width, fit: 'inside' } });

/** A Map, so that a filter called "constructor" or "__proto__" is just unknown. */
export const IMAGE_FILTERS: ReadonlyMap<string, ImageFilter> = new Map([
  ['sylius_shop_product_thumbnail', square(300)],
  ['sylius_shop_product_large_thumbnail', square(600)],
  ['sylius_small', square(120)],
  ['sylius_original', {}],
  ['banner_desktop', banner(1600)],
  ['banner_mobile', banner(800)],
]);
