import type { Address } from '@sakhe/contract';
import { iri } from '../../http/hydra';
import type { AddressRow } from './queries';

/** A standalone address prints its nulls (api-contract §1.3, §9). */
export function presentAddress(row: AddressRow): Address {
  return {
    '@id': iri('addresses', row.id),
    '@type': 'Address',
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    company: row.company,
    countryCode: row.countryCode,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
  };
}
