import type { Database } from '../../db/client';
import { type Account, verifyPassword } from '../auth';
import { linkFriendIfInvited } from '../referral';
import {
  findCustomer,
  findIdentity,
  findShopUserOfCustomer,
  insertShopUser,
  linkIdentity,
  lockCustomerByEmail,
  updateCustomer,
  updateShopUser,
  findAccountByEmail,
} from './queries';

/** Who is logging in: by e-mail and password, or by an OAuth provider's verified e-mail. */

/** The account these credentials open, or null (unknown e-mail, wrong password, disabled account). */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<Account | null> {
  const account = await findAccountByEmail(db, email);
  // A missing account still costs a hash check, so response times do not tell which e-mails exist.
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid || !account.enabled) return null;
  return { shopUserId: account.shopUserId, customerId: account.customerId };
}

export interface OAuthProfile {
  provider: string;
  /** The provider's stable user id. */
  subject: string;
  /** Lowercased; only ever a verified address. */
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** What the shopper brought to an OAuth login besides the provider's profile. */
export interface OAuthSignUp {
  /** A friend's invitation code: it links the account only when this login creates it. */
  referralCode?: string | null | undefined;
}

/**
 * The account of an OAuth login: the one already linked to this provider account; else the
 * account (or guest customer) with the same verified e-mail, which gets linked; else a new one.
 * Accounts made here have no password until the customer sets one through recovery; a new one is
 * linked to the friend who invited the shopper, as registration would.
 */
export async function oauthAccount(
  db: Database,
  profile: OAuthProfile,
  signUp: OAuthSignUp = {},
): Promise<Account | null> {
  const linked = await findIdentity(db, profile.provider, profile.subject);
  if (linked) return linked.enabled ? { shopUserId: linked.shopUserId, customerId: linked.customerId } : null;
  return db.transaction(async (tx) => {
    const customer = await lockCustomerByEmail(tx, profile.email);
    let user = await findShopUserOfCustomer(tx, customer.id);
    const now = new Date();
    if (!user) {
      await insertShopUser(tx, { customerId: customer.id, passwordHash: null, verifiedAt: now });
      user = await findShopUserOfCustomer(tx, customer.id);
      await linkFriendIfInvited(tx, signUp.referralCode, customer, now);
    } else if (user.verifiedAt === null) {
      // The provider vouches for the address.
      await updateShopUser(tx, user.id, { verifiedAt: now });
    }
    if (!user || !user.enabled) return null;
    const current = await findCustomer(tx, customer.id);
    await updateCustomer(tx, customer.id, {
      ...(current?.firstName ? {} : profile.firstName ? { firstName: profile.firstName.slice(0, 255) } : {}),
      ...(current?.lastName ? {} : profile.lastName ? { lastName: profile.lastName.slice(0, 255) } : {}),
    });
    await linkIdentity(tx, {
      shopUserId: user.id,
      provider: profile.provider,
      subject: profile.subject,
      email: profile.email,
    });
    return { shopUserId: user.id, customerId: customer.id };
  });
}
