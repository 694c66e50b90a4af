import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../http/errors';
import type { ModuleDeps } from '../../http/module';
import { registerRateLimiting } from './rate-limit';
import { authSettings, authenticateToken } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer the request's Bearer token speaks for; null without a token. */
    customerId: number | null;
    /** The shop user (account) behind `customerId`. */
    shopUserId: number | null;
    /** The login session of the access token (what logout ends). */
    authSessionId: string | null;
  }
}

/** `Authorization: Bearer <jwt>`; other schemes are none of the shop API's business. */
function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return null;
  return match[1]?.trim() ?? '';
}

/** The customer of a request to a protected route; without a token: 401 "JWT Token not found". */
export function authenticate(request: FastifyRequest): number {
  if (request.customerId === null) throw new UnauthorizedError();
  return request.customerId;
}

/** The customer of a request to a route guests may use too. */
export const optionalCustomer = (request: FastifyRequest): number | null => request.customerId;

/** Guest orders are open to whoever holds the token; a customer's only to that customer. */
export function mayAccessOrder(
  request: FastifyRequest,
  owner: { customerId: number | null; createdByGuest: boolean },
): boolean {
  return owner.createdByGuest || owner.customerId === request.customerId;
}

/**
 * Authentication for the whole shop API (api-contract §1.4): a request carrying a Bearer token is
 * authenticated or refused with 401, whatever route it asks for; `request.customerId` tells every
 * module who is asking. Also sets up the rate-limit counters modules draw on.
 */
export const authPlugin = ({ db, config }: ModuleDeps) =>
  // fastify-plugin: the hook and decorators belong to the shop API scope, not to this plugin alone,
  // so it must be registered before the modules it serves.
  fp(
    async (app) => {
      const { key } = authSettings(config);
      app.decorateRequest('customerId', null);
      app.decorateRequest('shopUserId', null);
      app.decorateRequest('authSessionId', null);
      await registerRateLimiting(app, config);

      app.addHook('onRequest', async (request) => {
        const token = bearerToken(request.headers.authorization);
        if (token !== null) {
          if (token === '') throw new UnauthorizedError('Invalid JWT Token');
          const auth = await authenticateToken(db, key, token);
          request.customerId = auth.customerId;
          request.shopUserId = auth.shopUserId;
          request.authSessionId = auth.sessionId;
        }
      });
    },
    { name: 'sakhe-auth' },
  );
