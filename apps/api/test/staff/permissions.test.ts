import { PERMISSIONS, type Permission, STAFF_ROLES, type StaffRole } from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';
import { PERMISSION_ROUTES } from './permission-routes';
import { adminApi, staffSession } from './support';

/**
 * The permission matrix (issue 21): each role × each operation of the one table
 * (packages/contract/src/admin/permissions.ts) → allowed or refused, on the server.
 */

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  for (const role of STAFF_ROLES) tokens[role] = (await staffSession(t, role)).token;
});
afterAll(async () => {
  await t.close();
});

const permissions = Object.keys(PERMISSIONS) as Permission[];

describe('the permission matrix', () => {
  it('has a request for every permission of the table', () => {
    expect(Object.keys(PERMISSION_ROUTES).sort()).toEqual([...permissions].sort());
  });

  const cases = permissions.flatMap((permission) =>
    STAFF_ROLES.map((role) => ({
      permission,
      role,
      allowed: (PERMISSIONS[permission] as readonly StaffRole[]).includes(role),
    })),
  );

  it.each(cases)('$role → $permission: allowed $allowed', async ({ permission, role, allowed }) => {
    const route = PERMISSION_ROUTES[permission];
    if (!route) throw new Error(`No request for ${permission} in permission-routes.ts`);
    const request = await route(t);
    const reply = await adminApi(t, request.method, request.url, request.body, { token: tokens[role] });
    if (allowed) {
      expect([401, 403], JSON.stringify(reply.body)).not.toContain(reply.status);
      expect(reply.status).toBeLessThan(500);
    } else {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body).toMatchObject({ '@type': 'hydra:Error', code: 'permission_denied' });
    }
  });

  it('checks the permission before the body: a refused role learns nothing from validation', async () => {
    const invalid = { email: 'not an e-mail', role: 'nobody' };
    const refused = await adminApi(t, 'POST', 'administrators', invalid, { token: tokens.manager });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission_denied');
    const allowed = await adminApi(t, 'POST', 'administrators', invalid, { token: tokens.owner });
    expect(allowed.status).toBe(422);
  });

  it('words the refusal in the request’s language', async () => {
    const inGeorgian = await adminApi(t, 'GET', 'administrators', undefined, { token: tokens.fulfilment });
    expect(inGeorgian.body['hydra:description']).toBe('თქვენი როლი ამის უფლებას არ იძლევა');
    const inEnglish = await adminApi(t, 'GET', 'administrators', undefined, {
      token: tokens.fulfilment,
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.body['hydra:description']).toBe('Your role does not allow this');
  });

  it('refuses every operation of the table without a token', async () => {
    for (const permission of permissions) {
      const route = PERMISSION_ROUTES[permission];
      if (!route) continue; // reported by the first test
      const request = await route(t);
      const reply = await adminApi(t, request.method, request.url, request.body);
      expect(reply.status, permission).toBe(401);
    }
  });
});
