import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { AdminUser, StaffRole } from '@sakhe/contract/admin';
import { expect } from 'vitest';
import { createStaffMember } from '../../src/modules/staff/administrators';
import type { TestApp } from '../support/app';

/** Helpers of the staff tests (and of admin-ops's tests of the Admin API). */

const ADMIN = '/api/v2/admin';

const STAFF_PASSWORD = 'correct horse battery staple';

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminCallOptions {
  token?: string;
  /** The raw Cookie header. */
  cookie?: string;
  /** Sends `X-Sakhe-Admin: 1`, as the admin app does. */
  adminApp?: boolean;
  ip?: string;
  headers?: Record<string, string>;
}

/** An Admin API call (path relative to /api/v2/admin unless absolute). */
export async function adminApi(
  t: TestApp,
  method: Method,
  path: string,
  body?: unknown,
  options: AdminCallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.adminApp) headers['x-sakhe-admin'] = '1';
  if (body !== undefined) {
    headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
  }
  const response = await t.app.inject({
    method,
    url: path.startsWith('/') ? path : `${ADMIN}/${path}`,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const raw = response.body;
  return { status: response.statusCode, body: parseBody(raw), headers: response.headers };
}

function parseBody(raw: string): unknown {
  if (raw === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  password: string;
}

/** A member of staff straight in the database (as `npm run admin:create` makes one). */
export async function createStaff(
  t: TestApp,
  role: StaffRole,
  options: { email?: string; password?: string } = {},
): Promise<StaffAccount> {
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@staff.test`;
  const password = options.password ?? STAFF_PASSWORD;
  const row = await createStaffMember(t.database.db, null, { email, password, role });
  if (!row) throw new Error(`staff ${email} exists`);
  return { id: row.id, email, role, password };
}

export async function signIn(
  t: TestApp,
  account: { email: string; password: string },
  extra: { code?: string; ip?: string } = {},
): Promise<{ token: string; refresh_token: string; adminUser: AdminUser }> {
  const reply = await adminApi(
    t,
    'POST',
    'authentication-token',
    { email: account.email, password: account.password, ...(extra.code ? { code: extra.code } : {}) },
    extra.ip ? { ip: extra.ip } : {},
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Enrolls and confirms two-factor for a signed-in member; the secret and recovery codes. */
export async function enrollTwoFactor(
  t: TestApp,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const enrollment = await adminApi(t, 'POST', 'two-factor/enrollment', undefined, { token });
  expect(enrollment.status, JSON.stringify(enrollment.body)).toBe(200);
  const { secret, recoveryCodes } = enrollment.body;
  const code = await generate({ secret });
  const confirmed = await adminApi(t, 'POST', 'two-factor/confirmation', { code }, { token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, recoveryCodes };
}

/** A TOTP code of another time step than `now`'s (each code is accepted once). */
export const codeAt = (secret: string, epochSeconds: number) => generate({ secret, epoch: epochSeconds });

/** A signed-in member whose writes are not held up by two-factor enrollment (owners are enrolled). */
export async function staffSession(t: TestApp, role: StaffRole) {
  const account = await createStaff(t, role);
  const tokens = await signIn(t, account);
  if (role === 'owner') {
    const { secret } = await enrollTwoFactor(t, tokens.token);
    return { account, token: tokens.token, secret };
  }
  return { account, token: tokens.token, secret: null };
}
