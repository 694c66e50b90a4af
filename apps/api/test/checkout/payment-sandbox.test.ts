import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { paymentConfigurationSchema, type Order } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNATURE_HEADER,
  sandboxCallback,
  sandboxCallbackPath,
} from '../../src/modules/payment/sandbox/gateway';
import { createTestApp, type TestApp } from '../support/app';
import {
  type StockedVariant,
  call,
  expectOrder,
  placeOrder,
  readyCart,
  rows,
  stockedVariants,
} from '../cart/support';

/**
 * The card sandbox end to end over real HTTP: the hosted page posts the shopper's decision, the
 * "bank" calls the API back server-to-server (signed), and the browser is sent to the thank-you page.
 */
let t: TestApp;
let publicUrl: string;
let variants: StockedVariant[];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  await t.app.listen({ port, host: '127.0.0.1' });
  variants = await stockedVariants(t, { minimum: 5 });
});
afterAll(() => t.close());

const variant = (index: number) => (variants[index] as StockedVariant).code;

async function placeCardOrder(): Promise<{ order: Order; pagePath: string }> {
  const cart = await readyCart(t, { variant: variant(0), payment: 'CARD' });
  const order = expectOrder(await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}));
  return { order, pagePath: await pagePathOf(order, order.payments[0]?.id as number) };
}

async function pagePathOf(order: Order, paymentId: number): Promise<string> {
  const reply = await call(t, 'GET', `orders/${order.tokenValue}/payments/${paymentId}/configuration`);
  const { redirectUrl } = paymentConfigurationSchema.parse(reply.body);
  expect(redirectUrl?.startsWith(`${publicUrl}/payment-sandbox/`)).toBe(true);
  return new URL(redirectUrl as string).pathname;
}

async function decide(pagePath: string, outcome: string) {
  const response = await fetch(`${publicUrl}${pagePath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

const show = async (token: string) => expectOrder(await call(t, 'GET', `orders/${token}`));
const gatewayTokenOf = (pagePath: string) => pagePath.split('/').pop() as string;

describe('the hosted sandbox page', () => {
  it('shows the amount and the three choices in the order’s language, English on request', async () => {
    const { order, pagePath } = await placeCardOrder();
    const georgian = await fetch(`${publicUrl}${pagePath}`);
    expect(georgian.status).toBe(200);
    expect(georgian.headers.get('content-type')).toContain('text/html');
    const html = await georgian.text();
    expect(html).toContain('<html lang="ka">');
    expect(html).toContain('ბარათით გადახდა');
    expect(html).toContain(`${(order.total / 100).toFixed(2)} ₾`);
    expect(html).toContain(`#${order.number}`);
    for (const outcome of ['approved', 'declined', 'processing'])
      expect(html).toContain(`value="${outcome}"`);
    const english = await (await fetch(`${publicUrl}${pagePath}?lang=en`)).text();
    expect(english).toContain('Approve payment');
    expect(english).toContain('Leave processing');
    expect((await fetch(`${publicUrl}/payment-sandbox/unknown-token`)).status).toBe(404);
  });
});

describe('outcomes', () => {
  it('approve: the bank calls back, the payment completes, the order is paid', async () => {
    const { order, pagePath } = await placeCardOrder();
    const { status, location } = await decide(pagePath, 'approved');
    expect(status).toBe(303);
    expect(location).toBe(`${publicUrl}/thank-you/${order.tokenValue}`);
    const paid = await show(order.tokenValue);
    expect(paid.paymentState).toBe('paid');
    expect(paid.payments.map((payment) => payment.state)).toEqual(['completed']);
    // The page no longer offers to pay.
    const html = await (await fetch(`${publicUrl}${pagePath}`)).text();
    expect(html).toContain('ეს გადახდა უკვე დამუშავებულია.');
    expect(html).not.toContain('value="approved"');
  });

  it('decline: the payment fails and a new one is opened, the order still awaits payment', async () => {
    const cart = await readyCart(t, { variant: variant(1), payment: 'CARD' });
    await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {});
    // An English order returns to the English thank-you page.
    await rows(t, sql`update orders set locale_code = 'en_US' where token_value = ${cart.tokenValue}`);
    const placed = await show(cart.tokenValue);
    const pagePath = await pagePathOf(placed, placed.payments[0]?.id as number);
    const { location } = await decide(pagePath, 'declined');
    expect(location).toBe(`${publicUrl}/en/thank-you/${cart.tokenValue}`);
    const declined = await show(cart.tokenValue);
    expect(declined.paymentState).toBe('awaiting_payment');
    expect(declined.payments.map((payment) => payment.state)).toEqual(['failed', 'new']);
    expect(declined.payments[1]?.method).toBe(declined.payments[0]?.method);

    // The shopper tries again with the new payment and pays.
    const retry = await pagePathOf(declined, declined.payments[1]?.id as number);
    expect(retry).not.toBe(pagePath);
    await decide(retry, 'approved');
    const paid = await show(cart.tokenValue);
    expect(paid.paymentState).toBe('paid');
    expect(paid.payments.map((payment) => payment.state)).toEqual(['failed', 'completed']);
  });

  it('processing: the payment waits, and can still be approved', async () => {
    const { order, pagePath } = await placeCardOrder();
    await decide(pagePath, 'processing');
    const waiting = await show(order.tokenValue);
    expect(waiting.paymentState).toBe('awaiting_payment');
    expect(waiting.payments.map((payment) => payment.state)).toEqual(['processing']);
    await decide(pagePath, 'approved');
    expect((await show(order.tokenValue)).paymentState).toBe('paid');
  });
});

describe('callbacks', () => {
  const post = (body: unknown, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: sandboxCallbackPath,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      payload: JSON.stringify(body),
    });

  it('refuse a bad or missing signature, an old callback, an unknown gateway — and change nothing', async () => {
    const { order, pagePath } = await placeCardOrder();
    const token = gatewayTokenOf(pagePath);
    const { body, signature } = sandboxCallback(t.config.APP_SECRET, token, 'approved', 'tx-1');
    const forged = sandboxCallback('another-secret-another-secret-12345', token, 'approved', 'tx-1');

    const refused = [
      await post(body, forged.signature),
      await post(body),
      await post({ ...body, outcome: 'declined' }, signature),
      await post(body, 'zz'),
    ];
    for (const reply of refused) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ code: 401 });
    }
    const old = sandboxCallback(t.config.APP_SECRET, token, 'approved', 'tx-2', Date.now() - 60 * 60 * 1000);
    expect((await post(old.body, old.signature)).statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v2/shop/payment-gateways/tbc/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(elsewhere.statusCode).toBe(401);
    const unknown = sandboxCallback(t.config.APP_SECRET, 'no-such-payment', 'approved', 'tx-3');
    expect((await post(unknown.body, unknown.signature)).statusCode).toBe(404);

    const untouched = await show(order.tokenValue);
    expect(untouched.paymentState).toBe('awaiting_payment');
    expect(untouched.payments.map((payment) => payment.state)).toEqual(['new']);

    // The genuine callback, twice: applied once, the repeat is harmless.
    expect((await post(body, signature)).json()).toEqual({ state: 'completed' });
    expect((await post(body, signature)).statusCode).toBe(200);
    expect((await show(order.tokenValue)).payments.map((payment) => payment.state)).toEqual(['completed']);
    // A contradicting late callback cannot undo it.
    const late = sandboxCallback(t.config.APP_SECRET, token, 'declined', 'tx-4');
    expect((await post(late.body, late.signature)).statusCode).toBe(422);
    expect((await show(order.tokenValue)).paymentState).toBe('paid');
  });

  it('cash orders have no gateway page', async () => {
    const order = await placeOrder(t, { variant: variant(2) });
    const reply = await call(
      t,
      'GET',
      `orders/${order.tokenValue}/payments/${order.payments[0]?.id}/configuration`,
    );
    expect(paymentConfigurationSchema.parse(reply.body).redirectUrl).toBeUndefined();
  });
});
