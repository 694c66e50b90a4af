import { randomUUID } from 'node:crypto';
import {
  type AdminAuthenticationToken,
  type StaffRole,
  TWO_FACTOR_CODE_REQUIRED,
} from '@sakhe/contract/admin';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { UnauthorizedError } from '../../http/errors';
import { hashToken, newOpaqueToken, verifyPassword } from '../auth';
import { recordAudit } from './audit';
import { mustUseTwoFactor, presentAdminUser } from './present';
import {
  type StaffRow,
  deleteStaleSessions,
  checkSession,
  findSessionWithStaff,
  findStaffByEmail,
  insertRefreshToken,
  insertSession,
  listOpenSessions,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  revokeStaffSessions,
  touchSession,
  twoFactorRequiredForAll,
} from './queries';
import { type StaffKeys, signStaffToken, staffKeys, verifyStaffToken } from './tokens';
import { checkSecondFactor } from './two-factor';

/**
 * Staff sign-in sessions, as the shop's (api-contract §2) but apart from them: a sign-in opens a
 * session and hands out an access token (JWT, the Admin API's key and audience) and a refresh
 * token; each refresh uses the refresh token up, and a used one presented again revokes the whole
 * session. Access tokens name their session and are checked against it and the member's row on
 * every request, so a revoked session, a disabled, demoted or deleted member stops at once.
 */

export interface StaffSettings {
  keys: StaffKeys;
  accessTtl: number;
  refreshTtl: number;
}

export const staffSettings = (config: Config): StaffSettings => ({
  keys: staffKeys(config.APP_SECRET),
  accessTtl: config.ADMIN_ACCESS_TOKEN_TTL,
  refreshTtl: config.ADMIN_REFRESH_TOKEN_TTL,
});

/** Who is asking, on every Admin API request (`request.staff`). */
export interface StaffIdentity {
  id: number;
  email: string;
  role: StaffRole;
  /** The sign-in session of the token. */
  sessionId: string;
  twoFactorEnabled: boolean;
  /** Must enroll two-factor and has not: may read, may not write. */
  mustEnroll: boolean;
}

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

const REFRESH_NOT_FOUND = 'JWT Refresh Token Not Found';
const REFRESH_INVALID = 'Invalid JWT Refresh Token';
const INVALID_CREDENTIALS = 'Invalid credentials.';
const INVALID_CODE = 'Invalid two-factor code.';

async function issue(
  db: Queryable,
  settings: StaffSettings,
  staff: StaffRow,
  sessionId: string,
  now: Date,
): Promise<AdminAuthenticationToken> {
  const refreshToken = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + settings.refreshTtl * 1000);
  await insertRefreshToken(db, { sessionId, tokenHash: hashToken(refreshToken), expiresAt });
  return {
    token: await signStaffToken(
      settings.keys,
      { staffId: staff.id, sessionId, role: staff.role as StaffRole },
      settings.accessTtl,
      now,
    ),
    refresh_token: refreshToken,
    refresh_token_expiration: Math.floor(expiresAt.getTime() / 1000),
    adminUser: presentAdminUser(staff, await twoFactorRequiredForAll(db)),
  };
}

/** Why a sign-in failed: the caller counts `credentials` and `code` failures against the e-mail. */
export type SignInOutcome =
  { tokens: AdminAuthenticationToken } | { failure: 'credentials' | 'code' | 'code-required' };

export async function signIn(
  db: Database,
  settings: StaffSettings,
  input: { email: string; password: string; code?: string | null | undefined },
  client: ClientInfo,
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const staff = email === '' ? undefined : await findStaffByEmail(db, email);
  const passwordOk = await verifyPassword(staff?.passwordHash ?? null, input.password);
  if (!staff || !passwordOk || !staff.enabled) return { failure: 'credentials' };
  const code = input.code?.trim() ?? '';
  if (staff.totpSecret !== null && code === '') return { failure: 'code-required' };
  const now = new Date();
  return db.transaction(async (tx) => {
    if (staff.totpSecret !== null && !(await checkSecondFactor(tx, settings.keys, staff, code))) {
      return { failure: 'code' } as const;
    }
    await deleteStaleSessions(tx, staff.id, new Date(now.getTime() - settings.refreshTtl * 1000));
    const sessionId = randomUUID();
    await insertSession(tx, {
      id: sessionId,
      staffId: staff.id,
      ipAddress: client.ipAddress?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 255) ?? null,
    });
    return { tokens: await issue(tx, settings, staff, sessionId, now) };
  });
}

export function signInRefusal(failure: 'credentials' | 'code' | 'code-required'): UnauthorizedError {
  if (failure === 'code-required') return new UnauthorizedError(TWO_FACTOR_CODE_REQUIRED);
  return new UnauthorizedError(failure === 'code' ? INVALID_CODE : INVALID_CREDENTIALS);
}

/** `POST refresh-authentication-token`: rotates the refresh token. */
export async function refreshStaffSession(
  db: Database,
  settings: StaffSettings,
  refreshToken: string | null | undefined,
): Promise<AdminAuthenticationToken> {
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
    const found = await findSessionWithStaff(tx, row.sessionId);
    if (!found || row.revokedAt !== null || !found.staff.enabled || row.expiresAt <= now)
      return { error: REFRESH_INVALID } as const;
    await markRefreshTokenUsed(tx, row.id, now);
    await touchSession(tx, row.sessionId, now);
    return { tokens: await issue(tx, settings, found.staff, row.sessionId, now) } as const;
  });
  // The revocation above must commit, so the refusal is thrown only after the transaction.
  if ('error' in outcome) throw new UnauthorizedError(outcome.error);
  return outcome.tokens;
}

/** How often an open session's last use is written down (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/** The member an access token speaks for, if its session is open and the member still enabled. */
export async function authenticateStaff(
  db: Database,
  keys: StaffKeys,
  token: string,
): Promise<StaffIdentity> {
  const claims = await verifyStaffToken(keys, token);
  const found = await checkSession(db, claims.sessionId);
  if (!found || found.revoked || !found.enabled || found.staffId !== claims.staffId) {
    throw new UnauthorizedError('Invalid JWT Token');
  }
  const now = new Date();
  if (now.getTime() - found.lastUsedAt > TOUCH_EVERY_MS) {
    await touchSession(db, claims.sessionId, now);
  }
  const role = found.role as StaffRole;
  const twoFactorEnabled = found.twoFactorEnabled;
  const required = mustUseTwoFactor(role, role === 'owner' ? true : found.twoFactorRequiredForAll);
  return {
    id: found.staffId,
    email: found.email,
    role,
    sessionId: claims.sessionId,
    twoFactorEnabled,
    mustEnroll: required && !twoFactorEnabled,
  };
}

/** Signing out: the session of the access token and/or of the refresh token ends. */
export async function endStaffSession(
  db: Database,
  input: { sessionId?: string | null | undefined; refreshToken?: string | null | undefined },
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

/** A member's own session, by id; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Database, staffId: number, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await revokeSession(tx, sessionId, new Date(), staffId))) return false;
    await recordAudit(tx, {
      staffId,
      action: 'session.revoke',
      entityType: 'staff-session',
      entityId: sessionId,
      before: { revoked: false },
      after: { revoked: true },
    });
    return true;
  });
}

/** Sign out everywhere: every session of the member ends, audited. */
export async function signOutEverywhere(db: Database, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeStaffSessions(tx, staffId, new Date());
    await recordAudit(tx, {
      staffId,
      action: 'session.revoke-all',
      entityType: 'administrator',
      entityId: staffId,
      before: null,
      after: null,
    });
  });
}

/** Every session of a member ends (sign out everywhere, a new password, a demotion, disabling). */
export async function endAllStaffSessions(
  db: Queryable,
  staffId: number,
  keepSessionId?: string,
): Promise<void> {
  await revokeStaffSessions(db, staffId, new Date(), keepSessionId);
}

export async function listStaffSessions(db: Database, settings: StaffSettings, staffId: number) {
  return listOpenSessions(db, staffId, new Date(Date.now() - settings.refreshTtl * 1000));
}
