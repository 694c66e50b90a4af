import { randomUUID } from 'node:crypto';
import type { AuthenticationToken } from '@sakhe/contract';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { UnauthorizedError } from '../../http/errors';
import { iri } from '../../http/hydra';
import {
  deleteStaleSessions,
  findSession,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeAccountSessions,
  revokeSession,
  touchSession,
} from './queries';
import {
  type AccessKey,
  accessTokenKey,
  hashToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens';

/**
 * Login sessions (api-contract §2): a login opens a session and hands out an access token (JWT)
 * and a refresh token. Each refresh uses the refresh token up and hands out a new pair; a used
 * refresh token presented again revokes the whole session (it was copied). Access tokens name
 * their session, so a revoked session stops them at once, not an hour later.
 */

export interface AuthSettings {
  key: AccessKey;
  accessTtl: number;
  refreshTtl: number;
}

export const authSettings = (config: Config): AuthSettings => ({
  key: accessTokenKey(config.APP_SECRET),
  accessTtl: config.ACCESS_TOKEN_TTL,
  refreshTtl: config.REFRESH_TOKEN_TTL,
});

export interface Account {
  shopUserId: number;
  customerId: number;
}

const REFRESH_NOT_FOUND = 'JWT Refresh Token Not Found';
const REFRESH_INVALID = 'Invalid JWT Refresh Token';

async function issue(
  db: Queryable,
  settings: AuthSettings,
  account: Account,
  sessionId: string,
  now: Date,
): Promise<AuthenticationToken> {
  const refreshToken = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + settings.refreshTtl * 1000);
  await insertRefreshToken(db, { sessionId, tokenHash: hashToken(refreshToken), expiresAt });
  return {
    token: await signAccessToken(
      settings.key,
      { customerId: account.customerId, sessionId },
      settings.accessTtl,
      now,
    ),
    refresh_token: refreshToken,
    refresh_token_expiration: Math.floor(expiresAt.getTime() / 1000),
    customer: iri('customers', account.customerId),
  };
}

/** A new session for an account whose credentials were just checked. */
export async function startSession(
  db: Database,
  settings: AuthSettings,
  account: Account,
): Promise<AuthenticationToken> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await deleteStaleSessions(tx, account.shopUserId, new Date(now.getTime() - settings.refreshTtl * 1000));
    const sessionId = randomUUID();
    await insertSession(tx, sessionId, account.shopUserId);
    return issue(tx, settings, account, sessionId, now);
  });
}

/** `POST refresh-authentication-token`: rotates the refresh token. */
export async function refreshSession(
  db: Database,
  settings: AuthSettings,
  refreshToken: string | null | undefined,
): Promise<AuthenticationToken> {
  if (!refreshToken) throw new UnauthorizedError(REFRESH_NOT_FOUND);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, hashToken(refreshToken));
    if (!row) return { error: REFRESH_NOT_FOUND } as const;
    if (row.usedAt !== null) {
      // A replayed token: whoever holds the family may be an attacker, so it ends for everyone.
      await revokeSession(tx, row.sessionId, now);
      return { error: REFRESH_INVALID } as const;
    }
    if (row.revokedAt !== null || !row.enabled || row.expiresAt <= now)
      return { error: REFRESH_INVALID } as const;
    await markRefreshTokenUsed(tx, row.id, now);
    await touchSession(tx, row.sessionId, now);
    const account = { shopUserId: row.shopUserId, customerId: row.customerId };
    return { tokens: await issue(tx, settings, account, row.sessionId, now) } as const;
  });
  // The revocation above must commit, so the refusal is thrown only after the transaction.
  if ('error' in outcome) throw new UnauthorizedError(outcome.error);
  return outcome.tokens;
}

export interface Authenticated {
  customerId: number;
  shopUserId: number;
  sessionId: string;
}

/** The customer an access token speaks for, if its session is still open and the account enabled. */
export async function authenticateToken(db: Database, key: AccessKey, token: string): Promise<Authenticated> {
  const claims = await verifyAccessToken(key, token);
  const session = await findSession(db, claims.sessionId);
  if (
    !session ||
    session.revokedAt !== null ||
    !session.enabled ||
    session.customerId !== claims.customerId
  ) {
    throw new UnauthorizedError('Invalid JWT Token');
  }
  return { customerId: claims.customerId, shopUserId: session.shopUserId, sessionId: claims.sessionId };
}

/** Logout: the session of the access token and/or of the refresh token ends. */
export async function endSession(
  db: Database,
  input: { sessionId?: string | null; refreshToken?: string | null },
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    if (input.sessionId) await revokeSession(tx, input.sessionId, now);
    if (input.refreshToken) {
      const row = await lockRefreshToken(tx, hashToken(input.refreshToken));
      if (row) await revokeSession(tx, row.sessionId, now);
    }
  });
}

/** Password change or reset: every other session of the account ends. */
export async function endOtherSessions(
  db: Queryable,
  shopUserId: number,
  keepSessionId?: string,
): Promise<void> {
  await revokeAccountSessions(db, shopUserId, new Date(), keepSessionId);
}
