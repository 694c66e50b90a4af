import type {
  AdminUser,
  AdministratorCreateBody,
  AdministratorUpdateBody,
  AuditLogQuery,
  StaffRole,
} from '@sakhe/contract/admin';
import type { CatalogLocale } from '@sakhe/contract';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { refuse } from '../../i18n/violations';
import { hashPassword } from '../auth';
import { recordAudit } from './audit';
import { auditedStaff, presentAdminUser, presentAuditEntry } from './present';
import {
  type StaffRow,
  countOtherEnabledOwners,
  deleteRecoveryCodes,
  deleteStaff,
  emailTakenByOther,
  findStaff,
  insertStaff,
  listAuditEntries,
  listStaff,
  lockStaff,
  lockStaffChanges,
  twoFactorRequiredForAll,
  updateStaff,
} from './queries';
import { endAllStaffSessions } from './sessions';

/**
 * Staff accounts (Sylius's administrators plus a role), every change audited in its transaction.
 * The shop keeps at least one enabled owner; demoting, disabling or deleting a member, or giving
 * them a new password, ends their sessions at once.
 */

export async function currentAdminUser(db: Queryable, staffId: number): Promise<AdminUser> {
  const row = await findStaff(db, staffId);
  if (!row) throw new NotFoundError();
  return presentAdminUser(row, await twoFactorRequiredForAll(db));
}

export async function listAdministrators(db: Database, page: { page: number; itemsPerPage: number }) {
  const { rows, total } = await listStaff(db, {
    offset: (page.page - 1) * page.itemsPerPage,
    limit: page.itemsPerPage,
  });
  const requiredForAll = await twoFactorRequiredForAll(db);
  return { members: rows.map((row) => presentAdminUser(row, requiredForAll)), total };
}

/** The username Sylius requires, when none is given: the e-mail's local part. */
const defaultUsername = (email: string) => email.split('@')[0]?.slice(0, 64) || email.slice(0, 64);

export interface NewStaffMember {
  email: string;
  password: string;
  role: StaffRole;
  username?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  localeCode?: string | undefined;
  enabled?: boolean | undefined;
}

/** Creates a member (the API, the CLI, the demo seed); null when the e-mail is taken. */
export async function createStaffMember(
  db: Queryable,
  actorId: number | null,
  input: NewStaffMember,
): Promise<StaffRow | null> {
  const email = input.email.trim().toLowerCase();
  const row = await insertStaff(db, {
    email,
    username: input.username?.trim() || defaultUsername(email),
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName?.trim() || null,
    lastName: input.lastName?.trim() || null,
    localeCode: input.localeCode ?? 'ka',
    enabled: input.enabled ?? true,
    role: input.role,
  });
  if (!row) return null;
  await recordAudit(db, {
    staffId: actorId,
    action: 'administrator.create',
    entityType: 'administrator',
    entityId: row.id,
    before: null,
    after: auditedStaff(row),
  });
  return row;
}

export async function createAdministrator(
  db: Database,
  actorId: number,
  body: AdministratorCreateBody,
  locale: CatalogLocale,
): Promise<AdminUser> {
  const row = await db.transaction(async (tx) => {
    const created = await createStaffMember(tx, actorId, {
      email: body.email,
      password: body.plainPassword,
      role: body.role,
      username: body.username,
      firstName: body.firstName,
      lastName: body.lastName,
      localeCode: body.localeCode,
      enabled: body.enabled,
    });
    if (!created) refuse(locale, 'email', 'staffEmailTaken');
    return created;
  });
  return presentAdminUser(row, await twoFactorRequiredForAll(db));
}

export async function getAdministrator(db: Database, id: number): Promise<AdminUser> {
  return currentAdminUser(db, id);
}

export async function updateAdministrator(
  db: Database,
  actor: { id: number; sessionId: string },
  id: number,
  body: AdministratorUpdateBody,
  locale: CatalogLocale,
): Promise<AdminUser> {
  const row = await db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    const before = await lockStaff(tx, id);
    if (!before) throw new NotFoundError();
    const email = body.email?.trim().toLowerCase();
    if (email !== undefined && email !== before.email && (await emailTakenByOther(tx, email, id))) {
      refuse(locale, 'email', 'staffEmailTaken');
    }
    const role = body.role ?? (before.role as StaffRole);
    const enabled = body.enabled ?? before.enabled;
    const losesOwner = before.role === 'owner' && before.enabled && (role !== 'owner' || !enabled);
    if (losesOwner && (await countOtherEnabledOwners(tx, id)) === 0) {
      refuse(locale, body.role !== undefined && role !== 'owner' ? 'role' : 'enabled', 'staffLastOwner');
    }
    const newPassword = body.plainPassword ? await hashPassword(body.plainPassword) : undefined;
    const resetTwoFactor = body.twoFactorEnabled === false && before.totpSecret !== null;
    if (resetTwoFactor) await deleteRecoveryCodes(tx, id);
    const after = await updateStaff(tx, id, {
      ...(email !== undefined ? { email } : {}),
      ...(body.username !== undefined ? { username: body.username } : {}),
      ...(body.firstName !== undefined ? { firstName: body.firstName || null } : {}),
      ...(body.lastName !== undefined ? { lastName: body.lastName || null } : {}),
      ...(body.localeCode !== undefined ? { localeCode: body.localeCode } : {}),
      enabled,
      role,
      ...(newPassword ? { passwordHash: newPassword } : {}),
      ...(resetTwoFactor ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
    });
    if (!after) throw new NotFoundError();
    // A demotion, a disabled account, a new password or two-factor turned off: the member's open
    // sessions end now, except the actor's own current one when they changed their own password.
    const demoted = rank(role) < rank(before.role as StaffRole);
    if (demoted || !enabled || newPassword || resetTwoFactor) {
      await endAllStaffSessions(tx, id, id === actor.id && enabled && !demoted ? actor.sessionId : undefined);
    }
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'administrator.update',
      entityType: 'administrator',
      entityId: id,
      before: auditedStaff(before),
      after: { ...auditedStaff(after), ...(newPassword ? { passwordChanged: true } : {}) },
    });
    return after;
  });
  return presentAdminUser(row, await twoFactorRequiredForAll(db));
}

/** owner > manager > fulfilment: any step down is a demotion. */
const rank = (role: StaffRole) => ({ owner: 3, manager: 2, fulfilment: 1 })[role];

export async function deleteAdministrator(
  db: Database,
  actorId: number,
  id: number,
  locale: CatalogLocale,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    const before = await lockStaff(tx, id);
    if (!before) throw new NotFoundError();
    if (before.role === 'owner' && before.enabled && (await countOtherEnabledOwners(tx, id)) === 0) {
      refuse(locale, '', 'staffLastOwner');
    }
    // Its sessions and refresh tokens go with the row (foreign keys, on delete cascade): the member's
    // tokens find no session from now on.
    await deleteStaff(tx, id);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'administrator.delete',
      entityType: 'administrator',
      entityId: id,
      before: auditedStaff(before),
      after: null,
    });
  });
}

/** Dates of the filter: a bare date `from` is that day's midnight, a bare date `to` the end of that day (UTC). */
function bound(value: string | undefined, end: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  }
  return new Date(value);
}

export async function auditLogPage(db: Database, query: AuditLogQuery) {
  const { rows, total } = await listAuditEntries(
    db,
    {
      staffId: query.staffId,
      entityType: query.entityType,
      entityId: query.entityId,
      action: query.action,
      from: bound(query.from, false),
      to: bound(query.to, true),
    },
    { offset: (query.page - 1) * query.itemsPerPage, limit: query.itemsPerPage },
  );
  return { members: rows.map(presentAuditEntry), total };
}
