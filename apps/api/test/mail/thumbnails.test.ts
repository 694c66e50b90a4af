import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailImage } from '../../src/modules/mail/images';

/** An e-mail's product thumbnail is made once and kept beside the media's resized copies. */

let mediaDir: string;
const kept = () => join(mediaDir, 'cache', 'mail_thumbnail', 'orig', 'products', 'cream.png.jpg');
const original = () => join(mediaDir, 'image', 'products', 'cream.png');

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'sakhe-mail-thumbnails-'));
  await mkdir(join(mediaDir, 'image', 'products'), { recursive: true });
  const picture = sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0407a' } });
  await writeFile(original(), await picture.png().toBuffer());
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

describe('order e-mail thumbnails', () => {
  it('are made once, kept, and made again when the original changes', async () => {
    const first = await thumbnailImage(mediaDir, '/media/image/products/cream.png', 'item-1@sakhe');
    expect(first).toMatchObject({ filename: 'item-1.jpg', cid: 'item-1@sakhe', contentType: 'image/jpeg' });
    expect(await sharp(first?.content).metadata()).toMatchObject({ width: 128, height: 128, format: 'jpeg' });
    expect(await readFile(kept())).toEqual(first?.content);

    // Kept: the second e-mail reads the copy rather than making it again.
    const marker = Buffer.from('the kept copy');
    await writeFile(kept(), marker);
    const second = await thumbnailImage(mediaDir, '/media/image/products/cream.png', 'item-2@sakhe');
    expect(second?.content).toEqual(marker);

    // An original newer than its copy is made again.
    const later = new Date((await stat(kept())).mtimeMs + 60_000);
    await utimes(original(), later, later);
    const third = await thumbnailImage(mediaDir, '/media/image/products/cream.png', 'item-3@sakhe');
    expect(third?.content).toEqual(first?.content);
  });

  it('are null for a missing picture or a path outside the images', async () => {
    expect(await thumbnailImage(mediaDir, '/media/image/products/gone.png', 'a@sakhe')).toBeNull();
    expect(await thumbnailImage(mediaDir, '/media/image/../secret.png', 'b@sakhe')).toBeNull();
  });
});
