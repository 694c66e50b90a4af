import { sql } from 'drizzle-orm';
import { customerSchema, violationListSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StockedVariant, stockedVariants } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  NO_LIMITS,
  PASSWORD,
  api,
  login,
  placeOrder,
  register,
  registration,
  uniqueEmail,
} from '../auth/support';

let t: TestApp;
let variants: StockedVariant[];
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  variants = await stockedVariants(t, { minimum: 5, maxPrice: 3000 });
});
afterAll(() => t.close());

const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

/** `path: message` lines of a 422. */
function violations(reply: { status: number; body: unknown }): string[] {
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  return violationListSchema.parse(reply.body).violations.map((v) => `${v.propertyPath}: ${v.message}`);
}

describe('POST customers', () => {
  it('registers with 204 and an empty body; the account logs in and reads its profile', async () => {
    const email = uniqueEmail();
    const reply = await api(
      t,
      'POST',
      'customers',
      registration(email.toUpperCase(), { subscribedToNewsletter: true }),
    );
    expect(reply.status).toBe(204);
    expect(reply.raw).toBe('');

    const tokens = await login(t, email);
    const profile = customerSchema.parse(
      (await api(t, 'GET', tokens.customer, undefined, { token: tokens.token })).body,
    );
    expect(profile).toMatchObject({
      email,
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      fullName: 'ნინო ბერიძე',
      phoneNumber: '+995555123456',
      gender: 'f',
      subscribedToNewsletter: true,
      defaultAddress: null,
      birthday: null,
      ordersCount: 0,
      user: { '@type': 'ShopUser', verified: false },
    });
  });

  it('hashes the password with argon2id', async () => {
    const email = await register(t);
    const [user] = await rows<{ hash: string }>(
      sql`select u.password_hash as hash from shop_users u join customers c on c.id = u.customer_id where c.email = ${email}`,
    );
    expect(user?.hash).toMatch(/^\$argon2id\$/);
    expect(user?.hash).not.toContain(PASSWORD);
  });

  it("words every rule in the spec's English", async () => {
    const reply = await api(
      t,
      'POST',
      'customers',
      {
        firstName: 'ნ',
        lastName: 'x'.repeat(65),
        email: 'not-an-email',
        phoneNumber: '123',
        password: 'short',
        passwordConfirmation: 'other',
        agreeToConditions: false,
        gender: 'other',
      },
      { locale: 'en_US' },
    );
    expect(violations(reply)).toEqual([
      'firstName: Field must be at least 2 characters long',
      'lastName: Field can be max. 64 characters long',
      'email: Not a valid e-mail',
      'phoneNumber: Not a valid phone number',
      'gender: Please choose one of the options',
      'password: Field must be at least 8 characters long',
      'agreeToConditions: You must agree to the terms',
    ]);
    expect(reply.body['hydra:description']).toContain(
      'firstName: Field must be at least 2 characters long\n',
    );
  });

  it('requires the fields, in Georgian by default', async () => {
    expect(violations(await api(t, 'POST', 'customers', {}))).toEqual([
      'firstName: ეს ველი სავალდებულოა',
      'lastName: ეს ველი სავალდებულოა',
      'email: ეს ველი სავალდებულოა',
      'phoneNumber: ეს ველი სავალდებულოა',
      'password: ეს ველი სავალდებულოა',
      'passwordConfirmation: ეს ველი სავალდებულოა',
      'agreeToConditions: რეგისტრაციისთვის აუცილებელია წესებსა და პირობებზე დათანხმება',
    ]);
  });

  it('refuses different passwords and a too long one', async () => {
    const email = uniqueEmail();
    expect(
      violations(
        await api(t, 'POST', 'customers', registration(email, { passwordConfirmation: `${PASSWORD}!` }), {
          locale: 'en_US',
        }),
      ),
    ).toEqual(['passwordConfirmation: Passwords are not the same']);
    expect(
      violations(
        await api(t, 'POST', 'customers', registration(email, { passwordConfirmation: 'x' }), {
          locale: 'ka_GE',
        }),
      ),
    ).toEqual(['passwordConfirmation: პაროლები არ ემთხვევა']);
    const long = 'p'.repeat(129);
    expect(
      violations(
        await api(
          t,
          'POST',
          'customers',
          registration(email, { password: long, passwordConfirmation: long }),
          {
            locale: 'en-US,en;q=0.9',
          },
        ),
      ),
    ).toEqual(['password: Field can be max. 128 characters long']);
  });

  it('refuses an e-mail already registered, in any letter case', async () => {
    const email = await register(t);
    const en = await api(t, 'POST', 'customers', registration(email.toUpperCase()), { locale: 'en_US' });
    expect(violations(en)).toEqual(['email: User with this e-mail address is already registered']);
    const ka = await api(t, 'POST', 'customers', registration(email));
    expect(violations(ka)).toEqual(['email: ამ ელ-ფოსტით მომხმარებელი უკვე დარეგისტრირებულია']);
  });

  it('takes Sylius gender codes and no gender', async () => {
    const male = await register(t, uniqueEmail('giorgi'), { gender: 'm', firstName: 'გიორგი' });
    const none = await register(t, uniqueEmail('anon'), { gender: undefined });
    const genders = await rows<{ email: string; gender: string }>(
      sql`select email, gender from customers where email in (${male}, ${none})`,
    );
    expect(Object.fromEntries(genders.map((row) => [row.email, row.gender]))).toEqual({
      [male]: 'm',
      [none]: 'u',
    });
  });

  it('turns a guest customer who ordered before into the account, keeping their orders with them', async () => {
    const email = uniqueEmail('guest');
    const order = await placeOrder(t, { variant: (variants[0] as StockedVariant).code, email });
    await register(t, email);
    const [row] = await rows<{ customers: number }>(
      sql`select count(*)::int as customers from customers where email = ${email}`,
    );
    expect(row?.customers).toBe(1);
    // The guest order keeps its guest access: no one proved they placed it.
    expect((await api(t, 'GET', `orders/${order.tokenValue}`)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous registrations of an e-mail through', async () => {
    const email = uniqueEmail('twice');
    const replies = await Promise.all([0, 1].map(() => api(t, 'POST', 'customers', registration(email))));
    expect(replies.map((reply) => reply.status).sort()).toEqual([204, 422]);
  });
});

describe('POST customers/from-order (fast registration)', () => {
  it("creates the account from a guest order's e-mail, name, phone and address; the order joins it", async () => {
    const email = uniqueEmail('fast');
    const order = await placeOrder(t, { variant: (variants[1] as StockedVariant).code, email });
    const reply = await api(t, 'POST', 'customers/from-order', {
      orderToken: order.tokenValue,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      agreeToConditions: true,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);

    const tokens = await login(t, email);
    const profile = customerSchema.parse(
      (await api(t, 'GET', tokens.customer, undefined, { token: tokens.token })).body,
    );
    expect(profile).toMatchObject({
      email,
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      phoneNumber: '+995555123456',
      ordersCount: 1,
    });
    expect(profile.defaultAddress).toMatch(/^\/api\/v2\/shop\/addresses\/\d+$/);
    const address = await api(t, 'GET', profile.defaultAddress as string, undefined, { token: tokens.token });
    expect(address.body).toMatchObject({
      street: 'რუსთაველის გამზ. 12',
      provinceCode: 'GE-TBS',
      countryCode: 'GE',
    });

    const list = await api(t, 'GET', 'orders', undefined, { token: tokens.token });
    expect(list.body['hydra:member'].map((o: { tokenValue: string }) => o.tokenValue)).toEqual([
      order.tokenValue,
    ]);
    // Now the order is the account's: a guest with its token no longer reads it.
    expect((await api(t, 'GET', `orders/${order.tokenValue}`)).status).toBe(404);

    // Done once: the e-mail is registered now.
    const again = await api(
      t,
      'POST',
      'customers/from-order',
      {
        orderToken: order.tokenValue,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        agreeToConditions: true,
      },
      { locale: 'en_US' },
    );
    expect(violations(again)).toEqual(['orderToken: This order cannot be used to create an account.']);
  });

  it("refuses when the order's e-mail is already registered", async () => {
    const email = uniqueEmail('taken');
    const order = await placeOrder(t, { variant: (variants[2] as StockedVariant).code, email });
    await register(t, email);
    const reply = await api(
      t,
      'POST',
      'customers/from-order',
      {
        orderToken: order.tokenValue,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        agreeToConditions: true,
      },
      { locale: 'en_US' },
    );
    expect(violations(reply)).toEqual(['email: User with this e-mail address is already registered']);
  });

  it('checks password, terms and the order', async () => {
    expect(
      violations(
        await api(
          t,
          'POST',
          'customers/from-order',
          { password: 'short', passwordConfirmation: 'short' },
          { locale: 'en_US' },
        ),
      ),
    ).toEqual([
      'orderToken: This field is required',
      'password: Field must be at least 8 characters long',
      'agreeToConditions: You must agree to the terms',
    ]);
    const cart = await api(t, 'POST', 'orders', {});
    for (const orderToken of ['no-such-order', cart.body.tokenValue]) {
      expect(
        violations(
          await api(
            t,
            'POST',
            'customers/from-order',
            { orderToken, password: PASSWORD, passwordConfirmation: PASSWORD, agreeToConditions: true },
            { locale: 'en_US' },
          ),
        ),
      ).toEqual(['orderToken: This order cannot be used to create an account.']);
    }
  });
});
