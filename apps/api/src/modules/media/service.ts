import { randomBytes } from 'node:crypto';
import { mkdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import sharp from 'sharp';
import { type ImageFilter, IMAGE_FILTERS } from './filters';
import { extensionOf } from './paths';

/** A file to send: an absolute path inside the media folder. */
export interface MediaFile {
  absolute: string;
}

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
 * Originals under MEDIA_DIR/image and their resized copies, made with sharp on first request and
 * kept under MEDIA_DIR/cache/<filter>/<webp|orig>/<path> (a converted copy gets the new format's
 * extension appended, so every file's extension tells its type). The store says where they live
 * and holds the renders under way in this process (one per target at a time); one per app.
 */
export interface MediaStore {
  imageRoot: string;
  cacheRoot: string;
  rendering: Map<string, Promise<void>>;
  log: { warn(obj: object, msg: string): void };
}

export function openMediaStore(mediaDir: string, log: MediaStore['log']): MediaStore {
  return {
    imageRoot: join(mediaDir, 'image'),
    cacheRoot: join(mediaDir, 'cache'),
    rendering: new Map(),
    log,
  };
}

/** The original, if it exists as a regular file whose real path is inside the image folder. */
async function locateOriginal(
  { imageRoot }: MediaStore,
  path: string,
): Promise<{ absolute: string; mtimeMs: number } | null> {
  try {
    const [root, absolute] = await Promise.all([realpath(imageRoot), realpath(join(imageRoot, path))]);
    if (!absolute.startsWith(root + sep)) return null;
    const stats = await stat(absolute);
    return stats.isFile() ? { absolute, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null; // missing file or folder
  }
}

async function render(source: string, target: string, filter: ImageFilter, format: OutputFormat) {
  await mkdir(dirname(target), { recursive: true });
  // Written aside and renamed into place, so a reader never sees half a file and concurrent
  // first requests (in other processes too) at worst both render and one rename wins.
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    let image = sharp(source).rotate(); // honour EXIF orientation
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
    await image.toFile(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Renders once per target at a time in this process; later requests await the same work. */
function renderOnce({ rendering }: MediaStore, ...args: Parameters<typeof render>): Promise<void> {
  const target = args[1];
  let pending = rendering.get(target);
  if (!pending) {
    pending = render(...args).finally(() => rendering.delete(target));
    rendering.set(target, pending);
  }
  return pending;
}

/** A cached copy is current when it is at least as new as its original. */
async function isCurrent(target: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return (await stat(target)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/** An original image; `path` is a checked relative path (see safeImagePath). */
export async function originalImage(store: MediaStore, path: string): Promise<MediaFile | null> {
  const found = await locateOriginal(store, path);
  return found ? { absolute: found.absolute } : null;
}

/** The copy of `path` through `filterName`, rendered and cached when missing or outdated. */
export async function imageVariant(
  store: MediaStore,
  filterName: string,
  path: string,
  acceptsWebp: boolean,
): Promise<MediaFile | null> {
  const filter = IMAGE_FILTERS.get(filterName);
  if (!filter) return null;
  const source = await locateOriginal(store, path);
  if (!source) return null;
  const extension = extensionOf(path);
  // Untrusted vector files are never rasterised here; they scale in the browser anyway.
  if (extension === 'svg') return { absolute: source.absolute };

  const format = outputFormat(extension, acceptsWebp);
  const sameFormat = FORMAT_OF_EXTENSION[extension] === format;
  if (!filter.resize && sameFormat) return { absolute: source.absolute };

  const name = sameFormat ? path : `${path}.${format === 'jpeg' ? 'jpg' : format}`;
  const target = join(store.cacheRoot, filterName, acceptsWebp ? 'webp' : 'orig', name);
  if (!(await isCurrent(target, source.mtimeMs))) {
    try {
      await renderOnce(store, source.absolute, target, filter, format);
    } catch (error) {
      store.log.warn({ err: error, path }, 'image could not be processed');
      return null;
    }
  }
  return { absolute: target };
}
