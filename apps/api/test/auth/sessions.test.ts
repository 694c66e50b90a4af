import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { authenticationTokenSchema, hydraErrorSchema, unauthorizedSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenKey, signAccessToken } from '../../src/modules/auth/tokens';
import { createTestApp, type TestApp } from '../support/app';
import { NO_LIMITS, PASSWORD, api, customer, login, register, uniqueEmail } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(() => t.close());

const unauthorized = (message: string) => ({ code: 401, message });
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

describe('login', () => {
  it('answers token, refresh token and customer IRI on both paths', async () => {
    const email = await register(t);
    for (const path of ['authentication-token', 'customers/token']) {
      const reply = await api(t, 'POST', path, { email: email.toUpperCase(), password: PASSWORD });
      expect(reply.status).toBe(200);
      const tokens = authenticationTokenSchema.parse(reply.body);
      expect(Object.keys(reply.body).sort()).toEqual([
        'customer',
        'refresh_token',
        'refresh_token_expiration',
        'token',
      ]);
      expect(tokens.customer).toMatch(/^\/api\/v2\/shop\/customers\/\d+$/);
      expect(tokens.refresh_token).toMatch(/^[0-9a-f]{64}$/);

      const claims = decodeJwt(tokens.token);
      expect(claims.sub).toBe(tokens.customer.split('/').pop());
      expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
      expect(tokens.refresh_token_expiration - (claims.iat as number)).toBe(2_592_000);
    }
  });

  it('stores only hashes of refresh tokens', async () => {
    const me = await customer(t);
    const stored = await rows<{ tokenHash: string }>(
      sql`select token_hash as "tokenHash" from refresh_tokens`,
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash === me.refresh_token)).toBe(false);
  });

  it("refuses a wrong password, an unknown e-mail and empty fields with LexikJWT's 401", async () => {
    const email = await register(t);
    for (const body of [
      { email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
      { email: '', password: '' },
      {},
    ]) {
      const reply = await api(t, 'POST', 'authentication-token', body);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(unauthorized('Invalid credentials.'));
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new pair and uses the old refresh token up', async () => {
    const me = await customer(t);
    const first = await api(t, 'POST', 'refresh-authentication-token', { refresh_token: me.refresh_token });
    expect(first.status).toBe(200);
    const next = authenticationTokenSchema.parse(first.body);
    expect(next.customer).toBe(me.customer);
    expect(next.refresh_token).not.toBe(me.refresh_token);
    expect((await api(t, 'GET', `customers/${me.id}`, undefined, { token: next.token })).status).toBe(200);

    const second = await api(t, 'POST', 'refresh-authentication-token', {
      refresh_token: next.refresh_token,
    });
    expect(second.status).toBe(200);
  });

  it('revoke the whole family when a used refresh token comes back', async () => {
    const me = await customer(t);
    const rotated = authenticationTokenSchema.parse(
      (await api(t, 'POST', 'refresh-authentication-token', { refresh_token: me.refresh_token })).body,
    );
    const replay = await api(t, 'POST', 'refresh-authentication-token', { refresh_token: me.refresh_token });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(unauthorized('Invalid JWT Refresh Token'));

    // Everything issued in that session is dead: the rotated refresh token and the access tokens.
    const afterReplay = await api(t, 'POST', 'refresh-authentication-token', {
      refresh_token: rotated.refresh_token,
    });
    expect(afterReplay.body).toEqual(unauthorized('Invalid JWT Refresh Token'));
    for (const token of [me.token, rotated.token]) {
      const reply = await api(t, 'GET', `customers/${me.id}`, undefined, { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(unauthorized('Invalid JWT Token'));
    }

    // Another login of the same customer is untouched.
    const other = await login(t, me.email);
    expect((await api(t, 'GET', `customers/${me.id}`, undefined, { token: other.token })).status).toBe(200);
  });

  it('refuse unknown, missing and expired refresh tokens', async () => {
    for (const body of [{ refresh_token: 'f'.repeat(64) }, {}, { refresh_token: '' }]) {
      const reply = await api(t, 'POST', 'refresh-authentication-token', body);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(unauthorized('JWT Refresh Token Not Found'));
    }
    const me = await customer(t);
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second'
      where session_id = (select session_id from refresh_tokens order by id desc limit 1)`);
    const expired = await api(t, 'POST', 'refresh-authentication-token', { refresh_token: me.refresh_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(unauthorized('Invalid JWT Refresh Token'));
  });
});

describe('logout', () => {
  it('ends the session of the Bearer token: its access and refresh tokens stop working', async () => {
    const me = await customer(t);
    const reply = await api(t, 'POST', 'logout', {}, { token: me.token });
    expect(reply.status).toBe(204);
    expect(reply.raw).toBe('');
    expect((await api(t, 'GET', `customers/${me.id}`, undefined, { token: me.token })).body).toEqual(
      unauthorized('Invalid JWT Token'),
    );
    expect(
      (await api(t, 'POST', 'refresh-authentication-token', { refresh_token: me.refresh_token })).body,
    ).toEqual(unauthorized('Invalid JWT Refresh Token'));
  });

  it('ends the session of a refresh token sent without an access token', async () => {
    const me = await customer(t);
    expect((await api(t, 'POST', 'logout', { refresh_token: me.refresh_token })).status).toBe(204);
    expect((await api(t, 'GET', `customers/${me.id}`, undefined, { token: me.token })).status).toBe(401);
  });

  it('needs a token to know which session', async () => {
    const reply = await api(t, 'POST', 'logout', {});
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(unauthorized('JWT Token not found'));
  });
});

describe('Bearer tokens on any route', () => {
  it('an invalid token is refused even on public routes', async () => {
    for (const authorization of ['Bearer nonsense', 'Bearer ', 'bearer a.b.c']) {
      const reply = await api(t, 'GET', 'taxons', undefined, { authorization });
      expect(reply.status).toBe(401);
      expect(unauthorizedSchema.parse(reply.body)).toEqual(unauthorized('Invalid JWT Token'));
    }
    // Other schemes are not the API's business.
    expect((await api(t, 'GET', 'taxons', undefined, { authorization: 'Basic Zm9vOmJhcg==' })).status).toBe(
      200,
    );
  });

  it('an expired token is refused with "Expired JWT Token"', async () => {
    const me = await customer(t);
    const sessionId = decodeJwt(me.token).sid as string;
    const key = accessTokenKey(t.config.APP_SECRET);
    const old = await signAccessToken(
      key,
      { customerId: me.id, sessionId },
      3600,
      new Date(Date.now() - 7200_000),
    );
    for (const path of ['taxons', `customers/${me.id}`]) {
      const reply = await api(t, 'GET', path, undefined, { token: old });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(unauthorized('Expired JWT Token'));
    }
  });

  it('a token signed with another key, or naming another customer, is invalid', async () => {
    const me = await customer(t);
    const sessionId = decodeJwt(me.token).sid as string;
    const forged = await signAccessToken(
      accessTokenKey('x'.repeat(64)),
      { customerId: me.id, sessionId },
      3600,
    );
    const key = accessTokenKey(t.config.APP_SECRET);
    const otherCustomer = await signAccessToken(key, { customerId: me.id + 1000, sessionId }, 3600);
    for (const token of [forged, otherCustomer]) {
      expect((await api(t, 'GET', 'taxons', undefined, { token })).body).toEqual(
        unauthorized('Invalid JWT Token'),
      );
    }
  });

  it('protected routes without a token answer "JWT Token not found"', async () => {
    const me = await customer(t);
    for (const [method, path] of [
      ['GET', 'orders'],
      ['GET', 'addresses'],
      ['GET', 'addresses/1'],
      ['POST', 'addresses'],
      ['GET', `customers/${me.id}`],
      ['PUT', `customers/${me.id}`],
      ['PUT', `customers/${me.id}/password`],
    ] as const) {
      const reply = await api(t, method, path, method === 'GET' ? undefined : {});
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body).toEqual(unauthorized('JWT Token not found'));
    }
  });

  it('unknown routes stay hydra 404s', async () => {
    const reply = await api(t, 'GET', 'nothing-here');
    expect(reply.status).toBe(404);
    hydraErrorSchema.parse(reply.body);
  });
});

describe('OpenAPI document', () => {
  it('describes the account endpoints', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/v2/docs.json' });
    expect(reply.statusCode).toBe(200);
    const paths = Object.keys((reply.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/shop/authentication-token',
        '/api/v2/shop/customers/token',
        '/api/v2/shop/refresh-authentication-token',
        '/api/v2/shop/logout',
        '/api/v2/shop/authentication-token/facebook',
        '/api/v2/shop/authentication-token/google',
        '/api/v2/shop/customers',
        '/api/v2/shop/customers/from-order',
        '/api/v2/shop/customers/{id}',
        '/api/v2/shop/customers/{id}/password',
        '/api/v2/shop/reset-password-requests',
        '/api/v2/shop/reset-password-requests/{token}',
        '/api/v2/shop/customers/reset-password/{token}',
        '/api/v2/shop/addresses',
        '/api/v2/shop/addresses/{id}',
        '/api/v2/shop/orders',
      ]),
    );
  });
});
