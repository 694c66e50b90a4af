import { randomUUID } from 'node:crypto';
import { type AuthenticationToken, authenticationTokenSchema } from '@sakhe/contract';
import { expect } from 'vitest';
import type { TestApp } from '../support/app';

/** Helpers of the account tests (auth, customers, addresses); other modules' tests may use them too. */

const SHOP = '/api/v2/shop';

/** Account tests count nothing unless they test the counting. */
export const NO_LIMITS = {
  LOGIN_LIMIT_PER_IP: 'off',
  LOGIN_LIMIT_PER_EMAIL: 'off',
  REGISTRATION_LIMIT_PER_IP: 'off',
  REGISTRATION_LIMIT_PER_EMAIL: 'off',
  RECOVERY_LIMIT_PER_IP: 'off',
  RECOVERY_LIMIT_PER_EMAIL: 'off',
};

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
  raw: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** Access token sent as `Authorization: Bearer`. */
  token?: string;
  authorization?: string;
  locale?: string;
  ip?: string;
}

/** A Shop API call (path relative to /api/v2/shop); PATCH bodies go as merge-patch. */
export async function api(
  t: TestApp,
  method: Method,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization) headers.authorization = options.authorization;
  if (body !== undefined) {
    headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
  }
  const response = await t.app.inject({
    method,
    url: path.startsWith('/') ? path : `${SHOP}/${path}`,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body === '' ? undefined : response.json(),
    headers: response.headers,
    raw: response.body,
  };
}

export const uniqueEmail = (name = 'nino') => `${name}-${randomUUID().slice(0, 8)}@example.ge`;

export const PASSWORD = 'ვარდი-და-ია-42';

export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  email,
  phoneNumber: '555 12 34 56',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  agreeToConditions: true,
  gender: 'female',
  subscribedToNewsletter: false,
  ...overrides,
});

export async function register(t: TestApp, email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
  const reply = await api(t, 'POST', 'customers', registration(email, overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(204);
  return email;
}

export async function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<AuthenticationToken> {
  const reply = await api(t, 'POST', 'authentication-token', { email, password, ...extra });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return authenticationTokenSchema.parse(reply.body);
}

/** A new registered customer, logged in. */
export async function customer(t: TestApp, name = 'nino') {
  const email = await register(t, uniqueEmail(name));
  const tokens = await login(t, email);
  return { email, ...tokens, id: Number(tokens.customer.split('/').pop()) };
}

export const TBILISI = {
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  phoneNumber: '555 12 34 56',
  street: 'რუსთაველის გამზ. 12',
  provinceCode: 'GE-TBS',
};

/** Through the whole checkout with the given access token (none: as a guest); returns the placed order. */
export async function placeOrder(
  t: TestApp,
  options: { variant: string; email: string; token?: string; cartToken?: string; quantity?: number },
) {
  const as = options.token ? { token: options.token } : {};
  let cartToken = options.cartToken;
  if (!cartToken) {
    const cart = await api(t, 'POST', 'orders', {}, as);
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    cartToken = cart.body.tokenValue as string;
  }
  const step = async (method: 'POST' | 'PUT' | 'PATCH', path: string, body: object, status = 200) => {
    const reply = await api(t, method, `orders/${cartToken}${path}`, body, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    return reply.body;
  };
  await step('POST', '/items', { productVariant: options.variant, quantity: options.quantity ?? 1 }, 201);
  const addressed = await step('PUT', '', { email: options.email, billingAddress: TBILISI });
  await step('PATCH', `/shipments/${addressed.shipments[0].id}`, { shippingMethod: 'TBILISI_COURIER' });
  await step('PATCH', `/payments/${addressed.payments[0].id}`, { paymentMethod: 'CASH_ON_DELIVERY' });
  return step('PATCH', '/complete', {});
}
