import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { money, searchableCollection } from './hydra';
import { paymentState } from './cart';

/**
 * Checkout (api-contract §6.3–6.5): addressing, shipping and payment methods, completion, and the
 * field rules the API and the storefront both apply, so a form never accepts what the API refuses.
 */

// ---------------------------------------------------------------------------------------------
// Field rules, shared with the storefront. They report rule names; each side words them in its
// own translations (SPEC §5: required, minLength, maxLength, email, phoneNumber).

export type FieldIssue =
  | { rule: 'required' }
  | { rule: 'minLength'; min: number }
  | { rule: 'maxLength'; max: number }
  | { rule: 'email' }
  | { rule: 'phoneNumber' }
  | { rule: 'city' };

export const SHOP_COUNTRY = 'GE';

/** Length bounds of address fields (Sylius' address constraints: names and street 2–255). */
export const ADDRESS_LIMITS = {
  firstName: { min: 2, max: 255 },
  lastName: { min: 2, max: 255 },
  street: { min: 2, max: 255 },
  company: { min: 0, max: 255 },
  postcode: { min: 0, max: 16 },
} as const;

export const EMAIL_MAX_LENGTH = 254;
/**
 * The code of the e-mail violation a guest's checkout gets for a registered customer's e-mail (SPEC §5
 * emailNotTakenCheckout): Symfony's UniqueEntity NOT_UNIQUE_ERROR, which the storefront reads to offer a
 * login right there.
 */
export const EMAIL_OF_REGISTERED_CUSTOMER = '23bd9dbf-6b9b-41cd-a99e-4844bcf3077f';
export const NOTES_MAX_LENGTH = 1000;

/** Georgian numbers only, in any common spelling: 555 12 34 56, 0322 12 34 56, +995 555 123 456. */
export function normalizePhoneNumber(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, SHOP_COUNTRY);
  if (!parsed || parsed.country !== SHOP_COUNTRY || !parsed.isValid()) return null;
  return parsed.number;
}

export const isValidPhoneNumber = (value: string): boolean => normalizePhoneNumber(value) !== null;

// A pragmatic address check (as Symfony's "html5" mode): one @, no spaces, a dotted domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function checkEmail(value: string | null | undefined): FieldIssue | null {
  const email = value?.trim() ?? '';
  if (email === '') return { rule: 'required' };
  if (email.length > EMAIL_MAX_LENGTH) return { rule: 'maxLength', max: EMAIL_MAX_LENGTH };
  return EMAIL_PATTERN.test(email) ? null : { rule: 'email' };
}

function checkText(
  value: string | null | undefined,
  limits: { min: number; max: number },
  required: boolean,
) {
  const text = value?.trim() ?? '';
  if (text === '') return required ? ({ rule: 'required' } as const) : null;
  if (text.length < limits.min) return { rule: 'minLength', min: limits.min } as const;
  if (text.length > limits.max) return { rule: 'maxLength', max: limits.max } as const;
  return null;
}

/**
 * The address fields the checkout asks for. `provinceCode` is the city (GE-XXX); whether the code
 * names a real city is for the API to say (`city` issue), the shape is checked here.
 */
export function checkAddress(
  address: Partial<AddressInput>,
): Partial<Record<keyof AddressInput, FieldIssue>> {
  const issues: Partial<Record<keyof AddressInput, FieldIssue>> = {};
  const add = (field: keyof AddressInput, issue: FieldIssue | null) => {
    if (issue) issues[field] = issue;
  };
  add('firstName', checkText(address.firstName, ADDRESS_LIMITS.firstName, true));
  add('lastName', checkText(address.lastName, ADDRESS_LIMITS.lastName, true));
  add('street', checkText(address.street, ADDRESS_LIMITS.street, true));
  add('company', checkText(address.company, ADDRESS_LIMITS.company, false));
  add('postcode', checkText(address.postcode, ADDRESS_LIMITS.postcode, false));
  const phone = address.phoneNumber?.trim() ?? '';
  add(
    'phoneNumber',
    phone === '' ? { rule: 'required' } : isValidPhoneNumber(phone) ? null : { rule: 'phoneNumber' },
  );
  const province = address.provinceCode?.trim() ?? '';
  add(
    'provinceCode',
    province === '' ? { rule: 'required' } : /^GE-[A-Z]{3}$/.test(province) ? null : { rule: 'city' },
  );
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Requests

const text = z.string().max(2000).nullish();

/** The Address input of PUT orders/{t}; every field may be missing, the rules above say what is wrong. */
export const addressInput = z.object({
  firstName: text,
  lastName: text,
  phoneNumber: text,
  company: text,
  /** Always GE; may be omitted. */
  countryCode: text,
  /** The city, GE-XXX (see GET countries/GE). */
  provinceCode: text,
  provinceName: text,
  street: text,
  /**
   * Filled from the province. Without a provinceCode (Sylius 1.12's clients send none) the city is
   * found by this name, in either language; otherwise a value sent here is ignored.
   */
  city: text,
  postcode: text,
});
export type AddressInput = z.infer<typeof addressInput>;

/** `PUT orders/{t}`: omitting couponCode removes the coupon (Sylius semantics, api-contract §6.3). */
export const updateOrderBody = z.object({
  email: text,
  billingAddress: addressInput.nullish(),
  shippingAddress: addressInput.nullish(),
  couponCode: z.string().max(255).nullish(),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;

export const shipmentParams = z.object({
  tokenValue: z.string().min(1).max(64),
  shipmentId: z.string().max(20),
});
export const paymentParams = z.object({
  tokenValue: z.string().min(1).max(64),
  paymentId: z.string().max(20),
});

/** The method by IRI (`/api/v2/shop/shipping-methods/CODE`) or bare code. */
export const chooseShippingMethodBody = z.object({ shippingMethod: z.string().min(1).max(255) });
export const choosePaymentMethodBody = z.object({ paymentMethod: z.string().min(1).max(255) });

export const completeOrderBody = z
  .object({
    notes: z.string().max(NOTES_MAX_LENGTH).nullish(),
    /**
     * sakhe: the customer agrees (true) or no longer agrees (false) to SMS about their orders (placed,
     * shipped); kept on the customer with the time of agreeing. Omitted leaves it as it was.
     */
    smsConsent: z.boolean().nullish(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type CompleteOrderBody = z.infer<typeof completeOrderBody>;

export const shippingMethodsQuery = z.object({
  shipmentId: z.string().max(20).optional(),
  tokenValue: z.string().max(64).optional(),
});
export const paymentMethodsQuery = z.object({
  paymentId: z.string().max(20).optional(),
  tokenValue: z.string().max(64).optional(),
});

// ---------------------------------------------------------------------------------------------
// Responses

export const shippingMethodSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ShippingMethod'),
  id: z.number().int(),
  code: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Only in the per-shipment listing: the fee for that shipment, in tetri. */
  price: money.optional(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodItemSchema = z.object({ '@context': z.string(), ...shippingMethodSchema.shape });
/** Unpaginated; `hydra:search` on the 1.x path (`?shipmentId=&tokenValue=`), as Sylius 1.12. */
export const shippingMethodCollectionSchema = searchableCollection(shippingMethodSchema);

export const paymentMethodSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('PaymentMethod'),
  id: z.number().int(),
  code: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodItemSchema = z.object({ '@context': z.string(), ...paymentMethodSchema.shape });
/** Unpaginated; `hydra:search` on the 1.x path (`?paymentId=&tokenValue=`), as Sylius 1.12. */
export const paymentMethodCollectionSchema = searchableCollection(paymentMethodSchema);

/**
 * `GET orders/{t}/payments/{id}/configuration`: for offline methods Sylius' `{@context, @id}`;
 * for the card gateway also where to send the shopper.
 */
export const paymentConfigurationSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  gateway: z.string().optional(),
  redirectUrl: z.string().optional(),
});
export type PaymentConfiguration = z.infer<typeof paymentConfigurationSchema>;

/**
 * `GET payments/{id}` (Sylius 1.12 `shop:payment:read`). Only the order's owner reads it: the customer
 * whose order it is (by access token) or, for a guest's order, whoever names the order's token in
 * `?tokenValue=` (sakhe's addition: ids are sequential, and the order IRI in the answer opens the
 * order); anyone else gets 404.
 */
export const paymentIdParams = z.object({ id: z.string().max(20) });
export const paymentQuery = z.object({ tokenValue: z.string().max(64).optional() });
export const paymentItemSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('Payment'),
  /** Order IRI. */
  order: z.string(),
  id: z.number().int(),
  /** The method with its name in the request's language; null while none is chosen. */
  method: z.object({ '@id': z.string(), '@type': z.literal('PaymentMethod'), name: z.string() }).nullable(),
  currencyCode: z.string(),
  amount: money,
  state: paymentState,
  /** Sylius' gateway details; always empty: what the banks answer stays with the shop's staff. */
  details: z.array(z.unknown()).max(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;
