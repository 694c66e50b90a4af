import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { hydraErrorSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { PASSWORD, api, registration, uniqueEmail } from './support';

/** A fresh client address per test, so counters of one test never reach into another. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Registered from an address of its own, so the registration limit stays out of the way. */
async function signUp(t: TestApp, name?: string) {
  const email = uniqueEmail(name);
  expect((await api(t, 'POST', 'customers', registration(email), { ip: newIp() })).status).toBe(204);
  return email;
}

function expectTooMany(
  reply: { status: number; body: unknown; headers: Record<string, unknown> },
  windowSeconds: number,
) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(429);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return hydraErrorSchema.parse(reply.body);
}

describe('in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_LIMIT_PER_IP: '3/1m',
      LOGIN_LIMIT_PER_EMAIL: '2/15m',
      REGISTRATION_LIMIT_PER_IP: '2/1h',
      REGISTRATION_LIMIT_PER_EMAIL: '2/1h',
      RECOVERY_LIMIT_PER_IP: '3/1h',
      RECOVERY_LIMIT_PER_EMAIL: '2/1h',
    });
  });
  afterAll(() => t.close());

  it('limits login attempts per IP (429, Retry-After, hydra error in the request language)', async () => {
    const ip = newIp();
    const email = await signUp(t);
    for (let i = 0; i < 3; i++) {
      const reply = await api(
        t,
        'POST',
        'authentication-token',
        { email: uniqueEmail('x'), password: 'x' },
        { ip },
      );
      expect(reply.status).toBe(401);
    }
    const refused = await api(
      t,
      'POST',
      'authentication-token',
      { email, password: PASSWORD },
      { ip, locale: 'en_US' },
    );
    const error = expectTooMany(refused, 60);
    const seconds = Number(refused.headers['retry-after']);
    expect(error['hydra:description']).toBe(
      `Too many attempts, please try again in ${seconds === 60 ? '1 minute' : `${seconds} seconds`}`,
    );
    const ka = await api(t, 'POST', 'customers/token', { email, password: PASSWORD }, { ip });
    expect(expectTooMany(ka, 60)['hydra:description']).toMatch(
      /^ძალიან ბევრი მცდელობაა, გთხოვთ, სცადოთ (\d+ წამში|1 წუთში)$/,
    );
    // Another address is not held back.
    expect(
      (await api(t, 'POST', 'authentication-token', { email, password: PASSWORD }, { ip: newIp() })).status,
    ).toBe(200);
  });

  it('limits failed logins per e-mail, from whatever address; successful logins do not count', async () => {
    const email = await signUp(t);
    for (let i = 0; i < 2; i++) {
      const reply = await api(
        t,
        'POST',
        'authentication-token',
        { email, password: 'wrong-guess' },
        { ip: newIp() },
      );
      expect(reply.status).toBe(401);
    }
    // Even the right password waits now: the account is being guessed at.
    const refused = await api(
      t,
      'POST',
      'authentication-token',
      { email: email.toUpperCase(), password: PASSWORD },
      { ip: newIp() },
    );
    expectTooMany(refused, 15 * 60);

    const lucky = await signUp(t, 'lucky');
    for (let i = 0; i < 4; i++) {
      expect(
        (await api(t, 'POST', 'authentication-token', { email: lucky, password: PASSWORD }, { ip: newIp() }))
          .status,
      ).toBe(200);
    }
  });

  it('limits registrations per IP and per e-mail', async () => {
    const ip = newIp();
    for (let i = 0; i < 2; i++) {
      expect((await api(t, 'POST', 'customers', registration(uniqueEmail()), { ip })).status).toBe(204);
    }
    const refused = await api(t, 'POST', 'customers', registration(uniqueEmail()), { ip, locale: 'en_US' });
    // An hour's wait is said in minutes, as a person would (issue 26, item 21).
    expect(expectTooMany(refused, 3600)['hydra:description']).toMatch(
      /^Too many attempts, please try again in (59|60) minutes$/,
    );
    const ka = await api(t, 'POST', 'customers/from-order', {}, { ip });
    expect(expectTooMany(ka, 3600)['hydra:description']).toMatch(
      /^ძალიან ბევრი მცდელობაა, გთხოვთ, სცადოთ (59|60) წუთში$/,
    );

    const email = uniqueEmail('probe');
    expect((await api(t, 'POST', 'customers', registration(email), { ip: newIp() })).status).toBe(204);
    expect((await api(t, 'POST', 'customers', registration(email), { ip: newIp() })).status).toBe(422);
    expectTooMany(await api(t, 'POST', 'customers', registration(email), { ip: newIp() }), 3600);
  });

  it('limits recovery requests per e-mail and per IP', async () => {
    const email = await signUp(t);
    for (let i = 0; i < 2; i++) {
      expect((await api(t, 'POST', 'reset-password-requests', { email }, { ip: newIp() })).status).toBe(202);
    }
    expectTooMany(await api(t, 'POST', 'customers/reset-password', { email }, { ip: newIp() }), 3600);

    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await api(t, 'POST', 'reset-password-requests', { email: uniqueEmail() }, { ip })).status).toBe(
        202,
      );
    }
    expectTooMany(await api(t, 'POST', 'reset-password-requests', { email: uniqueEmail() }, { ip }), 3600);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const reachable = await redisReachable();
if (!reachable) console.warn(`Redis is not reachable at ${REDIS_URL}: skipping the shared rate-limit test`);

describe.skipIf(!reachable)('across API processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, LOGIN_LIMIT_PER_IP: '2/1m', LOGIN_LIMIT_PER_EMAIL: '1/15m' };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failed logins of one e-mail on every instance together', async () => {
    const email = uniqueEmail('shared');
    const attempt = (t: TestApp) =>
      api(t, 'POST', 'authentication-token', { email, password: 'wrong-guess' }, { ip: newIp() });
    expect((await attempt(a)).status).toBe(401);
    expectTooMany(await attempt(b), 15 * 60);
  });

  it('counts the attempts of one client on every instance together', async () => {
    const ip = newIp();
    const attempt = (t: TestApp) =>
      api(t, 'POST', 'authentication-token', { email: uniqueEmail(), password: 'x' }, { ip });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    // Each instance alone has seen fewer than the limit; together they have seen it.
    expectTooMany(await attempt(a), 60);
    expectTooMany(await attempt(b), 60);
    expect(
      (await api(b, 'POST', 'authentication-token', { email: uniqueEmail(), password: 'x' }, { ip: newIp() }))
        .status,
    ).toBe(401);
  });
});
