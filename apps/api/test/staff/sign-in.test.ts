import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';
import { adminApi, createStaff, staffSession } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v2/admin/authentication-token', () => {
  it('signs a member in with e-mail and password: tokens and the admin user', async () => {
    const manager = await createStaff(t, 'manager');
    const reply = await adminApi(t, 'POST', 'authentication-token', {
      email: manager.email.toUpperCase(),
      password: manager.password,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.token).toMatch(/^ey/);
    expect(reply.body.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.body.adminUser).toMatchObject({
      '@id': `/api/v2/admin/administrators/${manager.id}`,
      '@type': 'AdminUser',
      email: manager.email,
      role: 'manager',
      twoFactorEnabled: false,
      twoFactorRequired: false,
    });
    expect(reply.headers['set-cookie']).toBeUndefined();
    const me = await adminApi(t, 'GET', 'me', undefined, { token: reply.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(manager.email);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const member = await createStaff(t, 'fulfilment');
    for (const body of [
      { email: member.email, password: 'wrong password!' },
      { email: 'nobody@staff.test', password: member.password },
    ]) {
      const reply = await adminApi(t, 'POST', 'authentication-token', body);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
  });

  it('sets HttpOnly, SameSite=Strict cookies scoped to the Admin API for the admin app', async () => {
    const member = await createStaff(t, 'fulfilment');
    const reply = await adminApi(
      t,
      'POST',
      'authentication-token',
      { email: member.email, password: member.password },
      { adminApp: true },
    );
    expect(reply.status).toBe(200);
    const cookies = (reply.headers['set-cookie'] as string[]).filter((cookie) =>
      cookie.startsWith('sakhe_admin'),
    );
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'sakhe_admin',
      'sakhe_admin_refresh',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toContain('Path=/api/v2/admin;');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      // Plain HTTP on localhost (the injected requests' host): not Secure, or the browser would drop it.
      expect(cookie).not.toContain('Secure');
    }
    const access = cookies.find((cookie) => cookie.startsWith('sakhe_admin='))!.split(';')[0]!;
    const read = await adminApi(t, 'GET', 'me', undefined, { cookie: access });
    expect(read.status).toBe(200);
    // A write with the cookie but without the admin app's header is refused (cross-site request forgery).
    const forged = await adminApi(t, 'DELETE', 'sessions', undefined, { cookie: access });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('admin_header_required');
    const write = await adminApi(t, 'DELETE', 'sessions', undefined, { cookie: access, adminApp: true });
    expect(write.status).toBe(204);
  });

  it('marks the cookies Secure for any host but plain-HTTP localhost', async () => {
    const member = await createStaff(t, 'fulfilment');
    const reply = await adminApi(
      t,
      'POST',
      'authentication-token',
      { email: member.email, password: member.password },
      { adminApp: true, headers: { host: 'sakhe.ge' } },
    );
    expect(reply.status).toBe(200);
    const cookies = (reply.headers['set-cookie'] as string[]).filter((cookie) =>
      cookie.startsWith('sakhe_admin'),
    );
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it('answers 401 without a token on every guarded route', async () => {
    expect((await adminApi(t, 'GET', 'me')).status).toBe(401);
    expect((await adminApi(t, 'GET', 'administrators')).status).toBe(401);
    expect((await adminApi(t, 'GET', 'me', undefined, { token: 'not.a.jwt' })).status).toBe(401);
  });

  it('lets a disabled member sign in no more', async () => {
    const { token } = await staffSession(t, 'owner');
    const member = await createStaff(t, 'manager');
    const disabled = await adminApi(t, 'PUT', `administrators/${member.id}`, { enabled: false }, { token });
    expect(disabled.status).toBe(200);
    const reply = await adminApi(t, 'POST', 'authentication-token', {
      email: member.email,
      password: member.password,
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Invalid credentials.');
  });

  it('answers bad bodies with 422 and other media types with 415', async () => {
    for (const body of [
      {},
      { email: 'a@b.ge' },
      { email: 1, password: 'x' },
      { email: 'a@b.ge', password: 'x'.repeat(200) },
    ]) {
      expect((await adminApi(t, 'POST', 'authentication-token', body)).status, JSON.stringify(body)).toBe(
        422,
      );
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/authentication-token',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a&password=b',
    });
    expect(text.statusCode).toBe(415);
  });
});
