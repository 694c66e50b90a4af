import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface AdminAppOptions {
  /** The React Router build output of apps/admin; its `client/` holds index.html and the assets. */
  buildDir: string;
}

/** Where the back office lives (apps/admin/react-router.config.ts's basename). */
const PREFIX = '/admin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600';

const NOT_BUILT =
  'The admin app is not built: run `npm run build -w @sakhe/admin` (npm start and npm run build do it).';

/**
 * The inline scripts of the built index.html: React Router's single-page build writes its context
 * (`window.__reactRouterContext`) and the module script that starts the app into the page itself. They
 * are the same bytes for every response, so the policy allows exactly them by their SHA-256 hashes
 * instead of allowing inline script at all: markup injected anywhere still runs nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The back office's Content-Security-Policy: scripts only from this origin (and the page's own inline
 * scripts, by hash), calls only to this origin's API, no framing, no plugins, no foreign form targets.
 * Styles allow inline ones: Radix's dialogs add a `<style>` to lock the page's scroll, and a style runs
 * no code.
 */
function adminContentSecurityPolicy(scriptHashes: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Serves the back office (apps/admin, a single-page app) at /admin: its hashed assets for a year, and
 * index.html, never cached, for every other address under /admin so the app's own router shows it.
 * Register it with `app.register`; its routes are more specific than the storefront's `/*`.
 */
export async function adminApp(app: FastifyInstance, opts: AdminAppOptions): Promise<void> {
  const clientDir = join(opts.buildDir, 'client');
  const indexFile = join(clientDir, 'index.html');

  await app.register(async (scope) => {
    if (!existsSync(indexFile)) {
      // The shop still starts (the storefront and the API work): only the back office says what is missing.
      app.log.warn({ indexFile }, 'the admin app is not built');
      const notBuilt = (_request: unknown, reply: FastifyReply) =>
        reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
      scope.get(PREFIX, notBuilt);
      scope.get(`${PREFIX}/*`, notBuilt);
      return;
    }

    const html = readFileSync(indexFile, 'utf8');
    const policy = adminContentSecurityPolicy(inlineScriptHashes(html));
    const hashedAssets = join(clientDir, 'assets') + sep;

    await scope.register(fastifyStatic, {
      root: clientDir,
      prefix: `${PREFIX}/`,
      // One route per built file; any other address under /admin is the app's own and gets index.html.
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders(reply, path) {
        if (path === indexFile) {
          reply.header('content-security-policy', policy);
          reply.header('cache-control', 'no-cache');
        } else {
          reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : REVALIDATE);
        }
      },
    });

    // A missing asset (an old page asking for a file a deploy replaced) is a 404, not the app's page.
    scope.get(`${PREFIX}/assets/*`, (_request, reply) => reply.callNotFound());

    const page = (_request: unknown, reply: FastifyReply) =>
      reply
        .header('content-security-policy', policy)
        // The page names the current asset files: a browser must ask again after every deploy.
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(html);
    scope.get(PREFIX, page);
    scope.get(`${PREFIX}/*`, page);
  });
}
