import type { CatalogLocale } from '@sakhe/contract';
import { ValidationError, type Violation } from '../http/errors';
import { type MessageKey, type MessageParams, translate } from './messages';

/** A translated violation (Sylius' custom constraints carry a null code). */
export function violation(
  locale: CatalogLocale,
  propertyPath: string,
  key: MessageKey,
  params?: MessageParams,
): Violation {
  return { propertyPath, message: translate(locale, key, params), code: null };
}

/** Refuses the request with one translated 422 violation. */
export function refuse(
  locale: CatalogLocale,
  propertyPath: string,
  key: MessageKey,
  params?: MessageParams,
): never {
  throw new ValidationError([violation(locale, propertyPath, key, params)]);
}
