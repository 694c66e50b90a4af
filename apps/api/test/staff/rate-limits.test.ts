import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/app';
import { adminApi, createStaff } from './support';

/** Sign-in is limited per client IP and, for failures, per e-mail (the counters the shop's login uses). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '4/1m', LOGIN_LIMIT_PER_EMAIL: '3/15m' });
});
afterAll(async () => {
  await t.close();
});

const attempt = (email: string, password: string, ip: string) =>
  adminApi(t, 'POST', 'authentication-token', { email, password }, { ip });

describe('sign-in limits', () => {
  it('refuses a client IP past its attempts with 429 and Retry-After', async () => {
    const member = await createStaff(t, 'manager');
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(`nobody-${i}@staff.test`, 'wrong password', '203.0.113.1')).status).toBe(401);
    }
    const limited = await attempt(member.email, member.password, '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body['@type']).toBe('hydra:Error');
    // Another address is not held up.
    expect((await attempt(member.email, member.password, '203.0.113.2')).status).toBe(200);
  });

  it('refuses an e-mail after its failed sign-ins, from any address, even with the right password', async () => {
    const member = await createStaff(t, 'fulfilment');
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(member.email, 'wrong password', `198.51.100.${i + 1}`)).status).toBe(401);
    }
    expect((await attempt(member.email, member.password, '198.51.100.50')).status).toBe(429);
    expect((await attempt(member.email.toUpperCase(), member.password, '198.51.100.51')).status).toBe(429);
    // Another member is not held up.
    const other = await createStaff(t, 'fulfilment');
    expect((await attempt(other.email, other.password, '198.51.100.52')).status).toBe(200);
  });

  it('counts the shop’s logins and the staff’s sign-ins apart', async () => {
    const member = await createStaff(t, 'manager');
    for (let i = 0; i < 4; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/shop/authentication-token',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '192.0.2.9',
        payload: JSON.stringify({ email: `shopper-${i}@example.ge`, password: 'wrong password' }),
      });
    }
    expect((await attempt(member.email, member.password, '192.0.2.9')).status).toBe(200);
  });
});
