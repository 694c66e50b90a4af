import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { type Order, paymentConfigurationSchema } from '@sakhe/contract';
import { expect } from 'vitest';
import type { PaymentNotification } from '../../src/modules/payment';
import { type BogChoice, type BogMock, type BogMockOptions, startBogMock } from '../support/banks/bog-mock';
import { createTestApp, type TestApp } from '../support/app';
import { type StockedVariant, call, expectOrder, readyCart, rows, stockedVariants } from '../cart/support';

/**
 * The shop with Bank of Georgia configured against the BOG mock, over real HTTP both ways: the
 * Shop API creates orders at the mock, the "shopper" decides on its hosted page, the mock posts its
 * signed callback to the shop.
 */
export interface BogShop {
  t: TestApp;
  bank: BogMock;
  publicUrl: string;
  variants: StockedVariant[];
  /** The order events payments announced, in order. */
  notifications: Array<{ orderId: number; event: PaymentNotification }>;
  close(): Promise<void>;
}

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

export async function startBogShop(
  options: { bank?: BogMockOptions; env?: Record<string, string> } = {},
): Promise<BogShop> {
  const bank = await startBogMock({ stallMs: 5_000, ...options.bank });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    PUBLIC_URL: publicUrl,
    BOG_CLIENT_ID: bank.clientId,
    BOG_CLIENT_SECRET: bank.clientSecret,
    BOG_PUBLIC_KEY: bank.publicKeyPem,
    BOG_API_URL: bank.url,
    BOG_OAUTH_URL: bank.oauthUrl,
    BOG_TIMEOUT_MS: '400',
    ...options.env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const notifications: BogShop['notifications'] = [];
  const notify = t.app.payments.notify;
  t.app.payments.notify = (orderId, event) => {
    notifications.push({ orderId, event });
    notify(orderId, event);
  };
  const variants = await stockedVariants(t, { minimum: 5 });
  return {
    t,
    bank,
    publicUrl,
    variants,
    notifications,
    async close() {
      await t.close();
      await bank.close();
    },
  };
}

export interface Placed {
  order: Order;
  paymentId: number;
  variant: string;
}

let next = 0;

/** A placed order paid by the `bog` method (a variant of its own, so stock tests see only theirs). */
export async function placeBogOrder(shop: BogShop, options: { locale?: 'en_US' } = {}): Promise<Placed> {
  const variant = (shop.variants[next++ % shop.variants.length] as StockedVariant).code;
  const cart = await readyCart(shop.t, { variant, payment: 'bog' });
  if (options.locale) {
    await rows(
      shop.t,
      sql`update orders set locale_code = ${options.locale} where token_value = ${cart.tokenValue}`,
    );
  }
  const order = expectOrder(await call(shop.t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}));
  return { order, paymentId: order.payments.at(-1)?.id as number, variant };
}

export function configure(shop: BogShop, placed: Pick<Placed, 'order' | 'paymentId'>) {
  return call(shop.t, 'GET', `orders/${placed.order.tokenValue}/payments/${placed.paymentId}/configuration`);
}

/** The checkout's last step: the bank's page the shopper is sent to, and the bank's order id. */
export async function startPayment(shop: BogShop, placed: Pick<Placed, 'order' | 'paymentId'>) {
  const reply = await configure(shop, placed);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { redirectUrl, gateway } = paymentConfigurationSchema.parse(reply.body);
  expect(gateway).toBe('bog');
  const page = new URL(redirectUrl as string);
  expect(page.origin).toBe(shop.bank.url);
  return { page: page.toString(), bankOrderId: page.searchParams.get('order_id') as string };
}

/** The shopper's choice on BOG's page, posted as a browser posts it; answers where BOG sends the browser. */
export async function choose(shop: BogShop, bankOrderId: string, choice: BogChoice): Promise<string | null> {
  const response = await fetch(`${shop.bank.url}/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: bankOrderId, choice }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

export const show = async (shop: BogShop, token: string) =>
  expectOrder(await call(shop.t, 'GET', `orders/${token}`));

export async function paymentRows(shop: BogShop, orderId: number) {
  return rows<{
    id: number;
    state: string;
    amount: number;
    gateway_reference: string | null;
    details: unknown;
  }>(
    shop.t,
    sql`select id, state, amount, gateway_reference, details from payments where order_id = ${orderId} order by id`,
  );
}

export async function orderRow(shop: BogShop, orderId: number) {
  const [row] = await rows<{ state: string; payment_state: string; payment_flag: string | null }>(
    shop.t,
    sql`select state, payment_state, payment_flag from orders where id = ${orderId}`,
  );
  return row as { state: string; payment_state: string; payment_flag: string | null };
}

export async function gatewayLog(shop: BogShop, paymentId: number | null) {
  return rows<{
    operation: string;
    http_status: number | null;
    response: unknown;
    error: string | null;
    url: string | null;
  }>(
    shop.t,
    paymentId === null
      ? sql`select operation, http_status, response, error, url from payment_gateway_log where payment_id is null order by id`
      : sql`select operation, http_status, response, error, url from payment_gateway_log where payment_id = ${paymentId} order by id`,
  );
}

export async function onHold(shop: BogShop, variantCode: string): Promise<number> {
  const [row] = await rows<{ on_hold: number }>(
    shop.t,
    sql`select on_hold from product_variants where code = ${variantCode}`,
  );
  return Number(row?.on_hold);
}

/** Makes a placed order (and its payments) look `minutes` older, as time passing would. */
export async function age(shop: BogShop, orderId: number, minutes: number) {
  await rows(
    shop.t,
    sql`update orders set checkout_completed_at = checkout_completed_at - make_interval(mins => ${minutes}) where id = ${orderId}`,
  );
  await rows(
    shop.t,
    sql`update payments set created_at = created_at - make_interval(mins => ${minutes}) where order_id = ${orderId}`,
  );
}
