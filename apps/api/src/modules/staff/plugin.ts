import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ADMIN_API, ADMIN_FORBIDDEN_CODES, type Permission, roleHasPermission } from '@sakhe/contract/admin';
import { UnauthorizedError, hydraError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { type MessageKey, translate } from '../../i18n/messages';
import { clearStaffPreviewCookie } from '../../http/staff-preview';
import { registerRateLimiting } from '../auth';
import { type StaffIdentity, authenticateStaff, staffSettings } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member the request's token (Bearer or the `sakhe_admin` cookie) speaks for; null without one. */
    staff: StaffIdentity | null;
  }
  interface FastifyContextConfig {
    /** Admin API routes open without a token (sign-in, refresh, sign-out). */
    staffPublic?: boolean;
    /** Writes a member who must enroll two-factor may still make (enrolling, signing out). */
    staffWithoutTwoFactor?: boolean;
  }
}

export const ACCESS_COOKIE = 'sakhe_admin';
export const REFRESH_COOKIE = 'sakhe_admin_refresh';
/** Sent by the admin app with every request: a page of another site cannot send it without a CORS preflight, which the Admin API never allows. */
const ADMIN_HEADER = 'x-sakhe-admin';

const LD_JSON = 'application/ld+json; charset=utf-8';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return null;
  return match[1]?.trim() ?? '';
}

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** Whether the request carries the admin app's header (what makes a cookie-authenticated write trustworthy). */
export const fromAdminApp = (request: FastifyRequest) => request.headers[ADMIN_HEADER] === '1';

const isLocalhost = (hostname: string) => ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);

/** HttpOnly, SameSite=Strict, only for the Admin API; Secure everywhere but plain-HTTP localhost. */
export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  const secure = request.protocol === 'https' || !isLocalhost(request.hostname);
  const attributes = [
    `${name}=${value}`,
    `Path=${ADMIN_API}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
}

export function clearStaffCookies(request: FastifyRequest, reply: FastifyReply): void {
  setStaffCookie(request, reply, ACCESS_COOKIE, '', 0);
  setStaffCookie(request, reply, REFRESH_COOKIE, '', 0);
  clearStaffPreviewCookie(request, reply);
}

/**
 * A 403 in the request's language with a code the client can act on; sent as it is, whatever 403
 * schema the route names.
 */
function forbid(request: FastifyRequest, reply: FastifyReply, message: MessageKey, code: string) {
  return reply
    .code(403)
    .type(LD_JSON)
    .serializer(JSON.stringify)
    .send({ ...hydraError(translate(requestLocale(request), message)), code });
}

/**
 * Authentication for the whole Admin API (registered first in the /api/v2/admin scope): a token in
 * `Authorization: Bearer` or the `sakhe_admin` cookie names the member (`request.staff`) or the
 * request is refused with 401; every route but the few marked `staffPublic` needs a member. With
 * the cookie, a write must also carry `X-Sakhe-Admin: 1` (cross-site request forgery). A member who
 * must use two-factor and has not enrolled may read but not write (403
 * `two_factor_enrollment_required`), except to enroll and sign out.
 */
export const staffAuth = ({ db, config }: ModuleDeps) =>
  fp(
    async (app) => {
      const { keys } = staffSettings(config);
      app.decorateRequest('staff', null);
      // The sign-in limits' counters (@fastify/rate-limit), as the Shop API has them in its scope.
      await registerRateLimiting(app, config);

      app.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.config.staffPublic) return;
        const bearer = bearerToken(request.headers.authorization);
        const token = bearer ?? readCookie(request, ACCESS_COOKIE);
        if (token === null) throw new UnauthorizedError();
        if (token === '') throw new UnauthorizedError('Invalid JWT Token');
        if (bearer === null && !SAFE_METHODS.has(request.method) && !fromAdminApp(request)) {
          return forbid(request, reply, 'adminHeaderRequired', ADMIN_FORBIDDEN_CODES.adminHeaderRequired);
        }
        request.staff = await authenticateStaff(db, keys, token);
        return undefined;
      });

      // Permission checks run before the body is validated (Fastify validates before preHandlers):
      // a member whose role may not do something learns nothing from its 422s, only the 403. Routes
      // name them as a preHandler (`requirePermission`), which is moved here to preValidation.
      app.addHook('onRoute', (route) => {
        const handlers = hooksOf(route.preHandler);
        const checks = handlers.filter((hook) => PERMISSION_CHECK in hook);
        if (checks.length === 0) return;
        const rest = handlers.filter((hook) => !(PERMISSION_CHECK in hook));
        route.preHandler = (rest.length > 0 ? rest : undefined) as typeof route.preHandler;
        route.preValidation = [...checks, ...hooksOf(route.preValidation)] as typeof route.preValidation;
      });

      // Before validation too, for the same reason.
      app.addHook('preValidation', async (request, reply) => {
        const staff = request.staff;
        if (!staff?.mustEnroll || SAFE_METHODS.has(request.method)) return undefined;
        if (request.routeOptions.config.staffWithoutTwoFactor) return undefined;
        return forbid(
          request,
          reply,
          'twoFactorEnrollmentRequired',
          ADMIN_FORBIDDEN_CODES.twoFactorEnrollmentRequired,
        );
      });
    },
    { name: 'sakhe-staff-auth' },
  );

/**
 * The preHandler of an Admin API route: 401 without a member, 403 (`permission_denied`) when the
 * member's role lacks the permission (packages/contract/src/admin/permissions.ts).
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  const checkPermission: preHandlerAsyncHookHandler = async function checkPermission(request, reply) {
    if (request.staff === null) throw new UnauthorizedError();
    if (!roleHasPermission(request.staff.role, permission)) {
      return forbid(request, reply, 'staffPermissionDenied', ADMIN_FORBIDDEN_CODES.permissionDenied);
    }
    return undefined;
  };
  return Object.assign(checkPermission, { [PERMISSION_CHECK]: permission });
}

/** Marks the hooks `requirePermission` makes, so `staffAuth` can run them before validation. */
const PERMISSION_CHECK = Symbol('sakhe staff permission check');

function hooksOf(value: unknown): Array<(...args: never[]) => unknown> {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as Array<(...args: never[]) => unknown>;
}
