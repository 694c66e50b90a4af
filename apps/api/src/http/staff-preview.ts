import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The staff preview cookie: staff signed into the back office see the storefront without the
 * under-construction overlay (issue 21, issue 26 §1). The admin cookies are scoped to
 * /api/v2/admin, so the storefront never sees them; this one is on Path=/, signed with APP_SECRET,
 * HttpOnly, and says only "a staff member signed in until then": it opens no data, so it does not
 * follow session revocation, only its own expiry (the admin refresh token's lifetime) and sign-out.
 */
const PREVIEW_COOKIE = 'sakhe_preview';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`staff-preview:${payload}`).digest('base64url');

function previewValue(secret: string, staffId: number, expiresAt: number): string {
  const payload = `${staffId}.${expiresAt}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Whether a cookie value is a preview this shop signed that has not expired. */
export function isValidPreview(secret: string, value: string | null | undefined, now = Date.now()): boolean {
  if (!value) return false;
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const [, staffId, expiresAt, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${staffId}.${expiresAt}`));
  const given = Buffer.from(signature);
  return (
    given.length === expected.length && timingSafeEqual(given, expected) && Number(expiresAt) * 1000 > now
  );
}

const isLocalhost = (hostname: string) => ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);

function previewCookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' || !isLocalhost(request.hostname);
  // Lax, not Strict: a staff member following a link to the shop from elsewhere still sees it.
  return [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Called by the staff sign-in and refresh (modules/staff): the member sees the shop behind the
 * overlay for `maxAgeSeconds` (the admin refresh token's lifetime). Fastify adds each Set-Cookie.
 */
export function setStaffPreviewCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  preview: { secret: string; staffId: number; maxAgeSeconds: number },
): void {
  const expiresAt = Math.floor(Date.now() / 1000) + preview.maxAgeSeconds;
  const value = previewValue(preview.secret, preview.staffId, expiresAt);
  void reply.header('set-cookie', previewCookie(request, value, preview.maxAgeSeconds));
}

/** Called by the staff sign-out. */
export function clearStaffPreviewCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', previewCookie(request, '', 0));
}

/** The preview cookie of a request, from its Cookie header (the storefront forwards it). */
export function previewOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === PREVIEW_COOKIE) return part.slice(at + 1).trim() || null;
  }
  return null;
}
