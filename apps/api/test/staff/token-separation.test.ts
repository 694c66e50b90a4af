import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, api, login, register } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';
import { adminApi, createStaff, signIn } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => {
  await t.close();
});

describe('customer and staff tokens never cross', () => {
  it('keeps a customer who registered with a staff member’s e-mail apart from that member', async () => {
    const member = await createStaff(t, 'manager');
    // The same e-mail registers as a shopper, with a password of their own.
    await register(t, member.email);
    const shopper = await login(t, member.email);
    const staff = await signIn(t, member);
    const customerId = shopper.customer.split('/').pop();

    // The customer's token opens no Admin API route.
    for (const path of ['me', 'administrators', 'sessions']) {
      const reply = await adminApi(t, 'GET', path, undefined, { token: shopper.token });
      expect(reply.status, path).toBe(401);
      expect(reply.body).toEqual({ code: 401, message: 'Invalid JWT Token' });
    }
    // The staff token opens no shop account route, not even the customer with the same e-mail.
    for (const path of [`customers/${customerId}`, 'orders', 'addresses']) {
      const reply = await api(t, 'GET', path, undefined, { token: staff.token });
      expect(reply.status, path).toBe(401);
    }
    // Each still works where it belongs.
    expect((await api(t, 'GET', `customers/${customerId}`, undefined, { token: shopper.token })).status).toBe(
      200,
    );
    expect((await adminApi(t, 'GET', 'me', undefined, { token: staff.token })).status).toBe(200);

    // The shopper's password does not sign in to the back office, nor the member's to the shop.
    const shopPasswordAtAdmin = await adminApi(t, 'POST', 'authentication-token', {
      email: member.email,
      password: 'ვარდი-და-ია-42',
    });
    expect(shopPasswordAtAdmin.status).toBe(401);
    const staffPasswordAtShop = await api(t, 'POST', 'authentication-token', {
      email: member.email,
      password: member.password,
    });
    expect(staffPasswordAtShop.status).toBe(401);
  });

  it('refuses a staff refresh token at the shop and a customer refresh token at the admin', async () => {
    const member = await createStaff(t, 'fulfilment');
    const staff = await signIn(t, member);
    const email = await register(t);
    const shopper = await login(t, email);
    const atShop = await api(t, 'POST', 'refresh-authentication-token', {
      refresh_token: staff.refresh_token,
    });
    expect(atShop.status).toBe(401);
    const atAdmin = await adminApi(t, 'POST', 'refresh-authentication-token', {
      refresh_token: shopper.refresh_token,
    });
    expect(atAdmin.status).toBe(401);
  });
});
