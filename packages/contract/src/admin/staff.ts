import { z } from 'zod';
import { hydraCollection, hydraErrorSchema, paginationQuery } from '../hydra';
import { STAFF_ROLES } from './permissions';

/**
 * The back office's staff (issue 21): signing in with a password and, when enrolled, a TOTP code;
 * refresh; two-factor enrollment; sessions; administrators in Sylius 1.12's AdminUser shape plus
 * `role`; the audit log. Shapes of the Admin API under /api/v2/admin.
 */

export const ADMIN_API = '/api/v2/admin';

export const staffRole = z.enum(STAFF_ROLES);

/** Staff passwords: longer than a shopper's, as they open every order. */
export const STAFF_PASSWORD = { min: 12, max: 128 } as const;

const email = z.email().max(254);
const password = z.string().max(STAFF_PASSWORD.max);
/** Six digits of an authenticator app, or a recovery code (`xxxxx-xxxxx`). */
const oneTimeCode = z.string().trim().max(32);

export const adminLoginBody = z.object({
  email: z.string().max(254),
  password,
  /** The authenticator's current code, or one of the recovery codes; needed once two-factor is on. */
  code: oneTimeCode.nullish(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminRefreshBody = z
  .object({ refresh_token: z.string().max(512).nullish() })
  .nullish()
  .transform((body) => body ?? {});

export const adminUserSchema = z.object({
  '@context': z.literal('/api/v2/contexts/AdminUser'),
  '@id': z.string(),
  '@type': z.literal('AdminUser'),
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  localeCode: z.string(),
  enabled: z.boolean(),
  role: staffRole,
  /** Whether the member signs in with an authenticator code. */
  twoFactorEnabled: z.boolean(),
  /** Whether the member must enroll before making any change (owners, or everyone by setting). */
  twoFactorRequired: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminAuthenticationTokenSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  /** Unix time the refresh token stops working. */
  refresh_token_expiration: z.number().int(),
  adminUser: adminUserSchema,
});
export type AdminAuthenticationToken = z.infer<typeof adminAuthenticationTokenSchema>;

/**
 * 403 of the Admin API: a hydra error, with a machine-readable `code` where the client can act on
 * it: `two_factor_enrollment_required` (enroll first), `permission_denied` (the role may not),
 * `admin_header_required` (a cookie-authenticated write without `X-Sakhe-Admin: 1`).
 */
export const adminForbiddenSchema = hydraErrorSchema.extend({ code: z.string().optional() });

export const ADMIN_FORBIDDEN_CODES = {
  twoFactorEnrollmentRequired: 'two_factor_enrollment_required',
  permissionDenied: 'permission_denied',
  adminHeaderRequired: 'admin_header_required',
} as const;

/** Login answers 401 with this message when the password was right but a code is still needed. */
export const TWO_FACTOR_CODE_REQUIRED = 'Two-factor code required.';

export const twoFactorEnrollmentSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, a PNG data URL. */
  qrCode: z.string(),
  /** Shown once; each signs in once instead of a code. */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnrollment = z.infer<typeof twoFactorEnrollmentSchema>;

export const twoFactorConfirmationBody = z.object({ code: oneTimeCode });

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** `POST administrators` (Sylius's fields plus `role`). */
export const administratorCreateBody = z.object({
  email,
  username: z.string().trim().min(1).max(64).nullish(),
  plainPassword: z.string().min(STAFF_PASSWORD.min).max(STAFF_PASSWORD.max),
  firstName: optionalText(64),
  lastName: optionalText(64),
  localeCode: z.enum(['ka', 'en']).default('ka'),
  enabled: z.boolean().default(true),
  role: staffRole,
});
export type AdministratorCreateBody = z.infer<typeof administratorCreateBody>;

/** `PUT administrators/{id}`: what is sent changes, what is left out stays. */
export const administratorUpdateBody = z.object({
  email: email.optional(),
  username: z.string().trim().min(1).max(64).optional(),
  plainPassword: z.string().min(STAFF_PASSWORD.min).max(STAFF_PASSWORD.max).nullish(),
  firstName: optionalText(64),
  lastName: optionalText(64),
  localeCode: z.enum(['ka', 'en']).optional(),
  enabled: z.boolean().optional(),
  role: staffRole.optional(),
  /** `false` turns the member's two-factor off (a lost phone): they enroll again at their next sign-in. */
  twoFactorEnabled: z.literal(false).optional(),
});
export type AdministratorUpdateBody = z.infer<typeof administratorUpdateBody>;

export const administratorCollectionSchema = hydraCollection(adminUserSchema);

export const staffSessionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('StaffSession'),
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export const staffSessionCollectionSchema = hydraCollection(staffSessionSchema);

export const auditLogEntrySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('AuditLogEntry'),
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogCollectionSchema = hydraCollection(auditLogEntrySchema);

const dateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const auditLogQuery = paginationQuery.extend({
  staffId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(128).optional(),
  action: z.string().max(64).optional(),
  /** From this moment (a date is its midnight, UTC), inclusive. */
  from: dateBound.optional(),
  /** Until this moment (a date: to the end of that day, UTC), inclusive. */
  to: dateBound.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
