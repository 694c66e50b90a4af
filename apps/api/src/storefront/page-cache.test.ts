import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeFeedPlugin, publishAtCommit } from '../db/change-feed';
import { type DatabaseHandle, openPglite } from '../db/client';
import { PageCache, chooseEncoding, matchesEtag, type RenderedPage } from './page-cache';
import { storefront } from './plugin';
import { writeStorefrontBuild } from '../../test/support/storefront-build';

// A React Router server build whose documents say what their render was handed: the URL, the cookies,
// the load context's content generation and whole-document flag, and a render count. The FAQ sets a
// cookie and /en/shop/gone is a 404, as real pages may; every page is large enough to be compressed.
const serverBuild = `
globalThis.renders = 0;
const count = () => { globalThis.renders += 1; return null; };
const page = async ({ request, context }) => {
  if (new URL(request.url).pathname === '/en/shop/gone') throw new Response('gone', { status: 404 });
  return {
    url: request.url,
    cookie: request.headers.get('cookie'),
    generation: context.contentGeneration,
    whole: context.wholeDocument ?? false,
    render: globalThis.renders,
  };
};
const headers = () => ({ 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' });
export const entry = { module: { default: async (request, status, responseHeaders, routerContext) => {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', "script-src 'nonce-" + globalThis.renders + "'");
  if (new URL(request.url).pathname === '/en/faq') responseHeaders.append('Set-Cookie', 'kept=1; Path=/');
  const data = JSON.stringify(routerContext.staticHandlerContext.loaderData);
  return new Response('<!doctype html><main>' + data + '</main>' + '<p>სახე</p>'.repeat(400), { status, headers: responseHeaders });
} } };
export const routes = {
  root: { id: 'root', path: '', module: { default: () => null, ErrorBoundary: () => null, loader: count, headers } },
  page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null, loader: page, headers } },
};
`;

type Listener = () => void;
const listeners = new Map<string, Listener[]>();
const changes = {
  on(topic: string, listener: Listener) {
    listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    return () => {};
  },
};
const publish = (topic: string) => listeners.get(topic)?.forEach((listener) => listener());

let buildDir: string;
let app: FastifyInstance;
const renders = () => (globalThis as unknown as { renders: number }).renders;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

beforeAll(async () => {
  buildDir = writeStorefrontBuild('page-cache', serverBuild);
  app = Fastify();
  app.decorate('changes', changes as never);
  await app.register(storefront, {
    buildDir,
    apiFetch: async () => new Response('{}'),
    pageCache: { maxBytes: 1024 * 1024, freshSeconds: 60 },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

// Each test starts from an empty cache.
beforeEach(() => publish('settings'));

function documentOf(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  return bytes.toString('utf8');
}

const dataOf = (html: string) =>
  JSON.parse(/<main>(.*)<\/main>/.exec(html)![1]!) as Record<
    string,
    { render: number; url: string; cookie: string | null; generation: number; whole: boolean }
  >;

describe('page cache', () => {
  it('renders a catalog page once and serves it compressed, brotli or gzip, to everyone after', async () => {
    const before = renders();
    const first = await app.inject({ url: '/en/shop/makeup?price=asc', headers: BROWSER });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
    const html = documentOf(first);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);

    const again = await app.inject({
      url: '/en/shop/makeup?price=asc',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(documentOf(again)).toBe(html);
    const plain = await app.inject({ url: '/en/shop/makeup?price=asc' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    // The same render, its policy included, for all three.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(renders() - before).toBe(1);
    // The cache's render is the whole document at once, from the public origin, never the Host asked.
    expect(dataOf(html).page!.whole).toBe(true);
    expect(dataOf(html).page!.url).toBe('http://localhost:3000/en/shop/makeup?price=asc');
  });

  it("renders pages without the shopper's cookies, so no cached page holds anything of theirs", async () => {
    const response = await app.inject({
      url: '/en/shop/product/serum',
      headers: {
        ...BROWSER,
        cookie: 'sakhe_at=token-of-nino; sakhe_cart=cart-of-nino',
        host: 'evil.example',
      },
    });
    const data = dataOf(documentOf(response));
    expect(data.page!.cookie).toBeNull();
    expect(data.page!.url).toBe('http://localhost:3000/en/shop/product/serum');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps one page for URLs that differ in parameter order, defaults or unknown parameters, rendered from the normalised URL', async () => {
    const before = renders();
    const urls = [
      '/en/shop/makeup?price=desc&page=2&utm_source=mail',
      '/en/shop/makeup?price=desc&page=2',
      '/en/shop/makeup/?fbclid=abc&price=desc&page=2',
    ];
    const bodies = [];
    for (const url of urls) bodies.push(documentOf(await app.inject({ url, headers: BROWSER })));
    expect(renders() - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(dataOf(bodies[0]!).page!.url).toBe('http://localhost:3000/en/shop/makeup?price=desc&page=2');
    // A crawler's invented parameters all land on the page they decorate.
    for (let n = 0; n < 20; n++) await app.inject({ url: `/en/shop/makeup?price=desc&page=2&x${n}=${n}` });
    expect(renders() - before).toBe(1);
    // A listing's own parameters written otherwise (their order, a default) are sent to the canonical URL.
    const reordered = await app.inject({ url: '/en/shop/makeup?page=2&price=desc&page=&utm_source=mail' });
    expect(reordered.statusCode).toBe(301);
    expect(reordered.headers.location).toBe('/en/shop/makeup?price=desc&page=2&utm_source=mail');
    expect(renders() - before).toBe(1);
  });

  it('answers a browser that has the page with 304, and one that has an older render with the page', async () => {
    const first = await app.inject({ url: '/en/faq?x=1', headers: BROWSER });
    // The FAQ of this build sets a cookie: never kept, never 304.
    expect(first.headers['x-page-cache']).toBe('bypass');
    expect(first.headers['set-cookie']).toBeUndefined();
    const page = await app.inject({ url: '/en/shop/brands-a-z', headers: BROWSER });
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await app.inject({
      url: '/en/shop/brands-a-z',
      headers: { ...BROWSER, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    const older = await app.inject({
      url: '/en/shop/brands-a-z',
      headers: { ...BROWSER, 'if-none-match': 'W/"older"' },
    });
    expect(older.statusCode).toBe(200);
  });

  it('never keeps a page that sets a cookie, a 404, a personal page or an invitation', async () => {
    for (const url of [
      '/en/faq',
      '/en/shop/gone',
      '/en/cart',
      '/en/user/profile',
      '/en/shop/makeup?ref=FRIEND1',
    ]) {
      const before = renders();
      await app.inject({ url, headers: BROWSER });
      await app.inject({ url, headers: BROWSER });
      expect(renders() - before, url).toBe(2);
    }
    const gone = await app.inject({ url: '/en/shop/gone', headers: BROWSER });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['x-page-cache']).toBe('bypass');
    const personal = await app.inject({
      url: '/en/cart',
      headers: { ...BROWSER, cookie: 'sakhe_cart=mine' },
    });
    expect(personal.headers['x-page-cache']).toBeUndefined();
    expect(dataOf(documentOf(personal)).page!.cookie).toBe('sakhe_cart=mine');
  });

  it("renders a staff member's preview for them: neither taken from the cache nor kept", async () => {
    const url = '/en/shop/brands-a-z?preview';
    await app.inject({ url, headers: BROWSER });
    const before = renders();
    const preview = await app.inject({ url, headers: { ...BROWSER, cookie: 'a=1; sakhe_preview=1.2.sig' } });
    expect(preview.headers['x-page-cache']).toBeUndefined();
    expect(dataOf(documentOf(preview)).page!.cookie).toBe('a=1; sakhe_preview=1.2.sig');
    expect(renders() - before).toBe(1);
    const shopper = await app.inject({ url, headers: { ...BROWSER, cookie: 'sakhe_preview=' } });
    expect(shopper.headers['x-page-cache']).toBe('hit');
  });

  it('renders again at once after a catalog, content or settings change, with the new content generation', async () => {
    const url = '/en/shop/product/serum';
    const first = dataOf(documentOf(await app.inject({ url, headers: BROWSER })));
    expect((await app.inject({ url, headers: BROWSER })).headers['x-page-cache']).toBe('hit');
    for (const topic of ['catalog', 'content', 'settings']) {
      publish(topic);
      const response = await app.inject({ url, headers: BROWSER });
      expect(response.headers['x-page-cache'], topic).toBe('miss');
      const data = dataOf(documentOf(response));
      expect(data.page!.generation).toBeGreaterThan(first.page!.generation);
    }
  });

  it('renders a page once for everyone asking at the same time', async () => {
    const before = renders();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ url: '/en/search?q=krem', headers: BROWSER })),
    );
    expect(renders() - before).toBe(1);
    expect(new Set(responses.map((response) => documentOf(response))).size).toBe(1);
  });

  it('answers HEAD with the headers of the kept page and no body', async () => {
    await app.inject({ url: '/en/privacy-policy', headers: BROWSER });
    const head = await app.inject({ method: 'HEAD', url: '/en/privacy-policy', headers: BROWSER });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
  });
});

describe('page cache on the change feed of the database', () => {
  let database: DatabaseHandle;
  let shop: FastifyInstance;
  beforeAll(async () => {
    database = await openPglite(undefined, await PGlite.create());
    shop = Fastify();
    // The embedded database's feed: what a transaction publishes is heard through its LISTEN.
    await shop.register(changeFeedPlugin({ listen: database.listen }));
    await shop.register(storefront, {
      buildDir,
      apiFetch: async () => new Response('{}'),
      pageCache: { maxBytes: 1024 * 1024, freshSeconds: 60 },
    });
    await shop.ready();
  });
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  const outcome = async (url: string) =>
    (await shop.inject({ url, headers: BROWSER })).headers['x-page-cache'];

  it('a stock change a checkout publishes in its transaction renders pages again once it commits, not before, not after a rollback', async () => {
    const url = '/en/shop/product/lipstick';
    expect(await outcome(url)).toBe('miss');
    expect(await outcome(url)).toBe('hit');

    await expect(
      database.db.transaction(async (tx) => {
        await publishAtCommit(tx, 'catalog', 'sold-out:1');
        throw new Error('the completion was refused');
      }),
    ).rejects.toThrow('refused');
    expect(await outcome(url)).toBe('hit');

    await database.db.transaction(async (tx) => {
      await publishAtCommit(tx, 'catalog', 'sold-out:1');
      // Not committed yet: shoppers still get the kept page, which is still true.
      expect(await outcome(url)).toBe('hit');
    });
    expect(await outcome(url)).toBe('miss');
    expect(await outcome(url)).toBe('hit');
  });
});

describe('PageCache', () => {
  const page = (body: string, headers: Record<string, string> = {}): RenderedPage => ({
    status: 200,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
    body: Buffer.from(body),
  });

  it('serves a page past its fresh time while one render replaces it, and an expired one only after a render', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const cache = new PageCache({
      maxBytes: 1024 * 1024,
      freshMs: 1000,
      staleMs: 5000,
      onBackgroundError: (error) => errors.push(error),
      now: () => now,
    });
    let count = 0;
    const render = async () => page(`render ${(count += 1)}`);
    const text = (result: { page: unknown }) => gunzipSync((result.page as { gzip: Buffer }).gzip).toString();
    expect(text(await cache.page('/', render))).toBe('render 1');
    now = 999;
    expect((await cache.page('/', render)).outcome).toBe('hit');
    now = 1000;
    const stale = await cache.page('/', render);
    expect(stale.outcome).toBe('stale');
    expect(text(stale)).toBe('render 1');
    // The one render started in the background has replaced it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count).toBe(2);
    const fresh = await cache.page('/', render);
    expect([fresh.outcome, text(fresh)]).toEqual(['hit', 'render 2']);
    now = 1000 + 6000 + 1000;
    const expired = await cache.page('/', render);
    expect([expired.outcome, text(expired)]).toEqual(['miss', 'render 3']);
    expect(errors).toEqual([]);
  });

  it('falls back to the kept page when its render fails, and remembers no failure', async () => {
    const cache = new PageCache({
      maxBytes: 1024 * 1024,
      freshMs: 1000,
      staleMs: 0,
      onBackgroundError: () => {},
    });
    await cache.page('/', async () => page('kept'));
    cache.invalidate();
    const fallback = await cache.page('/', async () => {
      throw new Error('API down');
    });
    expect(fallback.outcome).toBe('stale');
    await expect(
      cache.page('/other', async () => {
        throw new Error('API down');
      }),
    ).rejects.toThrow('API down');
    expect((await cache.page('/other', async () => page('back'))).outcome).toBe('miss');
  });

  it('stays within its size, dropping the least recently used pages', async () => {
    const cache = new PageCache({
      maxBytes: 64 * 1024,
      freshMs: 60_000,
      staleMs: 0,
      onBackgroundError: () => {},
    });
    // Incompressible bodies of ~3 kB each (brotli and gzip copies): far more than fit.
    const { randomBytes } = await import('node:crypto');
    for (let n = 0; n < 100; n++)
      await cache.page(`/shop/product/p${n}`, async () => page(randomBytes(1500).toString('hex')));
    expect(cache.size).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeGreaterThan(32 * 1024);
    expect((await cache.page('/shop/product/p99', async () => page('new'))).outcome).toBe('hit');
    expect((await cache.page('/shop/product/p0', async () => page('new'))).outcome).toBe('miss');
  });

  it('chooses brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    // Read once and remembered: the same header gets the same answer again.
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
  });

  it('matches an If-None-Match list, weak or strong', () => {
    expect(matchesEtag('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });
});
