import {
  adminAuthenticationTokenSchema,
  adminForbiddenSchema,
  adminLoginBody,
  adminRefreshBody,
  adminUserSchema,
  staffSessionCollectionSchema,
  twoFactorConfirmationBody,
  twoFactorEnrollmentSchema,
} from '@sakhe/contract/admin';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody, sendEmpty } from '../../http/empty-reply';
import { NotFoundError, UnauthorizedError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { clientIp, emailKey, limiter } from '../auth';
import { setStaffPreviewCookie } from '../../http/staff-preview';
import { currentAdminUser } from './administrators';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  clearStaffCookies,
  fromAdminApp,
  readCookie,
  requirePermission,
  setStaffCookie,
} from './plugin';
import { presentStaffSessions } from './present';
import {
  type StaffSettings,
  endStaffSession,
  listStaffSessions,
  refreshStaffSession,
  revokeOwnSession,
  signIn,
  signInRefusal,
  signOutEverywhere,
  staffSettings,
} from './sessions';
import { confirmTwoFactor, enrollTwoFactor } from './two-factor';

const authTags = ['Admin: authentication'];
const sessionTags = ['Admin: staff sessions'];
const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };

/** The answer of a sign-in or refresh; the admin app (`X-Sakhe-Admin: 1`) also gets both tokens as HttpOnly cookies. */
function handOut(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: StaffSettings,
  tokens: z.infer<typeof adminAuthenticationTokenSchema>,
  previewSecret: string,
) {
  if (fromAdminApp(request)) {
    setStaffCookie(request, reply, ACCESS_COOKIE, tokens.token, settings.accessTtl);
    setStaffCookie(request, reply, REFRESH_COOKIE, tokens.refresh_token, settings.refreshTtl);
    // The storefront shows staff the shop behind the under-construction overlay (http/staff-preview.ts).
    const preview = {
      secret: previewSecret,
      staffId: tokens.adminUser.id,
      maxAgeSeconds: settings.refreshTtl,
    };
    setStaffPreviewCookie(request, reply, preview);
  }
  return tokens;
}

/** A refresh token from the body, or from the cookie when the admin app's header comes with it. */
function refreshTokenOf(request: FastifyRequest, fromBody: string | null | undefined): string | null {
  if (fromBody) return fromBody;
  return fromAdminApp(request) ? readCookie(request, REFRESH_COOKIE) : null;
}

/** Sign-in, refresh, sign-out, the signed-in member, two-factor and the member's own sessions. */
export const staffAuthModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = staffSettings(config);
    const signInsByIp = limiter(app, 'admin-login-ip', config.LOGIN_LIMIT_PER_IP, clientIp);
    const failuresByEmail = limiter(app, 'admin-login-email', config.LOGIN_LIMIT_PER_EMAIL, (request) =>
      emailKey((request.body as { email?: unknown } | undefined)?.email),
    );

    app.post(
      '/authentication-token',
      {
        config: { staffPublic: true },
        schema: {
          tags: authTags,
          summary:
            'Sign in with e-mail, password and, once two-factor is on, the authenticator code or a recovery code',
          body: adminLoginBody,
          response: {
            200: adminAuthenticationTokenSchema,
            401: unauthorizedSchema,
            422: violationListSchema,
            429: hydraErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await signInsByIp(request, reply);
        await failuresByEmail(request, reply, { increment: false });
        const outcome = await signIn(db, settings, request.body, {
          ipAddress: clientIp(request),
          userAgent: request.headers['user-agent'] ?? null,
        });
        if ('failure' in outcome) {
          if (outcome.failure !== 'code-required') await failuresByEmail(request, reply);
          throw signInRefusal(outcome.failure);
        }
        return handOut(request, reply, settings, outcome.tokens, config.APP_SECRET);
      },
    );

    app.post(
      '/refresh-authentication-token',
      {
        config: { staffPublic: true },
        schema: {
          tags: authTags,
          summary:
            'A new access token and refresh token; the refresh token sent (in the body, or the admin cookie) is used up',
          body: adminRefreshBody,
          response: { 200: adminAuthenticationTokenSchema, 401: unauthorizedSchema },
        },
      },
      async (request, reply) => {
        const tokens = await refreshStaffSession(
          db,
          settings,
          refreshTokenOf(request, request.body.refresh_token),
        );
        return handOut(request, reply, settings, tokens, config.APP_SECRET);
      },
    );

    app.post(
      '/logout',
      {
        config: { staffPublic: true },
        schema: {
          tags: authTags,
          summary:
            'Sign out: the session of the refresh token (body or cookie) ends, and the cookies are cleared',
          body: adminRefreshBody,
          response: { 204: emptyBody(204), 401: unauthorizedSchema },
        },
      },
      async (request, reply) => {
        const refreshToken = refreshTokenOf(request, request.body.refresh_token);
        if (!refreshToken) throw new UnauthorizedError('JWT Refresh Token Not Found');
        await endStaffSession(db, { refreshToken });
        clearStaffCookies(request, reply);
        return sendEmpty(reply, 204);
      },
    );

    app.get(
      '/me',
      {
        schema: {
          tags: authTags,
          summary: 'The signed-in member (whether two-factor is on, and whether their role requires it)',
          response: { 200: adminUserSchema, ...guarded },
        },
      },
      async (request) => currentAdminUser(db, staffOf(request).id),
    );

    app.post(
      '/two-factor/enrollment',
      {
        config: { staffWithoutTwoFactor: true },
        preHandler: requirePermission('own-two-factor.enroll'),
        schema: {
          tags: authTags,
          summary:
            'Start two-factor sign-in: a new TOTP secret (text, otpauth URL and QR code) and ten one-time recovery codes, shown once; on after confirmation',
          response: { 200: twoFactorEnrollmentSchema, 422: violationListSchema, ...guarded },
        },
      },
      async (request) => enrollTwoFactor(db, settings.keys, staffOf(request).id, requestLocale(request)),
    );

    app.post(
      '/two-factor/confirmation',
      {
        config: { staffWithoutTwoFactor: true },
        preHandler: requirePermission('own-two-factor.enroll'),
        schema: {
          tags: authTags,
          summary: "Turn two-factor sign-in on with a code of the enrollment's secret",
          body: twoFactorConfirmationBody,
          response: { 200: adminUserSchema, 422: violationListSchema, ...guarded },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        await confirmTwoFactor(db, settings.keys, staff.id, request.body.code, requestLocale(request));
        return currentAdminUser(db, staff.id);
      },
    );

    app.get(
      '/sessions',
      {
        preHandler: requirePermission('own-sessions.read'),
        schema: {
          tags: sessionTags,
          summary: "The signed-in member's open sessions (devices), the current one marked",
          response: { 200: staffSessionCollectionSchema, ...guarded },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        return presentStaffSessions(await listStaffSessions(db, settings, staff.id), staff.sessionId);
      },
    );

    app.delete(
      '/sessions/:id',
      {
        config: { staffWithoutTwoFactor: true },
        preHandler: requirePermission('own-sessions.revoke'),
        schema: {
          tags: sessionTags,
          summary: "End one of the member's own sessions: its tokens stop working at once",
          params: z.object({ id: z.string().max(64) }),
          response: { 204: emptyBody(204), 404: hydraErrorSchema, ...guarded },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const id = request.params.id.toLowerCase();
        const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
        if (!isUuid || !(await revokeOwnSession(db, staff.id, id))) throw new NotFoundError();
        if (id === staff.sessionId) clearStaffCookies(request, reply);
        return sendEmpty(reply, 204);
      },
    );

    app.delete(
      '/sessions',
      {
        config: { staffWithoutTwoFactor: true },
        preHandler: requirePermission('own-sessions.revoke'),
        schema: {
          tags: sessionTags,
          summary: 'Sign out everywhere: every session of the member ends, this one included',
          response: { 204: emptyBody(204), ...guarded },
        },
      },
      async (request, reply) => {
        await signOutEverywhere(db, staffOf(request).id);
        clearStaffCookies(request, reply);
        return sendEmpty(reply, 204);
      },
    );
  };

/** The member of a route behind staffAuth (always there: staffAuth refuses requests without one). */
export function staffOf(request: FastifyRequest) {
  if (request.staff === null) throw new UnauthorizedError();
  return request.staff;
}
