import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydraErrorSchema } from '@sakhe/contract';
import { createTestApp, type TestApp } from '../support/app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('operability', () => {
  it('reports health and readiness', async () => {
    expect((await shop.app.inject('/health')).json()).toEqual({ status: 'ok' });
    const ready = await shop.app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('reports not ready when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const ready = await other.app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    await other.app.close();
  });
});

describe('security headers', () => {
  // helmet's set (apps/api/src/http/security-headers.ts), on answers and on errors alike.
  const expected = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
  };

  it.each(['/health', '/api/v2/shop/taxons', '/api/v2/shop/no-such-resource'])('are on %s', async (url) => {
    const response = await shop.app.inject(url);
    expect(response.headers).toMatchObject(expected);
    // The storefront's pages set their own policy with a nonce; helmet's static one would contradict it.
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('errors in the contract shape', () => {
  it('answers unknown API paths with a hydra 404', async () => {
    const response = await shop.app.inject('/api/v2/shop/no-such-resource');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/ld+json');
    expect(hydraErrorSchema.parse(response.json())['hydra:description']).toBe('Not Found');
  });

  it('answers a malformed JSON body with a 400, not a 500', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/shop/no-such-resource',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await shop.app.inject('/api/v2/docs.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/v2/shop/'))).toBe(true);
  });

  it('serves a browsable page', async () => {
    const response = await shop.app.inject('/api/v2/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('unreadable URLs', () => {
  it('answers malformed percent-encoding with a hydra 400', async () => {
    const response = await shop.app.inject('/api/v2/shop/products/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(hydraErrorSchema.parse(response.json())['@type']).toBe('hydra:Error');
  });
});
