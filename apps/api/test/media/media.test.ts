import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let shop: TestApp;
/** This file's own folder under MEDIA_DIR/image (the media folder is shared by all test files). */
const dir = `t-media-${randomBytes(4).toString('hex')}`;
const outside = `${dir}-outside`;
const SECRET = 'SECRET-MARKER';
let imageDir = '';
let cacheDir = '';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 220, g: 40, b: 90, alpha: 1 } } });

beforeAll(async () => {
  shop = await createTestApp();
  const media = shop.config.MEDIA_DIR;
  imageDir = join(media, 'image', dir);
  cacheDir = join(media, 'cache');
  mkdirSync(join(imageDir, 'ab'), { recursive: true });
  await solid(800, 500)
    .png()
    .toFile(join(imageDir, 'ab', 'serum.png'));
  await solid(640, 480).jpeg().toFile(join(imageDir, 'photo.jpg'));
  await solid(2400, 900).png().toFile(join(imageDir, 'banner.png'));
  await solid(400, 150).png().toFile(join(imageDir, 'narrow.png'));
  for (const name of ['stale.png', 'race.png', 'etag.png'])
    await solid(500, 500).png().toFile(join(imageDir, name));
  writeFileSync(
    join(imageDir, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  );
  writeFileSync(join(imageDir, 'notes.txt'), 'not an image');
  writeFileSync(join(imageDir, 'broken.png'), 'not really a png');
  // Files next to the image folder that no URL may reach.
  mkdirSync(join(media, outside), { recursive: true });
  writeFileSync(join(media, outside, 'secret.png'), SECRET);
  symlinkSync(join(media, outside, 'secret.png'), join(imageDir, 'link.png'));
});

afterAll(async () => {
  await shop.close();
  const media = shop.config.MEDIA_DIR;
  rmSync(imageDir, { recursive: true, force: true });
  rmSync(join(media, outside), { recursive: true, force: true });
  for (const filter of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    for (const variant of ['webp', 'orig'])
      rmSync(join(cacheDir, filter, variant, dir), { recursive: true, force: true });
  }
});

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });
const WEBP_BROWSER = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };

describe('originals under /media/image', () => {
  it('serves the file as stored, with its content type', async () => {
    const png = await get(`/media/image/${dir}/ab/serum.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(readFileSync(join(imageDir, 'ab', 'serum.png')))).toBe(true);
    expect(png.headers['cache-control']).toContain('public');
    expect(png.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const jpeg = await get(`/media/image/${dir}/photo.jpg`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('sends SVG as is, sandboxed', async () => {
    const svg = await get(`/media/image/${dir}/logo.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 404 for unknown files and for files that are not images', async () => {
    expect((await get(`/media/image/${dir}/missing.png`)).statusCode).toBe(404);
    expect((await get(`/media/image/${dir}/notes.txt`)).statusCode).toBe(404);
    expect((await get(`/media/image/${dir}/ab`)).statusCode).toBe(404);
  });

  it('revalidates with ETag', async () => {
    const first = await get(`/media/image/${dir}/etag.png`);
    expect(first.headers.etag).toBeTruthy();
    const again = await get(`/media/image/${dir}/etag.png`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('resized copies under /media/cache/<filter>', () => {
  it('makes a 300×300 product thumbnail, PNG for a client without WebP', async () => {
    const response = await get(`/media/cache/sylius_shop_product_thumbnail/${dir}/ab/serum.png`, {
      accept: 'image/png,*/*',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.vary).toContain('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
  });

  it('makes WebP for a client that accepts it', async () => {
    const response = await get(
      `/media/cache/sylius_shop_product_thumbnail/${dir}/ab/serum.png`,
      WEBP_BROWSER,
    );
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toContain('Accept');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
  });

  it('does not send WebP to a client that refuses it', async () => {
    const response = await get(`/media/cache/sylius_small/${dir}/ab/serum.png`, {
      accept: 'image/webp;q=0, image/*',
    });
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('keeps JPEG as JPEG for a client without WebP', async () => {
    const response = await get(`/media/cache/sylius_shop_product_large_thumbnail/${dir}/photo.jpg`);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 600]);
  });

  it('sizes every filter', async () => {
    const size = async (url: string) => {
      const response = await get(url, WEBP_BROWSER);
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(`/media/cache/sylius_small/${dir}/ab/serum.png`)).toEqual([120, 120]);
    expect(await size(`/media/cache/sylius_shop_product_large_thumbnail/${dir}/ab/serum.png`)).toEqual([
      600, 600,
    ]);
    expect(await size(`/media/cache/banner_desktop/${dir}/banner.png`)).toEqual([1600, 600]);
    expect(await size(`/media/cache/banner_mobile/${dir}/banner.png`)).toEqual([800, 300]);
    // Banners are never blown up past their original width.
    expect(await size(`/media/cache/banner_desktop/${dir}/narrow.png`)).toEqual([400, 150]);
    expect(await size(`/media/cache/sylius_original/${dir}/banner.png`)).toEqual([2400, 900]);
    // LiipImagine's resolve URL names the same copies.
    expect(await size(`/media/cache/resolve/sylius_small/${dir}/ab/serum.png`)).toEqual([120, 120]);
  });

  it('sends the untouched original through sylius_original when no conversion is needed', async () => {
    const response = await get(`/media/cache/sylius_original/${dir}/ab/serum.png`);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(readFileSync(join(imageDir, 'ab', 'serum.png')))).toBe(true);
    const webp = await get(`/media/cache/sylius_original/${dir}/ab/serum.png`, WEBP_BROWSER);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('serves the second request from the disk cache', async () => {
    const url = `/media/cache/sylius_small/${dir}/photo.jpg`;
    const cached = join(cacheDir, 'sylius_small', 'orig', dir, 'photo.jpg');
    expect(existsSync(cached)).toBe(false);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(readFileSync(cached).equals(first.rawPayload)).toBe(true);
    // Swap the cached copy for something recognisable: the next answer must come from the cache.
    const marker = await solid(7, 7).jpeg().toBuffer();
    writeFileSync(cached, marker);
    expect((await get(url)).rawPayload.equals(marker)).toBe(true);
    expect(existsSync(join(cacheDir, 'sylius_small', 'webp', dir, 'photo.jpg.webp'))).toBe(false);
    await get(url, WEBP_BROWSER);
    expect(existsSync(join(cacheDir, 'sylius_small', 'webp', dir, 'photo.jpg.webp'))).toBe(true);
  });

  it('renders again when the original is newer than the cached copy', async () => {
    const url = `/media/cache/sylius_small/${dir}/stale.png`;
    await get(url);
    const cached = join(cacheDir, 'sylius_small', 'orig', dir, 'stale.png');
    writeFileSync(cached, await solid(7, 7).png().toBuffer());
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(imageDir, 'stale.png'), later, later);
    const meta = await sharp((await get(url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 120]);
  });

  it('answers concurrent first requests alike and leaves no temporary files', async () => {
    const url = `/media/cache/sylius_shop_product_large_thumbnail/${dir}/race.png`;
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(url, WEBP_BROWSER)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    for (const response of responses) expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    const folder = join(cacheDir, 'sylius_shop_product_large_thumbnail', 'webp', dir);
    expect(readdirSync(folder).filter((name) => name.startsWith('race'))).toEqual(['race.png.webp']);
  });

  it('passes SVG through instead of rasterising it', async () => {
    const response = await get(`/media/cache/sylius_shop_product_thumbnail/${dir}/logo.svg`, WEBP_BROWSER);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('answers 404 for unknown filters, unknown files and undecodable images', async () => {
    for (const url of [
      `/media/cache/no_such_filter/${dir}/ab/serum.png`,
      `/media/cache/constructor/${dir}/ab/serum.png`,
      `/media/cache/__proto__/${dir}/ab/serum.png`,
      `/media/cache/sylius_small/${dir}/missing.png`,
      `/media/cache/sylius_small/${dir}/broken.png`,
      `/media/cache/sylius_small/${dir}/notes.txt`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()['@type']).toBe('hydra:Error');
    }
  });
});

describe('nothing outside the image folder', () => {
  it.each([
    '/media/image/../../etc/passwd',
    '/media/image/%2e%2e/%2e%2e/etc/passwd',
    '/media/image/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/media/image//etc/passwd',
    '/media/image/%2fetc%2fpasswd',
    '/media/cache/sylius_small/..%2f..%2fsecret',
    '/media/cache/sylius_original/..%2fsecret',
    `/media/image/..%2f${outside}%2fsecret.png`,
    `/media/image/%2e%2e/${outside}/secret.png`,
    `/media/image/${dir}/..%2f..%2f${outside}%2fsecret.png`,
    `/media/cache/sylius_small/%2e%2e/${outside}/secret.png`,
    `/media/cache/resolve/sylius_original/%2e%2e%2f${outside}%2fsecret.png`,
    `/media/image/${dir}%5c..%5c..%5c${outside}%5csecret.png`,
    `/media/image/${dir}/ab/serum.png%00.png`,
    `/media/image/${dir}/link.png`,
    `/media/cache/sylius_original/${dir}/link.png`,
  ])('refuses %s', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('root:');
  });
});
