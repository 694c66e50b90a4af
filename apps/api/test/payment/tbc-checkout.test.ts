import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { paymentConfigurationSchema, type Order } from '@sakhe/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayment, refundPayment } from '../../src/modules/payment';
import { type TbcMock, startTbcMock } from '../support/banks/tbc-mock';
import { createTestApp, type TestApp } from '../support/app';
import { type StockedVariant, call, expectOrder, readyCart, rows, stockedVariants } from '../cart/support';

/**
 * TBC Checkout through the shop, over real HTTP both ways: the Shop API creates the payment at the
 * TBC mock, the "shopper" decides on its hosted page, the mock posts its bare {PaymentId} callback to
 * the shop, which reads the payment back from TBC before it changes anything.
 */
let t: TestApp;
let tbc: TbcMock;
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
  tbc = await startTbcMock();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    PUBLIC_URL: publicUrl,
    TBC_API_URL: tbc.url,
    TBC_API_KEY: tbc.apiKey,
    TBC_CLIENT_ID: tbc.clientId,
    TBC_CLIENT_SECRET: tbc.clientSecret,
    TBC_TIMEOUT_MS: '500',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  variants = await stockedVariants(t, { minimum: 5 });
});
afterAll(async () => {
  await t.close();
  await tbc.close();
});
afterEach(() => tbc.setCallbacks('send'));

let next = 0;
const variant = () => (variants[next++ % variants.length] as StockedVariant).code;

interface Placed {
  order: Order;
  paymentId: number;
}

async function placeTbcOrder(): Promise<Placed> {
  const cart = await readyCart(t, { variant: variant(), payment: 'tbc' });
  const order = expectOrder(await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}));
  return { order, paymentId: order.payments.at(-1)?.id as number };
}

/** The checkout's last step: where the shop sends the shopper to pay (TBC's approval_url). */
async function configure({ order, paymentId }: Placed) {
  return call(t, 'GET', `orders/${order.tokenValue}/payments/${paymentId}/configuration`);
}

async function startPayment(placed: Placed): Promise<{ payId: string; page: string }> {
  const reply = await configure(placed);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { redirectUrl, gateway } = paymentConfigurationSchema.parse(reply.body);
  expect(gateway).toBe('tbc');
  expect(redirectUrl?.startsWith(`${tbc.url}/checkout/`)).toBe(true);
  return { payId: (redirectUrl as string).split('/').pop() as string, page: redirectUrl as string };
}

/** The shopper on TBC's page, as a browser posts it; answers where TBC sends the browser. */
async function choose(page: string, choice: 'pay' | 'decline' | 'cancel') {
  const response = await fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

const show = async (token: string) => expectOrder(await call(t, 'GET', `orders/${token}`));
const states = async (token: string) => (await show(token)).payments.map((payment) => payment.state);

const postCallback = (query: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/shop/payment-gateways/tbc/callback${query}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const gatewayTokenOf = async (paymentId: number) =>
  (
    await rows<{ token: string }>(t, sql`select gateway_token as token from payments where id = ${paymentId}`)
  )[0]?.token as string;

const orderStateOf = async (token: string) =>
  (await rows<{ state: string }>(t, sql`select state from orders where token_value = ${token}`))[0]?.state;

/** A payment still open: new, or processing once TBC has it. */
const OPEN = /^(new|processing)$/;
/** The contract's 422 on the amount (ValidationError), as the back office gets it. */
const REFUSED_AMOUNT = { violations: [expect.objectContaining({ propertyPath: 'amount' })] };

const logOf = (paymentId: number) =>
  rows<{ operation: string; http_status: number | null; response: unknown }>(
    t,
    sql`select operation, http_status, response from payment_gateway_log where payment_id = ${paymentId} order by id`,
  );

describe('paying with TBC', () => {
  it('is offered while TBC is configured', async () => {
    const methods = await call(t, 'GET', 'payment-methods', undefined, { locale: 'en_US' });
    const tbcMethod = methods.body['hydra:member'].find((method: { code: string }) => method.code === 'tbc');
    expect(tbcMethod).toMatchObject({ name: 'Pay by card — TBC Bank' });
  });

  it('approved: TBC calls back before the browser returns, and the order is paid by then', async () => {
    const placed = await placeTbcOrder();
    const { payId, page } = await startPayment(placed);
    const created = tbc.payments.get(payId);
    expect(created?.amount).toBe(placed.order.total);
    expect(created?.returnurl).toBe(`${publicUrl}/thank-you/${placed.order.tokenValue}`);
    // Asking again answers the same page: one payment at TBC.
    expect((await startPayment(placed)).payId).toBe(payId);

    const location = await choose(page, 'pay');
    expect(location).toBe(`${publicUrl}/thank-you/${placed.order.tokenValue}`);
    const paid = await show(placed.order.tokenValue);
    expect(paid.paymentState).toBe('paid');
    expect(await states(placed.order.tokenValue)).toEqual(['completed']);
    // The bank's answers are on the payment, its token nowhere.
    const log = await logOf(placed.paymentId);
    expect(log.map((entry) => entry.operation)).toEqual(expect.arrayContaining(['create', 'callback']));
    expect(JSON.stringify(log)).not.toContain(tbc.clientSecret);
  });

  it('declined: the payment fails, a new one waits for another try, which pays', async () => {
    const placed = await placeTbcOrder();
    const { page } = await startPayment(placed);
    await choose(page, 'decline');
    const declined = await show(placed.order.tokenValue);
    expect(declined.paymentState).toBe('awaiting_payment');
    expect(declined.payments.map((payment) => payment.state)).toEqual(['failed', 'new']);

    const retry = { order: declined, paymentId: declined.payments[1]?.id as number };
    const second = await startPayment(retry);
    await choose(second.page, 'pay');
    expect((await show(placed.order.tokenValue)).paymentState).toBe('paid');
    expect(await states(placed.order.tokenValue)).toEqual(['failed', 'completed']);
  });

  it('cancelled by the shopper on TBC’s page: as declined, the order waits for another try', async () => {
    const placed = await placeTbcOrder();
    const { page } = await startPayment(placed);
    expect(await choose(page, 'cancel')).toBe(`${publicUrl}/thank-you/${placed.order.tokenValue}`);
    const cancelled = await show(placed.order.tokenValue);
    expect(cancelled.paymentState).toBe('awaiting_payment');
    expect(await orderStateOf(placed.order.tokenValue)).toBe('new');
    expect(cancelled.payments.map((payment) => payment.state)).toEqual(['failed', 'new']);
  });

  it('the browser back first, the callback later: paid once the callback comes', async () => {
    tbc.setCallbacks('hold');
    const placed = await placeTbcOrder();
    const { page } = await startPayment(placed);
    await choose(page, 'pay');
    expect((await show(placed.order.tokenValue)).paymentState).toBe('awaiting_payment');
    expect(await tbc.releaseCallbacks()).toEqual([200]);
    expect((await show(placed.order.tokenValue)).paymentState).toBe('paid');
  });

  it('a callback that never comes: reconciliation asks TBC and ends it', async () => {
    tbc.setCallbacks('drop');
    const paid = await placeTbcOrder();
    await choose((await startPayment(paid)).page, 'pay');
    const declined = await placeTbcOrder();
    await choose((await startPayment(declined)).page, 'decline');
    const expired = await placeTbcOrder();
    const { payId: expiredPayId } = await startPayment(expired);
    tbc.expire(expiredPayId);
    for (const placed of [paid, declined, expired]) {
      expect((await show(placed.order.tokenValue)).paymentState).toBe('awaiting_payment');
    }

    expect(await reconcilePayment(t.database.db, t.app.payments, paid.paymentId)).toBe(true);
    expect((await show(paid.order.tokenValue)).paymentState).toBe('paid');
    expect(await reconcilePayment(t.database.db, t.app.payments, declined.paymentId)).toBe(true);
    expect(await states(declined.order.tokenValue)).toEqual(['failed', 'new']);
    expect(await reconcilePayment(t.database.db, t.app.payments, expired.paymentId)).toBe(true);
    expect(await orderStateOf(expired.order.tokenValue)).toBe('cancelled');
    expect((await show(expired.order.tokenValue)).payments.map((payment) => payment.state)).toEqual([
      'cancelled',
    ]);
    // Asked again, nothing changes.
    expect(await reconcilePayment(t.database.db, t.app.payments, paid.paymentId)).toBe(true);
    expect(await states(paid.order.tokenValue)).toEqual(['completed']);
  });

  it('a payment still open at TBC stays open', async () => {
    const placed = await placeTbcOrder();
    await startPayment(placed);
    expect(await reconcilePayment(t.database.db, t.app.payments, placed.paymentId)).toBe(false);
    expect(await states(placed.order.tokenValue)).toEqual([expect.stringMatching(OPEN)]);
    expect(await orderStateOf(placed.order.tokenValue)).toBe('new');
  });
});

describe('TBC callbacks', () => {
  it('repeated, one after another or at once: the order changes once', async () => {
    tbc.setCallbacks('hold');
    const placed = await placeTbcOrder();
    const { payId, page } = await startPayment(placed);
    await choose(page, 'pay');
    const answers = await Promise.all([
      tbc.resendCallback(payId),
      tbc.resendCallback(payId),
      tbc.resendCallback(payId),
    ]);
    expect(answers).toEqual([200, 200, 200]);
    expect(await tbc.releaseCallbacks()).toEqual([200]);
    expect(await tbc.resendCallback(payId)).toBe(200);
    expect(await states(placed.order.tokenValue)).toEqual(['completed']);
    expect((await show(placed.order.tokenValue)).paymentState).toBe('paid');
  });

  it('are never believed: a callback before the shopper paid changes nothing', async () => {
    const placed = await placeTbcOrder();
    const { payId } = await startPayment(placed);
    const token = await gatewayTokenOf(placed.paymentId);
    const reply = await postCallback(`?payment=${token}`, { PaymentId: payId });
    expect(reply.statusCode).toBe(200);
    // TBC says Created: the payment is under way at the bank, nothing more.
    expect(await states(placed.order.tokenValue)).toEqual([expect.stringMatching(OPEN)]);
    expect((await show(placed.order.tokenValue)).paymentState).toBe('awaiting_payment');
  });

  it('naming another order’s payment: ignored, both orders unchanged', async () => {
    tbc.setCallbacks('drop');
    const mine = await placeTbcOrder();
    await startPayment(mine);
    const theirs = await placeTbcOrder();
    const { payId: theirPayId, page } = await startPayment(theirs);
    await choose(page, 'pay');

    const reply = await postCallback(`?payment=${await gatewayTokenOf(mine.paymentId)}`, {
      PaymentId: theirPayId,
    });
    expect(reply.statusCode).toBe(404);
    expect(await states(mine.order.tokenValue)).toEqual(['new']);
    expect((await show(mine.order.tokenValue)).paymentState).toBe('awaiting_payment');
    expect(await states(theirs.order.tokenValue)).toEqual(['new']);
    expect((await show(theirs.order.tokenValue)).paymentState).toBe('awaiting_payment');
    const logged = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from payment_gateway_log where operation = 'callback_unknown' and response::text like ${`%${theirPayId}%`}`,
    );
    expect(logged[0]?.n).toBe(1);

    // Its own callback is applied to its own order.
    tbc.setCallbacks('send');
    expect(await tbc.resendCallback(theirPayId)).toBe(200);
    expect((await show(theirs.order.tokenValue)).paymentState).toBe('paid');
    expect((await show(mine.order.tokenValue)).paymentState).toBe('awaiting_payment');
  });

  it('refuse a PaymentId TBC does not know, a malformed body, and one without the payment it is for', async () => {
    const placed = await placeTbcOrder();
    const { payId } = await startPayment(placed);
    const token = await gatewayTokenOf(placed.paymentId);
    for (const [query, body] of [
      [`?payment=${token}`, { PaymentId: 'tbc00000000000000000000' }],
      [`?payment=${token}`, 'PaymentId='],
      ['', { PaymentId: payId }],
    ] as const) {
      const reply = await postCallback(query, body);
      expect(reply.statusCode, reply.body).toBe(401);
    }
    expect(await states(placed.order.tokenValue)).toEqual(['new']);
    expect(await logOf(placed.paymentId)).not.toContainEqual(
      expect.objectContaining({ operation: 'callback' }),
    );
  });
});

describe('TBC answering badly', () => {
  it('a 5xx or a timeout while reading the payment: read again, and the callback is applied', async () => {
    tbc.setCallbacks('hold');
    const placed = await placeTbcOrder();
    const { payId, page } = await startPayment(placed);
    await choose(page, 'pay');
    tbc.failNext('status', 500);
    tbc.failNext('status', 'timeout');
    expect(await tbc.releaseCallbacks()).toEqual([200]);
    expect((await show(placed.order.tokenValue)).paymentState).toBe('paid');
    const reads = await rows<{ status: number | null }>(
      t,
      sql`select http_status as status from payment_gateway_log
           where payment_id = ${placed.paymentId} and operation = 'status'
             and url = ${`${tbc.url}/v1/tpay/payments/${payId}`} order by id`,
    );
    expect(reads.map((entry) => entry.status)).toEqual([500, null, 200]);
  });

  it('creation fails (5xx or no answer): no page to pay on yet, nothing is created twice, and a later try works', async () => {
    const placed = await placeTbcOrder();
    for (const kind of [503, 'timeout'] as const) {
      const creates = tbc.requests.filter((request) => request.path === '/v1/tpay/payments').length;
      tbc.failNext('create', kind);
      // A card payment with nowhere to pay yet: the gateway, no redirect.
      const reply = await configure(placed);
      expect(reply.status).toBe(200);
      expect(paymentConfigurationSchema.parse(reply.body)).toMatchObject({ gateway: 'tbc' });
      expect(reply.body.redirectUrl).toBeUndefined();
      expect(tbc.requests.filter((request) => request.path === '/v1/tpay/payments').length).toBe(creates + 1);
    }
    const { page } = await startPayment(placed);
    await choose(page, 'pay');
    expect((await show(placed.order.tokenValue)).paymentState).toBe('paid');
  });

  it('a token TBC dropped early: the shop gets a new one and carries on', async () => {
    const placed = await placeTbcOrder();
    const tokens = tbc.tokenRequests();
    tbc.revokeTokens();
    const { page } = await startPayment(placed);
    tbc.revokeTokens();
    await choose(page, 'pay');
    expect((await show(placed.order.tokenValue)).paymentState).toBe('paid');
    expect(tbc.tokenRequests()).toBe(tokens + 2);
  });
});

describe('refunds through TBC', () => {
  async function paidOrder() {
    const placed = await placeTbcOrder();
    const { payId, page } = await startPayment(placed);
    await choose(page, 'pay');
    return { ...placed, payId };
  }

  it('partial refunds up to the paid amount, and not past it', async () => {
    const { order, paymentId, payId } = await paidOrder();
    const deps = t.app.payments;
    const first = await refundPayment(t.database.db, deps, { paymentId, amount: 1005 });
    expect(first.state).toBe('completed');
    expect(
      tbc.requests.filter((request) => request.path === `/v1/tpay/payments/${payId}/cancel`).at(-1)?.body,
    ).toBe(`{"amount":10.05}`);
    expect((await show(order.tokenValue)).paymentState).toBe('partially_refunded');

    await expect(
      refundPayment(t.database.db, deps, { paymentId, amount: order.total - 1005 + 1 }),
    ).rejects.toMatchObject(REFUSED_AMOUNT);
    const rest = await refundPayment(t.database.db, deps, { paymentId });
    expect(rest.amount).toBe(order.total - 1005);
    expect(tbc.payments.get(payId)).toMatchObject({ status: 'Returned', returnedAmount: order.total });
    const refunded = await show(order.tokenValue);
    expect(refunded.paymentState).toBe('refunded');
    expect(refunded.payments.map((payment) => payment.state)).toEqual(['refunded']);
    await expect(refundPayment(t.database.db, deps, { paymentId, amount: 1 })).rejects.toMatchObject({
      violations: [expect.objectContaining({ propertyPath: 'paymentId' })],
    });
  });

  it('two refunds at once never pass the paid amount', async () => {
    const { order, paymentId, payId } = await paidOrder();
    const deps = t.app.payments;
    const half = Math.ceil(order.total / 2) + 1;
    const results = await Promise.allSettled([
      refundPayment(t.database.db, deps, { paymentId, amount: half }),
      refundPayment(t.database.db, deps, { paymentId, amount: half }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(tbc.payments.get(payId)?.returnedAmount).toBe(half);
  });
});
