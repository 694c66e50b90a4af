import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  adminProductImageCollectionSchema,
  adminProductImageItemSchema,
  storedImageSchema,
} from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';
import { SVG_WITH_SCRIPT, solid, upload } from './support';

/** Image uploads on the default storage, this node's disk (MEDIA_DIR). */

let t: TestApp;
let manager: string;
let packer: string;
let productCode: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await staffSession(t, 'manager')).token;
  packer = (await staffSession(t, 'fulfilment')).token;
  const [product] = await rows<{ code: string }>(
    t,
    sql`select code from products where enabled order by id limit 1`,
  );
  productCode = product!.code;
});

afterAll(async () => {
  await t.close();
});

const asManager = () => ({ token: manager, headers: { 'accept-language': 'en' } });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('POST /api/v2/admin/media', () => {
  it('stores a PNG and serves it under /media, resized too', async () => {
    const png = await solid(900, 600).png().toBuffer();
    const reply = await upload(t, 'media?purpose=brand', manager, png);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const stored = storedImageSchema.parse(reply.body);
    expect(stored.path).toMatch(/^uploads\/brand\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
    expect([stored.width, stored.height]).toEqual([900, 600]);
    expect(existsSync(join(t.config.MEDIA_DIR, 'image', stored.path))).toBe(true);

    const original = await get(stored.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    const small = await get(`/media/cache/sylius_small/${stored.path}`);
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 120, height: 120 });
  });

  it('turns a photo upright and drops its metadata (camera, GPS)', async () => {
    // 600×400 pixels with EXIF orientation 6: shown rotated a quarter turn, 400×600.
    const photo = await solid(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam', Copyright: 'private' } } })
      .toBuffer();
    const reply = await upload(t, 'media', manager, photo, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(reply.status).toBe(201);
    const stored = storedImageSchema.parse(reply.body);
    expect([stored.width, stored.height]).toEqual([400, 600]);
    const served = (await get(stored.url)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('keeps a huge picture to a sane size', async () => {
    const reply = await upload(t, 'media', manager, await solid(5000, 1000).webp().toBuffer());
    expect(reply.status).toBe(201);
    expect(storedImageSchema.parse(reply.body)).toMatchObject({ width: 3200, height: 640 });
  });

  it('takes WebP and AVIF, by their content whatever the name says', async () => {
    const webp = await upload(t, 'media', manager, await solid(50, 50).webp().toBuffer(), {
      filename: 'looks-like.png',
    });
    expect(webp.body.path).toMatch(/\.webp$/);
    const avif = await upload(t, 'media', manager, await solid(50, 50).avif().toBuffer(), {
      filename: 'x.jpg',
    });
    expect(avif.status).toBe(201);
    expect(avif.body.path).toMatch(/\.avif$/);
  });

  it.each([
    ['an SVG with a script', Buffer.from(SVG_WITH_SCRIPT), 'logo.svg', 'image/svg+xml'],
    ['an SVG renamed .jpg', Buffer.from(SVG_WITH_SCRIPT), 'photo.jpg', 'image/jpeg'],
    ['a GIF', null, 'anim.gif', 'image/gif'],
    ['a text file', Buffer.from('hello, not an image'), 'notes.png', 'image/png'],
    [
      'a PNG header over garbage',
      Buffer.from('\x89PNG\r\n\x1a\n garbage garbage'),
      'broken.png',
      'image/png',
    ],
  ])('refuses %s with a 422 on file, in both languages', async (_name, content, filename, type) => {
    const bytes = content ?? (await solid(20, 20).gif().toBuffer());
    const en = await upload(t, 'media', manager, bytes, { filename, type });
    expect(en.status).toBe(422);
    expect(en.body.violations).toEqual([
      {
        propertyPath: 'file',
        message: 'This file is not a valid image. Allowed types are JPEG, PNG, WebP and AVIF.',
        code: null,
      },
    ]);
    const ka = await upload(t, 'media', manager, bytes, { filename, type, locale: 'ka' });
    expect(ka.body.violations[0].message).toBe(
      'ეს ფაილი დასაშვები სურათი არ არის. ატვირთეთ JPEG, PNG, WebP ან AVIF ფორმატის სურათი.',
    );
  });

  it('refuses a 20 MB upload with a 422 (the parser stops at 15 MB)', async () => {
    const huge = Buffer.alloc(20 * 1024 * 1024, 7);
    const reply = await upload(t, 'media', manager, huge, { filename: 'huge.jpg', type: 'image/jpeg' });
    expect(reply.status).toBe(422);
    expect(reply.body.violations[0]).toMatchObject({
      propertyPath: 'file',
      message: 'The file is too large. Allowed maximum size is 15 MB.',
    });
  });

  it('refuses a form without the file field (422), a JSON body (415) and a fulfilment member (403)', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const wrongField = await upload(t, 'media', manager, png, { field: 'picture' });
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.violations[0].message).toBe('No file was uploaded.');
    expect((await adminApi(t, 'POST', 'media', { file: 'x' }, asManager())).status).toBe(415);
    expect((await upload(t, 'media', packer, png)).status).toBe(403);
  });
});

describe('a product’s images', () => {
  const images = async () => {
    const reply = await adminApi(t, 'GET', `products/${productCode}/images`, undefined, asManager());
    expect(reply.status).toBe(200);
    return adminProductImageCollectionSchema.parse(reply.body)['hydra:member'];
  };
  const shopImages = async (language = 'ka') => {
    const reply = await get(`/api/v2/shop/products/${productCode}`, { 'accept-language': language });
    return (
      reply.json() as { images: { id: number; path: string; type: string | null; alt: string | null }[] }
    ).images;
  };

  it('adds, describes, reorders and deletes images, and the shop shows each change at once', async () => {
    const before = await images();
    const first = await upload(
      t,
      `products/${productCode}/images`,
      manager,
      await solid(800, 800).png().toBuffer(),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const added = adminProductImageItemSchema.parse(first.body);
    expect(added).toMatchObject({ type: null, position: before.length, alt: { ka_GE: null, en_US: null } });
    expect(added.path).toMatch(/^uploads\/product\//);
    expect((await shopImages()).map((image) => image.id)).toContain(added.id);

    const second = adminProductImageItemSchema.parse(
      (
        await upload(
          t,
          `products/${productCode}/images?type=sticky-banner`,
          manager,
          await solid(1600, 400).jpeg().toBuffer(),
          {
            type: 'image/jpeg',
          },
        )
      ).body,
    );
    expect(second.type).toBe('sticky-banner');

    const patched = await adminApi(
      t,
      'PATCH',
      `product-images/${added.id}`,
      { alt: { ka_GE: 'ტონალური კრემი ტუბში', en_US: 'Foundation in a tube' }, position: 0 },
      asManager(),
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(adminProductImageItemSchema.parse(patched.body)).toMatchObject({
      position: 0,
      alt: { ka_GE: 'ტონალური კრემი ტუბში', en_US: 'Foundation in a tube' },
    });
    let order = (await images()).map((image) => image.id);
    expect(order[0]).toBe(added.id);
    expect((await shopImages())[0]).toMatchObject({ id: added.id, alt: 'ტონალური კრემი ტუბში' });
    // Shoppers' screen readers say it in the page's language; a picture nobody described has none.
    expect((await shopImages('en'))[0]).toMatchObject({ id: added.id, alt: 'Foundation in a tube' });
    expect((await shopImages('en')).find((image) => image.id === second.id)?.alt).toBeNull();

    const reversed = [...order].reverse();
    const reordered = await adminApi(
      t,
      'PUT',
      `products/${productCode}/images/positions`,
      { images: reversed },
      asManager(),
    );
    expect(reordered.status).toBe(200);
    order = (await images()).map((image) => image.id);
    expect(order).toEqual(reversed);
    expect((await images()).map((image) => image.position)).toEqual(reversed.map((_id, index) => index));
    expect((await shopImages()).map((image) => image.id)).toEqual(reversed);

    // A variant exists, then the delete takes the file and its copies with it.
    expect((await get(`/media/cache/sylius_small/${added.path}`)).statusCode).toBe(200);
    const removed = await adminApi(t, 'DELETE', `product-images/${added.id}`, undefined, asManager());
    expect(removed.status).toBe(204);
    expect((await get(added.url)).statusCode).toBe(404);
    expect((await get(`/media/cache/sylius_small/${added.path}`)).statusCode).toBe(404);
    expect((await images()).map((image) => image.id)).not.toContain(added.id);
    expect((await images()).map((image) => image.position)).toEqual(
      (await images()).map((_image, index) => index),
    );
    expect((await shopImages()).map((image) => image.id)).not.toContain(added.id);

    const audit = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity_type in ('product-image', 'product') and action like 'product-image.%' order by id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'product-image.create',
      'product-image.create',
      'product-image.update',
      'product-image.reorder',
      'product-image.delete',
    ]);
  });

  it('gives an image a language: that language’s pages show it, the other’s not; a bad locale is a 422', async () => {
    const uploaded = await upload(
      t,
      `products/${productCode}/images?type=sticky-banner&locale=ka_GE`,
      manager,
      await solid(1200, 300).png().toBuffer(),
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const banner = adminProductImageItemSchema.parse(uploaded.body);
    expect(banner).toMatchObject({ type: 'sticky-banner', locale: 'ka_GE' });
    const shown = async (language: string) => (await shopImages(language)).map((image) => image.id);
    expect(await shown('ka')).toContain(banner.id);
    expect(await shown('en')).not.toContain(banner.id);

    const toEnglish = await adminApi(
      t,
      'PATCH',
      `product-images/${banner.id}`,
      { locale: 'en_US' },
      asManager(),
    );
    expect(toEnglish.status, JSON.stringify(toEnglish.body)).toBe(200);
    // What the body left out stays.
    expect(adminProductImageItemSchema.parse(toEnglish.body)).toMatchObject({
      type: 'sticky-banner',
      locale: 'en_US',
    });
    expect(await shown('ka')).not.toContain(banner.id);
    expect(await shown('en')).toContain(banner.id);
    expect((await images()).find((image) => image.id === banner.id)?.locale).toBe('en_US');

    const everywhere = await adminApi(
      t,
      'PATCH',
      `product-images/${banner.id}`,
      { locale: null },
      asManager(),
    );
    expect(adminProductImageItemSchema.parse(everywhere.body).locale).toBeNull();
    expect(await shown('ka')).toContain(banner.id);
    expect(await shown('en')).toContain(banner.id);

    const refused = await adminApi(
      t,
      'PATCH',
      `product-images/${banner.id}`,
      { locale: 'de_DE' },
      asManager(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].propertyPath).toBe('locale');
    const png = await solid(10, 10).png().toBuffer();
    // A query string the API cannot read is a 400, as everywhere (api-contract §1.4); nothing is stored.
    expect((await upload(t, `products/${productCode}/images?locale=ka`, manager, png)).status).toBe(400);
    expect((await images()).find((image) => image.id === banner.id)?.locale).toBeNull();
    expect(await adminApi(t, 'DELETE', `product-images/${banner.id}`, undefined, asManager())).toMatchObject({
      status: 204,
    });
  });

  it('refuses an order that leaves out or repeats an image, an unknown type, and unknown records', async () => {
    const ids = (await images()).map((image) => image.id);
    const partial = await adminApi(
      t,
      'PUT',
      `products/${productCode}/images/positions`,
      { images: ids.slice(1) },
      asManager(),
    );
    expect(partial.status).toBe(422);
    expect(partial.body.violations[0]).toMatchObject({
      propertyPath: 'images',
      message: 'List every image of the product exactly once.',
    });
    const repeated = [...ids.slice(1), ids[1]!];
    expect(
      (
        await adminApi(
          t,
          'PUT',
          `products/${productCode}/images/positions`,
          { images: repeated },
          asManager(),
        )
      ).status,
    ).toBe(422);
    expect(
      (await adminApi(t, 'PATCH', `product-images/${ids[0]}`, { type: 'hero' }, asManager())).status,
    ).toBe(422);
    expect((await adminApi(t, 'GET', 'products/no-such-product/images', undefined, asManager())).status).toBe(
      404,
    );
    const png = await solid(10, 10).png().toBuffer();
    expect((await upload(t, 'products/no-such-product/images', manager, png)).status).toBe(404);
    expect((await adminApi(t, 'DELETE', 'product-images/2147483647', undefined, asManager())).status).toBe(
      404,
    );
    expect((await adminApi(t, 'PATCH', 'product-images/abc', {}, asManager())).status).toBe(400);
  });
});
