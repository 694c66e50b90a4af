import { z } from 'zod';
import { type FieldIssue, addressInput, checkEmail, isValidPhoneNumber } from './checkout';
import { hydraCollection, money } from './hydra';
import { checkoutState, orderPaymentState, orderShippingState, orderState } from './cart';

/**
 * Customer accounts (api-contract §2, §8, §9): registration, login and tokens, OAuth, password
 * change and recovery, profile, address book and the customer's orders, plus the field rules the
 * API and the storefront's forms share (SPEC §5).
 */

// ---------------------------------------------------------------------------------------------
// Field rules, shared with the storefront

/** What can be wrong with an account field; each side words the rule in its own translations. */
export type AccountFieldIssue =
  FieldIssue | { rule: 'sameAs' } | { rule: 'acceptTerms' } | { rule: 'choice' };

/** Length bounds of account fields (SPEC §5 leaves them open). */
export const ACCOUNT_LIMITS = {
  firstName: { min: 2, max: 64 },
  lastName: { min: 2, max: 64 },
  password: { min: 8, max: 128 },
} as const;

/** Sylius' gender codes: u(nknown), m(ale), f(emale). */
export const genderCode = z.enum(['u', 'm', 'f']);
export type GenderCode = z.infer<typeof genderCode>;

/** The spec's words (female, male) and Sylius' codes are both understood. */
export function parseGender(value: string | null | undefined): GenderCode | null {
  switch (value?.trim().toLowerCase()) {
    case 'f':
    case 'female':
      return 'f';
    case 'm':
    case 'male':
      return 'm';
    case 'u':
    case 'unknown':
      return 'u';
    default:
      return null;
  }
}

function checkLength(
  value: string | null | undefined,
  limits: { min: number; max: number },
): AccountFieldIssue | null {
  const text = value?.trim() ?? '';
  if (text === '') return { rule: 'required' };
  if (text.length < limits.min) return { rule: 'minLength', min: limits.min };
  if (text.length > limits.max) return { rule: 'maxLength', max: limits.max };
  return null;
}

/** A password is taken as typed: spaces count. */
export function checkPassword(value: string | null | undefined): AccountFieldIssue | null {
  const password = value ?? '';
  if (password === '') return { rule: 'required' };
  if (password.length < ACCOUNT_LIMITS.password.min)
    return { rule: 'minLength', min: ACCOUNT_LIMITS.password.min };
  if (password.length > ACCOUNT_LIMITS.password.max)
    return { rule: 'maxLength', max: ACCOUNT_LIMITS.password.max };
  return null;
}

export function checkPhoneNumber(
  value: string | null | undefined,
  required: boolean,
): AccountFieldIssue | null {
  const phone = value?.trim() ?? '';
  if (phone === '') return required ? { rule: 'required' } : null;
  return isValidPhoneNumber(phone) ? null : { rule: 'phoneNumber' };
}

type Issues<Field extends string> = Partial<Record<Field, AccountFieldIssue>>;

function collect<Field extends string>(checks: Array<[Field, AccountFieldIssue | null]>): Issues<Field> {
  const issues: Issues<Field> = {};
  for (const [field, issue] of checks) if (issue) issues[field] = issue;
  return issues;
}

/** A new password and its repetition (registration, change, reset). */
export function checkNewPassword<P extends string, C extends string>(
  password: string | null | undefined,
  confirmation: string | null | undefined,
  fields: [P, C],
): Issues<P | C> {
  const [passwordField, confirmationField] = fields;
  const passwordIssue = checkPassword(password);
  const confirmationIssue: AccountFieldIssue | null =
    (confirmation ?? '') === ''
      ? { rule: 'required' }
      : !passwordIssue && confirmation !== password
        ? { rule: 'sameAs' }
        : null;
  return collect<P | C>([
    [passwordField, passwordIssue],
    [confirmationField, confirmationIssue],
  ]);
}

export function checkRegistration(input: Partial<RegisterCustomerBody>): Issues<keyof RegisterCustomerBody> {
  return {
    ...collect<keyof RegisterCustomerBody>([
      ['firstName', checkLength(input.firstName, ACCOUNT_LIMITS.firstName)],
      ['lastName', checkLength(input.lastName, ACCOUNT_LIMITS.lastName)],
      ['email', checkEmail(input.email)],
      ['phoneNumber', checkPhoneNumber(input.phoneNumber, true)],
      [
        'gender',
        input.gender === undefined || input.gender === null || parseGender(input.gender)
          ? null
          : { rule: 'choice' },
      ],
      ['agreeToConditions', input.agreeToConditions === true ? null : { rule: 'acceptTerms' }],
    ]),
    ...checkNewPassword(input.password, input.passwordConfirmation, ['password', 'passwordConfirmation']),
  };
}

/** The profile form: only the fields sent are checked (a PUT keeps what it leaves out). */
export function checkProfile(input: Partial<UpdateCustomerBody>): Issues<keyof UpdateCustomerBody> {
  return collect<keyof UpdateCustomerBody>([
    [
      'firstName',
      input.firstName === undefined ? null : checkLength(input.firstName, ACCOUNT_LIMITS.firstName),
    ],
    ['lastName', input.lastName === undefined ? null : checkLength(input.lastName, ACCOUNT_LIMITS.lastName)],
    ['email', input.email === undefined ? null : checkEmail(input.email)],
    ['phoneNumber', input.phoneNumber === undefined ? null : checkPhoneNumber(input.phoneNumber, false)],
    [
      'gender',
      input.gender === undefined || input.gender === null || parseGender(input.gender)
        ? null
        : { rule: 'choice' },
    ],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Requests. Text fields are loose here (any string or nothing) so the rules above, not the
// parser, word what is wrong.

const text = z.string().max(2000).nullish();
const secret = z.string().max(4096).nullish();
/** A cart the shopper filled as a guest, handed over to the account at login. */
const cartToken = z.string().max(64).nullish();
/** A friend's invitation code (the referral programme), as the `?ref=` link left it. */
const referralCode = z.string().max(64).nullish();

export const registerCustomerBody = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phoneNumber: text,
  password: secret,
  passwordConfirmation: secret,
  agreeToConditions: z.boolean().nullish(),
  /** female | male (or Sylius' f | m | u). */
  gender: text,
  subscribedToNewsletter: z.boolean().nullish(),
  /** Unknown codes, and codes that do not apply to this customer, are refused. */
  referralCode,
});
export type RegisterCustomerBody = z.infer<typeof registerCustomerBody>;

/** Fast registration after a guest order: only a password; the rest comes from the order. */
export const registerFromOrderBody = z.object({
  orderToken: z.string().max(64).nullish(),
  password: secret,
  passwordConfirmation: secret,
  agreeToConditions: z.boolean().nullish(),
  subscribedToNewsletter: z.boolean().nullish(),
});
export type RegisterFromOrderBody = z.infer<typeof registerFromOrderBody>;

export const loginBody = z.object({
  email: text,
  password: secret,
  /** Also `orderToken`: the guest cart to keep. */
  cartToken,
  orderToken: cartToken,
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshTokenBody = z.object({ refresh_token: z.string().max(512).nullish() });
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

export const logoutBody = z
  .object({ refresh_token: z.string().max(512).nullish() })
  .nullish()
  .transform((body) => body ?? {});

/** Facebook: the authorization code of the code flow and the redirect URI it was issued for. */
export const facebookLoginBody = z.object({
  code: z.string().min(1).max(2048),
  redirectUri: z.string().min(1).max(2048),
  cartToken,
  orderToken: cartToken,
  /** Links a new account to the friend who invited them; ignored when it does not apply. */
  referralCode,
});
export type FacebookLoginBody = z.infer<typeof facebookLoginBody>;

/** Google: an access token for the userinfo endpoint, or an authorization code to exchange. */
export const googleLoginBody = z.object({
  accessToken: z.string().min(1).max(4096).nullish(),
  access_token: z.string().min(1).max(4096).nullish(),
  code: z.string().min(1).max(2048).nullish(),
  redirectUri: z.string().min(1).max(2048).nullish(),
  cartToken,
  orderToken: cartToken,
  /** As Facebook's. */
  referralCode,
});
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;

export const oauthProvider = z.enum(['facebook', 'google']);
export type OAuthProvider = z.infer<typeof oauthProvider>;
export const oauthAuthorizationQuery = z.object({
  redirectUri: z.string().min(1).max(2048),
  state: z.string().max(512).optional(),
});

export const resetPasswordRequestBody = z.object({
  email: text,
  /** 1.13+ spelling; 1.12 serializes the same field as `locale`. */
  localeCode: z.string().max(12).nullish(),
  locale: z.string().max(12).nullish(),
});
export type ResetPasswordRequestBody = z.infer<typeof resetPasswordRequestBody>;

export const resetPasswordBody = z.object({ newPassword: secret, confirmNewPassword: secret });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const resetPasswordParams = z.object({ token: z.string().max(256) });

export const changePasswordBody = z.object({
  currentPassword: secret,
  newPassword: secret,
  confirmNewPassword: secret,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const updateCustomerBody = z.object({
  email: text,
  firstName: text,
  lastName: text,
  phoneNumber: text,
  gender: text,
  subscribedToNewsletter: z.boolean().nullish(),
  /** sakhe: agreeing (true) or no longer agreeing (false) to SMS about orders; omitted keeps it. */
  smsConsent: z.boolean().nullish(),
  /** Address IRI (or bare id); null clears the default. */
  defaultAddress: z.string().max(255).nullish(),
  /** Not kept; accepted so Sylius 1.13 clients can send it. */
  birthday: z.string().max(64).nullish(),
});
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;

/** Numeric ids in paths are read as text: anything else names nothing (404). */
export const customerParams = z.object({ id: z.string().max(20) });
export const addressParams = z.object({ id: z.string().max(20) });

/** The address book takes the checkout's address fields and rules (GE cities, Georgian phones). */
export const addressBody = addressInput;
export type AddressBody = z.infer<typeof addressBody>;

// ---------------------------------------------------------------------------------------------
// Responses

/** Login and refresh (LexikJWT + gesdinet refresh token bundle, api-contract §2). */
export const authenticationTokenSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  /** Unix time the refresh token stops working. */
  refresh_token_expiration: z.number().int(),
  /** Customer IRI. */
  customer: z.string(),
});
export type AuthenticationToken = z.infer<typeof authenticationTokenSchema>;

export const oauthAuthorizationSchema = z.object({
  provider: oauthProvider,
  clientId: z.string(),
  authorizationUrl: z.string(),
});

export const customerSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('Customer'),
  /** Address IRI or null. */
  defaultAddress: z.string().nullable(),
  user: z.object({ '@id': z.string(), '@type': z.literal('ShopUser'), verified: z.boolean() }),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: genderCode,
  subscribedToNewsletter: z.boolean(),
  fullName: z.string().nullable(),
  // Sylius 1.13
  phoneNumber: z.string().nullable(),
  birthday: z.string().nullable(),
  // sakhe additions (SPEC §3 User)
  id: z.number().int(),
  /** Placed orders of the account (what GET orders lists). */
  ordersCount: z.number().int().nonnegative(),
  /** Whether the customer agreed to SMS about their orders (placed, shipped), and when (UTC `Y-m-d H:i:s`). */
  smsConsent: z.boolean(),
  smsConsentAt: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A standalone address prints its nulls (api-contract §1.3). */
export const addressSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Address'),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  company: z.string().nullable(),
  countryCode: z.string(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  postcode: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressItemSchema = z.object({ '@context': z.string(), ...addressSchema.shape });
export const addressCollectionSchema = hydraCollection(addressSchema);

/**
 * A member of the customer's order list: Sylius 1.12's keys (`channel`, `tokenValue`, `id`,
 * `number`, `itemsTotal`, `state`) plus what the account pages show without another request.
 */
export const customerOrderSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Order'),
  channel: z.string(),
  tokenValue: z.string(),
  id: z.number().int(),
  number: z.string(),
  itemsTotal: money,
  state: orderState,
  // sakhe additions
  checkoutState,
  paymentState: orderPaymentState,
  shippingState: orderShippingState,
  total: money,
  shippingTotal: money,
  orderPromotionTotal: money,
  currencyCode: z.string(),
  localeCode: z.string(),
  /** `Y-m-d H:i:s`. */
  checkoutCompletedAt: z.string(),
  /** Σ item quantities. */
  itemsCount: z.number().int().nonnegative(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderCollectionSchema = hydraCollection(customerOrderSchema);
