import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';
import { adminApi, createStaff, signIn, staffSession } from './support';

let t: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  owner = await staffSession(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

/** The audit entries of one action by one member (read as the file's owner). */
async function auditEntries(action: string, staffId: number) {
  const reply = await adminApi(t, 'GET', `audit-log?action=${action}&staffId=${staffId}`, undefined, {
    token: owner.token,
  });
  expect(reply.status).toBe(200);
  return reply.body['hydra:member'] as Array<Record<string, unknown>>;
}

const me = (token: string) => adminApi(t, 'GET', 'me', undefined, { token });
const refresh = (refresh_token: string) =>
  adminApi(t, 'POST', 'refresh-authentication-token', { refresh_token });

describe('refresh', () => {
  it('rotates the refresh token; a used one presented again ends the whole session', async () => {
    const member = await createStaff(t, 'manager');
    const first = await signIn(t, member);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.adminUser.email).toBe(member.email);
    expect((await me(second.body.token)).status).toBe(200);

    // The first refresh token again: a copy is in someone's hands, the session ends for both.
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid JWT Refresh Token');
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    expect((await me(second.body.token)).status).toBe(401);
    expect((await me(first.token)).status).toBe(401);
  });

  it('refuses an unknown refresh token and none', async () => {
    expect((await refresh('f'.repeat(64))).status).toBe(401);
    const none = await adminApi(t, 'POST', 'refresh-authentication-token', {});
    expect(none.status).toBe(401);
  });

  it('refreshes from the cookie when the admin app asks, and sets new cookies', async () => {
    const member = await createStaff(t, 'fulfilment');
    const login = await adminApi(
      t,
      'POST',
      'authentication-token',
      { email: member.email, password: member.password },
      { adminApp: true },
    );
    const cookies = (login.headers['set-cookie'] as string[])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    // Without the header, the cookie is not read (a cross-site form cannot refresh).
    expect((await adminApi(t, 'POST', 'refresh-authentication-token', {}, { cookie: cookies })).status).toBe(
      401,
    );
    const refreshed = await adminApi(
      t,
      'POST',
      'refresh-authentication-token',
      {},
      { cookie: cookies, adminApp: true },
    );
    expect(refreshed.status).toBe(200);
    expect(String(refreshed.headers['set-cookie'])).toMatch(
      /sakhe_admin=[^;]+;.*sakhe_admin_refresh=[^;]+;/s,
    );
    // Signing out with the cookie clears both.
    const newCookies = (refreshed.headers['set-cookie'] as string[])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const out = await adminApi(t, 'POST', 'logout', {}, { cookie: newCookies, adminApp: true });
    expect(out.status).toBe(204);
    expect((out.headers['set-cookie'] as string[]).every((cookie) => cookie.includes('Max-Age=0'))).toBe(
      true,
    );
    expect((await me(refreshed.body.token)).status).toBe(401);
  });
});

describe('staff sessions', () => {
  it('lists the member’s own open sessions and ends one of them at once', async () => {
    const member = await createStaff(t, 'manager');
    const phone = await signIn(t, member);
    const laptop = await signIn(t, member);
    const list = await adminApi(t, 'GET', 'sessions', undefined, { token: laptop.token });
    expect(list.status).toBe(200);
    expect(list.body['hydra:totalItems']).toBe(2);
    const current = list.body['hydra:member'].filter((session: { current: boolean }) => session.current);
    expect(current).toHaveLength(1);
    const other = list.body['hydra:member'].find((session: { current: boolean }) => !session.current);

    const ended = await adminApi(t, 'DELETE', `sessions/${other.id}`, undefined, { token: laptop.token });
    expect(ended.status).toBe(204);
    expect((await me(phone.token)).status).toBe(401);
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(200);
    const [entry] = await auditEntries('session.revoke', member.id);
    expect(entry).toMatchObject({ entityType: 'staff-session', entityId: other.id, staffId: member.id });

    // Someone else's session, an unknown one and a malformed id: not found.
    const stranger = await signIn(t, await createStaff(t, 'manager'));
    const strangers = await adminApi(t, 'GET', 'sessions', undefined, { token: stranger.token });
    const theirs = strangers.body['hydra:member'][0].id;
    expect(
      (await adminApi(t, 'DELETE', `sessions/${theirs}`, undefined, { token: laptop.token })).status,
    ).toBe(404);
    expect((await me(stranger.token)).status).toBe(200);
    expect((await adminApi(t, 'DELETE', 'sessions/nope', undefined, { token: laptop.token })).status).toBe(
      404,
    );
  });

  it('signs out everywhere', async () => {
    const member = await createStaff(t, 'fulfilment');
    const sessions = [await signIn(t, member), await signIn(t, member), await signIn(t, member)];
    const out = await adminApi(t, 'DELETE', 'sessions', undefined, { token: sessions[0]!.token });
    expect(out.status).toBe(204);
    for (const session of sessions) {
      expect((await me(session.token)).status).toBe(401);
      expect((await refresh(session.refresh_token)).status).toBe(401);
    }
    expect(await auditEntries('session.revoke-all', member.id)).toHaveLength(1);
  });

  it('ends a member’s sessions at once when they are demoted, disabled, given a new password or deleted', async () => {
    const { token: ownerToken } = await staffSession(t, 'owner');
    const change = async (body: object | null) => {
      const member = await createStaff(t, 'manager');
      const session = await signIn(t, member);
      const reply =
        body === null
          ? await adminApi(t, 'DELETE', `administrators/${member.id}`, undefined, { token: ownerToken })
          : await adminApi(t, 'PUT', `administrators/${member.id}`, body, { token: ownerToken });
      expect(reply.status, JSON.stringify(reply.body)).toBe(body === null ? 204 : 200);
      return session;
    };
    for (const body of [
      { role: 'fulfilment' },
      { enabled: false },
      { plainPassword: 'a brand new password' },
      null,
    ]) {
      const session = await change(body);
      expect((await me(session.token)).status, JSON.stringify(body)).toBe(401);
      expect((await refresh(session.refresh_token)).status).toBe(401);
    }
    // A change that takes nothing away (a new name, a promotion) keeps them signed in.
    for (const body of [{ firstName: 'ნინო' }, { role: 'owner' }]) {
      const session = await change(body);
      expect((await me(session.token)).status, JSON.stringify(body)).toBe(200);
    }
  });

  it('ends the session of a refresh token on logout', async () => {
    const member = await createStaff(t, 'manager');
    const session = await signIn(t, member);
    const out = await adminApi(t, 'POST', 'logout', { refresh_token: session.refresh_token });
    expect(out.status).toBe(204);
    expect((await me(session.token)).status).toBe(401);
    expect((await adminApi(t, 'POST', 'logout', {})).status).toBe(401);
  });
});
