import {
  type AuthenticationToken,
  type CatalogLocale,
  checkEmail,
  type OAuthProvider,
} from '@sakhe/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors';
import { violation } from '../../i18n/violations';
import { assignCart, type Carts } from '../cart';
import { checkCredentials, oauthAccount } from './accounts';
import {
  type Account,
  type AuthSettings,
  exchangeCode,
  fetchProfile,
  providerSettings,
  startSession,
} from '../auth';

/** Logging in: with e-mail and password, or through Facebook or Google. */

/** The guest cart the shopper filled before logging in stays theirs (a cart of someone else is ignored). */
async function begin(
  { db, carts, settings }: LoginDeps,
  account: Account,
  cartToken: string | null | undefined,
): Promise<AuthenticationToken> {
  const tokens = await startSession(db, settings, account);
  if (cartToken) await assignCart(carts, cartToken, account.customerId);
  return tokens;
}

/** What logging in works with: accounts and sessions in `db`, and the carts a login takes over. */
export interface LoginDeps {
  db: Database;
  carts: Carts;
  settings: AuthSettings;
}

/** Null when the credentials open no account (the caller counts the failure). */
export async function passwordLogin(
  deps: LoginDeps,
  input: { email: string; password: string; cartToken?: string | null | undefined },
): Promise<AuthenticationToken | null> {
  if (input.email.trim() === '' || input.password === '') return null;
  const account = await checkCredentials(deps.db, input.email, input.password);
  return account && begin(deps, account, input.cartToken);
}

export interface OAuthLoginInput {
  /** An access token for the userinfo endpoint… */
  accessToken?: string | null | undefined;
  /** …or an authorization code to exchange for one. */
  code?: string | null | undefined;
  redirectUri?: string | null | undefined;
  cartToken?: string | null | undefined;
  /** A friend's invitation code, for a new account (see `oauthAccount`). */
  referralCode?: string | null | undefined;
}

/**
 * The provider's profile opens (or creates) the account with the same e-mail, but only an address
 * the provider verified: anyone can type someone else's e-mail into an unverified account.
 */
export async function oauthLogin(
  deps: LoginDeps & { config: Config },
  provider: OAuthProvider,
  input: OAuthLoginInput,
  locale: CatalogLocale,
): Promise<AuthenticationToken> {
  const settings = providerSettings(deps.config, provider);
  if (!settings) throw new NotFoundError();
  let accessToken = input.accessToken ?? null;
  if (accessToken === null) {
    if (!input.code || !input.redirectUri) {
      throw new ValidationError([violation(locale, input.code ? 'redirectUri' : 'code', 'required')]);
    }
    accessToken = await exchangeCode(settings, input.code, input.redirectUri);
  }
  const profile = await fetchProfile(settings, accessToken);
  if (profile.email === null || checkEmail(profile.email))
    throw new ValidationError([violation(locale, 'email', 'emailMissing')]);
  if (!profile.emailVerified) throw new ValidationError([violation(locale, 'email', 'emailNotVerified')]);
  const account = await oauthAccount(
    deps.db,
    {
      provider,
      subject: profile.subject,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
    { referralCode: input.referralCode },
  );
  if (!account) throw new UnauthorizedError('Invalid credentials.');
  return begin(deps, account, input.cartToken);
}
