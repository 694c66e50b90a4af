/**
 * Turning the tail of a media URL into a path under MEDIA_DIR/image, refusing everything that
 * could name a file elsewhere. The URL is read raw (not as the router decoded it), each segment is
 * decoded once, and a segment that decodes to a separator, a dot-name, a NUL or a control
 * character ends the matter. The service additionally checks the resolved real path.
 */

/** Image types served from the media folder, by extension. */
const IMAGE_TYPES: ReadonlyMap<string, string> = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['avif', 'image/avif'],
  ['svg', 'image/svg+xml'],
]);

const MAX_PATH_LENGTH = 1024;

/** Separators (also encoded ones), drive/stream colons, NUL and other control characters. */
function forbidden(segment: string): boolean {
  if (/[/\\:]/.test(segment)) return true;
  for (let i = 0; i < segment.length; i++) {
    const code = segment.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

/** The content type of a media file, by its extension (every stored name has a known one). */
export const contentTypeOf = (path: string) =>
  IMAGE_TYPES.get(extensionOf(path)) ?? 'application/octet-stream';

/** The decoded relative path ("ab/cd/x.png"), or null when the URL tail is not a safe image path. */
export function safeImagePath(rawTail: string): string | null {
  if (rawTail.length === 0 || rawTail.length > MAX_PATH_LENGTH) return null;
  const segments: string[] = [];
  for (const raw of rawTail.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null; // malformed percent-encoding
    }
    if (segment.length === 0 || segment.startsWith('.') || forbidden(segment)) return null;
    segments.push(segment);
  }
  const path = segments.join('/');
  return IMAGE_TYPES.has(extensionOf(path)) ? path : null;
}

/** The raw (still percent-encoded) path segments of a request URL, without the query. */
export function rawSegments(url: string): string[] {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).split('/').slice(1);
}
