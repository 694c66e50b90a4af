import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * The back office's staff (issue 21): their own accounts, never the customers' tables, their
 * sign-in sessions and refresh tokens, two-factor secrets and recovery codes, and the audit log of
 * every staff write. Tokens and recovery codes are stored as SHA-256 hashes only; TOTP secrets are
 * encrypted with a key derived from APP_SECRET, so a leaked table alone signs nobody in.
 */

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    /** Kept lower-case; unique. */
    email: varchar({ length: 254 }).notNull(),
    username: varchar({ length: 64 }).notNull(),
    passwordHash: varchar({ length: 255 }).notNull(),
    firstName: varchar({ length: 64 }),
    lastName: varchar({ length: 64 }),
    localeCode: varchar({ length: 12 }).notNull().default('ka'),
    enabled: boolean().notNull().default(true),
    /** owner | manager | fulfilment (packages/contract/src/admin/permissions.ts). */
    role: varchar({ length: 16 }).notNull(),
    /** The confirmed TOTP secret (encrypted); null until two-factor is confirmed. */
    totpSecret: varchar({ length: 255 }),
    /** A secret handed out by enrollment and not confirmed yet (encrypted). */
    totpPendingSecret: varchar({ length: 255 }),
    /** The last time step a code was accepted at: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_members_email_unique').on(t.email),
    check('staff_members_role_check', sql`${t.role} in ('owner', 'manager', 'fulfilment')`),
  ],
);

/** One-time recovery codes, hashed; a used one keeps its row with `usedAt`. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    /** Codes of an enrollment not confirmed yet stay inactive. */
    active: boolean().notNull().default(false),
    usedAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** A sign-in on one device: one refresh-token family. Access tokens name it, so revoking stops them too. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    ipAddress: varchar({ length: 64 }),
    userAgent: varchar({ length: 255 }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ mode: 'date', precision: 3 }).notNull().defaultNow(),
    revokedAt: timestamp({ mode: 'date', precision: 3 }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => staffSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ mode: 'date', precision: 3 }).notNull(),
    usedAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * The staff's security policy, one row (id 1): whether every member, not only owners, must use
 * two-factor. Written by the shop settings (admin-ops) through the staff module's surface.
 */
export const staffSecurity = pgTable(
  'staff_security',
  {
    id: integer().primaryKey().default(1),
    twoFactorRequiredForAll: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('staff_security_single_row', sql`${t.id} = 1`)],
);

/**
 * Every staff write: who, when, which record, before → after. Append-only: a trigger (migration
 * 0xxx_audit_log_append_only) refuses UPDATE and DELETE, and the staff id is a plain column (no
 * foreign key), so deleting a member keeps their entries; their e-mail is kept alongside.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer(),
    staffEmail: varchar({ length: 254 }),
    action: varchar({ length: 64 }).notNull(),
    entityType: varchar({ length: 64 }).notNull(),
    entityId: varchar({ length: 128 }),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);
