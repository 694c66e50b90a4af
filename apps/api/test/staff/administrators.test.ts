import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/staff';
import { NO_LIMITS } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';
import { adminApi, createStaff, enrollTwoFactor, signIn, staffSession } from './support';

let t: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  owner = await staffSession(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

const as = () => ({ token: owner.token });
const auditOf = async (query: string) => {
  const reply = await adminApi(t, 'GET', `audit-log?${query}`, undefined, as());
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

describe('administrators', () => {
  it('creates, reads, lists, updates and deletes a member, each write audited before → after', async () => {
    const created = await adminApi(
      t,
      'POST',
      'administrators',
      {
        email: 'Tamar@Sakhe.ge',
        username: 'tamar',
        plainPassword: 'a long enough password',
        firstName: 'თამარ',
        lastName: 'ბერიძე',
        localeCode: 'ka',
        enabled: true,
        role: 'fulfilment',
      },
      as(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      '@context': '/api/v2/contexts/AdminUser',
      '@type': 'AdminUser',
      email: 'tamar@sakhe.ge',
      username: 'tamar',
      firstName: 'თამარ',
      role: 'fulfilment',
      enabled: true,
      twoFactorEnabled: false,
    });
    expect(JSON.stringify(created.body)).not.toContain('password');
    const id = created.body.id as number;

    // The new member signs in with the password given.
    await signIn(t, { email: 'tamar@sakhe.ge', password: 'a long enough password' });

    const read = await adminApi(t, 'GET', `administrators/${id}`, undefined, as());
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const list = await adminApi(t, 'GET', 'administrators?itemsPerPage=100', undefined, as());
    expect(list.status).toBe(200);
    expect(list.body['@type']).toBe('hydra:Collection');
    expect(list.body['hydra:member'].map((member: { id: number }) => member.id)).toContain(id);

    const updated = await adminApi(
      t,
      'PUT',
      `administrators/${id}`,
      { role: 'manager', lastName: 'გელაშვილი' },
      as(),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ role: 'manager', lastName: 'გელაშვილი', firstName: 'თამარ' });

    const deleted = await adminApi(t, 'DELETE', `administrators/${id}`, undefined, as());
    expect(deleted.status).toBe(204);
    expect((await adminApi(t, 'GET', `administrators/${id}`, undefined, as())).status).toBe(404);

    const log = await auditOf(`entityType=administrator&entityId=${id}`);
    const entries = log['hydra:member'] as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(entries.map((entry) => entry.action)).toEqual([
      'administrator.delete',
      'administrator.update',
      'administrator.create',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ staffId: owner.account.id, staffEmail: owner.account.email });
    }
    const [remove, update, create] = entries;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ email: 'tamar@sakhe.ge', role: 'fulfilment' });
    expect(update!.before).toMatchObject({ role: 'fulfilment', lastName: 'ბერიძე' });
    expect(update!.after).toMatchObject({ role: 'manager', lastName: 'გელაშვილი' });
    expect(remove!.before).toMatchObject({ role: 'manager' });
    expect(remove!.after).toBeNull();
    expect(JSON.stringify(entries)).not.toMatch(/argon2|passwordHash/);
  });

  it('records a new password as changed, never the password', async () => {
    const member = await createStaff(t, 'manager');
    const reply = await adminApi(
      t,
      'PUT',
      `administrators/${member.id}`,
      { plainPassword: 'another long password' },
      as(),
    );
    expect(reply.status).toBe(200);
    const [entry] = (
      await auditOf(`entityType=administrator&entityId=${member.id}&action=administrator.update`)
    )['hydra:member'];
    expect(entry.after.passwordChanged).toBe(true);
    expect(JSON.stringify(entry)).not.toContain('another long password');
    await signIn(t, { email: member.email, password: 'another long password' });
  });

  it('answers bad input with the contract’s errors', async () => {
    const existing = await createStaff(t, 'manager');
    const base = { email: 'x@sakhe.ge', plainPassword: 'a long enough password', role: 'manager' };
    const cases: Array<[object, string]> = [
      [{ ...base, email: existing.email.toUpperCase() }, 'email'],
      [{ ...base, email: 'not an e-mail' }, 'email'],
      [{ ...base, plainPassword: 'short' }, 'plainPassword'],
      [{ ...base, role: 'admin' }, 'role'],
      [{ ...base, localeCode: 'fr' }, 'localeCode'],
    ];
    for (const [body, field] of cases) {
      const reply = await adminApi(t, 'POST', 'administrators', body, as());
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(field);
    }
    const other = await createStaff(t, 'fulfilment');
    const taken = await adminApi(t, 'PUT', `administrators/${other.id}`, { email: existing.email }, as());
    expect(taken.status).toBe(422);
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      expect((await adminApi(t, 'GET', `administrators/${id}`, undefined, as())).status, id).toBe(404);
      expect((await adminApi(t, 'PUT', `administrators/${id}`, { enabled: true }, as())).status, id).toBe(
        404,
      );
      expect((await adminApi(t, 'DELETE', `administrators/${id}`, undefined, as())).status, id).toBe(404);
    }
  });

  it('keeps at least one enabled owner', async () => {
    const fresh = await createTestApp(NO_LIMITS);
    try {
      const solo = await (async () => {
        const session = await staffSession(fresh, 'owner');
        return session;
      })();
      const opts = { token: solo.token };
      const path = `administrators/${solo.account.id}`;
      for (const body of [{ role: 'manager' }, { enabled: false }]) {
        const reply = await adminApi(fresh, 'PUT', path, body, opts);
        expect(reply.status, JSON.stringify(body)).toBe(422);
      }
      expect((await adminApi(fresh, 'DELETE', path, undefined, opts)).status).toBe(422);
      // With a second owner, the first may step down.
      const second = await adminApi(
        fresh,
        'POST',
        'administrators',
        { email: 'second-owner@sakhe.ge', plainPassword: 'a long enough password', role: 'owner' },
        opts,
      );
      expect(second.status).toBe(201);
      const other = await signIn(fresh, {
        email: 'second-owner@sakhe.ge',
        password: 'a long enough password',
      });
      await enrollTwoFactor(fresh, other.token);
      // Each demotes the other at the same moment: one wins, the other is refused, none fails. The
      // loser is refused as the last owner (422) or, when the winner's demotion ended their session
      // before their own request was let in, as signed out (401).
      const [first, last] = await Promise.all([
        adminApi(fresh, 'PUT', `administrators/${second.body.id}`, { role: 'manager' }, opts),
        adminApi(fresh, 'PUT', path, { role: 'manager' }, { token: other.token }),
      ]);
      const [won, refused] = [first.status, last.status].sort();
      expect(won).toBe(200);
      expect([401, 422]).toContain(refused);
      const owners = await adminApi(
        fresh,
        'GET',
        'administrators',
        undefined,
        first.status === 200 ? opts : { token: other.token },
      );
      const roles = owners.body['hydra:member'].map((member: { role: string }) => member.role);
      expect(roles.filter((role: string) => role === 'owner')).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('the audit log', () => {
  it('filters by member, entity, action and date', async () => {
    const other = await staffSession(t, 'owner');
    const target = await createStaff(t, 'fulfilment');
    await adminApi(t, 'PUT', `administrators/${target.id}`, { firstName: 'ლევან' }, { token: other.token });

    const byStaff = await auditOf(`staffId=${other.account.id}`);
    expect(byStaff['hydra:totalItems']).toBeGreaterThan(0);
    for (const entry of byStaff['hydra:member']) expect(entry.staffId).toBe(other.account.id);

    const byAction = await auditOf('action=two-factor.enable');
    expect(byAction['hydra:member'].length).toBeGreaterThan(0);
    for (const entry of byAction['hydra:member']) expect(entry.action).toBe('two-factor.enable');

    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf(`from=${today}&to=${today}&staffId=${other.account.id}`))['hydra:totalItems']).toBe(
      byStaff['hydra:totalItems'],
    );
    expect((await auditOf(`to=2000-01-01&staffId=${other.account.id}`))['hydra:totalItems']).toBe(0);
    expect((await auditOf(`from=2999-01-01T00:00:00Z`))['hydra:totalItems']).toBe(0);

    const paged = await auditOf('itemsPerPage=1&page=2');
    expect(paged['hydra:member']).toHaveLength(1);
    expect(paged['hydra:view']['hydra:previous']).toContain('page=1');

    for (const query of ['from=yesterday', 'staffId=abc', 'page=0', 'itemsPerPage=1000']) {
      const reply = await adminApi(t, 'GET', `audit-log?${query}`, undefined, as());
      expect(reply.status, query).toBe(400);
    }
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    await t.database.db.transaction(async (tx) =>
      recordAudit(tx, {
        staffId: null,
        action: 'test.append',
        entityType: 'test',
        entityId: 1,
        before: null,
        after: { ok: true },
      }),
    );
    await expect(t.database.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const entries = await auditOf('action=test.append');
    expect(entries['hydra:member'][0]).toMatchObject({
      staffId: null,
      staffEmail: null,
      after: { ok: true },
    });
  });
});
