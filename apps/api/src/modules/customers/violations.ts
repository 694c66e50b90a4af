import type { AccountFieldIssue, CatalogLocale } from '@sakhe/contract';
import { ValidationError, type Violation } from '../../http/errors';
import { violation } from '../../i18n/violations';

/** The contract's field rules in the request's language; every rule name is a message key. */
export function issueViolation(locale: CatalogLocale, path: string, issue: AccountFieldIssue): Violation {
  const params: Record<string, number> =
    issue.rule === 'minLength' ? { min: issue.min } : issue.rule === 'maxLength' ? { max: issue.max } : {};
  return violation(locale, path, issue.rule, params);
}

/** Violations in the order the form shows its fields. */
export function issueViolations(
  locale: CatalogLocale,
  issues: Partial<Record<string, AccountFieldIssue>>,
  fieldOrder: readonly string[],
): Violation[] {
  return Object.entries(issues)
    .filter((entry): entry is [string, AccountFieldIssue] => entry[1] !== undefined)
    .sort(([a], [b]) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b))
    .map(([field, issue]) => issueViolation(locale, field, issue));
}

export function refuseIfAny(violations: Violation[]): void {
  if (violations.length > 0) throw new ValidationError(violations);
}
