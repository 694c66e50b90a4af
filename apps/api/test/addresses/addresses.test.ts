import { addressCollectionSchema, addressItemSchema, violationListSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { type StockedVariant, stockedVariants } from '../cart/support';
import { NO_LIMITS, TBILISI, api, customer, placeOrder } from '../auth/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(() => t.close());

const BATUMI = {
  ...TBILISI,
  firstName: 'ეკა',
  street: 'ჭავჭავაძის ქ. 5',
  provinceCode: 'GE-BUS',
  company: 'სახე',
};

function violations(reply: { status: number; body: unknown }): string[] {
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  return violationListSchema.parse(reply.body).violations.map((v) => `${v.propertyPath}: ${v.message}`);
}

describe('address book', () => {
  it('creates (201), reads, lists, changes and deletes addresses; the first becomes the default', async () => {
    const me = await customer(t);
    const as = { token: me.token };
    const created = await api(t, 'POST', 'addresses', TBILISI, as);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = addressItemSchema.parse(created.body);
    expect(first).toMatchObject({
      '@context': '/api/v2/contexts/Address',
      '@type': 'Address',
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      phoneNumber: '+995555123456',
      company: null,
      countryCode: 'GE',
      provinceCode: 'GE-TBS',
      provinceName: null,
      street: 'რუსთაველის გამზ. 12',
      city: 'თბილისი',
      postcode: null,
    });
    expect(first['@id']).toBe(`/api/v2/shop/addresses/${first.id}`);
    expect((await api(t, 'GET', me.customer, undefined, as)).body.defaultAddress).toBe(first['@id']);

    const second = addressItemSchema.parse(
      (await api(t, 'POST', 'addresses', BATUMI, { ...as, locale: 'en_US' })).body,
    );
    expect(second.city).toBe('Batumi');
    expect(second.company).toBe('სახე');
    // The default stays the first.
    expect((await api(t, 'GET', me.customer, undefined, as)).body.defaultAddress).toBe(first['@id']);

    const list = addressCollectionSchema.parse((await api(t, 'GET', 'addresses', undefined, as)).body);
    expect(list['hydra:totalItems']).toBe(2);
    expect(list['hydra:member'].map((address) => address.id)).toEqual([first.id, second.id]);

    const shown = await api(t, 'GET', `addresses/${second.id}`, undefined, as);
    expect(addressItemSchema.parse(shown.body)).toEqual(second);

    const changed = await api(
      t,
      'PUT',
      `addresses/${second.id}`,
      { ...BATUMI, street: 'გორგასლის 1', provinceCode: 'GE-KUT' },
      as,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: second.id,
      street: 'გორგასლის 1',
      provinceCode: 'GE-KUT',
      city: 'ქუთაისი',
    });

    const deleted = await api(t, 'DELETE', `addresses/${first.id}`, undefined, as);
    expect(deleted.status).toBe(204);
    expect(deleted.raw).toBe('');
    expect((await api(t, 'GET', `addresses/${first.id}`, undefined, as)).status).toBe(404);
    // Deleting the default leaves none; the next new address becomes the default.
    expect((await api(t, 'GET', me.customer, undefined, as)).body.defaultAddress).toBeNull();
    const third = await api(t, 'POST', 'addresses', TBILISI, as);
    expect((await api(t, 'GET', me.customer, undefined, as)).body.defaultAddress).toBe(third.body['@id']);
  });

  it('applies the Georgian address rules, in both languages', async () => {
    const me = await customer(t);
    expect(violations(await api(t, 'POST', 'addresses', {}, { token: me.token, locale: 'en_US' }))).toEqual([
      'firstName: This field is required',
      'lastName: This field is required',
      'street: This field is required',
      'phoneNumber: This field is required',
      'provinceCode: This field is required',
    ]);
    expect(
      violations(
        await api(
          t,
          'POST',
          'addresses',
          { ...TBILISI, phoneNumber: '+1 202 555 0123', provinceCode: 'GE-XXX', countryCode: 'AM' },
          { token: me.token, locale: 'en_US' },
        ),
      ),
    ).toEqual([
      'phoneNumber: Not a valid phone number',
      'countryCode: This value is not a valid country.',
      'provinceCode: Please choose a city from the list',
    ]);
    expect(
      violations(await api(t, 'POST', 'addresses', { ...TBILISI, phoneNumber: '12' }, { token: me.token })),
    ).toEqual(['phoneNumber: ტელეფონის ნომერი არასწორია']);
    const none = addressCollectionSchema.parse(
      (await api(t, 'GET', 'addresses', undefined, { token: me.token })).body,
    );
    expect(none['hydra:totalItems']).toBe(0);
  });

  it("answers 404 for another customer's address and for order copies", async () => {
    const owner = await customer(t, 'owner');
    const other = await customer(t, 'other');
    const address = (await api(t, 'POST', 'addresses', TBILISI, { token: owner.token })).body;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', BATUMI],
      ['DELETE', undefined],
    ] as const) {
      const reply = await api(t, method, `addresses/${address.id}`, body, { token: other.token });
      expect(reply.status, method).toBe(404);
      expect(reply.body['hydra:description']).toBe('Not Found');
    }
    expect(
      (await api(t, 'GET', `addresses/${address.id}`, undefined, { token: owner.token })).body.street,
    ).toBe(TBILISI.street);
    const list = addressCollectionSchema.parse(
      (await api(t, 'GET', 'addresses', undefined, { token: other.token })).body,
    );
    expect(list['hydra:member']).toEqual([]);
    // The addresses copied onto orders are nobody's address book entries.
    const [variant] = await stockedVariants(t, { minimum: 2, maxPrice: 3000 });
    const order = await placeOrder(t, {
      variant: (variant as StockedVariant).code,
      email: owner.email,
      token: owner.token,
    });
    const copy = order.billingAddress['@id'] as string;
    expect(copy).toMatch(/^\/api\/v2\/shop\/addresses\/\d+$/);
    expect((await api(t, 'GET', copy, undefined, { token: owner.token })).status).toBe(404);
    expect((await api(t, 'DELETE', copy, undefined, { token: owner.token })).status).toBe(404);
    for (const id of ['abc', '0', '99999999']) {
      expect((await api(t, 'GET', `addresses/${id}`, undefined, { token: owner.token })).status).toBe(404);
    }
  });
});
