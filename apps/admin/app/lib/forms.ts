import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api';
import { i18next } from './i18n';

type Issue = z.core.$ZodRawIssue;

/**
 * The contract's checks worded from the app's translation files (not zod's English), for
 * `zodResolver(schema, { error: issueMessage })` and contractResolver.
 */
export function issueMessage(issue: Issue): string {
  const t = i18next.t;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('validation.required');
      return issue.origin === 'string'
        ? t('validation.tooShort', { count: Number(issue.minimum) })
        : t('validation.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.tooLong', { count: Number(issue.maximum) })
        : t('validation.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return t('validation.url');
      return t('validation.format');
    case 'invalid_type':
      return issue.input === undefined || issue.input === ''
        ? t('validation.required')
        : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/**
 * The contract's own words for some checks (packages/contract/src/admin), in English, and their
 * translations: zod keeps a schema's own message over the error map a parse is given.
 */
const CONTRACT_WORDS = {
  'Use Latin letters, digits, dots, dashes and underscores': 'validation.codeCharacters',
  'Letters and digits joined by single dashes': 'validation.slugCharacters',
  'A colour as #rrggbb': 'validation.colour',
  'The price cannot be negative': 'validation.negativePrice',
  'Add or take away at least one unit': 'validation.nonZeroChange',
  'a province code, e.g. GE-TBS': 'validation.provinceCode',
} as const;
type ContractWordKey = (typeof CONTRACT_WORDS)[keyof typeof CONTRACT_WORDS];

/** The value the body holds at an issue's path. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let node = body;
  for (const key of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  return node;
}

/**
 * An issue of checking `body` against the contract, in the app's language: the contract's own words
 * translated, anything else said from the issue's kind (issueMessage, told the value it had).
 */
export function contractMessage(issue: z.core.$ZodIssue, body: unknown): string {
  const own = (CONTRACT_WORDS as Record<string, ContractWordKey | undefined>)[issue.message];
  if (own) return i18next.t(own);
  return issueMessage({ ...issue, input: valueAt(body, issue.path) } as Issue);
}

/** `shippingMethods[0].configuration.amount` (the API's violations) as the form names it: `shippingMethods.0.configuration.amount`. */
function fieldPath(propertyPath: string): string {
  return propertyPath.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/**
 * Puts the API's 422 violations on the form's fields; returns a message for what no field shows
 * (another status, or a violation of a field the form does not have), or null.
 */
export function showApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | ((path: string) => boolean),
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const isField = typeof fields === 'function' ? fields : (path: string) => fields.includes(path);
  const unplaced: string[] = [];
  let focused = false;
  for (const violation of error.violations) {
    const path = fieldPath(violation.propertyPath);
    if (path && isField(path)) {
      setError(path as Path<T>, { type: 'server', message: violation.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(violation.message);
    }
  }
  if (error.violations.length > 0) return unplaced.length > 0 ? unplaced.join(' ') : null;
  return error.message || fallback;
}

/** Puts `value` at `path` inside `target` (the shape of react-hook-form's errors), unless one is there. */
export function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let node = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] ??= value;
      return;
    }
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver that checks what the form will send against the contract's schema: the
 * form's values become the request body (`toBody`: lari typed by staff into tetri, lists typed as text
 * into arrays…), and each issue lands on the field of the same path.
 */
export function contractResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values) => {
    const body = toBody(values);
    const result = schema.safeParse(body);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
      if (path.length === 0) continue;
      setPath(errors, path, { type: issue.code, message: contractMessage(issue, body) });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
