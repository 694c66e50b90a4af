import { and, count, desc, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@sakhe/contract/admin';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../../db/sql';
import {
  auditLog,
  staffMembers,
  staffRecoveryCodes,
  staffRefreshTokens,
  staffSecurity,
  staffSessions,
} from '../../db/schema';

/** The staff module's SQL: members, sessions and refresh tokens, recovery codes, policy, audit log. */

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaffRow = typeof staffMembers.$inferInsert;

// ---------------------------------------------------------------------------------------------
// Members

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function findStaff(db: Queryable, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

/** Locked: two changes to one member (or a sign-in's code check and an enrollment) take turns. */
export async function lockStaff(db: Queryable, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  return row;
}

export async function listStaff(
  db: Queryable,
  page: { offset: number; limit: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  const rows = await db
    .select()
    .from(staffMembers)
    .orderBy(staffMembers.id)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(staffMembers);
  return { rows, total: total?.value ?? 0 };
}

/** Null when the e-mail is taken (the unique index decides, so two creations at once cannot both win). */
export async function insertStaff(db: Queryable, values: NewStaffRow): Promise<StaffRow | null> {
  const [row] = await db.insert(staffMembers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateStaff(
  db: Queryable,
  id: number,
  values: Partial<Omit<NewStaffRow, 'id'>>,
): Promise<StaffRow | undefined> {
  const [row] = await db.update(staffMembers).set(values).where(eq(staffMembers.id, id)).returning();
  return row;
}

export async function deleteStaff(db: Queryable, id: number): Promise<void> {
  await db.delete(staffMembers).where(eq(staffMembers.id, id));
}

export async function emailTakenByOther(db: Queryable, email: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.email, email), ne(staffMembers.id, id)));
  return row !== undefined;
}

/**
 * Changes to members take turns (a transaction-scoped advisory lock): two owners demoting each
 * other at once would otherwise both see the other still an owner, or lock each other's rows in
 * opposite orders.
 */
export async function lockStaffChanges(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('sakhe:staff-members'))`);
}

/** Enabled owners other than `exceptId` (under `lockStaffChanges`): the last owner cannot be removed or demoted. */
export async function countOtherEnabledOwners(db: Queryable, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.role, 'owner' satisfies StaffRole),
        eq(staffMembers.enabled, true),
        ne(staffMembers.id, exceptId),
      ),
    );
  return rows.length;
}

export async function countStaff(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(staffMembers);
  return row?.value ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Sessions and refresh tokens

export async function insertSession(
  db: Queryable,
  values: { id: string; staffId: number; ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

export async function insertRefreshToken(
  db: Queryable,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffRefreshTokens).values(values);
}

/** The token with its session and member, locked so two refreshes with one token take turns. */
export async function lockRefreshToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffRefreshTokens.id,
      sessionId: staffRefreshTokens.sessionId,
      expiresAt: staffRefreshTokens.expiresAt,
      usedAt: staffRefreshTokens.usedAt,
      revokedAt: staffSessions.revokedAt,
      staffId: staffSessions.staffId,
    })
    .from(staffRefreshTokens)
    .innerJoin(staffSessions, eq(staffSessions.id, staffRefreshTokens.sessionId))
    .where(eq(staffRefreshTokens.tokenHash, tokenHash))
    .for('update', { of: staffRefreshTokens });
  return row;
}

export async function markRefreshTokenUsed(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(staffRefreshTokens).set({ usedAt: now }).where(eq(staffRefreshTokens.id, id));
}

export async function touchSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, id));
}

/** The session of an access token with its member, as the member is now (role, enabled). */
export async function findSessionWithStaff(db: Queryable, sessionId: string) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(eq(staffSessions.id, sessionId));
  return row;
}

/** What every Admin API request needs to know of its token's session and member, read at once. */
export interface SessionCheck {
  staffId: number;
  email: string;
  role: string;
  enabled: boolean;
  revoked: boolean;
  /** Milliseconds since the epoch. */
  lastUsedAt: number;
  twoFactorEnabled: boolean;
  twoFactorRequiredForAll: boolean;
}

const sessionCheck = namedStatement<SessionCheck, { sessionId: string }>(
  'staff_session_check',
  (param) => sql`select m.id as "staffId", m.email, m.role, m.enabled, s.revoked_at is not null as revoked,
      (extract(epoch from s.last_used_at) * 1000)::float8 as "lastUsedAt",
      m.totp_secret is not null as "twoFactorEnabled",
      coalesce((select q.two_factor_required_for_all from ${staffSecurity} q where q.id = 1), false)
        as "twoFactorRequiredForAll"
    from ${staffSessions} s join ${staffMembers} m on m.id = s.staff_id
    where s.id = ${param('sessionId')}::uuid`,
);

/** The session of an access token with its member as the member is now, in one named statement. */
export async function checkSession(db: Queryable, sessionId: string): Promise<SessionCheck | undefined> {
  const [row] = await sessionCheck(db, { sessionId });
  return row;
}

export async function revokeSession(
  db: Queryable,
  id: string,
  now: Date,
  staffId?: number,
): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.id, id),
        isNull(staffSessions.revokedAt),
        staffId === undefined ? undefined : eq(staffSessions.staffId, staffId),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

export async function revokeStaffSessions(
  db: Queryable,
  staffId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
      ),
    );
}

export async function listOpenSessions(db: Queryable, staffId: number, usedSince: Date) {
  return db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gte(staffSessions.lastUsedAt, usedSince),
      ),
    )
    .orderBy(desc(staffSessions.lastUsedAt));
}

/** Sessions ended or unused past the refresh lifetime, with their tokens (cascade). */
export async function deleteStaleSessions(db: Queryable, staffId: number, unusedBefore: Date): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        or(lt(staffSessions.lastUsedAt, unusedBefore), lt(staffSessions.revokedAt, unusedBefore)),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Two-factor

export async function replaceRecoveryCodes(
  db: Queryable,
  staffId: number,
  codeHashes: string[],
): Promise<void> {
  await db
    .delete(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.active, false)));
  if (codeHashes.length > 0) {
    await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
  }
}

/** Two-factor turned off: every code goes. */
export async function deleteRecoveryCodes(db: Queryable, staffId: number): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

/** Confirming an enrollment: the pending codes replace the old ones. */
export async function activateRecoveryCodes(db: Queryable, staffId: number): Promise<void> {
  await db
    .delete(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.active, true)));
  await db.update(staffRecoveryCodes).set({ active: true }).where(eq(staffRecoveryCodes.staffId, staffId));
}

/** Uses the code up; false when it is not one of the member's unused codes (a conditional update, so once only). */
export async function useRecoveryCode(
  db: Queryable,
  staffId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        eq(staffRecoveryCodes.active, true),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

/** A code is good once: the step is only moved forward (a conditional update). */
export async function advanceTotpStep(db: Queryable, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, staffId),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

export async function twoFactorRequiredForAll(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ value: staffSecurity.twoFactorRequiredForAll })
    .from(staffSecurity)
    .where(eq(staffSecurity.id, 1));
  return row?.value ?? false;
}

export async function setTwoFactorRequiredForAll(db: Queryable, value: boolean): Promise<void> {
  await db
    .insert(staffSecurity)
    .values({ id: 1, twoFactorRequiredForAll: value })
    .onConflictDoUpdate({
      target: staffSecurity.id,
      set: { twoFactorRequiredForAll: value, updatedAt: new Date() },
    });
}

// ---------------------------------------------------------------------------------------------
// Audit log

/** The member's e-mail is copied from their row (a subquery), so the entry names them after they are gone. */
export async function insertAuditEntry(
  db: Queryable,
  values: Omit<typeof auditLog.$inferInsert, 'staffEmail'>,
): Promise<void> {
  const staffId = values.staffId ?? null;
  await db.insert(auditLog).values({
    ...values,
    staffEmail: staffId === null ? null : sql`(select email from staff_members where id = ${staffId})`,
  });
}

export interface AuditFilter {
  staffId?: number | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function listAuditEntries(
  db: Queryable,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.staffId === undefined ? undefined : eq(auditLog.staffId, filter.staffId),
    filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lte(auditLog.createdAt, filter.to),
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  return { rows, total: total?.value ?? 0 };
}
