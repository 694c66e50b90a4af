import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { adminProductImageItemSchema, storedImageSchema } from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { copyImages } from '../../src/seed/import/images';
import { mediaStorage } from '../../src/modules/media';
import { rows } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';
import { type LocalS3, MEDIA_BUCKET, SVG_WITH_SCRIPT, solid, startLocalS3, upload } from './support';

/**
 * Media in an S3-compatible bucket (s3rver on a free port): uploads, reads through /media, resized
 * copies made once and then served from the bucket, deletes, and a second node on the same database
 * and bucket, with nothing on its own disk, serving what the first stored.
 */

let s3: LocalS3;
let t: TestApp;
let client: S3Client;
let manager: string;
let second: FastifyInstance;
let secondDataDir: string;

const objectBytes = async (key: string): Promise<Buffer | null> => {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch {
    return null;
  }
};
const exists = async (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: MEDIA_BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.env.MEDIA_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  manager = (await staffSession(t, 'manager')).token;
  // Another node: its own (empty) data folder, the same database and bucket.
  secondDataDir = mkdtempSync(join(tmpdir(), 'sakhe-node2-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: secondDataDir,
    ...s3.env,
  });
  second = await buildApp({ config, database: t.database });
  await second.ready();
}, 120_000);

afterAll(async () => {
  await second?.close();
  await t?.close();
  client?.destroy();
  await s3?.close();
  rmSync(secondDataDir, { recursive: true, force: true });
});

describe('media in a bucket', () => {
  it('stores an upload in the bucket, not on disk, and serves it from there on every node', async () => {
    const png = await solid(640, 480).png().toBuffer();
    const reply = await upload(t, 'media?purpose=content', manager, png);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const stored = storedImageSchema.parse(reply.body);
    const inBucket = await objectBytes(`image/${stored.path}`);
    expect(inBucket).not.toBeNull();
    expect(existsSync(join(t.config.MEDIA_DIR, 'image', stored.path))).toBe(false);

    for (const node of [t.app, second]) {
      const response = await node.inject({ url: stored.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      expect(response.rawPayload.equals(inBucket!)).toBe(true);
      // The bucket's tag revalidates the browser's copy.
      const again = await node.inject({
        url: stored.url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('makes a resized copy once, keeps it in the bucket, and serves it from there (on the other node too)', async () => {
    const stored = storedImageSchema.parse(
      (await upload(t, 'media', manager, await solid(900, 500).jpeg().toBuffer(), { type: 'image/jpeg' }))
        .body,
    );
    const url = `/media/cache/sylius_shop_product_thumbnail/${stored.path}`;
    const key = `cache/sylius_shop_product_thumbnail/orig/${stored.path}`;
    expect(await exists(key)).toBe(false);
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });
    expect((await objectBytes(key))!.equals(first.rawPayload)).toBe(true);

    // Swap the bucket's copy for something recognisable: both nodes must answer with it, not render again.
    const marker = await solid(7, 7).jpeg().toBuffer();
    await client.send(
      new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: key, Body: marker, ContentType: 'image/jpeg' }),
    );
    expect((await t.app.inject({ url })).rawPayload.equals(marker)).toBe(true);
    expect((await second.inject({ url })).rawPayload.equals(marker)).toBe(true);

    // A WebP copy made by the second node is there for the first.
    const webp = await second.inject({ url, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await exists(`cache/sylius_shop_product_thumbnail/webp/${stored.path}.webp`)).toBe(true);
  });

  it('refuses an SVG and stores nothing', async () => {
    const reply = await upload(t, 'media', manager, Buffer.from(SVG_WITH_SCRIPT), {
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(reply.status).toBe(422);
  });

  it('deletes a product image with its copies from the bucket; the other node stops serving it', async () => {
    const [product] = await rows<{ code: string }>(
      t,
      sql`select code from products where enabled order by id limit 1`,
    );
    const created = await upload(
      t,
      `products/${product!.code}/images`,
      manager,
      await solid(500, 500).png().toBuffer(),
    );
    expect(created.status).toBe(201);
    const image = adminProductImageItemSchema.parse(created.body);
    const small = `/media/cache/sylius_small/${image.path}`;
    expect((await second.inject({ url: small })).statusCode).toBe(200);
    // The second node's storefront API lists it (same database).
    const shop = (await second.inject({ url: `/api/v2/shop/products/${product!.code}` })).json() as {
      images: { id: number }[];
    };
    expect(shop.images.map((item) => item.id)).toContain(image.id);

    const removed = await adminApi(t, 'DELETE', `product-images/${image.id}`, undefined, { token: manager });
    expect(removed.status).toBe(204);
    expect(await exists(`image/${image.path}`)).toBe(false);
    expect(await exists(`cache/sylius_small/orig/${image.path}`)).toBe(false);
    expect((await second.inject({ url: image.url })).statusCode).toBe(404);
    expect((await second.inject({ url: small })).statusCode).toBe(404);
  });

  it('takes seeded images into the bucket (the seed writes through the same storage)', async () => {
    const storage = mediaStorage(t.config);
    const dir = mkdtempSync(join(tmpdir(), 'sakhe-seed-images-'));
    try {
      const source = join(dir, 'seed.png');
      await solid(30, 30).png().toFile(source);
      const path = `seed-test/${Date.now()}.png`;
      expect(await copyImages([{ source, path }], storage)).toEqual({ copied: 1, kept: 0 });
      expect(await copyImages([{ source, path }], storage)).toEqual({ copied: 0, kept: 1 });
      expect((await second.inject({ url: `/media/image/${path}` })).statusCode).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
