import type { AdminUser, AuditLogEntry } from '@sakhe/contract/admin';
import { ADMIN_API } from '@sakhe/contract/admin';
import { formatDate } from '../../http/hydra';
import type { StaffRow } from './queries';
import type { StaffRole } from '@sakhe/contract/admin';

const adminIri = (collection: string, id: string | number) =>
  `${ADMIN_API}/${collection}/${encodeURIComponent(String(id))}`;

/** Owners always, everyone when the shop's setting says so. */
export const mustUseTwoFactor = (role: StaffRole, requiredForAll: boolean) =>
  requiredForAll || role === 'owner';

export function presentAdminUser(row: StaffRow, requiredForAll: boolean): AdminUser {
  return {
    '@context': '/api/v2/contexts/AdminUser',
    '@id': adminIri('administrators', row.id),
    '@type': 'AdminUser',
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    localeCode: row.localeCode,
    enabled: row.enabled,
    role: row.role as StaffRole,
    twoFactorEnabled: row.totpSecret !== null,
    twoFactorRequired: mustUseTwoFactor(row.role as StaffRole, requiredForAll),
    createdAt: formatDate(row.createdAt),
  };
}

/** What the audit log keeps of a member: never the password hash or the TOTP secret. */
export function auditedStaff(row: StaffRow) {
  return {
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    localeCode: row.localeCode,
    enabled: row.enabled,
    role: row.role,
    twoFactorEnabled: row.totpSecret !== null,
  };
}

export function presentAuditEntry(row: {
  id: number;
  staffId: number | null;
  staffEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}): AuditLogEntry {
  return {
    '@id': adminIri('audit-log', row.id),
    '@type': 'AuditLogEntry',
    id: row.id,
    staffId: row.staffId,
    staffEmail: row.staffEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: formatDate(row.createdAt),
  };
}

export function presentStaffSessions(
  rows: Array<{
    id: string;
    createdAt: Date;
    lastUsedAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
  }>,
  currentSessionId: string,
) {
  return {
    '@context': '/api/v2/contexts/StaffSession',
    '@id': `${ADMIN_API}/sessions`,
    '@type': 'hydra:Collection' as const,
    'hydra:member': rows.map((row) => ({
      '@id': adminIri('sessions', row.id),
      '@type': 'StaffSession' as const,
      id: row.id,
      createdAt: formatDate(row.createdAt),
      lastUsedAt: formatDate(row.lastUsedAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      current: row.id === currentSessionId,
    })),
    'hydra:totalItems': rows.length,
  };
}
