import {
  type CatalogLocale,
  type ChangePasswordBody,
  checkNewPassword,
  checkProfile,
  type Customer,
  normalizePhoneNumber,
  parseGender,
  type UpdateCustomerBody,
} from '@sakhe/contract';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError, type Violation } from '../../http/errors';
import { identifierOf, parseId } from '../../http/hydra';
import { violation } from '../../i18n/violations';
import { endOtherSessions, hashPassword, verifyPassword } from '../auth';
import { presentCustomer } from './present';
import {
  countCustomerOrders,
  findAddress,
  findCustomer,
  findCustomerByEmail,
  findShopUserOfCustomer,
  updateCustomer,
  updateShopUser,
} from './queries';
import { normalizeEmail } from './registration';
import { issueViolations, refuseIfAny } from './violations';

/** The logged-in customer's own record: `GET/PUT customers/{id}`, `PUT customers/{id}/password`. */

/** The id in the path must be the asking customer's own; anyone else's is not found. */
function ownId(pathId: string, customerId: number): number {
  if (parseId(pathId) !== customerId) throw new NotFoundError();
  return customerId;
}

async function loadAccount(db: Queryable, customerId: number) {
  const customer = await findCustomer(db, customerId);
  const user = customer && (await findShopUserOfCustomer(db, customer.id));
  if (!customer || !user) throw new NotFoundError();
  return { customer, user };
}

export async function showCustomer(db: Database, pathId: string, customerId: number): Promise<Customer> {
  const { customer, user } = await loadAccount(db, ownId(pathId, customerId));
  return presentCustomer(customer, user, await countCustomerOrders(db, customer.id));
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'gender', 'defaultAddress'] as const;

/** An address reference: its IRI or bare id. */
const addressId = (reference: string): number | null => parseId(identifierOf(reference, 'addresses'));

/** `PUT customers/{id}`: the fields sent are changed, the ones left out are kept (as Sylius does). */
export async function updateProfile(
  db: Database,
  pathId: string,
  customerId: number,
  body: UpdateCustomerBody,
  locale: CatalogLocale,
): Promise<Customer> {
  const { customer } = await loadAccount(db, ownId(pathId, customerId));
  const violations: Violation[] = issueViolations(locale, checkProfile(body), PROFILE_FIELDS);
  const values: Parameters<typeof updateCustomer>[2] = {};

  if (typeof body.email === 'string' && !violations.some((v) => v.propertyPath === 'email')) {
    const email = normalizeEmail(body.email);
    if (email !== customer.email) {
      const other = await findCustomerByEmail(db, email);
      const otherUser = other && (await findShopUserOfCustomer(db, other.id));
      if (otherUser) violations.push(violation(locale, 'email', 'emailNotTaken'));
      else if (other) violations.push(violation(locale, 'email', 'emailUsed'));
      else values.email = email;
    }
  }
  if (body.defaultAddress !== undefined) {
    if (body.defaultAddress === null || body.defaultAddress.trim() === '') values.defaultAddressId = null;
    else {
      const id = addressId(body.defaultAddress);
      const address = id === null ? undefined : await findAddress(db, id);
      if (!address || address.customerId !== customer.id) {
        violations.push(violation(locale, 'defaultAddress', 'invalidValue'));
      } else values.defaultAddressId = address.id;
    }
  }
  refuseIfAny(violations);

  if (typeof body.firstName === 'string') values.firstName = body.firstName.trim();
  if (typeof body.lastName === 'string') values.lastName = body.lastName.trim();
  if (body.phoneNumber !== undefined) {
    values.phoneNumber = body.phoneNumber?.trim() ? normalizePhoneNumber(body.phoneNumber) : null;
  }
  if (body.gender !== undefined) values.gender = parseGender(body.gender) ?? 'u';
  if (typeof body.subscribedToNewsletter === 'boolean')
    values.subscribedToNewsletter = body.subscribedToNewsletter;
  // Agreeing keeps the time of the first agreement; withdrawing forgets it.
  if (body.smsConsent === true && customer.smsConsentAt === null) values.smsConsentAt = new Date();
  if (body.smsConsent === false) values.smsConsentAt = null;
  await updateCustomer(db, customer.id, values);
  return showCustomer(db, pathId, customerId);
}

/**
 * `PUT customers/{id}/password`: every other login of the account ends; the session asking keeps
 * going, so changing a password does not log the customer out where they are.
 */
export async function changePassword(
  db: Database,
  pathId: string,
  auth: { customerId: number; sessionId: string | null },
  body: ChangePasswordBody,
  locale: CatalogLocale,
): Promise<void> {
  const { user } = await loadAccount(db, ownId(pathId, auth.customerId));
  const violations = issueViolations(
    locale,
    {
      ...((body.currentPassword ?? '') === '' ? { currentPassword: { rule: 'required' as const } } : {}),
      ...checkNewPassword(body.newPassword, body.confirmNewPassword, ['newPassword', 'confirmNewPassword']),
    },
    ['currentPassword', 'newPassword', 'confirmNewPassword'],
  );
  if (
    body.currentPassword &&
    !violations.some((v) => v.propertyPath === 'currentPassword') &&
    !(await verifyPassword(user.passwordHash, body.currentPassword))
  ) {
    violations.unshift(violation(locale, 'currentPassword', 'wrongCurrentPassword'));
  }
  refuseIfAny(violations);
  const passwordHash = await hashPassword(body.newPassword as string);
  await db.transaction(async (tx) => {
    await updateShopUser(tx, user.id, { passwordHash });
    await endOtherSessions(tx, user.id, auth.sessionId ?? undefined);
  });
}
