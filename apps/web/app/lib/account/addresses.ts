import type { Address } from '@sakhe/contract';

/** The address book's form fields, as the API names them (provinceCode is the city, GE-XXX). */
const ADDRESS_BOOK_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'provinceCode', 'street'] as const;
export type AddressBookField = (typeof ADDRESS_BOOK_FIELDS)[number];
export type AddressBookValues = Record<AddressBookField, string>;

export const EMPTY_ADDRESS: AddressBookValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  provinceCode: '',
  street: '',
};

/** A saved address as the form's values. */
export function addressBookValues(address: Address): AddressBookValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phoneNumber: address.phoneNumber ?? '',
    provinceCode: address.provinceCode ?? '',
    street: address.street,
  };
}

/** The id at the end of an address IRI (`/api/v2/shop/addresses/12` → 12), as a customer's default names it. */
export function addressIdOfIri(iri: string | null | undefined): number | null {
  return addressId(/\/(\d+)$/.exec(iri ?? '')?.[1] ?? null);
}

/** What the page says after a change: each is one of the spec's messages (SPEC §8). */
const ADDRESS_NOTICES = ['saved', 'deleted', 'defaultUpdated', 'defaultFailed', 'failed'] as const;
export type AddressNotice = (typeof ADDRESS_NOTICES)[number];

export function addressNotice(value: string | null): AddressNotice | null {
  return ADDRESS_NOTICES.find((notice) => notice === value) ?? null;
}

/** Ids arrive as text from forms and links; only a positive whole number names an address. */
export function addressId(value: FormDataEntryValue | string | null): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/** Which form the page shows: `?add`, `?edit=<id>` or `?delete=<id>` (the no-JavaScript confirmation). */
export type AddressPanel =
  { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'delete'; id: number };

export function addressPanel(search: URLSearchParams): AddressPanel {
  if (search.has('add')) return { kind: 'add' };
  const edit = addressId(search.get('edit'));
  if (edit !== null) return { kind: 'edit', id: edit };
  const remove = addressId(search.get('delete'));
  if (remove !== null) return { kind: 'delete', id: remove };
  return { kind: 'list' };
}

/** The API names the city `city` or `provinceCode`; the form has one select for both. */
export function addressFieldOf(propertyPath: string): AddressBookField | null {
  if (propertyPath === 'city' || propertyPath === 'provinceName') return 'provinceCode';
  return (ADDRESS_BOOK_FIELDS as readonly string[]).includes(propertyPath)
    ? (propertyPath as AddressBookField)
    : null;
}
