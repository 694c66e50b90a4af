import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import compression from 'compression';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { pageCacheSettings } from '../config';
import { isCrossSite, originOf } from './cross-site';
import {
  chooseEncoding,
  isCachedPage,
  matchesEtag,
  PageCache,
  type CacheOutcome,
  type CachedPage,
  type RenderedPage,
} from './page-cache';
import { catalogPageUrl } from './page-key';

/**
 * How the storefront reaches the API for one shopper (see apps/web/app/lib/http/load-context.ts). The
 * shopper's address travels along, so per-IP limits (logins) count shoppers, not the storefront.
 */
type StorefrontApiFetch = (path: string, init: RequestInit, clientIp: string) => Promise<Response>;

export interface StorefrontOptions {
  /** The React Router build output of apps/web: `client/` (static assets) and `server/index.js`. */
  buildDir: string;
  /** Without it the loaders call the API over HTTP at API_URL. */
  apiFetch?: StorefrontApiFetch;
  /** The page cache's size and fresh time; PAGE_CACHE_MB and PAGE_CACHE_SECONDS when not given. */
  pageCache?: { maxBytes: number; freshSeconds: number };
}

/** The change feed's part the page cache uses (apps/api/src/db/change-feed.ts decorates `app.changes`). */
interface ChangeSource {
  on(topic: 'catalog' | 'content' | 'settings', listener: () => void): () => void;
}

/** What a page render hands the storefront besides the request (apps/web/app/entry.server.tsx reads them). */
type PageLoadContext = {
  apiFetch?: (path: string, init: RequestInit) => Promise<Response>;
  request: Request;
  /** Changes when the catalog, content or settings change: the storefront's own short-lived caches follow it. */
  contentGeneration: number;
  /** Set on renders for the page cache: the whole document at once, never streamed. */
  wholeDocument?: true;
};

/**
 * A staff member's preview cookie (apps/api/src/http/staff-preview.ts): they see the shop behind the
 * under-construction overlay, so their pages are rendered for them, never taken from or put in the cache.
 */
const PREVIEWING = /(?:^|;)\s*sakhe_preview=[^;\s]/;

/** A kept page stays servable this many times its fresh time while one request renders it again. */
const STALE_FACTOR = 10;

/**
 * URL spaces that belong to the API and other servers. The storefront's catch-all would otherwise
 * answer unknown paths there with an HTML page; they get the app's own (JSON) 404 instead.
 */
const NOT_STOREFRONT = /^\/(?:api|media|assets)(?:[/?]|$)|^\/(?:health|ready)(?:\?|$)/;

/** Set on every page request by this plugin (a client-sent value is overwritten), read by getLoadContext. */
const CLIENT_IP = 'x-sakhe-client-ip';

const CROSS_SITE_REFUSAL = 'Refused: a page of another site cannot change anything in this shop.';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600';

/**
 * Serves the server-rendered storefront: the built client assets from `<buildDir>/client`, and every
 * other page request through React Router. Register it with `app.register`; Fastify prefers the API's
 * specific routes over this plugin's `/*`.
 */
export async function storefront(app: FastifyInstance, opts: StorefrontOptions): Promise<void> {
  const serverEntry = join(opts.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The storefront is not built: ${serverEntry} is missing (run npm run build -w @sakhe/web)`,
    );
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The address shoppers use (behind a proxy it differs from the request's own), as the storefront reads it.
  const publicOrigin = originOf(process.env.PUBLIC_URL);
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';

  const settings = opts.pageCache ?? {
    maxBytes: pageCacheSettings().PAGE_CACHE_MB * 1024 * 1024,
    freshSeconds: pageCacheSettings().PAGE_CACHE_SECONDS,
  };
  const cache = new PageCache({
    maxBytes: settings.maxBytes,
    freshMs: settings.freshSeconds * 1000,
    staleMs: settings.freshSeconds * 1000 * STALE_FACTOR,
    onBackgroundError: (error, key) =>
      app.log.error({ err: error, page: key }, 'a page could not be rendered again'),
  });
  // Every node hears every change (PostgreSQL NOTIFY), its own at once; all three topics show on pages.
  const changes = (app as unknown as { changes?: ChangeSource }).changes;
  for (const topic of ['catalog', 'content', 'settings'] as const) {
    changes?.on(topic, () => cache.invalidate());
  }
  // Renders under way, those whose shopper left or who got a stale page meanwhile included: their API
  // calls reach the database, so the app (and after it main.ts's database) closes only once they are
  // done. Closing the listener waits only for connections still open.
  const rendering = new Set<Promise<unknown>>();
  const tracked = <T>(render: Promise<T>): Promise<T> => {
    const settled = render.finally(() => rendering.delete(settled));
    rendering.add(settled);
    return settled;
  };
  app.addHook('onClose', async () => {
    while (rendering.size > 0) await Promise.allSettled(rendering);
  });
  const renderPage = createRequestHandler(build, mode);
  // The origin pages are rendered for: never the request's Host, which a client chooses.
  const renderOrigin = publicOrigin ?? 'http://localhost:3000';

  const clientDir = join(opts.buildDir, 'client');
  const hashedAssets = join(clientDir, 'assets') + sep;
  // Pages are written straight to the socket (hijacked below), past Fastify's compression hooks.
  const compress = compression();
  const handle = createRequestListener({
    build,
    mode,
    // The request rides along so the storefront's API calls can carry the customer's login.
    getLoadContext: (request): PageLoadContext => {
      const { apiFetch } = opts;
      const clientIp = request.headers.get(CLIENT_IP) ?? '';
      return {
        apiFetch: apiFetch && ((path: string, init: RequestInit) => apiFetch(path, init, clientIp)),
        request,
        contentGeneration: cache.generation,
      };
    },
  });

  /**
   * A catalog page rendered for everyone: from its normalised URL on the public origin, without the
   * shopper's cookies or any other header of theirs, so nothing personal can reach the HTML the cache
   * keeps (the header's cart, name and hearts come from small JSON routes after the page has loaded).
   */
  const renderForCache = async (key: string, clientIp: string): Promise<RenderedPage> => {
    const request = new Request(new URL(key, renderOrigin), {
      headers: { accept: 'text/html', 'user-agent': 'sakhe-page-cache' },
    });
    const { apiFetch } = opts;
    const context: PageLoadContext = {
      apiFetch: apiFetch && ((path: string, init: RequestInit) => apiFetch(path, init, clientIp)),
      request,
      contentGeneration: cache.generation,
      wholeDocument: true,
    };
    const response = await renderPage(request, context as never);
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

  // A scope of its own, so the body handling below stays away from the API's routes.
  await app.register(async (pages) => {
    await pages.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per built file, so anything else falls through to the pages.
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz copies next to each file (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite puts a content hash in every name under assets/; other files (favicon) may change in place.
        reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : REVALIDATE);
      },
    });

    // React Router reads form posts from the raw request stream, so this scope must not consume bodies.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      exposeHeadRoute: false,
      handler(request, reply) {
        if (NOT_STOREFRONT.test(request.url)) return reply.callNotFound();
        const cacheable =
          settings.maxBytes > 0 &&
          (request.method === 'GET' || request.method === 'HEAD') &&
          !PREVIEWING.test(request.headers.cookie ?? '')
            ? catalogPageUrl(request.url)
            : null;
        if (cacheable !== null) {
          const { key, redirect } = cacheable;
          if (redirect !== null)
            return reply.header('cache-control', 'public, max-age=3600').redirect(redirect, 301);
          return cache
            .page(key, () => tracked(renderForCache(key, request.ip)))
            .then(({ page, outcome }) => sendPage(request, reply, page, outcome));
        }
        // Every action and resource route of the storefront, refused here in one place before any
        // of them reads a cookie: nothing changes, the shopper's page and cart stay as they were.
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          const own = [`${request.protocol}://${request.host}`.toLowerCase(), publicOrigin];
          if (
            isCrossSite(
              request.headers,
              own.filter((origin) => origin !== null),
            )
          ) {
            return reply
              .code(403)
              .header('cache-control', 'no-store')
              .type('text/plain; charset=utf-8')
              .send(CROSS_SITE_REFUSAL);
          }
        }
        // Headers set by earlier hooks (helmet, rate limit) live on the reply, which hijack bypasses.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        // Fastify's request.ip honours TRUST_PROXY; React Router only sees the socket.
        setRawHeader(request.raw.rawHeaders, CLIENT_IP, request.ip);
        reply.hijack();
        // Typed as Node's request listener (void), `handle` returns the promise of the whole answer,
        // its streamed body to the end (@mjackson/node-fetch-server).
        compress(request.raw as never, reply.raw as never, () =>
          tracked(Promise.resolve(handle(request.raw, reply.raw) as unknown)),
        );
      },
    });
  });
}

/**
 * A page from the cache, or a render that was not kept (a 404, a redirect), in the encoding the browser
 * takes; a kept page the browser already has (If-None-Match) is a 304.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage | RenderedPage,
  outcome: CacheOutcome,
): FastifyReply {
  if (!isCachedPage(page)) {
    reply.code(page.status).header('x-page-cache', 'bypass');
    page.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'set-cookie') reply.header(name, value);
    });
    return reply.send(request.method === 'HEAD' ? undefined : page.body);
  }
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('etag', page.etag).header('vary', 'Accept-Encoding').header('x-page-cache', outcome);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/** React Router reads the raw header list; any copy the client sent is dropped first. */
function setRawHeader(rawHeaders: string[], name: string, value: string) {
  for (let i = rawHeaders.length - 2; i >= 0; i -= 2) {
    if (rawHeaders[i]?.toLowerCase() === name) rawHeaders.splice(i, 2);
  }
  rawHeaders.push(name, value);
}
