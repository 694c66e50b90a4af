import { customerSchema, violationListSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { NO_LIMITS, PASSWORD, TBILISI, api, customer, login, uniqueEmail } from '../auth/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(() => t.close());

const notFound = {
  '@context': '/api/v2/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': 'Not Found',
};

function violations(reply: { status: number; body: unknown }): string[] {
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  return violationListSchema.parse(reply.body).violations.map((v) => `${v.propertyPath}: ${v.message}`);
}

describe('GET customers/{id}', () => {
  it('shows the 1.12 Customer shape with 1.13 phone and birthday, id and orders count', async () => {
    const me = await customer(t);
    const reply = await api(t, 'GET', `customers/${me.id}`, undefined, { token: me.token });
    expect(reply.status).toBe(200);
    const profile = customerSchema.parse(reply.body);
    expect(Object.keys(reply.body)).toEqual([
      '@context',
      '@id',
      '@type',
      'defaultAddress',
      'user',
      'email',
      'firstName',
      'lastName',
      'gender',
      'subscribedToNewsletter',
      'fullName',
      'phoneNumber',
      'birthday',
      'id',
      'ordersCount',
      'smsConsent',
      'smsConsentAt',
    ]);
    expect(profile['@id']).toBe(me.customer);
    expect(profile.user['@id']).toMatch(/^\/api\/v2\/shop\/shop-users\/\d+$/);
  });

  it("answers 404 for another customer's record and for ids that name nothing", async () => {
    const me = await customer(t);
    const other = await customer(t, 'other');
    for (const id of [other.id, 999999, 'abc', '0']) {
      const reply = await api(t, 'GET', `customers/${id}`, undefined, { token: me.token });
      expect(reply.status, String(id)).toBe(404);
      expect(reply.body).toEqual(notFound);
    }
    expect(
      (await api(t, 'PUT', `customers/${other.id}`, { firstName: 'ქურდი' }, { token: me.token })).status,
    ).toBe(404);
    expect(
      (
        await api(
          t,
          'PUT',
          `customers/${other.id}/password`,
          { currentPassword: PASSWORD },
          { token: me.token },
        )
      ).status,
    ).toBe(404);
  });
});

describe('PUT customers/{id}', () => {
  it('changes the fields sent and keeps the others', async () => {
    const me = await customer(t);
    const newEmail = uniqueEmail('renamed');
    const reply = await api(
      t,
      'PUT',
      `customers/${me.id}`,
      {
        firstName: 'ანა',
        lastName: 'კაპანაძე',
        email: newEmail.toUpperCase(),
        phoneNumber: '+995 599 11 22 33',
        gender: 'male',
        subscribedToNewsletter: true,
      },
      { token: me.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(customerSchema.parse(reply.body)).toMatchObject({
      firstName: 'ანა',
      lastName: 'კაპანაძე',
      fullName: 'ანა კაპანაძე',
      email: newEmail,
      phoneNumber: '+995599112233',
      gender: 'm',
      subscribedToNewsletter: true,
    });
    const partial = await api(t, 'PUT', `customers/${me.id}`, { lastName: 'ბერიძე' }, { token: me.token });
    expect(partial.body).toMatchObject({
      firstName: 'ანა',
      lastName: 'ბერიძე',
      email: newEmail,
      gender: 'm',
    });
    // The new e-mail logs in, the old one no longer does.
    await login(t, newEmail);
    expect(
      (await api(t, 'POST', 'authentication-token', { email: me.email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('checks the fields with the registration rules, in both languages', async () => {
    const me = await customer(t);
    const bad = { firstName: '', lastName: 'x', email: 'nope', phoneNumber: '12', gender: 'x' };
    expect(
      violations(await api(t, 'PUT', `customers/${me.id}`, bad, { token: me.token, locale: 'en_US' })),
    ).toEqual([
      'firstName: This field is required',
      'lastName: Field must be at least 2 characters long',
      'email: Not a valid e-mail',
      'phoneNumber: Not a valid phone number',
      'gender: Please choose one of the options',
    ]);
    expect(
      violations(await api(t, 'PUT', `customers/${me.id}`, { email: 'nope' }, { token: me.token })),
    ).toEqual(['email: ელ-ფოსტის მისამართი არასწორია']);
  });

  it("refuses another account's e-mail", async () => {
    const me = await customer(t);
    const other = await customer(t, 'other');
    expect(
      violations(
        await api(
          t,
          'PUT',
          `customers/${me.id}`,
          { email: other.email },
          { token: me.token, locale: 'en_US' },
        ),
      ),
    ).toEqual(['email: User with this e-mail address is already registered']);
  });

  it('sets and clears the default address by IRI, only to an address of the customer', async () => {
    const me = await customer(t);
    const other = await customer(t, 'other');
    const first = await api(t, 'POST', 'addresses', TBILISI, { token: me.token });
    const second = await api(
      t,
      'POST',
      'addresses',
      { ...TBILISI, street: 'ვაჟა-ფშაველას 3' },
      { token: me.token },
    );
    const foreign = await api(t, 'POST', 'addresses', TBILISI, { token: other.token });

    const set = await api(
      t,
      'PUT',
      `customers/${me.id}`,
      { defaultAddress: second.body['@id'] },
      { token: me.token },
    );
    expect(set.body.defaultAddress).toBe(second.body['@id']);
    const byId = await api(
      t,
      'PUT',
      `customers/${me.id}`,
      { defaultAddress: String(first.body.id) },
      { token: me.token },
    );
    expect(byId.body.defaultAddress).toBe(first.body['@id']);
    expect(
      violations(
        await api(
          t,
          'PUT',
          `customers/${me.id}`,
          { defaultAddress: foreign.body['@id'] },
          { token: me.token, locale: 'en_US' },
        ),
      ),
    ).toEqual(['defaultAddress: This value is not valid.']);
    const cleared = await api(t, 'PUT', `customers/${me.id}`, { defaultAddress: null }, { token: me.token });
    expect(cleared.body.defaultAddress).toBeNull();
  });
});

describe('PUT customers/{id}/password', () => {
  const NEW = 'ახალი-პაროლი-2026';

  it('changes the password (204); the old one stops working; other logins end, this one goes on', async () => {
    const me = await customer(t);
    const elsewhere = await login(t, me.email);
    const reply = await api(
      t,
      'PUT',
      `customers/${me.id}/password`,
      { currentPassword: PASSWORD, newPassword: NEW, confirmNewPassword: NEW },
      { token: me.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    expect(reply.raw).toBe('');

    expect(
      (await api(t, 'POST', 'authentication-token', { email: me.email, password: PASSWORD })).status,
    ).toBe(401);
    await login(t, me.email, NEW);
    expect((await api(t, 'GET', `customers/${me.id}`, undefined, { token: me.token })).status).toBe(200);
    expect(
      (await api(t, 'POST', 'refresh-authentication-token', { refresh_token: me.refresh_token })).status,
    ).toBe(200);
    expect((await api(t, 'GET', `customers/${me.id}`, undefined, { token: elsewhere.token })).status).toBe(
      401,
    );
    expect(
      (await api(t, 'POST', 'refresh-authentication-token', { refresh_token: elsewhere.refresh_token })).body,
    ).toEqual({ code: 401, message: 'Invalid JWT Refresh Token' });
  });

  it("says 'Wrong current password' on currentPassword", async () => {
    const me = await customer(t);
    const body = { currentPassword: 'not-it-at-all', newPassword: NEW, confirmNewPassword: NEW };
    expect(
      violations(
        await api(t, 'PUT', `customers/${me.id}/password`, body, { token: me.token, locale: 'en_US' }),
      ),
    ).toEqual(['currentPassword: Wrong current password']);
    expect(violations(await api(t, 'PUT', `customers/${me.id}/password`, body, { token: me.token }))).toEqual(
      ['currentPassword: მიმდინარე პაროლი არასწორია'],
    );
    await login(t, me.email); // unchanged
  });

  it('checks the new password and its repetition', async () => {
    const me = await customer(t);
    expect(
      violations(
        await api(
          t,
          'PUT',
          `customers/${me.id}/password`,
          { currentPassword: '', newPassword: 'short', confirmNewPassword: '' },
          { token: me.token, locale: 'en_US' },
        ),
      ),
    ).toEqual([
      'currentPassword: This field is required',
      'newPassword: Field must be at least 8 characters long',
      'confirmNewPassword: This field is required',
    ]);
    expect(
      violations(
        await api(
          t,
          'PUT',
          `customers/${me.id}/password`,
          { currentPassword: PASSWORD, newPassword: NEW, confirmNewPassword: `${NEW}?` },
          { token: me.token, locale: 'en_US' },
        ),
      ),
    ).toEqual(['confirmNewPassword: Passwords are not the same']);
  });
});
