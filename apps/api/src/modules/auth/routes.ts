import {
  authenticationTokenSchema,
  hydraErrorSchema,
  logoutBody,
  oauthAuthorizationQuery,
  oauthAuthorizationSchema,
  oauthProvider,
  refreshTokenBody,
  unauthorizedSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody, sendEmpty } from '../../http/empty-reply';
import { NotFoundError, UnauthorizedError } from '../../http/errors';
import type { ModuleDeps } from '../../http/module';
import { authorizationUrl, providerSettings } from './oauth';
import { authSettings, endSession, refreshSession } from './sessions';

const tags = ['Authentication'];

/** Refresh, logout and where to send a shopper to log in with a provider (api-contract §2). */
export const authModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = authSettings(config);

    app.post(
      '/refresh-authentication-token',
      {
        schema: {
          tags,
          summary: 'A new access token and a new refresh token; the refresh token sent is used up',
          body: refreshTokenBody,
          response: { 200: authenticationTokenSchema, 401: unauthorizedSchema },
        },
      },
      async (request) => refreshSession(db, settings, request.body.refresh_token),
    );

    app.post(
      '/logout',
      {
        schema: {
          tags,
          summary:
            'End the login session of the Bearer token and/or of the refresh token sent: its access and refresh tokens stop working',
          body: logoutBody,
          response: { 204: emptyBody(204), 401: unauthorizedSchema },
        },
      },
      async (request, reply) => {
        const refreshToken = request.body.refresh_token ?? null;
        if (request.authSessionId === null && !refreshToken) throw new UnauthorizedError();
        await endSession(db, { sessionId: request.authSessionId, refreshToken });
        return sendEmpty(reply, 204);
      },
    );

    app.get(
      '/authentication-token/:provider',
      {
        schema: {
          tags,
          summary:
            'Where to send the shopper to log in with the provider (its authorization URL for this redirect URI)',
          params: z.object({ provider: z.string().max(32) }),
          querystring: oauthAuthorizationQuery,
          response: { 200: oauthAuthorizationSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => {
        const provider = oauthProvider.safeParse(request.params.provider);
        const settings = provider.success ? providerSettings(config, provider.data) : null;
        if (!settings) throw new NotFoundError();
        return {
          provider: settings.provider,
          clientId: settings.clientId,
          authorizationUrl: authorizationUrl(settings, request.query.redirectUri, request.query.state),
        };
      },
    );
  };
