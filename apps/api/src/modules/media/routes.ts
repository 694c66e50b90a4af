import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../http/errors';
import type { ModuleDeps } from '../../http/module';
import { rawSegments, safeImagePath } from './paths';
import { type MediaFile, imageVariant, openMediaStore, originalImage } from './service';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

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
    mkdirSync(join(config.MEDIA_DIR, 'image'), { recursive: true });
    // Registered inside this plugin only: reply.sendFile (ETag, Last-Modified, 304, ranges) for media routes.
    await app.register(fastifyStatic, { root: config.MEDIA_DIR, serve: false });
    const media = openMediaStore(config.MEDIA_DIR, app.log);

    function send(reply: FastifyReply, found: MediaFile | null, maxAge: number, immutable: boolean) {
      if (!found) throw new NotFoundError();
      // The storefront may live on another host than the API (SERVE=web); its <img> tags must load these.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (found.absolute.endsWith('.svg')) {
        // An SVG opened directly must not run script in this origin.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      }
      return reply.sendFile(basename(found.absolute), dirname(found.absolute), { maxAge, immutable });
    }

    app.get('/media/image/*', { schema: { hide: true } }, async (request, reply) => {
      const path = safeImagePath(rawSegments(request.url).slice(2).join('/'));
      if (!path) throw new NotFoundError();
      // Originals may be replaced under the same name by a catalog import: cached a week, then revalidated.
      return send(reply, await originalImage(media, path), WEEK_MS, false);
    });

    async function serveVariant(request: FastifyRequest, reply: FastifyReply, segments: string[]) {
      const [rawFilter = '', ...tail] = segments;
      const path = safeImagePath(tail.join('/'));
      if (!path) throw new NotFoundError();
      reply.header('Vary', 'Accept');
      const found = await imageVariant(media, rawFilter, path, acceptsWebp(request.headers.accept));
      return send(reply, found, YEAR_MS, true);
    }

    app.get('/media/cache/resolve/*', { schema: { hide: true } }, (request, reply) =>
      serveVariant(request, reply, rawSegments(request.url).slice(3)),
    );
    app.get('/media/cache/:filter/*', { schema: { hide: true } }, (request, reply) =>
      serveVariant(request, reply, rawSegments(request.url).slice(2)),
    );
  };
