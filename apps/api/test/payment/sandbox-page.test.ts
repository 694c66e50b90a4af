import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { paymentConfigurationSchema, type Order } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  SIGNATURE_HEADER,
  sandboxCallback,
  sandboxCallbackPath,
} from '../../src/modules/payment/sandbox/gateway';
import { issueFormToken } from '../../src/modules/payment/sandbox/service';
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
 * The card sandbox end to end over real HTTP: the hosted page posts the shopper's decision with its
 * single-use form token, the "bank" calls the API back server-to-server (signed), and the browser is
 * sent to the thank-you page. A POST without the page's own token changes nothing.
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

let nextVariant = 0;
const variant = () => (variants[nextVariant++ % variants.length] as StockedVariant).code;

async function placeCardOrder(): Promise<{ order: Order; pagePath: string }> {
  const cart = await readyCart(t, { variant: variant(), payment: 'CARD' });
  const order = expectOrder(await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}));
  return { order, pagePath: await pagePathOf(order, order.payments[0]?.id as number) };
}

async function pagePathOf(order: Order, paymentId: number): Promise<string> {
  const reply = await call(t, 'GET', `orders/${order.tokenValue}/payments/${paymentId}/configuration`);
  const { redirectUrl } = paymentConfigurationSchema.parse(reply.body);
  expect(redirectUrl?.startsWith(`${publicUrl}/payment-sandbox/`)).toBe(true);
  return new URL(redirectUrl as string).pathname;
}

/** The form token of the page as a browser gets it. */
async function formTokenOf(pagePath: string): Promise<string> {
  const html = await (await fetch(`${publicUrl}${pagePath}`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  expect(token, 'the page offers its form').toBeDefined();
  return token as string;
}

async function post(pagePath: string, fields: Record<string, string>) {
  const response = await fetch(`${publicUrl}${pagePath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** What the shopper does: opens the page and presses a button of its form. */
async function decide(pagePath: string, outcome: string) {
  return post(pagePath, { outcome, formToken: await formTokenOf(pagePath) });
}

const show = async (token: string) => expectOrder(await call(t, 'GET', `orders/${token}`));
const gatewayTokenOf = (pagePath: string) => pagePath.split('/').pop() as string;
const paymentStates = async (token: string) => (await show(token)).payments.map((payment) => payment.state);

describe('the hosted sandbox page', () => {
  it('shows the amount as the shop writes it and the three choices in the order’s language, English on request', async () => {
    const { order, pagePath } = await placeCardOrder();
    const georgian = await fetch(`${publicUrl}${pagePath}`);
    expect(georgian.status).toBe(200);
    expect(georgian.headers.get('content-type')).toContain('text/html');
    const html = await georgian.text();
    expect(html).toContain('<html lang="ka">');
    expect(html).toContain('ბარათით გადახდა');
    const lari = `${Math.floor(order.total / 100)},${String(order.total % 100).padStart(2, '0')}\u00a0₾`;
    expect(html).toContain(lari);
    expect(html).toContain(`#${order.number}`);
    for (const outcome of ['approved', 'declined', 'processing'])
      expect(html).toContain(`value="${outcome}"`);
    const english = await (await fetch(`${publicUrl}${pagePath}?lang=en`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Approve payment');
    expect(english).toContain('Leave processing');
    expect(english).toContain(`₾${(order.total / 100).toFixed(2)}`);
    expect((await fetch(`${publicUrl}/payment-sandbox/unknown-token`)).status).toBe(404);
  });

  it('is drawn in the shop’s font, which has ₾, served next to it, under a strict policy', async () => {
    const { pagePath } = await placeCardOrder();
    const page = await fetch(`${publicUrl}${pagePath}`);
    const html = await page.text();
    expect(html).toContain("font-family: 'Noto Sans Georgian Core'");
    expect(html).toContain('#8b3c5d'); // the shop's accent
    const policy = page.headers.get('content-security-policy') ?? '';
    const nonce = /style-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${publicUrl}`);

    for (const file of ['georgian.woff2', 'latin.woff2']) {
      expect(html).toContain(`/payment-sandbox/assets/${file}`);
      const font = await fetch(`${publicUrl}/payment-sandbox/assets/${file}`);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
    // The Latin cut's unicode-range includes ₾ (U+20BE), so the sign is drawn by the font.
    expect(html).toMatch(/latin\.woff2[^}]*U\+20BE/);
    expect((await fetch(`${publicUrl}/payment-sandbox/assets/other.woff2`)).status).not.toBe(200);
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
    expect(html).not.toContain('formToken');
  });

  it('decline: the payment fails and a new one is opened, the order still awaits payment', async () => {
    const cart = await readyCart(t, { variant: variant(), payment: 'CARD' });
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

describe('an outcome counts only from the page’s own form (issue 20)', () => {
  it('a bare POST of outcome=approved changes nothing', async () => {
    const { order, pagePath } = await placeCardOrder();
    const bare = await post(pagePath, { outcome: 'approved' });
    expect(bare.status).toBe(403);
    expect(bare.location).toBeNull();
    expect(bare.html).toContain('ეს ფორმა უკვე გამოყენებულია ან ვადა გაუვიდა');
    const untouched = await show(order.tokenValue);
    expect(untouched.paymentState).toBe('awaiting_payment');
    expect(untouched.payments.map((payment) => payment.state)).toEqual(['new']);
    // In English when the form said so.
    const english = await post(pagePath, { outcome: 'approved', lang: 'en' });
    expect(english.html).toContain('This form was already used or has expired');
  });

  it('a form token works once: a replay (or a second click) changes nothing', async () => {
    const { order, pagePath } = await placeCardOrder();
    const formToken = await formTokenOf(pagePath);
    expect((await post(pagePath, { outcome: 'processing', formToken })).status).toBe(303);
    expect(await paymentStates(order.tokenValue)).toEqual(['processing']);
    const replayed = await post(pagePath, { outcome: 'approved', formToken });
    expect(replayed.status).toBe(403);
    expect(await paymentStates(order.tokenValue)).toEqual(['processing']);
    // The refusal shows a fresh form, with which the shopper decides.
    const fresh = /name="formToken" value="([^"]+)"/.exec(replayed.html)?.[1] as string;
    expect(fresh).not.toBe(formToken);
    expect((await post(pagePath, { outcome: 'approved', formToken: fresh })).status).toBe(303);
    expect((await show(order.tokenValue)).paymentState).toBe('paid');
  });

  it('two posts of one token at once: exactly one counts', async () => {
    const { order, pagePath } = await placeCardOrder();
    const formToken = await formTokenOf(pagePath);
    const answers = await Promise.all([
      post(pagePath, { outcome: 'declined', formToken }),
      post(pagePath, { outcome: 'declined', formToken }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 403]);
    expect(await paymentStates(order.tokenValue)).toEqual(['failed', 'new']);
  });

  it('refuses another payment’s token, a forged or altered token and an expired one', async () => {
    const first = await placeCardOrder();
    const second = await placeCardOrder();
    const othersToken = await formTokenOf(second.pagePath);
    expect((await post(first.pagePath, { outcome: 'approved', formToken: othersToken })).status).toBe(403);

    const genuine = await formTokenOf(first.pagePath);
    const [nonce, expires, mac] = genuine.split('.') as [string, string, string];
    const tampered = [
      `${nonce}.${Number(expires) + 3600}.${mac}`,
      `${nonce}.${expires}.${'A'.repeat(43)}`,
      `${'B'.repeat(22)}.${expires}.${mac}`,
      'not-a-token',
    ];
    for (const formToken of tampered)
      expect((await post(first.pagePath, { outcome: 'approved', formToken })).status).toBe(403);

    const paymentId = first.order.payments[0]?.id as number;
    const expired = await issueFormToken(t.database.db, {
      appSecret: t.config.APP_SECRET,
      paymentId,
      gatewayToken: gatewayTokenOf(first.pagePath),
      now: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    expect((await post(first.pagePath, { outcome: 'approved', formToken: expired })).status).toBe(403);

    expect(await paymentStates(first.order.tokenValue)).toEqual(['new']);
    expect(await paymentStates(second.order.tokenValue)).toEqual(['new']);
    // The genuine token, untouched by the refusals, still works.
    expect((await post(first.pagePath, { outcome: 'approved', formToken: genuine })).status).toBe(303);
    expect((await show(first.order.tokenValue)).paymentState).toBe('paid');
  });
});

describe('under NODE_ENV=production', () => {
  it('the sandbox is off unless SANDBOX_PAYMENTS=true', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: t.config.DATA_DIR, APP_SECRET: t.config.APP_SECRET };
    expect(loadConfig(base).SANDBOX_PAYMENTS).toBe(false);
    expect(loadConfig({ ...base, SANDBOX_PAYMENTS: 'true' }).SANDBOX_PAYMENTS).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).SANDBOX_PAYMENTS).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test', SANDBOX_PAYMENTS: 'false' }).SANDBOX_PAYMENTS).toBe(false);
  });

  it('a production shop serves no sandbox page and takes no outcome from it', async () => {
    const { order, pagePath } = await placeCardOrder();
    const production = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: publicUrl });
    try {
      // The same order, in a copy of the database the production app does not share: only routes matter here.
      const page = await production.app.inject({ method: 'GET', url: pagePath });
      expect(page.statusCode).toBe(404);
      const outcome = await production.app.inject({
        method: 'POST',
        url: pagePath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=approved',
      });
      expect(outcome.statusCode).toBe(404);
      const font = await production.app.inject({ method: 'GET', url: '/payment-sandbox/assets/latin.woff2' });
      expect(font.statusCode).toBe(404);
      // Nor a callback signed as the sandbox signs them: there is no sandbox gateway.
      const { body, signature } = sandboxCallback(
        production.config.APP_SECRET,
        gatewayTokenOf(pagePath),
        'approved',
        'tx-prod',
      );
      const callback = await production.app.inject({
        method: 'POST',
        url: sandboxCallbackPath,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: JSON.stringify(body),
      });
      expect(callback.statusCode).toBe(401);
      // And the card method is not offered.
      const methods = await production.app.inject({ method: 'GET', url: '/api/v2/shop/payment-methods' });
      expect(methods.json()['hydra:member'].map((method: { code: string }) => method.code)).not.toContain(
        'CARD',
      );
    } finally {
      await production.close();
    }
    expect(await paymentStates(order.tokenValue)).toEqual(['new']);
  });
});

describe('callbacks', () => {
  const postCallback = (body: unknown, signature?: string) =>
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
      await postCallback(body, forged.signature),
      await postCallback(body),
      await postCallback({ ...body, outcome: 'declined' }, signature),
      await postCallback(body, 'zz'),
    ];
    for (const reply of refused) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ code: 401 });
    }
    const old = sandboxCallback(t.config.APP_SECRET, token, 'approved', 'tx-2', Date.now() - 60 * 60 * 1000);
    expect((await postCallback(old.body, old.signature)).statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v2/shop/payment-gateways/no-such-bank/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(elsewhere.statusCode).toBe(401);
    const unknown = sandboxCallback(t.config.APP_SECRET, 'no-such-payment', 'approved', 'tx-3');
    expect((await postCallback(unknown.body, unknown.signature)).statusCode).toBe(404);

    const untouched = await show(order.tokenValue);
    expect(untouched.paymentState).toBe('awaiting_payment');
    expect(untouched.payments.map((payment) => payment.state)).toEqual(['new']);

    // The genuine callback, twice: applied once, the repeat is harmless.
    expect((await postCallback(body, signature)).json()).toEqual({ state: 'completed' });
    expect((await postCallback(body, signature)).statusCode).toBe(200);
    expect((await show(order.tokenValue)).payments.map((payment) => payment.state)).toEqual(['completed']);
    // A contradicting late callback cannot undo it.
    const late = sandboxCallback(t.config.APP_SECRET, token, 'declined', 'tx-4');
    expect((await postCallback(late.body, late.signature)).json()).toEqual({ state: 'completed' });
    expect((await show(order.tokenValue)).paymentState).toBe('paid');
    expect(await paymentStates(order.tokenValue)).toEqual(['completed']);
  });

  it('cash orders have no gateway page', async () => {
    const order = await placeOrder(t, { variant: variant() });
    const reply = await call(
      t,
      'GET',
      `orders/${order.tokenValue}/payments/${order.payments[0]?.id}/configuration`,
    );
    expect(paymentConfigurationSchema.parse(reply.body).redirectUrl).toBeUndefined();
  });
});
