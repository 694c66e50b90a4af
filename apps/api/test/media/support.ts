import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
// s3rver ships no types; this file is the only one that starts it.
// @ts-expect-error -- untyped package
import S3rver from 's3rver';
import type { TestApp } from '../support/app';

/** Helpers of the media tests: pictures, multipart bodies and a local S3-compatible server. */

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 60, b: 110, alpha: 1 } } });

export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

/** A multipart/form-data body with one file (as a browser's FormData sends it). */
function multipart(
  content: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sakhe${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'picture.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An upload to an Admin API path (relative to /api/v2/admin) with a member's token. */
export async function upload(
  t: TestApp,
  path: string,
  token: string,
  content: Buffer,
  options: { filename?: string; type?: string; field?: string; locale?: string } = {},
) {
  const body = multipart(content, options);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/admin/${path}`,
    headers: {
      ...body.headers,
      authorization: `Bearer ${token}`,
      'accept-language': options.locale ?? 'en',
    },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

export const MEDIA_BUCKET = 'sakhe-media-test';

export interface LocalS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on a free port of this machine, with the media bucket made; its files in a temporary folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sakhe-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: MEDIA_BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      MEDIA_BUCKET,
      MEDIA_ENDPOINT: `http://127.0.0.1:${address.port}`,
      MEDIA_REGION: 'us-east-1',
      MEDIA_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
