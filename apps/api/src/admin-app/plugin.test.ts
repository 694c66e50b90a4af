import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, inlineScriptHashes } from './plugin';

// What React Router's single-page build writes: a page with its context and start-up inline.
const contextScript = 'window.__reactRouterContext = {"basename":"/admin","isSpaMode":true};';
const moduleScript = 'import "/admin/assets/entry.client-Ab12.js";';
const indexHtml = `<!DOCTYPE html><html lang="ka"><head><script src="/admin/assets/manifest-1.js"></script></head><body><p>სახე</p><script>${contextScript}</script><script type="module" async="">${moduleScript}</script></body></html>`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let buildDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'sakhe-admin-'));
  mkdirSync(join(buildDir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(buildDir, 'client', 'index.html'), indexHtml);
  writeFileSync(join(buildDir, 'client', 'assets', 'entry.client-Ab12.js'), 'console.log("admin")');
  app = Fastify();
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not found' }));
  // The storefront's catch-all, which the admin's routes must win against.
  app.get('/*', async () => 'storefront');
  await app.register(adminApp, { buildDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('admin app plugin', () => {
  it('hashes exactly the inline scripts, not the ones loaded by src', () => {
    expect(inlineScriptHashes(indexHtml)).toEqual([sha(contextScript), sha(moduleScript)]);
  });

  it.each(['/admin', '/admin/', '/admin/orders?state=new', '/admin/orders/abc/print/invoice'])(
    'answers %s with the app, uncached, under a policy that allows only its own scripts',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' ${sha(contextScript)} ${sha(moduleScript)};`);
      expect(policy).not.toContain("'unsafe-inline' ;");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("connect-src 'self'");
    },
  );

  it('serves hashed assets for a year', async () => {
    const response = await app.inject({ url: '/admin/assets/entry.client-Ab12.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("admin")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject({ url: '/admin/assets/entry.client-Gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves index.html by its own name under the same policy', async () => {
    const response = await app.inject({ url: '/admin/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain(sha(contextScript));
  });

  it('leaves other addresses to the storefront', async () => {
    expect((await app.inject({ url: '/administrator' })).body).toBe('storefront');
    expect((await app.inject({ url: '/ka' })).body).toBe('storefront');
  });

  it('says how to build it when the build is missing, and the rest of the process still starts', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(adminApp, { buildDir: join(buildDir, 'missing') });
    const response = await bare.inject({ url: '/admin/orders' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build -w @sakhe/admin');
    await bare.close();
  });
});
