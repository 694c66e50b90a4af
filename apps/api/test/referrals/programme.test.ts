import { sql } from 'drizzle-orm';
import { referralCodeSchema, referralCollectionSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_LIMITS,
  api,
  customer,
  login,
  placeOrder,
  register,
  registration,
  uniqueEmail,
} from '../auth/support';
import { expectViolations, rows, stockedVariants } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { couponsOf, invitedFriend, programmeOf, referrerAndFriend } from './support';

/** The customer's code and links, the referral endpoints, and who may register with a code. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...NO_LIMITS, PUBLIC_URL: 'https://sakhe.test/' });
});
afterAll(() => t.close());

describe('GET customers/{id}/referral', () => {
  it('makes a short uppercase code once, with links in both languages and the configured offers', async () => {
    const nino = await customer(t);
    const first = await programmeOf(t, nino);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first).toMatchObject({
      '@type': 'ReferralProgram',
      '@id': `/api/v2/shop/customers/${nino.id}/referral`,
      link: `https://sakhe.test/?ref=${first.code}`,
      links: {
        ka_GE: `https://sakhe.test/?ref=${first.code}`,
        en_US: `https://sakhe.test/en/?ref=${first.code}`,
      },
      invitedCount: 0,
      orderedCount: 0,
      rewardedCount: 0,
    });
    // The offers are the seeded promotions' actions and rules.
    expect(first.welcome).toEqual({
      label: '-10% პირველ შეკვეთაზე მეგობრის მოწვევით',
      benefits: [{ type: 'order_percentage_discount', percentage: 10, amount: null }],
      minimumItemsTotal: null,
      nthOrder: 1,
      validDays: 30,
    });
    expect(first.reward).toEqual({
      label: '-10 ₾ მეგობრის მოწვევისთვის',
      benefits: [{ type: 'order_fixed_discount', percentage: null, amount: 1000 }],
      minimumItemsTotal: 5000,
      nthOrder: null,
      validDays: 90,
    });
    expect((await programmeOf(t, nino)).code).toBe(first.code);

    const english = await api(t, 'GET', `customers/${nino.id}/referral`, undefined, {
      token: nino.token,
      locale: 'en_US',
    });
    expect(english.body.link).toBe(`https://sakhe.test/en/?ref=${first.code}`);
    expect(english.body.reward.label).toBe('10 GEL off for inviting a friend');
  });

  it('concurrent first requests agree on one code', async () => {
    const nino = await customer(t);
    const codes = await Promise.all(Array.from({ length: 6 }, async () => (await programmeOf(t, nino)).code));
    expect(new Set(codes).size).toBe(1);
    const stored = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from referral_codes where customer_id = ${nino.id}`,
    );
    expect(stored[0]?.n).toBe(1);
  });

  it('shows the offers as off while a promotion is disabled', async () => {
    const nino = await customer(t);
    await rows(t, sql`update promotions set enabled = false where code = 'referral_reward'`);
    try {
      expect((await programmeOf(t, nino)).reward).toBeNull();
    } finally {
      await rows(t, sql`update promotions set enabled = true where code = 'referral_reward'`);
    }
  });
});

describe('who may read', () => {
  it('a guest gets 401 and another customer’s id is a 404, on each endpoint', async () => {
    const nino = await customer(t);
    const other = await customer(t, 'other');
    for (const path of ['referral', 'referrals', 'coupons']) {
      expect((await api(t, 'GET', `customers/${nino.id}/${path}`)).status).toBe(401);
      const foreign = await api(t, 'GET', `customers/${nino.id}/${path}`, undefined, { token: other.token });
      expect(foreign.status).toBe(404);
      expect(foreign.body['@type']).toBe('hydra:Error');
      const nonsense = await api(t, 'GET', `customers/abc/${path}`, undefined, { token: nino.token });
      expect(nonsense.status).toBe(404);
    }
  });
});

describe('GET referral-codes/{code}', () => {
  it('answers 200 for a code in any case and 404 for an unknown one', async () => {
    const { code } = await programmeOf(t, await customer(t));
    const found = await api(t, 'GET', `referral-codes/${code.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(referralCodeSchema.parse(found.body)).toMatchObject({ '@type': 'ReferralCode', code });
    expect((await api(t, 'GET', 'referral-codes/NOPE2345')).status).toBe(404);
  });
});

describe('registration with a code', () => {
  it('links the friend, who gets a welcome coupon; the referrer sees them as registered', async () => {
    const { referrer, friend } = await referrerAndFriend(t);
    const friends = await api(t, 'GET', `customers/${referrer.id}/referrals`, undefined, {
      token: referrer.token,
    });
    expect(friends.status).toBe(200);
    const collection = referralCollectionSchema.parse(friends.body);
    expect(collection['hydra:totalItems']).toBe(1);
    expect(collection['hydra:member']).toEqual([
      expect.objectContaining({
        '@type': 'Referral',
        firstName: 'მარიამ',
        status: 'registered',
        orderedAt: null,
        rewardedAt: null,
        rewardCouponCode: null,
      }),
    ]);
    expect(collection['hydra:member'][0]?.registeredAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await programmeOf(t, referrer)).invitedCount).toBe(1);

    const [welcome, ...more] = await couponsOf(t, friend);
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({
      '@type': 'PromotionCoupon',
      promotion: 'referral_welcome',
      nthOrder: 1,
      benefits: [{ type: 'order_percentage_discount', percentage: 10, amount: null }],
    });
    expect(welcome?.code).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{8}$/);
    const days = (Date.parse(`${welcome?.expiresAt}Z`) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect(await couponsOf(t, referrer)).toEqual([]);
  });

  it('takes the code in any case and with spaces around it', async () => {
    const referrer = await customer(t, 'referrer');
    const { code } = await programmeOf(t, referrer);
    await invitedFriend(t, ` ${code.toLowerCase()} `);
    expect((await programmeOf(t, referrer)).invitedCount).toBe(1);
  });

  it('refuses an unknown code with 422 on referralCode, in the request’s language, registering no one', async () => {
    const email = uniqueEmail();
    const reply = await api(t, 'POST', 'customers', registration(email, { referralCode: 'NOPE2345' }), {
      locale: 'en_US',
    });
    expect(expectViolations(reply)).toEqual(['referralCode: This invitation code does not exist']);
    const georgian = await api(t, 'POST', 'customers', registration(email, { referralCode: 'nope' }));
    expect(expectViolations(georgian)).toEqual(['referralCode: მოწვევის ასეთი კოდი არ არსებობს']);
    expect((await api(t, 'POST', 'authentication-token', { email, password: 'ვარდი-და-ია-42' })).status).toBe(
      401,
    );
    // Alongside the other fields' violations.
    const both = await api(
      t,
      'POST',
      'customers',
      registration(email, { firstName: '', referralCode: 'X' }),
      {
        locale: 'en_US',
      },
    );
    expect(expectViolations(both)).toEqual([
      'firstName: This field is required',
      'referralCode: This invitation code does not exist',
    ]);
    // An empty code is no code.
    await register(t, email, { referralCode: '' });
  });

  it('refuses the referrer’s own mailbox (another case, a +tag), and registers nothing', async () => {
    const referrer = await customer(t, 'self');
    const { code } = await programmeOf(t, referrer);
    const [local, domain] = referrer.email.split('@');
    const variant = `${local?.toUpperCase()}+second@${domain}`;
    const reply = await api(t, 'POST', 'customers', registration(variant, { referralCode: code }), {
      locale: 'en_US',
    });
    expect(expectViolations(reply)).toEqual(['referralCode: You cannot use your own invitation code']);
    expect((await programmeOf(t, referrer)).invitedCount).toBe(0);
    // Without the code the address registers as usual: the refusal rolled everything back.
    await register(t, variant);
  });

  it('does not link a customer who has placed orders before (as a guest)', async () => {
    const referrer = await customer(t, 'referrer');
    const { code } = await programmeOf(t, referrer);
    const [variant] = await stockedVariants(t, { minimum: 3 });
    const email = uniqueEmail('guest');
    await placeOrder(t, { variant: variant?.code as string, email });
    const reply = await api(t, 'POST', 'customers', registration(email, { referralCode: code }), {
      locale: 'en_US',
    });
    expect(expectViolations(reply)).toEqual([
      'referralCode: Invitation codes are for new customers who have not ordered yet',
    ]);
    expect((await programmeOf(t, referrer)).invitedCount).toBe(0);
    await register(t, email);
    await login(t, email);
  });

  it('links a friend without a welcome coupon while the welcome promotion is off', async () => {
    const referrer = await customer(t, 'referrer');
    const { code } = await programmeOf(t, referrer);
    await rows(t, sql`update promotions set enabled = false where code = 'referral_welcome'`);
    try {
      const friend = await invitedFriend(t, code);
      expect((await programmeOf(t, referrer)).invitedCount).toBe(1);
      await rows(t, sql`update promotions set enabled = true where code = 'referral_welcome'`);
      expect(await couponsOf(t, friend)).toEqual([]);
    } finally {
      await rows(t, sql`update promotions set enabled = true where code = 'referral_welcome'`);
    }
  });
});

describe('GET customers/{id}/referrals', () => {
  it('is a paginated hydra collection, newest first', async () => {
    const referrer = await customer(t, 'referrer');
    const { code } = await programmeOf(t, referrer);
    await invitedFriend(t, code, 'first');
    await register(t, uniqueEmail('second'), { firstName: 'ლევანი', referralCode: code });
    const reply = await api(t, 'GET', `customers/${referrer.id}/referrals?itemsPerPage=1`, undefined, {
      token: referrer.token,
    });
    const page = referralCollectionSchema.parse(reply.body);
    expect(page['hydra:totalItems']).toBe(2);
    expect(page['hydra:member'].map((friend) => friend.firstName)).toEqual(['ლევანი']);
    expect(page['hydra:view']?.['hydra:next']).toBe(
      `/api/v2/shop/customers/${referrer.id}/referrals?itemsPerPage=1&page=2`,
    );
  });
});
