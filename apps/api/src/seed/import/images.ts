import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import sharp from 'sharp';
import { type MediaStorage, imageContentType, originalKey } from '../../modules/media';
import { hashedName } from '../media-file';
import { ImportValidationError, type ImportIssue } from './errors';
import type { ResolvedCatalog } from './validate';

/** Formats the storefront can show; SVG is refused because media are served from our own origin. */
const IMAGE_FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

export interface StoredImage {
  /** Absolute path of the source file. */
  source: string;
  /** Path relative to MEDIA_DIR/image, e.g. `ab/cd/hydrating-serum-3f9a1c2e.png`. */
  path: string;
}

/**
 * Finds every image source of the file (relative to baseDir), checks it is a readable image and
 * names its copy after its content hash, so the same picture is stored once and re-imports keep paths.
 * Returns a map from the source string as written in the file to the stored path.
 */
export async function resolveImages(
  catalog: ResolvedCatalog,
  baseDir: string,
): Promise<Map<string, StoredImage>> {
  const uses = new Map<string, string>();
  const note = (source: string, where: string) => {
    if (!uses.has(source)) uses.set(source, where);
  };
  for (const taxon of catalog.taxons) {
    taxon.images?.forEach((image, i) =>
      note(image.source, `taxons[${taxon.index}] (code ${taxon.code}).images[${i}].source`),
    );
  }
  for (const product of catalog.products) {
    product.images?.forEach((image, i) =>
      note(image.source, `products[${product.index}] (code ${product.code}).images[${i}].source`),
    );
  }

  const issues: ImportIssue[] = [];
  const stored = new Map<string, StoredImage>();
  const sources = [...uses.entries()];
  // A few files at a time: plenty for local disks, and it keeps memory flat for large catalogs.
  for (let start = 0; start < sources.length; start += 16) {
    await Promise.all(
      sources.slice(start, start + 16).map(async ([source, where]) => {
        const absolute = resolve(baseDir, source);
        try {
          stored.set(source, await describeImage(absolute));
        } catch (error) {
          issues.push({ path: where, message: `${source}: ${(error as Error).message}` });
        }
      }),
    );
  }
  if (issues.length > 0) throw new ImportValidationError(issues);
  return stored;
}

async function describeImage(absolute: string): Promise<StoredImage> {
  const info = await stat(absolute).catch(() => null);
  if (!info) throw new Error(`Image file not found (looked for ${absolute})`);
  if (!info.isFile()) throw new Error(`Not a file (${absolute})`);
  const content = await readFile(absolute);
  const format = await sharp(content)
    .metadata()
    .then((metadata) => metadata.format as string)
    .catch(() => 'unreadable');
  const extension = IMAGE_FORMATS[format];
  if (!extension) throw new Error(`Not a supported image (${format}); use JPEG, PNG, WebP, GIF or AVIF`);
  return { source: absolute, path: hashedName(content, basename(absolute, extname(absolute)), extension) };
}

/**
 * Copies images into the media storage's image folder (MEDIA_DIR/image, or the bucket's `image/`);
 * files already there (same content, same name) are kept. Through the storage, so a shop whose media
 * live in a bucket gets the seeded and imported pictures there, where every node finds them.
 */
export async function copyImages(
  images: Iterable<StoredImage>,
  storage: MediaStorage,
): Promise<{ copied: number; kept: number }> {
  let copied = 0;
  let kept = 0;
  const unique = new Map<string, StoredImage>();
  for (const image of images) unique.set(image.path, image);
  const list = [...unique.values()];
  for (let start = 0; start < list.length; start += 16) {
    await Promise.all(
      list.slice(start, start + 16).map(async (image) => {
        const key = originalKey(image.path);
        if (await storage.info(key)) {
          kept++;
          return;
        }
        await storage.write(key, await readFile(image.source), imageContentType(image.path));
        copied++;
      }),
    );
  }
  return { copied, kept };
}
