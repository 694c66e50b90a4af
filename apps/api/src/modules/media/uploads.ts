import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { CatalogLocale } from '@sakhe/contract';
import { MAX_IMAGE_UPLOAD_BYTES, type UploadPurpose } from '@sakhe/contract/admin';
import type { Config } from '../../config';
import { refuse } from '../../i18n/violations';
import { originalKey, variantKeys } from './service';
import { mediaStorage } from './open-storage';

/** The largest upload accepted, in bytes (the multipart parser stops reading past it). */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;

/** An uploaded picture is kept at most this wide and high: twice the widest banner a page shows. */
const MAX_SIDE = 3200;

/** Where uploads live under the image folder; only these are ever deleted (seeded files may be shared). */
const UPLOAD_FOLDER = 'uploads/';

type Format = 'jpeg' | 'png' | 'webp' | 'avif';
const EXTENSION: Record<Format, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
const CONTENT_TYPE: Record<Format, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

interface StoredImage {
  /** Relative to the image folder, as the catalog and content store it: `/media/image/<path>` shows it. */
  path: string;
  url: string;
  width: number;
  height: number;
  format: Format;
}

/**
 * The format the bytes really are, read by sharp from the content (never from a name or a declared
 * type): JPEG, PNG, WebP or AVIF (libheif's HEIF with AV1), null for anything else, SVG included.
 */
async function sniff(bytes: Buffer): Promise<Format | null> {
  try {
    const { format, compression } = await sharp(bytes).metadata();
    if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
    if (format === 'heif' && compression === 'av1') return 'avif';
    return null;
  } catch {
    return null; // not an image sharp can read at all
  }
}

/** Re-encoded at high quality: turned upright, metadata (GPS, camera) dropped, at most MAX_SIDE. */
function encode(bytes: Buffer, format: Format): Promise<{ data: Buffer; info: OutputInfo }> {
  const image = sharp(bytes)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 88, mozjpeg: true })
      : format === 'png'
        ? image.png({ compressionLevel: 9 })
        : format === 'webp'
          ? image.webp({ quality: 88 })
          : image.avif({ quality: 65, effort: 3 });
  return encoded.toBuffer({ resolveWithObject: true });
}

/** The URL of a stored image's original (segments encoded once, as /media decodes them). */
const mediaUrl = (path: string) => `/media/image/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Checks, processes and stores an uploaded image: JPEG, PNG, WebP or AVIF by its content and at most
 * 15 MB, else a 422 violation on `file` in the request's language. Stored under a new name (never
 * overwriting another), through the configured storage, so every node serves it at once.
 */
export async function storeImage(
  deps: { config: Config },
  /** purpose names the folder (uploads/<purpose>/…), so a bucket's listing reads sensibly. */
  input: { bytes: Buffer; purpose: UploadPurpose; locale: CatalogLocale },
): Promise<StoredImage> {
  const { bytes, purpose, locale } = input;
  if (bytes.length > MAX_UPLOAD_BYTES) refuse(locale, 'file', 'imageTooLarge', { max: 15 });
  if (bytes.length === 0) refuse(locale, 'file', 'imageRequired');
  const format = await sniff(bytes);
  if (!format) refuse(locale, 'file', 'imageType');
  let encoded: Awaited<ReturnType<typeof encode>>;
  try {
    encoded = await encode(bytes, format);
  } catch {
    refuse(locale, 'file', 'imageType'); // a header that reads as an image over a broken body
  }
  const id = randomUUID();
  const path = `${UPLOAD_FOLDER}${purpose}/${id.slice(0, 2)}/${id}.${EXTENSION[format]}`;
  await mediaStorage(deps.config).write(originalKey(path), encoded.data, CONTENT_TYPE[format]);
  return { path, url: mediaUrl(path), width: encoded.info.width, height: encoded.info.height, format };
}

/**
 * Removes an uploaded image and every resized copy made of it. Paths outside the uploads (the seeded
 * catalog's, which several records may share) are left alone.
 */
export async function deleteStoredImage(deps: { config: Config }, path: string): Promise<void> {
  if (!path.startsWith(UPLOAD_FOLDER) || path.includes('..')) return;
  await mediaStorage(deps.config).remove([originalKey(path), ...variantKeys(path)]);
}
