import type { Customer, GenderCode } from '@sakhe/contract';
import { context, formatDate, iri } from '../../http/hydra';
import type { CustomerRow, ShopUserRow } from './queries';

/** The 1.12 Customer shape with 1.13's phoneNumber and birthday, plus id and ordersCount. */
export function presentCustomer(customer: CustomerRow, user: ShopUserRow, ordersCount: number): Customer {
  const fullName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return {
    '@context': context('Customer'),
    '@id': iri('customers', customer.id),
    '@type': 'Customer',
    defaultAddress: customer.defaultAddressId === null ? null : iri('addresses', customer.defaultAddressId),
    user: { '@id': iri('shop-users', user.id), '@type': 'ShopUser', verified: user.verifiedAt !== null },
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    gender: customer.gender as GenderCode,
    subscribedToNewsletter: customer.subscribedToNewsletter,
    fullName: fullName === '' ? null : fullName,
    phoneNumber: customer.phoneNumber,
    birthday: null,
    id: customer.id,
    ordersCount,
    smsConsent: customer.smsConsentAt !== null,
    smsConsentAt: customer.smsConsentAt === null ? null : formatDate(customer.smsConsentAt),
  };
}
