import {
  authenticationTokenSchema,
  facebookLoginBody,
  googleLoginBody,
  hydraErrorSchema,
  loginBody,
  unauthorizedSchema,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { UnauthorizedError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { authSettings, clientIp, emailKey, limiter } from '../auth';
import { type OAuthLoginInput, oauthLogin, passwordLogin } from './login';

const tags = ['Authentication'];
const tooMany = { 429: hydraErrorSchema };
const tokenResponses = {
  200: authenticationTokenSchema,
  401: unauthorizedSchema,
  422: violationListSchema,
  ...tooMany,
};

/**
 * Login (`authentication-token`, 1.13's `customers/token`) and OAuth logins (api-contract §2). The
 * login body may name the guest cart (`cartToken` or `orderToken`) to keep.
 */
export const loginModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = authSettings(config);
    const logins = { db, carts: app.carts, settings };
    const loginsByIp = limiter(app, 'login-ip', config.LOGIN_LIMIT_PER_IP, clientIp);
    const failuresByEmail = limiter(app, 'login-email', config.LOGIN_LIMIT_PER_EMAIL, (request) =>
      emailKey((request.body as { email?: unknown } | undefined)?.email),
    );

    const login = async (
      request: FastifyRequest<{ Body: z.infer<typeof loginBody> }>,
      reply: FastifyReply,
    ) => {
      await loginsByIp(request, reply);
      await failuresByEmail(request, reply, { increment: false });
      const { email, password, cartToken, orderToken } = request.body;
      const tokens = await passwordLogin(logins, {
        email: email ?? '',
        password: password ?? '',
        cartToken: cartToken ?? orderToken,
      });
      if (!tokens) {
        await failuresByEmail(request, reply);
        throw new UnauthorizedError('Invalid credentials.');
      }
      return tokens;
    };
    for (const path of ['/authentication-token', '/customers/token']) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary:
              'Log in with e-mail and password: an access token (JWT), a refresh token and the customer IRI',
            body: loginBody,
            response: tokenResponses,
          },
        },
        login,
      );
    }

    const oauth = async (
      request: FastifyRequest,
      reply: FastifyReply,
      provider: 'facebook' | 'google',
      input: OAuthLoginInput,
    ) => {
      await loginsByIp(request, reply);
      return oauthLogin({ ...logins, config }, provider, input, requestLocale(request));
    };

    app.post(
      '/authentication-token/facebook',
      {
        schema: {
          tags,
          summary: 'Log in with Facebook: the authorization code and the redirect URI it was issued for',
          body: facebookLoginBody,
          response: { ...tokenResponses, 404: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        const { code, redirectUri, cartToken, orderToken, referralCode } = request.body;
        return oauth(request, reply, 'facebook', {
          code,
          redirectUri,
          cartToken: cartToken ?? orderToken,
          referralCode,
        });
      },
    );

    app.post(
      '/authentication-token/google',
      {
        schema: {
          tags,
          summary:
            "Log in with Google: an access token for Google's userinfo endpoint, or an authorization code",
          body: googleLoginBody,
          response: { ...tokenResponses, 404: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        const { accessToken, access_token, code, redirectUri, cartToken, orderToken, referralCode } =
          request.body;
        return oauth(request, reply, 'google', {
          accessToken: accessToken ?? access_token,
          code,
          redirectUri,
          cartToken: cartToken ?? orderToken,
          referralCode,
        });
      },
    );
  };
