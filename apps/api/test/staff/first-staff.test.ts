import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock';
import { seedDemoStaff } from '../../src/modules/staff';
import { NO_LIMITS } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';
import { adminApi, signIn } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => {
  await t.close();
});

describe('the demo staff (SEED_DEMO)', () => {
  it('makes an owner, a manager and a fulfilment member once, with passwords that sign in', async () => {
    const staff = await seedDemoStaff(t.database.db);
    expect(staff.map((member) => member.role)).toEqual(['owner', 'manager', 'fulfilment']);
    expect(new Set(staff.map((member) => member.password)).size).toBe(3);
    for (const member of staff) {
      expect(member.password.length).toBeGreaterThanOrEqual(12);
      const { adminUser } = await signIn(t, member);
      expect(adminUser.role).toBe(member.role);
    }
    expect(await seedDemoStaff(t.database.db)).toEqual([]);
    const owner = await signIn(t, staff[0]!);
    const log = await adminApi(t, 'GET', 'audit-log?action=administrator.create', undefined, {
      token: owner.token,
    });
    expect(log.body['hydra:totalItems']).toBe(3);
    expect(log.body['hydra:member'][0].staffId).toBeNull();
  });
});

describe('the embedded database’s lock', () => {
  it('is held by one process at a time and taken over from a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sakhe-lock-'));
    try {
      const first = lockDataDir(dir);
      expect(first.acquired).toBe(true);
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
      if (first.acquired) first.release();
      // A lock of a running process (this test's parent) is refused and names it.
      writeFileSync(join(dir, 'pglite.lock'), String(process.ppid));
      const refused = lockDataDir(dir);
      expect(refused).toMatchObject({ acquired: false, heldBy: process.ppid });
      // A lock of a process that is gone is taken over.
      writeFileSync(join(dir, 'pglite.lock'), '2147483646');
      const taken = lockDataDir(dir);
      expect(taken.acquired).toBe(true);
      if (taken.acquired) taken.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
