import type { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import lightMyRequest from 'light-my-request';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { changeFeedPlugin } from './db/change-feed';
import { BadRequestError, hydraError } from './http/errors';
import { registerErrorHandling } from './http/error-handler';
import { SHOP } from './http/hydra';
import { MAX_JSON_DEPTH, nestsDeeperThan, refuseUnreadableInput } from './http/input-guard';
import { answerSerializer } from './http/serializer';
import { addSecurityHeaders } from './http/security-headers';
import { registerAdminApi } from './admin-api';
import { rootModules, sharedState, shopModules } from './modules';

const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: Config;
  /** Absent on a web-only node (SERVE=web), which reaches the API over HTTP at API_URL. */
  database?: DatabaseHandle;
  /** Whether to mount the server-rendered storefront (the built apps/web). */
  storefront?: { buildDir: string } | false;
  /** Whether to serve the back office (the built apps/admin) at /admin. */
  adminApp?: { buildDir: string } | false;
}

export async function buildApp({
  config,
  database,
  storefront = false,
  adminApp = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: unreadableUrl,
    // The largest body the contract needs is a review or an address, a few kB; 1 MiB leaves room and
    // is said here rather than left to Fastify's default. Larger bodies are refused with 413.
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Closing (SIGTERM, main.ts) finishes the requests already taken: the listener stops at once, so no
    // new connection is accepted, and the API calls a page being rendered makes in-process (injectFetch)
    // are requests too. Fastify's default 503 for every request routed once close() began would fail
    // those calls, and with them the page. A request that still comes on a connection already open is
    // answered, with `Connection: close`; the database and the job queue close only after all of them.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // Once close() began, a connection ends with the response it carries: one a browser keeps alive would
  // otherwise hold close() open for keepAliveTimeout (72 s, longer than main.ts's 10 s), and the process
  // would be stopped before the job queue and the database were closed. Node's server.close() ends only
  // the connections idle at that moment, not those whose response is still going out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request) => {
    if (!closing || lightMyRequest.isInjection(request.raw)) return;
    const { socket } = request.raw;
    // As Node does with a `Connection: close` response: the rest flushed, then the connection ended.
    if (!socket.writableEnded) socket.end(() => socket.destroy());
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.NODE_ENV !== 'production'));
  registerErrorHandling(app);

  // PATCH bodies are merge-patch (api-contract §1.1); JSON-LD bodies are JSON. All three are parsed
  // the same way: refused with 400 when nested deeper than any body of the contract (before parsing,
  // so a deep document never reaches the parser's stack) or carrying `__proto__`/`constructor.prototype`.
  // Any other type of body is refused with 415 (api-contract §1.1), text/plain included, which Fastify
  // would otherwise hand to the routes as a string.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'application/merge-patch+json', 'application/ld+json'],
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
        done(new BadRequestError(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
        return;
      }
      parseJson(request, body, done);
    },
  );

  // JSON and static assets; in-process calls from the storefront send no Accept-Encoding and stay plain.
  // Answers under 12 kB (a cart, a product) go as they are: with the headers they fit in the first
  // flight a new connection may send (TCP's initial window, 10 segments of ~1.4 kB), so compressing
  // them saves bytes but no round trip, and it cost a quarter of the API's time for an add to cart
  // (docs/decisions/0006). Larger ones are compressed afresh on every request, so cheaply: brotli at
  // quality 1 with a 64 kB window. A 20 kB admin order page comes to 1.5 kB rather than quality 3's
  // 1.15 kB for a sixth of the CPU (0.1 against 0.5 ms), and brotli's default 4 MB window, allocated
  // per response, kept the kernel busier than the requests at 32 connections. They are compressed in
  // one synchronous call up to 256 kB (the plugin's default on two cores is 8 kB): the stream it
  // otherwise builds per response cost more than the compression (bench `admin: orders list`,
  // docs/decisions/0020). Cached catalog answers and built assets keep their own stronger compression.
  await app.register(compress, {
    threshold: 12 * 1024,
    syncThreshold: 256 * 1024,
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 16 },
    },
  });

  addSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'sakhe Shop API',
        description: 'Sylius-compatible Shop API (JSON-LD/Hydra) of sakhe, with the CMS plugin endpoints.',
        version: '2.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Before the API, whose caches subscribe to it; a web-only node listens when it knows the database.
  await app.register(
    changeFeedPlugin({
      connectionString: database ? database.connectionString : config.DATABASE_URL,
      listen: database?.listen,
    }),
  );
  if (database) await registerApi(app, config, database);

  if (adminApp) {
    const { adminApp: mountAdminApp } = await import('./admin-app/plugin');
    await app.register(mountAdminApp, { buildDir: adminApp.buildDir });
  }

  if (storefront) {
    const { storefront: mountStorefront } = await import('./storefront/plugin');
    const apiFetch = database ? injectFetch(app) : remoteFetch(config);
    await app.register(mountStorefront, { buildDir: storefront.buildDir, apiFetch });
  }

  return app;
}

async function registerApi(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  await app.register(swaggerUi, { routePrefix: '/api/v2/docs' });
  app.get('/api/v2/docs.json', { schema: { hide: true } }, async () => app.swagger());

  const deps = { db: database.db, config };
  for (const state of sharedState) await app.register(state(deps));
  await app.register(
    async (shop) => {
      await shop.register(cors, { origin: '*' });
      shop.addHook('onRequest', async (_request, reply) => {
        reply.type('application/ld+json; charset=utf-8');
      });
      // Before the auth plugin and the owner guard, whose hooks already read the path.
      refuseUnreadableInput(shop);
      for (const module of shopModules) await shop.register(module(deps));
    },
    { prefix: SHOP },
  );
  await registerAdminApi(app, deps);
  await app.register(async (root) => {
    refuseUnreadableInput(root);
    for (const module of rootModules) await root.register(module(deps));
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}

/** A web-only node names the shopper to the API node, which trusts it through TRUST_PROXY. */
function remoteFetch(config: Config) {
  const base = config.API_URL ?? `http://127.0.0.1:${config.PORT}`;
  return (path: string, init: RequestInit, clientIp: string) => {
    const headers = new Headers(init.headers);
    if (clientIp) headers.set('x-forwarded-for', clientIp);
    return fetch(new URL(path, base), { ...init, headers });
  };
}

/** URLs the router cannot even read (malformed percent-encoding) still get the contract's 400 shape. */
function unreadableUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).type('application/ld+json; charset=utf-8').send(hydraError(error.message));
}

/**
 * The storefront's API calls, answered in-process when one node serves both. Straight into the app's
 * router rather than through `app.inject`, which refuses every call once close() began
 * (FST_ERR_REOPENED_CLOSE_SERVER): a page taken before then must still get its data, however long its
 * render runs into the shutdown.
 */
function injectFetch(app: FastifyInstance) {
  const routing = app.routing.bind(app);
  return async (path: string, init: RequestInit, clientIp: string): Promise<Response> => {
    const response = await lightMyRequest(routing, {
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      // The shopper's address, so the API's per-IP limits see shoppers rather than this process.
      ...(clientIp ? { remoteAddress: clientIp } : {}),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      // The answer's bytes as they were written: light-my-request would otherwise also decode them into a
      // string (`payload`), which the Response below decodes again when the page reads it: 3.7 → 2.4 ms of
      // CPU for a listing's 24 products (121 kB) at 100,000 products.
      payloadAsStream: true,
    });
    const body = await bytesOf(response.stream());
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) headers.append(name, String(item));
    }
    const bodyless = [101, 204, 205, 304].includes(response.statusCode);
    return new Response(bodyless ? null : body, { status: response.statusCode, headers });
  };
}

/**
 * The bytes of a streamed in-process answer. Read through its events rather than `for await`: the async
 * iterator cost a fifth more than the old decoded payload on a 500-byte answer.
 */
function bytesOf(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
