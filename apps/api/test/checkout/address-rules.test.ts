import { checkAddress, checkEmail, isValidPhoneNumber, normalizePhoneNumber } from '@sakhe/contract';
import { describe, expect, it } from 'vitest';

/** The field rules the contract shares with the storefront (packages/contract/src/checkout.ts). */
describe('Georgian phone numbers', () => {
  it('accepts mobile and landline numbers in the usual spellings, as E.164', () => {
    expect(normalizePhoneNumber('555 12 34 56')).toBe('+995555123456');
    expect(normalizePhoneNumber('+995 599 12 34 56')).toBe('+995599123456');
    expect(normalizePhoneNumber('0322 12 34 56')).toBe('+995322123456');
    expect(normalizePhoneNumber('(032) 2-12-34-56')).toBe('+995322123456');
  });

  it('refuses short, long, foreign and made-up numbers', () => {
    for (const value of [
      '123',
      '555 12 34 5',
      '555 12 34 567 8',
      '+1 202 555 0123',
      '+44 20 7946 0958',
      'phone',
      '',
    ]) {
      expect(isValidPhoneNumber(value), value).toBe(false);
    }
  });
});

describe('address and e-mail rules', () => {
  it('reports each field by rule', () => {
    expect(checkAddress({})).toEqual({
      firstName: { rule: 'required' },
      lastName: { rule: 'required' },
      street: { rule: 'required' },
      phoneNumber: { rule: 'required' },
      provinceCode: { rule: 'required' },
    });
    expect(
      checkAddress({
        firstName: ' A ',
        lastName: 'B'.repeat(256),
        street: 'Rustaveli 1',
        company: 'C'.repeat(256),
        phoneNumber: '599123456',
        provinceCode: 'Tbilisi',
      }),
    ).toEqual({
      firstName: { rule: 'minLength', min: 2 },
      lastName: { rule: 'maxLength', max: 255 },
      company: { rule: 'maxLength', max: 255 },
      provinceCode: { rule: 'city' },
    });
    expect(
      checkAddress({
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        street: 'ვაჟა 1',
        phoneNumber: '599123456',
        provinceCode: 'GE-TBS',
      }),
    ).toEqual({});
  });

  it('checks e-mails', () => {
    expect(checkEmail('nino@example.ge')).toBeNull();
    expect(checkEmail('  ')).toEqual({ rule: 'required' });
    expect(checkEmail(null)).toEqual({ rule: 'required' });
    expect(checkEmail('nino@example')).toEqual({ rule: 'email' });
    expect(checkEmail('nino example@ge.ge')).toEqual({ rule: 'email' });
    expect(checkEmail(`${'a'.repeat(250)}@x.ge`)).toEqual({ rule: 'maxLength', max: 254 });
  });
});
