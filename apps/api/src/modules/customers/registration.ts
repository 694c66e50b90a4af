import {
  type AccountFieldIssue,
  type CatalogLocale,
  checkNewPassword,
  checkRegistration,
  normalizePhoneNumber,
  parseGender,
  type RegisterCustomerBody,
  type RegisterFromOrderBody,
} from '@sakhe/contract';
import type { Database, Transaction } from '../../db/client';
import { addresses } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { refuse, violation } from '../../i18n/violations';
import { hashPassword } from '../auth';
import { findReferrer, linkFriend } from '../referral';
import {
  assignOrderToAccount,
  findAddress,
  findCustomerByEmail,
  findShopUserOfCustomer,
  findCustomer,
  insertShopUser,
  lockCustomerByEmail,
  lockGuestOrder,
  updateCustomer,
} from './queries';
import { issueViolations, refuseIfAny } from './violations';

/** Registration (`POST customers`, 204) and fast registration from a guest order. */

const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'gender',
  'password',
  'passwordConfirmation',
  'agreeToConditions',
  'subscribedToNewsletter',
] as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function isRegistered(db: Database | Transaction, email: string): Promise<boolean> {
  const customer = await findCustomerByEmail(db, email);
  return customer !== undefined && (await findShopUserOfCustomer(db, customer.id)) !== undefined;
}

const emailTaken = (locale: CatalogLocale) =>
  new ValidationError([violation(locale, 'email', 'emailNotTaken')]);

/**
 * A guest who ordered before already is a customer: the account is added to that customer, so
 * their e-mail stays one customer. Two registrations racing for one e-mail take turns on the
 * customer row, and the second is refused. A friend's invitation code links the new customer to
 * the friend (the referral programme); an unknown code is refused with the other fields.
 */
export async function register(
  db: Database,
  body: RegisterCustomerBody,
  locale: CatalogLocale,
): Promise<void> {
  const violations = issueViolations(locale, checkRegistration(body), REGISTRATION_FIELDS);
  const email = normalizeEmail(body.email ?? '');
  if (!violations.some((v) => v.propertyPath === 'email') && (await isRegistered(db, email))) {
    violations.push(violation(locale, 'email', 'emailNotTaken'));
  }
  const invited = body.referralCode?.trim() ? body.referralCode : null;
  const referrer = invited === null ? undefined : await findReferrer(db, invited);
  if (invited !== null && !referrer)
    violations.push(violation(locale, 'referralCode', 'referralCodeUnknown'));
  refuseIfAny(violations);
  const passwordHash = await hashPassword(body.password as string);
  await db.transaction(async (tx) => {
    const customer = await lockCustomerByEmail(tx, email);
    if (await findShopUserOfCustomer(tx, customer.id)) throw emailTaken(locale);
    await updateCustomer(tx, customer.id, {
      firstName: (body.firstName as string).trim(),
      lastName: (body.lastName as string).trim(),
      phoneNumber: normalizePhoneNumber(body.phoneNumber as string),
      gender: parseGender(body.gender) ?? 'u',
      subscribedToNewsletter: body.subscribedToNewsletter === true,
    });
    await insertShopUser(tx, { customerId: customer.id, passwordHash });
    if (referrer) {
      const refusal = await linkFriend(tx, { referrer, friend: customer, now: new Date() });
      // Thrown inside the transaction, the refusal rolls the registration back.
      if (refusal) refuse(locale, 'referralCode', refusal);
    }
  });
}

/**
 * Fast registration (SPEC §1): the guest who just placed an order chooses a password; e-mail,
 * name, phone and address come from the order, which then belongs to the new account. Holding the
 * order's token (the thank-you page's secret) is what entitles them.
 */
export async function registerFromOrder(
  db: Database,
  body: RegisterFromOrderBody,
  locale: CatalogLocale,
): Promise<void> {
  const issues: Partial<Record<string, AccountFieldIssue>> = {
    ...checkNewPassword(body.password, body.passwordConfirmation, ['password', 'passwordConfirmation']),
    ...(body.agreeToConditions === true ? {} : { agreeToConditions: { rule: 'acceptTerms' } }),
    ...(body.orderToken?.trim() ? {} : { orderToken: { rule: 'required' } }),
  };
  refuseIfAny(
    issueViolations(locale, issues, ['orderToken', 'password', 'passwordConfirmation', 'agreeToConditions']),
  );
  const passwordHash = await hashPassword(body.password as string);
  await db.transaction(async (tx) => {
    const order = await lockGuestOrder(tx, (body.orderToken as string).trim());
    if (!order || order.state === 'cart' || !order.createdByGuest || order.customerId === null) {
      throw new ValidationError([violation(locale, 'orderToken', 'orderNotClaimable')]);
    }
    const guest = await findCustomer(tx, order.customerId);
    if (!guest) throw new ValidationError([violation(locale, 'orderToken', 'orderNotClaimable')]);
    const customer = await lockCustomerByEmail(tx, guest.email);
    if (await findShopUserOfCustomer(tx, customer.id)) throw emailTaken(locale);

    const billing =
      order.billingAddressId === null ? undefined : await findAddress(tx, order.billingAddressId);
    let defaultAddressId = customer.defaultAddressId;
    if (billing) {
      const { id: _id, createdAt: _createdAt, ...copy } = billing;
      const [saved] = await tx
        .insert(addresses)
        .values({ ...copy, customerId: customer.id })
        .returning({ id: addresses.id });
      defaultAddressId ??= saved?.id ?? null;
    }
    await updateCustomer(tx, customer.id, {
      firstName: customer.firstName ?? billing?.firstName ?? null,
      lastName: customer.lastName ?? billing?.lastName ?? null,
      phoneNumber: customer.phoneNumber ?? billing?.phoneNumber ?? null,
      defaultAddressId,
      ...(body.subscribedToNewsletter === true ? { subscribedToNewsletter: true } : {}),
    });
    await insertShopUser(tx, { customerId: customer.id, passwordHash });
    await assignOrderToAccount(tx, order.id);
  });
}
