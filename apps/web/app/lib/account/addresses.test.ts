import { describe, expect, it } from 'vitest';
import {
  addressBookValues,
  addressFieldOf,
  addressId,
  addressIdOfIri,
  addressNotice,
  addressPanel,
} from './addresses';

describe('address book helpers', () => {
  it('reads only positive whole ids', () => {
    expect(addressId('12')).toBe(12);
    expect(addressId('0')).toBeNull();
    expect(addressId('1e3')).toBeNull();
    expect(addressId('-4')).toBeNull();
    expect(addressId(null)).toBeNull();
  });

  it("reads a customer's default address IRI", () => {
    expect(addressIdOfIri('/api/v2/shop/addresses/12')).toBe(12);
    expect(addressIdOfIri('/api/v2/shop/addresses/x')).toBeNull();
    expect(addressIdOfIri(null)).toBeNull();
  });

  it('turns a saved address into the form values, an unknown phone or city empty', () => {
    const address = {
      '@id': '/api/v2/shop/addresses/3',
      '@type': 'Address' as const,
      id: 3,
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      phoneNumber: null,
      company: null,
      countryCode: 'GE',
      provinceCode: null,
      provinceName: null,
      street: 'რუსთაველის გამზ. 7',
      city: 'თბილისი',
      postcode: null,
    };
    expect(addressBookValues(address)).toEqual({
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      phoneNumber: '',
      provinceCode: '',
      street: 'რუსთაველის გამზ. 7',
    });
  });

  it('opens the panel the link asks for', () => {
    expect(addressPanel(new URLSearchParams('add'))).toEqual({ kind: 'add' });
    expect(addressPanel(new URLSearchParams('edit=3'))).toEqual({ kind: 'edit', id: 3 });
    expect(addressPanel(new URLSearchParams('delete=7'))).toEqual({ kind: 'delete', id: 7 });
    expect(addressPanel(new URLSearchParams('edit=x'))).toEqual({ kind: 'list' });
  });

  it('knows only the spec messages', () => {
    expect(addressNotice('deleted')).toBe('deleted');
    expect(addressNotice('<script>')).toBeNull();
  });

  it('puts city violations at the city select', () => {
    expect(addressFieldOf('city')).toBe('provinceCode');
    expect(addressFieldOf('street')).toBe('street');
    expect(addressFieldOf('countryCode')).toBeNull();
  });
});
