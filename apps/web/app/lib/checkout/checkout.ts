import type { CheckoutState } from '@sakhe/contract';

/** One 422 violation of the Shop API, in the request's language (api-contract §1.4). */
export interface Violation {
  propertyPath: string;
  message: string;
  /** The API's code for the kind of refusal, where it gives one (e.g. EMAIL_OF_REGISTERED_CUSTOMER). */
  code?: string;
}

/** What a form shows: a message next to each field it has, and the rest above the form. */
export interface FormErrors {
  fields: Record<string, string>;
  form: string[];
}

export const NO_ERRORS: FormErrors = { fields: {}, form: [] };

/**
 * Puts each violation next to the form field it is about. The API names fields by their path in the
 * request (`billingAddress.firstName`, `email`); `prefixes` are the objects the form's fields live in.
 * The first message of a field wins (one message per field is enough to act on); violations of the
 * whole request (empty path) or of fields the form does not show go above the form, once each.
 */
export function mapViolations(
  violations: readonly Violation[],
  knownFields: readonly string[],
  prefixes: readonly string[] = [],
): FormErrors {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const { propertyPath, message } of violations) {
    const prefix = prefixes.find((candidate) => propertyPath.startsWith(`${candidate}.`));
    const field = prefix ? propertyPath.slice(prefix.length + 1) : propertyPath;
    if (field !== '' && knownFields.includes(field)) {
      fields[field] ??= message;
    } else if (!form.includes(message)) {
      form.push(message);
    }
  }
  return { fields, form };
}

export const CHECKOUT_STEPS = ['addressing', 'shipment', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The step a cart in `state` is at: the first one it has not done yet. */
export function currentStep(state: CheckoutState): CheckoutStep {
  switch (state) {
    case 'cart':
      return 'addressing';
    case 'addressed':
      return 'shipment';
    case 'shipping_selected':
    case 'shipping_skipped':
      return 'payment';
    default:
      return 'complete';
  }
}

/**
 * Whether the shopper may open `step`: any step up to the one the cart is at (going back changes an
 * earlier choice), except the payment step of an order with nothing to pay (the API skipped it).
 */
export function stepAllowed(step: CheckoutStep, state: CheckoutState): boolean {
  if (state === 'completed') return false;
  if (step === 'payment' && state === 'payment_skipped') return false;
  return CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(currentStep(state));
}

export const checkoutPath = (step: CheckoutStep) => `/checkout/${step}`;
