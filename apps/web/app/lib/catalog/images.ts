import type { ImageFilterName, ProductImage } from '@sakhe/contract';

/** Square edge, in pixels, of what each filter serves: the `width`/`height` that reserve an image's box. */
export const IMAGE_FILTER_SIZE = {
  sylius_small: 120,
  sylius_shop_product_thumbnail: 300,
  sylius_shop_product_large_thumbnail: 600,
} as const satisfies Partial<Record<ImageFilterName, number>>;

const ORIGINAL_PREFIX = '/media/image/';
// Sylius 1.12 answers `/media/cache/resolve/<filter>/<path>`; sakhe's media module `/media/cache/<filter>/<path>`.
const CACHED = /^\/media\/cache\/(?:resolve\/)?[^/]+\/(.+)$/;

/**
 * The stored path of an image as the API names it (`/media/image/<p>`, a cached copy of any filter,
 * or either as an absolute URL), or null when the path is none of those.
 */
export function storedImagePath(path: string): string | null {
  let pathname = path;
  if (/^https?:\/\//i.test(path)) {
    try {
      pathname = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  if (pathname.startsWith(ORIGINAL_PREFIX)) return pathname.slice(ORIGINAL_PREFIX.length) || null;
  return CACHED.exec(pathname)?.[1] ?? null;
}

/** The URL of an image resized by `filter`, e.g. `/media/cache/sylius_shop_product_thumbnail/ab/cd/x.png`. */
export function imageUrl(path: string, filter: ImageFilterName): string {
  const stored = storedImagePath(path);
  if (stored === null) return path;
  const url = `/media/cache/${filter}/${stored}`;
  if (!/^https?:\/\//i.test(path)) return url;
  return new URL(url, path).toString();
}

/** Gallery images: the ones without a type, in the API's order (banners and the like have one). */
export function galleryImages<T extends Pick<ProductImage, 'type'>>(images: readonly T[]): T[] {
  return images.filter((image) => image.type === null);
}

/**
 * The gallery for the chosen variant: its own pictures first (a shade's), then the whole product's;
 * other variants' pictures are left out. Without pictures of its own, the product's as they are.
 */
export function variantGallery<T extends Pick<ProductImage, 'type' | 'productVariants'>>(
  images: readonly T[],
  variantIri: string | undefined,
): T[] {
  const gallery = galleryImages(images);
  const own = gallery.filter(
    (image) => variantIri !== undefined && image.productVariants.includes(variantIri),
  );
  const shared = gallery.filter((image) => image.productVariants.length === 0);
  return own.length === 0 && shared.length === 0 ? gallery : [...own, ...shared];
}

/** The image a card shows: the first without a type. */
export function mainImage<T extends Pick<ProductImage, 'type'>>(images: readonly T[]): T | undefined {
  return images.find((image) => image.type === null);
}

/** The first image of the given type (`sticky-banner` on products, `production-sticky-banner` on taxons). */
export function imageOfType<T extends Pick<ProductImage, 'type'>>(
  images: readonly T[],
  type: string,
): T | undefined {
  return images.find((image) => image.type === type);
}
