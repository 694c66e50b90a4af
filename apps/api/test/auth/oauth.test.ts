import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { authenticationTokenSchema, customerSchema, referralCollectionSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockedVariants } from '../cart/support';
import { type Shopper, couponsOf, programmeOf, referralOfFriend } from '../referrals/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  NO_LIMITS,
  PASSWORD,
  type Reply,
  api,
  customer,
  login,
  placeOrder,
  register,
  uniqueEmail,
} from './support';

/**
 * Facebook and Google logins against a real OAuth server on a random local port (oauth2-mock-server):
 * the API fetches its token and userinfo endpoints over HTTP, as it would the providers'.
 */

let provider: OAuth2Server;
let t: TestApp;
let off: TestApp;
let issuer: string;

/** What the token endpoint was asked, and the access token it handed out. */
let exchanges: Array<{ body: Record<string, string>; accessToken: string }> = [];
/** The Authorization headers userinfo was called with. */
let userinfoCalls: string[] = [];
/** The claims userinfo answers with next. */
let claims: Record<string, unknown> = {};

const REDIRECT = 'https://sakhe.test/login/callback';

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  issuer = `http://127.0.0.1:${provider.address().port}`;
  provider.service.on('beforeResponse', (response, req) => {
    const body = (response.body ?? {}) as { access_token?: string };
    exchanges.push({
      body: { ...(req as IncomingMessage & { body: Record<string, string> }).body },
      accessToken: body.access_token ?? '',
    });
  });
  provider.service.on('beforeUserinfo', (response, req) => {
    userinfoCalls.push(String((req as IncomingMessage).headers.authorization));
    response.body = claims;
  });
  const endpoints = (name: 'FACEBOOK' | 'GOOGLE', client: string) => ({
    [`${name}_CLIENT_ID`]: client,
    [`${name}_CLIENT_SECRET`]: `${client}-secret`,
    [`${name}_AUTHORIZE_URL`]: `${issuer}/authorize`,
    [`${name}_TOKEN_URL`]: `${issuer}/token`,
    [`${name}_USERINFO_URL`]: `${issuer}/userinfo`,
  });
  t = await createTestApp({
    ...NO_LIMITS,
    ...endpoints('FACEBOOK', 'fb-app'),
    ...endpoints('GOOGLE', 'google-app'),
  });
  off = await createTestApp(NO_LIMITS);
});

afterAll(async () => {
  await t?.close();
  await off?.close();
  await provider?.stop();
});

/** The shopper's trip to the provider: the authorization URL from the API, the code from the redirect. */
async function authorize(name: 'facebook' | 'google', state = 'st4te'): Promise<string> {
  const reply = await api(
    t,
    'GET',
    `authentication-token/${name}?redirectUri=${encodeURIComponent(REDIRECT)}&state=${state}`,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.provider).toBe(name);
  const url = new URL(reply.body.authorizationUrl);
  expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
  expect(url.searchParams.get('client_id')).toBe(name === 'facebook' ? 'fb-app' : 'google-app');
  expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  expect(url.searchParams.get('response_type')).toBe('code');
  const redirect = await fetch(url, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get('location') as string);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(state);
  return back.searchParams.get('code') as string;
}

async function profile(tokens: { customer: string; token: string }) {
  return customerSchema.parse(
    (await api(t, 'GET', tokens.customer, undefined, { token: tokens.token })).body,
  );
}

const freshCalls = () => {
  exchanges = [];
  userinfoCalls = [];
};

describe('Facebook (authorization code)', () => {
  it('exchanges the code, reads the profile and creates a verified account', async () => {
    freshCalls();
    const email = uniqueEmail('fb');
    claims = { id: '10001', email: email.toUpperCase(), first_name: 'თამარ', last_name: 'გელაშვილი' };
    const code = await authorize('facebook');
    const reply = await api(t, 'POST', 'authentication-token/facebook', { code, redirectUri: REDIRECT });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const tokens = authenticationTokenSchema.parse(reply.body);

    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: 'fb-app',
      client_secret: 'fb-app-secret',
    });
    expect(userinfoCalls).toEqual([`Bearer ${exchanges[0]?.accessToken}`]);

    expect(await profile(tokens)).toMatchObject({
      email,
      firstName: 'თამარ',
      lastName: 'გელაშვილი',
      user: { verified: true },
    });
    // No password was chosen: password logins fail until one is set through recovery.
    expect(
      (await api(t, 'POST', 'authentication-token', { email, password: 'any-password-at-all' })).status,
    ).toBe(401);

    // The Facebook account stays linked even when its e-mail changes there.
    claims = { id: '10001', email: uniqueEmail('elsewhere'), first_name: 'თამარ' };
    const again = await api(t, 'POST', 'authentication-token/facebook', {
      code: await authorize('facebook'),
      redirectUri: REDIRECT,
    });
    expect(again.status).toBe(200);
    expect(again.body.customer).toBe(tokens.customer);
  });

  it('links to the existing account with the same e-mail; the password keeps working', async () => {
    const email = await register(t);
    const byPassword = await login(t, email);
    claims = { id: '10002', email, first_name: 'სხვა', last_name: 'სახელი' };
    const reply = await api(t, 'POST', 'authentication-token/facebook', {
      code: await authorize('facebook'),
      redirectUri: REDIRECT,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.customer).toBe(byPassword.customer);
    // The names the customer gave are kept.
    expect(await profile(reply.body)).toMatchObject({
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      user: { verified: true },
    });
    await login(t, email, PASSWORD);
  });

  it('refuses an address Facebook says is unverified, or no address at all', async () => {
    const email = uniqueEmail('unverified');
    claims = { id: '10003', email, email_verified: false };
    const unverified = await api(
      t,
      'POST',
      'authentication-token/facebook',
      { code: await authorize('facebook'), redirectUri: REDIRECT },
      { locale: 'en_US' },
    );
    expect(unverified.status).toBe(422);
    expect(unverified.body.violations).toEqual([
      { propertyPath: 'email', message: 'The e-mail address of this account is not verified', code: null },
    ]);
    expect((await api(t, 'POST', 'authentication-token', { email, password: PASSWORD })).status).toBe(401);

    claims = { id: '10004' };
    const missing = await api(t, 'POST', 'authentication-token/facebook', {
      code: await authorize('facebook'),
      redirectUri: REDIRECT,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.violations[0].message).toBe('ანგარიშმა ელ-ფოსტის მისამართი არ გაგვიზიარა');
  });

  it('answers 401 when the provider refuses the code', async () => {
    provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const reply = await api(t, 'POST', 'authentication-token/facebook', {
      code: 'stolen',
      redirectUri: REDIRECT,
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 401, message: 'Invalid credentials.' });
  });

  it('keeps the guest cart named in the body', async () => {
    const cart = await api(t, 'POST', 'orders', {});
    claims = { id: '10005', email: uniqueEmail('fbcart') };
    const reply = await api(t, 'POST', 'authentication-token/facebook', {
      code: await authorize('facebook'),
      redirectUri: REDIRECT,
      cartToken: cart.body.tokenValue,
    });
    expect(reply.status).toBe(200);
    const asOwner = await api(t, 'GET', `orders/${cart.body.tokenValue}`, undefined, {
      token: reply.body.token,
    });
    expect(asOwner.body.email).toBe(claims.email);
    expect((await api(t, 'GET', `orders/${cart.body.tokenValue}`)).status).toBe(404);
  });
});

describe('Google', () => {
  it("reads the profile from Google's userinfo with the access token sent", async () => {
    freshCalls();
    const email = uniqueEmail('google');
    claims = { sub: 'g-1', email, email_verified: true, given_name: 'ლევან', family_name: 'ხუციშვილი' };
    const reply = await api(t, 'POST', 'authentication-token/google', {
      accessToken: 'ya29.google-access-token',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(exchanges).toEqual([]);
    expect(userinfoCalls).toEqual(['Bearer ya29.google-access-token']);
    expect(await profile(reply.body)).toMatchObject({ email, firstName: 'ლევან', lastName: 'ხუციშვილი' });
  });

  it('also takes an authorization code', async () => {
    freshCalls();
    claims = { sub: 'g-2', email: uniqueEmail('gcode'), email_verified: 'true' };
    const code = await authorize('google');
    const reply = await api(t, 'POST', 'authentication-token/google', { code, redirectUri: REDIRECT });
    expect(reply.status).toBe(200);
    expect(exchanges[0]?.body).toMatchObject({
      code,
      client_id: 'google-app',
      client_secret: 'google-app-secret',
    });
  });

  it('refuses an e-mail Google does not call verified', async () => {
    for (const unverified of [{ email_verified: false }, {}]) {
      claims = { sub: 'g-3', email: uniqueEmail('gunverified'), ...unverified };
      const reply = await api(
        t,
        'POST',
        'authentication-token/google',
        { access_token: 'token' },
        { locale: 'en_US' },
      );
      expect(reply.status).toBe(422);
      expect(reply.body.violations[0]).toMatchObject({
        propertyPath: 'email',
        message: 'The e-mail address of this account is not verified',
      });
    }
  });

  it('refuses a token Google does not accept, and a body with neither token nor code', async () => {
    provider.service.once('beforeUserinfo', (response) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    });
    const rejected = await api(t, 'POST', 'authentication-token/google', { accessToken: 'expired' });
    expect(rejected.status).toBe(401);
    expect(rejected.body).toEqual({ code: 401, message: 'Invalid credentials.' });
    const empty = await api(t, 'POST', 'authentication-token/google', {}, { locale: 'en_US' });
    expect(empty.status).toBe(422);
    expect(empty.body.violations).toEqual([
      { propertyPath: 'code', message: 'This field is required', code: null },
    ]);
  });
});

describe('an invitation code (the referral programme)', () => {
  /** The shopper a successful OAuth login answered with. */
  function shopperOf(reply: Reply, email: string): Shopper {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const tokens = authenticationTokenSchema.parse(reply.body);
    return { email, ...tokens, id: Number(tokens.customer.split('/').pop()) };
  }

  async function facebook(subject: string, email: string, referralCode?: string | null): Promise<Shopper> {
    claims = { id: subject, email, first_name: 'მარიამ' };
    const reply = await api(t, 'POST', 'authentication-token/facebook', {
      code: await authorize('facebook'),
      redirectUri: REDIRECT,
      ...(referralCode === undefined ? {} : { referralCode }),
    });
    return shopperOf(reply, email);
  }

  async function friendsOf(referrer: Shopper) {
    const reply = await api(t, 'GET', `customers/${referrer.id}/referrals`, undefined, {
      token: referrer.token,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return referralCollectionSchema.parse(reply.body)['hydra:member'];
  }

  /** Nothing of the programme was written for the friend. */
  async function expectNotLinked(referrer: Shopper, friend: Shopper) {
    expect(await friendsOf(referrer)).toEqual([]);
    expect(await referralOfFriend(t, friend)).toBeUndefined();
    expect(await couponsOf(t, friend)).toEqual([]);
  }

  it('links a new Facebook account to the friend, who gets the welcome coupon', async () => {
    const referrer = await customer(t, 'fbreferrer');
    const { code } = await programmeOf(t, referrer);
    const friend = await facebook('20001', uniqueEmail('fbfriend'), ` ${code.toLowerCase()} `);
    expect(await friendsOf(referrer)).toEqual([
      expect.objectContaining({ firstName: 'მარიამ', status: 'registered' }),
    ]);
    const [welcome, ...more] = await couponsOf(t, friend);
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({ promotion: 'referral_welcome', nthOrder: 1 });
    expect(welcome?.code).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{8}$/);
  });

  it('links a new Google account (access token) likewise', async () => {
    const referrer = await customer(t, 'greferrer');
    const { code } = await programmeOf(t, referrer);
    const email = uniqueEmail('gfriend');
    claims = { sub: 'g-20', email, email_verified: true, given_name: 'ლევან' };
    const friend = shopperOf(
      await api(t, 'POST', 'authentication-token/google', { accessToken: 'ya29.friend', referralCode: code }),
      email,
    );
    expect(await friendsOf(referrer)).toEqual([expect.objectContaining({ firstName: 'ლევან' })]);
    expect((await couponsOf(t, friend)).map((coupon) => coupon.promotion)).toEqual(['referral_welcome']);
  });

  it('ignores an unknown code, the inviter’s own mailbox and a customer who ordered before: the login succeeds', async () => {
    const referrer = await customer(t, 'fbself');
    const { code } = await programmeOf(t, referrer);

    const unknown = await facebook('20002', uniqueEmail('fbunknown'), 'NOPE2345');
    expect(await couponsOf(t, unknown)).toEqual([]);
    expect(await referralOfFriend(t, unknown)).toBeUndefined();

    const [local, domain] = referrer.email.split('@');
    await expectNotLinked(referrer, await facebook('20003', `${local}+facebook@${domain}`, code));

    const [variant] = await stockedVariants(t, { minimum: 3 });
    const guest = uniqueEmail('fbguest');
    await placeOrder(t, { variant: variant?.code as string, email: guest });
    await expectNotLinked(referrer, await facebook('20004', guest, code));
    expect((await programmeOf(t, referrer)).invitedCount).toBe(0);
  });

  it('links no one when the login opens an account that already existed', async () => {
    const referrer = await customer(t, 'fbexisting');
    const { code } = await programmeOf(t, referrer);
    // Registered with a password, then logging in with Facebook for the first time.
    const email = await register(t, uniqueEmail('registered'));
    await expectNotLinked(referrer, await facebook('20005', email, code));
    // Created by Facebook without the code, then back with it.
    const returning = uniqueEmail('returning');
    await facebook('20006', returning, null);
    await expectNotLinked(referrer, await facebook('20006', returning, code));
  });
});

describe('a provider without a client id', () => {
  it('is switched off (404)', async () => {
    expect(
      (await api(off, 'POST', 'authentication-token/facebook', { code: 'c', redirectUri: REDIRECT })).status,
    ).toBe(404);
    expect((await api(off, 'POST', 'authentication-token/google', { accessToken: 'a' })).status).toBe(404);
    expect((await api(off, 'GET', `authentication-token/google?redirectUri=${REDIRECT}`)).status).toBe(404);
    expect((await api(t, 'GET', `authentication-token/twitter?redirectUri=${REDIRECT}`)).status).toBe(404);
  });
});
