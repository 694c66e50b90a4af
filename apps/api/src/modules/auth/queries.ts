import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { authSessions, refreshTokens, shopUsers } from '../../db/schema';

/** Login sessions and their refresh tokens. */

export async function insertSession(db: Queryable, id: string, shopUserId: number): Promise<void> {
  await db.insert(authSessions).values({ id, shopUserId });
}

export async function insertRefreshToken(
  db: Queryable,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export interface RefreshTokenRow {
  id: number;
  sessionId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  shopUserId: number;
  customerId: number;
  enabled: boolean;
}

/** The token with its session and account, locked so two refreshes with one token take turns. */
export async function lockRefreshToken(
  db: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: authSessions.revokedAt,
      shopUserId: shopUsers.id,
      customerId: shopUsers.customerId,
      enabled: shopUsers.enabled,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(shopUsers, eq(shopUsers.id, authSessions.shopUserId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, id));
}

export async function touchSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, id));
}

export async function findSession(db: Queryable, id: string) {
  const [row] = await db
    .select({
      revokedAt: authSessions.revokedAt,
      shopUserId: shopUsers.id,
      customerId: shopUsers.customerId,
      enabled: shopUsers.enabled,
    })
    .from(authSessions)
    .innerJoin(shopUsers, eq(shopUsers.id, authSessions.shopUserId))
    .where(eq(authSessions.id, id));
  return row;
}

export async function revokeSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

/** Every session of the account, except the one still in use when given. */
export async function revokeAccountSessions(
  db: Queryable,
  shopUserId: number,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.shopUserId, shopUserId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Sessions idle longer than a refresh token lives can no longer be used: drop them with their tokens. */
export async function deleteStaleSessions(db: Queryable, shopUserId: number, idleSince: Date): Promise<void> {
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.shopUserId, shopUserId), lt(authSessions.lastUsedAt, idleSince)));
}
