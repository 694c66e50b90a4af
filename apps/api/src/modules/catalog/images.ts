import type { ImageFilterName } from '@sakhe/contract';

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
