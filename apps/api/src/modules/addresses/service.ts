import type { Address, AddressBody, CatalogLocale } from '@sakhe/contract';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/errors';
import { context, parseId } from '../../http/hydra';
import { validateAddress } from '../checkout';
import { presentAddress } from './present';
import {
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  lockCustomer,
  setDefaultAddress,
  updateAddress,
} from './queries';

/**
 * The customer's address book (api-contract §9), under the checkout's rules: Georgia only, a city
 * from the GE provinces, a Georgian phone number. Someone else's address is not found.
 */

async function ownAddress(db: Database, customerId: number, pathId: string) {
  const id = parseId(pathId);
  const row = id === null ? undefined : await findOwnAddress(db, customerId, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** The address checked and cleaned, or a 422 with violations on the address's own fields. */
async function validated(db: Database, body: AddressBody, locale: CatalogLocale) {
  const { violations, address } = await validateAddress(db, body, '', { request: locale, order: locale });
  // validateAddress reports under `<path>.<field>`; a standalone address has no prefix.
  if (violations.length > 0 || !address) {
    throw new ValidationError(
      violations.map((v) => ({ ...v, propertyPath: v.propertyPath.replace(/^\./, '') })),
    );
  }
  return address;
}

export async function listCustomerAddresses(
  db: Database,
  customerId: number,
  page: { page: number; itemsPerPage: number },
): Promise<{ members: Address[]; totalItems: number }> {
  const rows = await listAddresses(db, customerId, {
    offset: (page.page - 1) * page.itemsPerPage,
    limit: page.itemsPerPage,
  });
  return { members: rows.map(presentAddress), totalItems: await countAddresses(db, customerId) };
}

export async function showAddress(db: Database, customerId: number, pathId: string) {
  return { '@context': context('Address'), ...presentAddress(await ownAddress(db, customerId, pathId)) };
}

/** The customer's first address, or the first after the default was deleted, becomes the default. */
export async function createAddress(
  db: Database,
  customerId: number,
  body: AddressBody,
  locale: CatalogLocale,
) {
  const address = await validated(db, body, locale);
  const row = await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    if (!customer) throw new NotFoundError();
    const created = await insertAddress(tx, customerId, address);
    if (customer.defaultAddressId === null) await setDefaultAddress(tx, customerId, created.id);
    return created;
  });
  return { '@context': context('Address'), ...presentAddress(row) };
}

export async function replaceAddress(
  db: Database,
  customerId: number,
  pathId: string,
  body: AddressBody,
  locale: CatalogLocale,
) {
  const existing = await ownAddress(db, customerId, pathId);
  const address = await validated(db, body, locale);
  return { '@context': context('Address'), ...presentAddress(await updateAddress(db, existing.id, address)) };
}

/** Deleting the default address leaves the customer without one (the foreign key clears it). */
export async function removeAddress(db: Database, customerId: number, pathId: string): Promise<void> {
  const existing = await ownAddress(db, customerId, pathId);
  await deleteAddress(db, existing.id);
}
