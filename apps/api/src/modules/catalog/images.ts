import type { CatalogLocale, ImageFilterName } from '@sakhe/contract';

/**
 * Public URL of a stored catalog image (paths are relative to MEDIA_DIR/image): the original
 * under /media/image (Sylius 1.12), or the resized copy the media module serves under
 * /media/cache/<filter>/ when a filter was asked for. Segments are URL-encoded (file names may
 * be Georgian); the media module decodes each once.
 */
export function imageUrl(storedPath: string, filter?: ImageFilterName): string {
  const path = storedPath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return filter ? `/media/cache/${filter}/${path}` : `/media/image/${path}`;
}

/**
 * The images a page in `locale` shows: those for every language (locale null) and those drawn for
 * it. A banner with words on it is stored once per language, so neither page shows the other's.
 * Filtered when presenting, so the rows (and whatever caches them) stay the same for every locale.
 */
export function imagesFor<T extends { locale: CatalogLocale | null }>(
  images: readonly T[],
  locale: CatalogLocale,
): T[] {
  return images.filter((image) => image.locale === null || image.locale === locale);
}
