import type { TFunction } from 'i18next';

/** A field rule broken, as the contract's checks (and this storefront's forms) name it. */
export type Issue =
  | { rule: 'required' | 'email' | 'phoneNumber' | 'city' | 'sameAs' | 'acceptTerms' | 'choice' }
  | { rule: 'minLength'; min: number }
  | { rule: 'maxLength'; max: number };

/** The spec's words for a broken rule (SPEC §5). */
export function issueMessage(t: TFunction, issue: Issue): string {
  switch (issue.rule) {
    case 'minLength':
      return t('account.rules.minLength', { min: issue.min });
    case 'maxLength':
      return t('account.rules.maxLength', { max: issue.max });
    case 'city':
      return t('account.rules.required');
    default:
      return t(`account.rules.${issue.rule}`);
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login form's own checks (SPEC §5: both fields required, an e-mail that looks like one). */
export function checkLogin(email: string, password: string): { email?: Issue; password?: Issue } {
  const issues: { email?: Issue; password?: Issue } = {};
  if (email.trim() === '') issues.email = { rule: 'required' };
  else if (!EMAIL.test(email.trim())) issues.email = { rule: 'email' };
  if (password === '') issues.password = { rule: 'required' };
  return issues;
}

/** Why the login page is shown again after a trip to Facebook (`/login?oauth=…`). */
const OAUTH_ERRORS = ['failed', 'cancelled', 'email', 'unavailable'] as const;
export type OAuthError = (typeof OAUTH_ERRORS)[number];

export function oauthError(value: string | null): OAuthError | null {
  return OAUTH_ERRORS.find((error) => error === value) ?? null;
}

/** Who may open a page (SPEC §2 guards): guests go to register from `/user…`, customers home from guest pages. */
export function guardRedirect(page: 'user' | 'guest', loggedIn: boolean): '/register' | '/' | null {
  if (page === 'user' && !loggedIn) return '/register';
  if (page === 'guest' && loggedIn) return '/';
  return null;
}

type StateKey =
  | 'new'
  | 'cart'
  | 'cancelled'
  | 'fulfilled'
  | 'awaiting_payment'
  | 'authorized'
  | 'paid'
  | 'partially_paid'
  | 'refunded'
  | 'ready'
  | 'shipped'
  | 'partially_shipped';

const KNOWN = new Set<string>([
  'new',
  'cart',
  'cancelled',
  'fulfilled',
  'awaiting_payment',
  'authorized',
  'paid',
  'partially_paid',
  'refunded',
  'ready',
  'shipped',
  'partially_shipped',
]);

/** The translation key of an order, payment or shipping state (SPEC §4: new → Unfinished, paid → Paid…). */
export function stateLabelKey(state: string): `account.states.${StateKey}` | null {
  return KNOWN.has(state) ? (`account.states.${state as StateKey}` as const) : null;
}

/** The recovery form's one field: an e-mail that looks like one. */
export function checkRecoveryEmail(email: string): Issue | null {
  if (email.trim() === '') return { rule: 'required' };
  return EMAIL.test(email.trim()) ? null : { rule: 'email' };
}

/** A violation as the API words it (already in the page's language). */
export interface FieldViolation {
  propertyPath: string;
  message: string;
}

/**
 * The password change's answer (SPEC §8): a violation on currentPassword is the wrong password,
 * other field violations stay at their fields, anything else is the unexpected error.
 */
export function passwordChangeErrors(violations: readonly FieldViolation[]): {
  wrongPassword: boolean;
  fields: Record<string, string>;
  unexpected: boolean;
} {
  const fields: Record<string, string> = {};
  let wrongPassword = false;
  for (const { propertyPath, message } of violations) {
    if (propertyPath === 'currentPassword') wrongPassword = true;
    else if (propertyPath === 'newPassword' || propertyPath === 'confirmNewPassword')
      fields[propertyPath] ??= message;
  }
  return { wrongPassword, fields, unexpected: !wrongPassword && Object.keys(fields).length === 0 };
}
