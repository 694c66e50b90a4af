import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestLocale } from '../../http/locale';
import { TtlCache } from './ttl-cache';

/**
 * Whole catalog responses (listings, the menu, taxons) kept as serialized JSON for
 * CATALOG_CACHE_SECONDS (config), keyed by path, query string and locale. A hit costs a lookup and a write,
 * not queries, zod and JSON.stringify over 70-150 kB. The body is encoded with the route's own
 * response schema when it is made, so cached bodies honour the contract like any other; Fastify
 * sends a byte body as it is. Errors are never cached. Cart, checkout and the product page read
 * live data; a listing may show a price or stock state up to that long old.
 */
export class ResponseCache {
  /** Bodies are up to ~150 kB; 400 of them stay well under 64 MB. */
  private readonly bodies: TtlCache<Buffer>;

  constructor(ttlMs: number) {
    this.bodies = new TtlCache<Buffer>(ttlMs, 400);
  }

  async send<Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: Schema,
    produce: () => Promise<z.output<Schema>>,
  ): Promise<void> {
    const key = `${requestLocale(request)} ${request.url}`;
    // Kept as UTF-8 bytes: encoding 150 kB of mostly Georgian text on every hit would cost more than the rest.
    const body = await this.bodies.get(key, async () =>
      Buffer.from(JSON.stringify(schema.encode(await produce()))),
    );
    // Sent here and awaited, so the async handler resolves with nothing left to send (Fastify's rule).
    await reply.send(body);
  }
}
