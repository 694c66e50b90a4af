import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../http/errors';
import type { ModuleDeps } from '../../http/module';
import { contentTypeOf, rawSegments, safeImagePath } from './paths';
import { type MediaFile, imageVariant, openMediaStore, originalImage } from './service';
import { closeMediaStorage, mediaStorage } from './open-storage';

const YEAR_S = 365 * 24 * 60 * 60;
const WEEK_S = 7 * 24 * 60 * 60;

/** Whether the client's copy is current: its tag matches (If-None-Match wins), or it is not older. */
function notModified(request: FastifyRequest, found: MediaFile): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.trim() === '*' || tags.split(',').some((tag) => bare(tag) === bare(found.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(found.lastModified.getTime() / 1000) * 1000 <= since;
}

/** Whether the client lists image/webp (with a non-zero weight) in Accept. */
function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (type.toLowerCase() !== 'image/webp') return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/**
 * `/media/image/<path>` serves originals; `/media/cache/<filter>/<path>` (and LiipImagine's
 * `/media/cache/resolve/<filter>/<path>`) serves resized copies, WebP when the client takes it.
 */
export const mediaModule =
  ({ config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const media = openMediaStore(mediaStorage(config), app.log);
    app.addHook('onClose', async () => closeMediaStorage(config));

    /**
     * Sends a stored file with what @fastify/static gave before: its tag and date, 304 when the
     * client's copy is current, and how long it may be kept.
     */
    function send(
      request: FastifyRequest,
      reply: FastifyReply,
      found: MediaFile | null,
      maxAge: number,
      immutable: boolean,
    ) {
      if (!found) throw new NotFoundError();
      // The storefront may live on another host than the API (SERVE=web); its <img> tags must load these.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      const type = contentTypeOf(found.key);
      if (type === 'image/svg+xml') {
        // An SVG opened directly must not run script in this origin.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      }
      reply.header('ETag', found.etag);
      reply.header('Last-Modified', found.lastModified.toUTCString());
      reply.header('Cache-Control', `public, max-age=${maxAge}${immutable ? ', immutable' : ''}`);
      if (notModified(request, found)) {
        if (!Buffer.isBuffer(found.body)) found.body.destroy();
        return reply.code(304).send();
      }
      reply.type(type).header('Content-Length', found.size);
      return reply.send(found.body);
    }

    app.get('/media/image/*', { schema: { hide: true } }, async (request, reply) => {
      const path = safeImagePath(rawSegments(request.url).slice(2).join('/'));
      if (!path) throw new NotFoundError();
      // Originals may be replaced under the same name by a catalog import: cached a week, then revalidated.
      return send(request, reply, await originalImage(media, path), WEEK_S, false);
    });

    async function serveVariant(request: FastifyRequest, reply: FastifyReply, segments: string[]) {
      const [rawFilter = '', ...tail] = segments;
      const path = safeImagePath(tail.join('/'));
      if (!path) throw new NotFoundError();
      reply.header('Vary', 'Accept');
      const found = await imageVariant(media, rawFilter, path, acceptsWebp(request.headers.accept));
      return send(request, reply, found, YEAR_S, true);
    }

    app.get('/media/cache/resolve/*', { schema: { hide: true } }, (request, reply) =>
      serveVariant(request, reply, rawSegments(request.url).slice(3)),
    );
    app.get('/media/cache/:filter/*', { schema: { hide: true } }, (request, reply) =>
      serveVariant(request, reply, rawSegments(request.url).slice(2)),
    );
  };
