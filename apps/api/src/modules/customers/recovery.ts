import {
  type CatalogLocale,
  checkEmail,
  checkNewPassword,
  type ResetPasswordBody,
  type ResetPasswordRequestBody,
} from '@sakhe/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ValidationError, type Violation } from '../../http/errors';
import { LOCALES } from '../../http/locale';
import { violation } from '../../i18n/violations';
import { endOtherSessions, hashPassword, hashToken, newOpaqueToken } from '../auth';
import type { AccountMailer } from './mail';
import { passwordRecoveryUrl } from './mail';
import {
  deleteResetTokens,
  findCustomer,
  findShopUser,
  lockResetToken,
  replaceResetToken,
  updateShopUser,
  findAccountByEmail,
} from './queries';
import { normalizeEmail } from './registration';
import { issueViolation, issueViolations, refuseIfAny } from './violations';

/**
 * Password recovery (api-contract §8): a request mails a single-use link that expires; the answer
 * is the same, and comes as fast, whether or not the e-mail has an account, so nobody learns who is
 * a customer: the route checks the request, answers, and only then does `mailPasswordReset` look the
 * account up and mail it (issue 23).
 */

export interface PasswordResetRequest {
  email: string;
  mailLocale: CatalogLocale;
}

/** The request's e-mail and mail language, or the 422 violations of a bad one. */
export function checkPasswordResetRequest(
  body: ResetPasswordRequestBody,
  locale: CatalogLocale,
): PasswordResetRequest {
  const violations: Violation[] = [];
  const emailIssue = checkEmail(body.email);
  if (emailIssue) violations.push(issueViolation(locale, 'email', emailIssue));
  // 1.12 names the field `locale`, 1.13+ `localeCode`; the violation names the one sent.
  const localeField = body.localeCode != null ? 'localeCode' : 'locale';
  const mailLocale = body.localeCode ?? body.locale ?? locale;
  if (!(LOCALES as readonly string[]).includes(mailLocale)) {
    violations.push(violation(locale, localeField, 'localeInvalid'));
  }
  refuseIfAny(violations);
  return { email: body.email as string, mailLocale: mailLocale as CatalogLocale };
}

/** Makes a new link for the account of that e-mail and mails it; nothing for an unknown or disabled one. */
export async function mailPasswordReset(
  db: Database,
  deps: { config: Config; mailer: AccountMailer },
  { email, mailLocale }: PasswordResetRequest,
): Promise<void> {
  const account = await findAccountByEmail(db, normalizeEmail(email));
  if (!account || !account.enabled) return;
  const token = newOpaqueToken();
  const ttl = deps.config.PASSWORD_RESET_TTL;
  await replaceResetToken(db, {
    shopUserId: account.shopUserId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  const customer = await findCustomer(db, account.customerId);
  await deps.mailer.passwordReset(account.email, mailLocale, {
    name: customer?.firstName ?? null,
    url: passwordRecoveryUrl(deps.config.PUBLIC_URL, token, mailLocale),
    minutes: Math.round(ttl / 60),
  });
}

/**
 * `PATCH reset-password-requests/{token}`: sets the new password, uses the link up and ends every
 * login of the account (whoever knew the old password is out). Opening the mailed link also proves
 * the address, so the account counts as verified.
 */
export async function resetPassword(
  db: Database,
  token: string,
  body: ResetPasswordBody,
  locale: CatalogLocale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockResetToken(tx, hashToken(token));
    if (!row) throw new ValidationError([violation(locale, '', 'resetTokenInvalid', { token })]);
    if (row.expiresAt <= new Date()) throw new ValidationError([violation(locale, '', 'resetTokenExpired')]);
    refuseIfAny(
      issueViolations(
        locale,
        checkNewPassword(body.newPassword, body.confirmNewPassword, ['newPassword', 'confirmNewPassword']),
        ['newPassword', 'confirmNewPassword'],
      ),
    );
    const user = await findShopUser(tx, row.shopUserId);
    if (!user) throw new ValidationError([violation(locale, '', 'resetTokenInvalid', { token })]);
    await updateShopUser(tx, user.id, {
      passwordHash: await hashPassword(body.newPassword as string),
      ...(user.verifiedAt === null ? { verifiedAt: new Date() } : {}),
    });
    await deleteResetTokens(tx, user.id);
    await endOtherSessions(tx, user.id);
  });
}
