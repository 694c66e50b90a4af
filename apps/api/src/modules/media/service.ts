import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { type ImageFilter, IMAGE_FILTERS } from './filters';
import { contentTypeOf, extensionOf } from './paths';
import { type MediaStorage, type StoredObject, readAll } from './storage';

type OutputFormat = 'webp' | 'png' | 'jpeg';

const FORMAT_OF_EXTENSION: Record<string, OutputFormat | undefined> = {
  webp: 'webp',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

/**
 * WebP to whoever accepts it; otherwise JPEG stays JPEG and everything else (PNG, GIF, WebP, AVIF)
 * becomes PNG, which every browser shows and which keeps transparency.
 */
function outputFormat(extension: string, acceptsWebp: boolean): OutputFormat {
  if (acceptsWebp) return 'webp';
  return FORMAT_OF_EXTENSION[extension] === 'jpeg' ? 'jpeg' : 'png';
}

/** Transparent padding keeps cut-out product shots clean on any page colour; JPEG gets white. */
const PADDING = { r: 255, g: 255, b: 255, alpha: 0 };

/**
 * Originals under `image/` of the media storage and their resized copies, made with sharp on first
 * request and kept in the same storage under `cache/<filter>/<webp|orig>/<path>` (a converted copy
 * gets the new format's extension appended, so every file's extension tells its type): a copy made
 * by one node is served by every node sharing the bucket. The store holds the renders under way in
 * this process (one per target at a time); one per app.
 */
export interface MediaStore {
  storage: MediaStorage;
  rendering: Map<string, Promise<StoredObject>>;
  log: { warn(obj: object, msg: string): void };
}

export function openMediaStore(storage: MediaStorage, log: MediaStore['log']): MediaStore {
  return { storage, rendering: new Map(), log };
}

/** The storage key of an original (`path` relative to the image folder, as the catalog stores it). */
export const originalKey = (path: string) => `image/${path}`;

/** The storage keys a resized copy of `path` may have, whatever the filter and format. */
export function variantKeys(path: string): string[] {
  const names = [path, `${path}.webp`, `${path}.png`, `${path}.jpg`];
  return [...IMAGE_FILTERS.keys()].flatMap((filter) =>
    ['webp', 'orig'].flatMap((folder) => names.map((name) => `cache/${filter}/${folder}/${name}`)),
  );
}

async function render(
  store: MediaStore,
  source: string,
  target: string,
  filter: ImageFilter,
  format: OutputFormat,
): Promise<StoredObject> {
  const original = await readAll(store.storage, source);
  if (!original) throw new Error('the original disappeared');
  let image = sharp(original).rotate(); // honour EXIF orientation
  if (filter.resize) {
    const { width, height, fit } = filter.resize;
    image = image.resize({
      width,
      height,
      fit,
      background: PADDING,
      withoutEnlargement: fit === 'inside',
    });
  }
  if (format === 'webp') image = image.webp({ quality: 82 });
  else if (format === 'jpeg')
    image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  else image = image.png({ compressionLevel: 9 });
  const bytes = await image.toBuffer();
  const stored = await store.storage.write(target, bytes, contentTypeOf(target));
  return { ...stored, body: bytes };
}

/**
 * Renders once per target at a time in this process; later requests await the same work. Nodes
 * that render the same copy at once both write it, and either write is the same picture.
 */
function renderOnce(store: MediaStore, ...args: [string, string, ImageFilter, OutputFormat]) {
  const target = args[1];
  let pending = store.rendering.get(target);
  if (!pending) {
    pending = render(store, ...args).finally(() => store.rendering.delete(target));
    store.rendering.set(target, pending);
  }
  return pending;
}

/** A stored file to send, with its key (whose extension tells its type). */
export interface MediaFile extends StoredObject {
  key: string;
}

async function readFile(store: MediaStore, key: string): Promise<MediaFile | null> {
  const found = await store.storage.read(key);
  return found ? { ...found, key } : null;
}

/** Lets go of a stream that will not be sent. */
function discard(found: StoredObject | null) {
  if (found && !Buffer.isBuffer(found.body)) (found.body as Readable).destroy();
}

/** An original image; `path` is a checked relative path (see safeImagePath). */
export function originalImage(store: MediaStore, path: string): Promise<MediaFile | null> {
  return readFile(store, originalKey(path));
}

/** The copy of `path` through `filterName`, rendered and stored when missing or older than its original. */
export async function imageVariant(
  store: MediaStore,
  filterName: string,
  path: string,
  acceptsWebp: boolean,
): Promise<MediaFile | null> {
  const filter = IMAGE_FILTERS.get(filterName);
  if (!filter) return null;
  const extension = extensionOf(path);
  const source = originalKey(path);
  // Untrusted vector files are never rasterised here; they scale in the browser anyway.
  if (extension === 'svg') return readFile(store, source);

  const format = outputFormat(extension, acceptsWebp);
  const sameFormat = FORMAT_OF_EXTENSION[extension] === format;
  if (!filter.resize && sameFormat) return readFile(store, source);

  const name = sameFormat ? path : `${path}.${format === 'jpeg' ? 'jpg' : format}`;
  const target = `cache/${filterName}/${acceptsWebp ? 'webp' : 'orig'}/${name}`;
  // The copy is read at once, alongside the original's date, so a cached copy costs one round trip.
  const [original, cached] = await Promise.all([store.storage.info(source), store.storage.read(target)]);
  if (!original) {
    discard(cached);
    return null;
  }
  if (cached && cached.lastModified.getTime() >= original.lastModified.getTime())
    return { ...cached, key: target };
  discard(cached);
  try {
    return { ...(await renderOnce(store, source, target, filter, format)), key: target };
  } catch (error) {
    store.log.warn({ err: error, path }, 'image could not be processed');
    return null;
  }
}
