import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefront } from './plugin';
import { writeStorefrontBuild } from '../../test/support/storefront-build';

// A minimal React Router server build: resource routes (root and a splat) that echo what they were handed,
// so the test sees exactly what the plugin passes to React Router (request, body, load context).
const serverBuild = `
const echo = async ({ request, context }) => Response.json({
  method: request.method,
  url: request.url,
  form: request.method === 'POST' ? Object.fromEntries(await request.formData()) : null,
  api: context.apiFetch ? await (await context.apiFetch('/api/v2/shop/taxons/menu', {})).text() : null,
});
export const entry = { module: { default: () => new Response('no documents here', { status: 500 }) } };
export const routes = {
  root: { id: 'root', path: '', module: { loader: echo } },
  echo: { id: 'echo', parentId: 'root', path: '*', module: { loader: echo, action: echo } },
};
`;

let buildDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  buildDir = writeStorefrontBuild('storefront', serverBuild);
  writeFileSync(join(buildDir, 'client', 'assets', 'entry-Ab12Cd.js'), 'console.log("hydrate")');
  // The build's brotli copy (apps/web/vite.config.ts); its bytes differ here so the test sees which one went out.
  writeFileSync(
    join(buildDir, 'client', 'assets', 'entry-Ab12Cd.js.br'),
    brotliCompressSync('console.log("hydrate")'),
  );
  writeFileSync(join(buildDir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  app = Fastify();
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'api not found' }));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
  app.get('/api/v2/shop/taxons/menu', async () => ({ 'hydra:member': [] }));
  app.post('/api/v2/shop/orders', async (request) => ({ received: request.body }));
  await app.register(storefront, {
    buildDir,
    apiFetch: async (path, _init, clientIp) => new Response(`in-process ${path} for ${clientIp}`),
    // The page cache has its own tests (page-cache.test.ts); these see every request reach React Router.
    pageCache: { maxBytes: 0, freshSeconds: 60 },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('storefront plugin', () => {
  it('hands pages to React Router with the in-process API fetch in the load context', async () => {
    const response = await app.inject({ url: '/en/shop/face?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      method: 'GET',
      url: 'http://localhost/en/shop/face?page=2',
      api: 'in-process /api/v2/shop/taxons/menu for 127.0.0.1',
    });
  });

  it("passes the shopper's address to the API, whatever the client claims", async () => {
    const response = await app.inject({
      url: '/en',
      remoteAddress: '203.0.113.7',
      headers: { 'x-sakhe-client-ip': '10.0.0.1' },
    });
    expect(response.json().api).toBe('in-process /api/v2/shop/taxons/menu for 203.0.113.7');
  });

  it('serves the root path as a page too', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.json()).toMatchObject({ method: 'GET', url: 'http://localhost/' });
  });

  it('keeps headers that earlier hooks set', async () => {
    const response = await app.inject({ url: '/en' });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leaves form bodies unread for the route action', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'quantity=2&name=%E1%83%9C%E1%83%98%E1%83%9C%E1%83%9D',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ method: 'POST', form: { quantity: '2', name: 'ნინო' } });
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await app.inject({ url: '/assets/entry-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("hydrate")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's compressed copy of an asset to browsers that take it", async () => {
    const compressed = await app.inject({
      url: '/assets/entry-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("hydrate")');

    const plain = await app.inject({
      url: '/assets/entry-Ab12Cd.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("hydrate")');
  });

  it('leaves the API its own routes, body parsing and 404s', async () => {
    expect((await app.inject({ url: '/api/v2/shop/taxons/menu' })).json()).toEqual({ 'hydra:member': [] });
    const order = await app.inject({
      method: 'POST',
      url: '/api/v2/shop/orders',
      payload: { localeCode: 'ka_GE' },
    });
    expect(order.json()).toEqual({ received: { localeCode: 'ka_GE' } });
    for (const url of [
      '/api/v2/shop/nope',
      '/api',
      '/media/image/x.png',
      '/assets/gone-123.js',
      '/health?x=1',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'api not found' });
    }
  });

  it('refuses a cross-site POST (or PUT, PATCH, DELETE) before React Router sees it, and lets the shop’s own through', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 403],
      [{ 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' }, 403],
      // A page can forge neither header; Sec-Fetch-Site decides over a matching Origin.
      [{ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' }, 403],
      [{ origin: 'https://evil.example' }, 403],
      [{ origin: 'null' }, 403],
      [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }, 200],
      [{ 'sec-fetch-site': 'none' }, 200],
      [{ origin: 'http://localhost:80' }, 200],
      // No browser of this decade: nothing to forge (docs/security-storefront.md).
      [{}, 200],
    ];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const [headers, status] of cases) {
        const response = await app.inject({
          method,
          url: '/en/logout',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        });
        expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(status);
        if (status === 403) expect(response.headers['set-cookie']).toBeUndefined();
      }
    }
    // Reading is never refused: a link from another site opens the page.
    const linked = await app.inject({ url: '/en/cart', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(linked.statusCode).toBe(200);
  });

  it('refuses to start without a build', async () => {
    const bare = Fastify();
    await expect(bare.register(storefront, { buildDir: join(buildDir, 'missing') }).ready()).rejects.toThrow(
      /storefront is not built/,
    );
    await bare.close();
  });
});
