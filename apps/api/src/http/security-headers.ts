import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers on every answer, the API's and the pages' alike (docs/decisions/0002-security-headers.md).
 *
 * helmet itself, without @fastify/helmet: that plugin builds helmet's middleware anew for every request
 * (`helmet(options)` in its hook: every header's options read and checked again, per request), which was a
 * tenth of the CPU of a page served from the page cache (docs/decisions/0014-page-cache.md). Built once
 * here, the same headers cost a fraction of that.
 *
 * Content-Security-Policy is off: the storefront's pages set their own strict policy with a nonce per
 * response (apps/web/app/lib/http/csp.server.ts, docs/security-storefront.md), which one static header
 * cannot. Referrer policy same-origin, not helmet's no-referrer: under no-referrer browsers send
 * `Origin: null` with a form's own POST, which React Router refuses as a cross-site action (400), so every
 * form sent without JavaScript failed. Other sites still get no referrer.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => (error instanceof Error ? done(error) : done())),
  );
}
