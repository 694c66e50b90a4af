import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { Order } from '@sakhe/contract';

export interface InlineImage {
  filename: string;
  content: Buffer;
  cid: string;
  contentType: string;
}

/** The storefront's mark (apps/web/public/favicon.svg): the plum square with the S. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#8b3c5d"/><path d="M9 20.5c0 2.5 3 4 7 4s7-1.5 7-4.5-3-4-7-4-7-1-7-4 3-4.5 7-4.5 7 1.5 7 4" fill="none" stroke="#fbf8f4" stroke-width="2.6" stroke-linecap="round"/></svg>';

let logo: Promise<Buffer> | undefined;

/** The mark as a PNG at twice its shown size (mail clients show SVG poorly, PNG everywhere). */
function logoPng(): Promise<Buffer> {
  logo ??= sharp(Buffer.from(MARK_SVG), { density: 432 }).resize(72, 72).png().toBuffer();
  return logo;
}

/** The logo, attached to a message and shown by content id. */
export async function logoImage(): Promise<InlineImage> {
  return { filename: 'sakhe.png', content: await logoPng(), cid: 'logo@sakhe', contentType: 'image/png' };
}

/**
 * A square thumbnail of a picture of the shop (`/media/image/<path>`), attached as `cid`; null when it
 * cannot be read (the message then goes without it).
 */
export async function thumbnailImage(
  mediaDir: string,
  url: string,
  cid: string,
): Promise<InlineImage | null> {
  const file = originalFile(mediaDir, url);
  if (!file) return null;
  try {
    const content = await keptThumbnail(mediaDir, file);
    return { filename: `${cid.split('@')[0]}.jpg`, content, cid, contentType: 'image/jpeg' };
  } catch {
    // A missing or unreadable picture.
    return null;
  }
}

/** Thumbnails being made in this process, by file: e-mails sent at once wait for the same one. */
const making = new Map<string, Promise<Buffer>>();

/**
 * The thumbnail of an original, made with sharp once and kept beside the storefront's resized copies
 * (`MEDIA_DIR/cache/mail_thumbnail/orig/<path>.jpg`), as long as it is not older than its original:
 * every order e-mail showed the same products' thumbnails, each made afresh.
 */
async function keptThumbnail(mediaDir: string, file: string): Promise<Buffer> {
  const kept = join(
    resolve(mediaDir, 'cache', 'mail_thumbnail', 'orig'),
    `${relative(resolve(mediaDir, 'image'), file)}.jpg`,
  );
  const [original, copy] = await Promise.all([stat(file), stat(kept).catch(() => null)]);
  if (copy && copy.mtimeMs >= original.mtimeMs) return readFile(kept);
  let pending = making.get(file);
  if (!pending) {
    pending = makeThumbnail(file, kept).finally(() => making.delete(file));
    making.set(file, pending);
  }
  return pending;
}

async function makeThumbnail(file: string, kept: string): Promise<Buffer> {
  const content = await sharp(file)
    .resize(128, 128, { fit: 'cover' })
    .flatten({ background: '#f3ede6' })
    .jpeg({ quality: 78 })
    .toBuffer();
  try {
    // Written whole under another name, then renamed: a reader sees no copy or all of it.
    const temporary = `${kept}.${randomUUID()}`;
    await mkdir(dirname(kept), { recursive: true });
    await writeFile(temporary, content);
    await rename(temporary, kept);
  } catch {
    // A media folder that cannot be written to: the e-mail still has its thumbnail, made again next time.
  }
  return content;
}

/** MEDIA_DIR/image/<path> for an item's `/media/image/<path>`, or null for anything else. */
function originalFile(mediaDir: string, url: string): string | null {
  if (!url.startsWith('/media/image/')) return null;
  const root = resolve(mediaDir, 'image');
  const segments = url.slice('/media/image/'.length).split('/').map(decodeURIComponent);
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const file = resolve(join(root, ...segments));
  return file.startsWith(root + sep) ? file : null;
}

/**
 * The logo and one square thumbnail per item, attached to the message and shown by content id, so
 * they show without the mail client loading anything from the shop. An item whose picture cannot
 * be read goes without one.
 */
export async function orderImages(
  order: Order,
  mediaDir: string,
): Promise<{ attachments: InlineImage[]; logo: string; items: Map<number, string> }> {
  const attachments: InlineImage[] = [await logoImage()];
  const items = new Map<number, string>();
  for (const item of order.items) {
    const cid = `item-${item.id}@sakhe`;
    const image = item.image ? await thumbnailImage(mediaDir, item.image, cid) : null;
    if (!image) continue; // the line shows the empty square instead
    attachments.push(image);
    items.set(item.id, cid);
  }
  return { attachments, logo: 'logo@sakhe', items };
}
