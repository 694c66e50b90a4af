import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { createCookie } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storefront } from './plugin';

/**
 * The storefront's part of the fuzz suite (docs/security-storefront.md): the real build behind the real
 * plugin, against a stand-in API, walked with the hostile bodies, the redirect list, the cross-site list
 * and ended sessions. Nothing may answer 5xx; each refusal is the one promised. The random part is
 * seeded: FUZZ_SEED=<number> replays a run, FUZZ_SEED=random picks (and prints) a new seed.
 *
 * It needs `npm run build` (CI builds before it tests); locally, without a build, it is skipped, saying why.
 */
const BUILD = fileURLToPath(new URL('../../../web/build/', import.meta.url));
const mustRun = Boolean(process.env.CI) || existsSync(`${BUILD}server/index.js`);
if (!mustRun)
  console.warn(`Skipping the storefront fuzz suite: no ${BUILD}server/index.js (npm run build first).`);

const ORIGIN = 'http://shop.test';
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20261126);
if (process.env.FUZZ_SEED) console.info(`Storefront fuzz seed: ${seed} (FUZZ_SEED=${seed} replays it)`);

/** mulberry32: small, fast and the same on every machine. */
function random(seedValue: number): () => number {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Every storefront route that takes a POST, in both languages.
const ACTION_PATHS = [
  '/login',
  '/register',
  '/logout',
  '/cart',
  '/wishlist/toggle',
  '/password-recovery',
  '/password-recovery/some-token',
  '/checkout/addressing',
  '/checkout/shipment',
  '/checkout/payment',
  '/checkout/complete',
  '/shop/product/some-product',
  '/thank-you/some-order',
  '/user/addresses',
  '/user/profile',
].flatMap((path) => [path, `/en${path}`]);

// Routes that read the form before anything else: a body that is no form is refused there with 415.
const READ_FIRST = ['/en/login', '/en/register', '/en/cart', '/en/wishlist/toggle', '/en/password-recovery'];

/** Where a redirect may lead: a path of this shop. */
const HOSTILE_RETURNS = [
  '//evil.example',
  '/\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/%2f%2fevil.example',
  '/%5cevil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/@evil.example',
  'javascript:alert(1)',
  'https://evil.example/',
  'http:/evil.example',
  '///evil.example',
  '/ქართული',
  '/en/shop?q=ქართული&x=\u2028',
];

const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\t',
  '\n',
  '\r',
  '\\',
  '/',
  '%',
  '@',
  ':',
  '\ud800',
  'ქ',
  '\u2028',
  '"',
  '<',
  "'",
  '&',
  '=',
];

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: ORIGIN };

/** A customer's cookies, as the storefront sets them (tokens the stand-in API no longer takes). */
async function customerCookies(withAccessToken: boolean): Promise<string> {
  const jwt = (sub: number) =>
    ['{"alg":"HS256"}', JSON.stringify({ sub: String(sub) }), 'signature-that-no-one-checks']
      .map((part) => Buffer.from(part).toString('base64url'))
      .join('.');
  const access = await createCookie('sakhe_at').serialize(jwt(5));
  const refresh = await createCookie('sakhe_rt').serialize('ended-refresh-token-0123456789');
  return [withAccessToken ? access : '', refresh]
    .filter(Boolean)
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The stand-in Shop API: `login@sakhe.test` logs in, any other login and any customer's token are
 * refused (a session ended elsewhere), and everything else is not found.
 */
async function standInApi(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const hydra = (status: number, description: string) =>
    Response.json({ '@type': 'hydra:Error', 'hydra:description': description }, { status });
  if (path.endsWith('/authentication-token')) {
    const body = JSON.parse(String(init.body)) as { email?: string };
    if (body.email !== 'login@sakhe.test')
      return Response.json({ code: 401, message: 'Invalid credentials.' }, { status: 401 });
    return Response.json({
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl',
      refresh_token: 'fresh-refresh-token-0123456789',
      refresh_token_expiration: 2_000_000_000,
      customer: '/api/v2/shop/customers/7',
    });
  }
  if (path.endsWith('/refresh-authentication-token') || headers.has('authorization')) {
    return Response.json({ code: 401, message: 'Invalid JWT Token' }, { status: 401 });
  }
  if (path.endsWith('/countries/GE')) {
    return Response.json({
      '@context': '/api/v2/contexts/Country',
      '@id': '/api/v2/shop/countries/GE',
      '@type': 'Country',
      code: 'GE',
      name: 'Georgia',
      provinces: [
        { '@id': '/api/v2/shop/provinces/GE-TB', '@type': 'Province', code: 'GE-TB', name: 'Tbilisi' },
      ],
    });
  }
  if (/\/customers\/|\/addresses|\/orders(\?|$)/.test(path)) {
    return Response.json({ code: 401, message: 'JWT Token not found' }, { status: 401 });
  }
  return hydra(404, 'Not Found');
}

describe.runIf(mustRun)('storefront security fuzz', () => {
  let app: FastifyInstance;
  const served: { what: string; status: number }[] = [];

  beforeAll(async () => {
    // Given back after the file: the API project's files share their worker's process (isolate: false).
    if (!process.env.PUBLIC_URL) vi.stubEnv('PUBLIC_URL', ORIGIN);
    app = Fastify();
    await app.register(storefront, { buildDir: BUILD, apiFetch: (path, init) => standInApi(path, init) });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    vi.unstubAllEnvs();
  });

  async function send(what: string, options: InjectOptions) {
    const response = await app.inject({ ...options, headers: { host: 'shop.test', ...options.headers } });
    served.push({ what, status: response.statusCode });
    expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    return response;
  }

  function expectOnTheShop(what: string, location: string | undefined) {
    if (location === undefined) return;
    expect(location, what).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(new URL(location, ORIGIN).origin, what).toBe(ORIGIN);
  }

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const URLENCODED = 'application/x-www-form-urlencoded';

  it('answers every action a 4xx (415 where the form comes first) to bodies that are no form of ours', async () => {
    const bodies: [string, string | undefined, string | Buffer][] = [
      ['json', 'application/json', '{"email":"a@b.ge","__proto__":{"admin":true}}'],
      ['text', 'text/plain', 'email=a@b.ge'],
      ['no content type', undefined, 'email=a@b.ge'],
      [
        'multipart without boundary',
        'multipart/form-data',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ['broken multipart', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
      ['a megabyte', URLENCODED, `notes=${'a'.repeat(1024 * 1024)}`],
    ];
    for (const path of ACTION_PATHS) {
      for (const [name, contentType, payload] of bodies) {
        const response = await send(`${name} to ${path}`, {
          method: 'POST',
          url: path,
          headers: { ...SAME_ORIGIN, ...(contentType ? { 'content-type': contentType } : {}) },
          payload,
        });
        if (READ_FIRST.includes(path)) {
          expect(response.statusCode, `${name} to ${path}`).toBe(
            name === 'a megabyte' ? 413 : contentType?.startsWith('multipart') ? 400 : 415,
          );
        }
      }
    }
  });

  it('answers seeded random fields (control characters, surrogates, separators, long and repeated) a 4xx or the usual answer', async () => {
    const next = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const text = () =>
      Array.from({ length: 1 + Math.floor(next() * 12) }, () =>
        next() < 0.5 ? pick(HOSTILE_CHARACTERS) : 'a',
      ).join('');
    for (let i = 0; i < 120; i++) {
      const path = pick(ACTION_PATHS);
      const fields = new URLSearchParams();
      for (const name of [
        'email',
        'password',
        'intent',
        'productId',
        'variant',
        'quantity',
        'returnTo',
        'street',
        '__proto__',
      ]) {
        if (next() < 0.6) fields.append(name, text());
        if (next() < 0.1) fields.append(name, text());
      }
      await send(`seed ${seed} #${i} ${path} ${JSON.stringify(fields.toString())}`, {
        method: 'POST',
        url: path,
        headers: { ...SAME_ORIGIN, 'content-type': URLENCODED },
        payload: fields.toString(),
      });
    }
  });

  it('redirects only to paths of this shop: login returnTo, wishlist and cart returnTo, Facebook back, login without JavaScript', async () => {
    const loggedIn = await customerCookies(true);
    for (const value of HOSTILE_RETURNS) {
      const query = encodeURIComponent(value);
      const checks: [string, InjectOptions][] = [
        ['login returnTo', { url: `/en/login?returnTo=${query}` }],
        ['login returnTo, logged in', { url: `/en/login?returnTo=${query}`, headers: { cookie: loggedIn } }],
        ['facebook back', { url: `/auth/facebook?back=${query}` }],
        ['facebook back, logged in', { url: `/auth/facebook?back=${query}`, headers: { cookie: loggedIn } }],
        [
          'wishlist returnTo',
          { method: 'POST', url: '/en/wishlist/toggle', payload: form({ productId: '0', returnTo: value }) },
        ],
        [
          'cart returnTo',
          {
            method: 'POST',
            url: '/en/cart',
            payload: form({ intent: 'add', variant: 'V1', returnTo: value }),
          },
        ],
        [
          'login without JavaScript',
          {
            method: 'POST',
            url: '/en/login',
            headers: { 'sec-fetch-dest': 'document' },
            payload: form({ email: 'login@sakhe.test', password: 'secret-123', returnTo: value }),
          },
        ],
      ];
      for (const [name, options] of checks) {
        const what = `${name} ${JSON.stringify(value)}`;
        const headers = {
          ...SAME_ORIGIN,
          ...(options.method === 'POST' ? { 'content-type': URLENCODED } : {}),
          ...(options.headers as Record<string, string>),
        };
        const response = await send(what, { ...options, headers });
        expectOnTheShop(what, response.headers.location as string | undefined);
      }
    }
  });

  it('logs in without JavaScript: the redirect carries the session cookies', async () => {
    const response = await send('login without JavaScript', {
      method: 'POST',
      url: '/en/login',
      headers: { ...SAME_ORIGIN, 'content-type': URLENCODED, 'sec-fetch-dest': 'document' },
      payload: form({ email: 'login@sakhe.test', password: 'secret-123', returnTo: '/en/cart' }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/cart');
    expect(String(response.headers['set-cookie'])).toMatch(/sakhe_at=[^;]+;.*sakhe_rt=/s);
  });

  it('refuses every cross-site change with 403 and touches no cookie, the guest’s cart included', async () => {
    const crossSite = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://www.shop.test' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'http://shop.test.evil.example' },
      { origin: 'null' },
    ];
    for (const path of ACTION_PATHS) {
      for (const headers of crossSite) {
        const what = `${path} ${JSON.stringify(headers)}`;
        const response = await send(what, {
          method: 'POST',
          url: path,
          headers: { ...headers, 'content-type': URLENCODED, cookie: 'sakhe_cart=guest-cart-token' },
          payload: form({ intent: 'add', variant: 'V1', productId: '1' }),
        });
        expect(response.statusCode, what).toBe(403);
        expect(response.headers['set-cookie'], what).toBeUndefined();
      }
    }
  });

  it('treats a session ended elsewhere as logged out: the guard redirects and the cookies are cleared', async () => {
    for (const withAccessToken of [true, false]) {
      const cookie = await customerCookies(withAccessToken);
      for (const path of ['/en/user/profile', '/en/user/orders', '/en/user/addresses', '/user/profile']) {
        const what = `${path} (access token: ${withAccessToken})`;
        const response = await send(what, { url: path, headers: { cookie } });
        expect(response.statusCode, what).toBe(302);
        expect(response.headers.location, what).toMatch(/^(\/en)?\/register$/);
        expect(String(response.headers['set-cookie']), what).toMatch(/sakhe_at=;.*Max-Age=0/s);
      }
      const form = await send('address form', {
        method: 'POST',
        url: '/en/user/addresses',
        headers: { ...SAME_ORIGIN, cookie, 'content-type': URLENCODED },
        payload: new URLSearchParams({ intent: 'save', firstName: 'Nino', street: 'Rustaveli 1' }).toString(),
      });
      expect(form.statusCode).toBeGreaterThanOrEqual(300);
      expect(form.statusCode).toBeLessThan(400);
      const summary = await send('summary', { url: '/en/user/summary', headers: { cookie } });
      expect(summary.json()).toEqual({ loggedIn: false });
      expect(String(summary.headers['set-cookie'])).toMatch(/sakhe_rt=;.*Max-Age=0/s);
    }
  });

  it('sends every HTML page with the strict policy and a fresh nonce on each of its scripts', async () => {
    const pages = await Promise.all(['/en/register', '/en/register'].map((url) => send(url, { url })));
    const nonces = pages.map((page) => {
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      // Every script that runs carries it (data blocks — JSON-LD, the held module — run nothing).
      for (const [tag] of page.body.matchAll(/<script\b[^>]*>/g)) {
        if (/type="(application\/ld\+json|text\/x-module-after-paint)"/.test(tag)) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(served.length).toBeGreaterThan(500);
  });
});
