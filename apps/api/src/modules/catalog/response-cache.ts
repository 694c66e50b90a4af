import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestLocale } from '../../http/locale';
import { TtlCache } from './ttl-cache';

type Encoding = 'br' | 'gzip' | 'identity';

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * A cached body with its compressed forms, each made when the body is asked for again and then kept
 * with it. A body asked for once (a listing with a shopper's own price bound) goes as it is, for
 * @fastify/compress to compress cheaply like any dynamic answer: brotli at quality 9 took 1.8 ms of
 * a 9 ms facets answer counted afresh (docs/decisions/0022), spent on a body nobody asks for again.
 */
class CachedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private asked = false;

  constructor(readonly plain: Buffer) {
    this.encoded.set('identity', Promise.resolve(plain));
  }

  /** Whether it was asked for before (and is worth compressing well); true from the second call on. */
  askedBefore(): boolean {
    const before = this.asked;
    this.asked = true;
    return before;
  }

  as(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      // Made once per entry, so the best ratio is worth its time (a listing of ~100 kB goes to ~5 kB),
      // and off the event loop, in libuv's thread pool, so requests for other entries go on meanwhile.
      body =
        encoding === 'br'
          ? compressors.br(this.plain, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
              },
            })
          : compressors.gzip(this.plain, { level: 9 });
      this.encoded.set(encoding, body);
      body.catch(() => this.encoded.delete(encoding));
    }
    return body;
  }
}

/**
 * Whole catalog responses (listings, the menu, taxons) kept as serialized JSON for
 * CATALOG_CACHE_SECONDS (config), keyed by path, query string and locale. A hit costs a lookup and a write,
 * not queries, zod and JSON.stringify over 70-150 kB. The body is encoded with the route's own
 * response schema when it is made, so cached bodies honour the contract like any other. Compressed
 * forms are cached too: @fastify/compress would otherwise brotli every hit again, which costs more
 * than everything else about it (it leaves a body that already has a Content-Encoding alone).
 * Errors are never cached. Cart, checkout and the product page read live data; a listing may show a
 * price or stock state up to twice that long old (see TtlCache).
 */
export class ResponseCache {
  /** Bodies are up to ~150 kB plus their compressed forms; 400 of them stay well under 96 MB. */
  private readonly bodies: TtlCache<CachedBody>;
  private readonly encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

  constructor(ttlMs: number) {
    this.bodies = new TtlCache<CachedBody>(ttlMs, 400);
  }

  /** Forgets every body (the catalog changed). */
  clear(): void {
    this.bodies.clear();
  }

  async send<Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: Schema,
    produce: () => Promise<z.output<Schema>>,
  ): Promise<void> {
    const key = `${requestLocale(request)} ${request.url}`;
    // Kept as UTF-8 bytes: encoding 150 kB of mostly Georgian text on every hit would cost more than the rest.
    const cached = await this.bodies.get(
      key,
      async () => new CachedBody(Buffer.from(JSON.stringify(schema.encode(await produce())))),
    );
    // Sent here and awaited, so the async handler resolves with nothing left to send (Fastify's rule).
    if (!cached.askedBefore()) {
      await reply.send(cached.plain);
      return;
    }
    const accepted = request.headers['accept-encoding'];
    const encoding = (accepted && this.encodings.negotiate(accepted.toLowerCase())) || 'identity';
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    await reply.send(await cached.as(encoding));
  }
}
