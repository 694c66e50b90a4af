import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatewayCall,
  GatewayCallbackError,
  type GatewayLogEntry,
  type GatewayPayment,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../src/modules/payment/gateway';
import { tbcGateway } from '../../src/modules/payment/tbc/gateway';
import { type TbcMock, startTbcMock } from '../support/banks/tbc-mock';

/**
 * The TBC Checkout gateway against the TBC mock, without the shop around it: what goes over the
 * wire (token, creation, status, refund, callback), the token's cache and expiry, timeouts and
 * which calls are retried. The shop's side (orders, callbacks, reconciliation) is tbc-checkout.test.ts.
 */
let mock: TbcMock;
const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  mock = await startTbcMock();
});
afterAll(() => mock.close());
afterEach(() => {
  mock.setCallbacks('send');
  mock.setClock(() => Date.now());
});

function gateway(
  overrides: { installments?: boolean; now?: () => number; timeoutMs?: number } = {},
): PaymentGateway {
  return tbcGateway({
    apiUrl: mock.url,
    apiKey: mock.apiKey,
    clientId: mock.clientId,
    clientSecret: mock.clientSecret,
    publicUrl: PUBLIC_URL,
    installments: overrides.installments ?? false,
    timeoutMs: overrides.timeoutMs ?? 2000,
    retryDelaysMs: [1, 1],
    ...(overrides.now ? { now: overrides.now } : {}),
  });
}

function recorder(): GatewayCall & { entries: GatewayLogEntry[] } {
  const entries: GatewayLogEntry[] = [];
  return { entries, record: (entry) => entries.push(entry) };
}

let handles = 0;
function payment(overrides: Partial<GatewayPayment> = {}): GatewayPayment {
  handles += 1;
  return {
    paymentId: 100 + handles,
    gatewayToken: `handle-${handles}`,
    bankOrderId: null,
    amount: 17262,
    currencyCode: 'GEL',
    orderToken: `order-${handles}`,
    orderNumber: `0000${handles}`,
    localeCode: 'ka_GE',
    lines: [
      { productId: 'CREAM-50', description: 'კრემი — 50 მლ', quantity: 2, unitPrice: 8131, total: 16262 },
    ],
    itemsTotal: 16262,
    shippingTotal: 1000,
    returnUrl: `${PUBLIC_URL}/thank-you/order-${handles}`,
    ...overrides,
  };
}

const requestsTo = (path: string) => mock.requests.filter((request) => request.path === path);
const lastCreate = () => requestsTo('/v1/tpay/payments').at(-1);

async function started(gatewayUnderTest: PaymentGateway, view = payment()) {
  const call = recorder();
  const start = await gatewayUnderTest.start(view, call);
  return { view: { ...view, bankOrderId: start.bankOrderId }, start, call };
}

describe('creating a payment', () => {
  it('gets a token with the api key and the client credentials, then creates the payment as TBC documents it', async () => {
    const before = mock.tokenRequests();
    const { start, view, call } = await started(gateway());
    expect(mock.tokenRequests()).toBe(before + 1);
    const token = requestsTo('/v1/tpay/access-token').at(-1);
    expect(token?.headers.apikey).toBe(mock.apiKey);
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      client_id: mock.clientId,
      client_secret: mock.clientSecret,
    });

    const create = lastCreate();
    expect(create?.headers.apikey).toBe(mock.apiKey);
    expect(create?.headers.authorization).toMatch(/^Bearer .+/);
    // Decimal lari, digit for digit from the tetri: 172.62 = 162.62 + 10.00 shipping.
    expect(create?.body).toContain(
      '"amount":{"currency":"GEL","total":172.62,"subtotal":162.62,"tax":0.00,"shipping":10.00}',
    );
    const body = JSON.parse(create?.body ?? '{}');
    expect(body).toMatchObject({
      returnurl: view.returnUrl,
      callbackUrl: `${PUBLIC_URL}/api/v2/shop/payment-gateways/tbc/callback?payment=${view.gatewayToken}`,
      methods: [5, 9, 14],
      merchantPaymentId: `${view.orderNumber}-${view.paymentId}`,
      expirationMinutes: 12,
      language: 'KA',
    });
    expect(body.installmentProducts).toBeUndefined();

    const created = mock.payments.get(start.bankOrderId as string);
    expect(created?.amount).toBe(17262);
    expect(start.redirectUrl).toBe(`${mock.url}/checkout/${start.bankOrderId}`);

    // Each answer is kept, the token's without the token.
    expect(call.entries.map((entry) => [entry.operation, entry.httpStatus])).toEqual([
      ['token', 200],
      ['create', 200],
    ]);
    const logged = JSON.stringify(call.entries);
    expect(logged).not.toContain(mock.clientSecret);
    for (const request of mock.requests) {
      const bearer = String(request.headers.authorization ?? '').replace('Bearer ', '');
      if (bearer) expect(logged).not.toContain(bearer);
    }
  });

  it('offers installments (8) where enabled, with products adding up to the total to the tetri; English pages in English', async () => {
    // 3 × 33.33 with a discount spread unevenly: the line goes as one product of its total.
    const view = payment({
      amount: 10500,
      localeCode: 'en_US',
      lines: [
        { productId: 'A', description: 'Serum', quantity: 3, unitPrice: 3333, total: 9998 },
        { productId: 'B', description: 'Mask', quantity: 1, unitPrice: 2, total: 2 },
      ],
      itemsTotal: 10000,
      shippingTotal: 500,
    });
    await started(gateway({ installments: true }), view);
    const body = JSON.parse(lastCreate()?.body ?? '{}');
    expect(body.methods).toEqual([5, 9, 14, 8]);
    expect(body.language).toBe('EN');
    expect(body.installmentProducts).toEqual([
      { Name: 'Serum', Price: 99.98, Quantity: 1 },
      { Name: 'Mask', Price: 0.02, Quantity: 1 },
      { Name: 'Delivery', Price: 5, Quantity: 1 },
    ]);
    expect(lastCreate()?.body).toContain('"total":105.00');
  });

  it('reuses the token for a day, and gets a new one once it runs out', async () => {
    let clock = Date.now();
    const tbc = gateway({ now: () => clock });
    const before = mock.tokenRequests();
    await started(tbc);
    await started(tbc);
    expect(mock.tokenRequests()).toBe(before + 1);
    clock += 86_400_000;
    mock.setClock(() => clock);
    await started(tbc);
    expect(mock.tokenRequests()).toBe(before + 2);
  });

  it('a token the bank dropped early: a new token and the call again', async () => {
    const tbc = gateway();
    await started(tbc);
    const before = mock.tokenRequests();
    const creates = requestsTo('/v1/tpay/payments').length;
    mock.revokeTokens();
    const { start, call } = await started(tbc);
    expect(mock.payments.get(start.bankOrderId as string)?.status).toBe('Created');
    expect(mock.tokenRequests()).toBe(before + 1);
    // The refused try did nothing at the bank; one payment was made.
    expect(requestsTo('/v1/tpay/payments').length).toBe(creates + 2);
    expect(call.entries.map((entry) => [entry.operation, entry.httpStatus])).toEqual([
      ['create', 401],
      ['token', 200],
      ['create', 200],
    ]);
  });

  it('a token call that fails is tried again; a creation that fails or times out is not (it could make a second payment)', async () => {
    const tbc = gateway({ timeoutMs: 300 });
    mock.failNext('token', 503);
    mock.failNext('token', 'timeout');
    const { start, call } = await started(tbc);
    expect(start.bankOrderId).toBeTruthy();
    expect(call.entries.map((entry) => [entry.operation, entry.httpStatus])).toEqual([
      ['token', 503],
      ['token', null],
      ['token', 200],
      ['create', 200],
    ]);

    for (const kind of [500, 'timeout'] as const) {
      const creates = requestsTo('/v1/tpay/payments').length;
      mock.failNext('create', kind);
      const failed = recorder();
      await expect(tbc.start(payment(), failed)).rejects.toBeInstanceOf(GatewayUnavailableError);
      expect(requestsTo('/v1/tpay/payments').length).toBe(creates + 1);
      expect(failed.entries.at(-1)).toMatchObject(
        kind === 'timeout'
          ? { operation: 'create', httpStatus: null, error: 'timeout' }
          : { operation: 'create', httpStatus: 500 },
      );
    }
  });
});

describe('reading and refunding a payment', () => {
  it('status: what TBC says, with the amount it took', async () => {
    const tbc = gateway();
    const { view } = await started(tbc);
    expect(await tbc.status(view, recorder())).toMatchObject({
      outcome: 'processing',
      bankStatus: 'Created',
    });
    await mock.decide(view.bankOrderId as string, 'pay');
    expect(await tbc.status(view, recorder())).toMatchObject({
      gatewayToken: view.gatewayToken,
      bankOrderId: view.bankOrderId,
      outcome: 'approved',
      paidAmount: 17262,
      bankStatus: 'Succeeded',
    });
    const declined = await started(tbc);
    await mock.decide(declined.view.bankOrderId as string, 'decline');
    expect(await tbc.status(declined.view, recorder())).toMatchObject({
      outcome: 'declined',
      paidAmount: null,
    });
    const expired = await started(tbc);
    mock.expire(expired.view.bankOrderId as string);
    expect(await tbc.status(expired.view, recorder())).toMatchObject({ outcome: 'expired' });
  });

  it('status is read again after a 5xx or a timeout (reading twice changes nothing)', async () => {
    const tbc = gateway({ timeoutMs: 300 });
    const { view } = await started(tbc);
    await mock.decide(view.bankOrderId as string, 'pay');
    mock.failNext('status', 500);
    mock.failNext('status', 'timeout');
    const call = recorder();
    expect(await tbc.status(view, call)).toMatchObject({ outcome: 'approved' });
    expect(call.entries.map((entry) => entry.httpStatus)).toEqual([500, null, 200]);
    // Three tries in all: a fourth failure is the caller's (reconciliation asks again later).
    mock.failNext('status', 500, 3);
    await expect(tbc.status(view, recorder())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('refunds part, then the rest, through /cancel with the exact amount; never more than is left, never twice', async () => {
    const tbc = gateway();
    const { view } = await started(tbc);
    await mock.decide(view.bankOrderId as string, 'pay');
    const first = await tbc.refund(view, { amount: 1205, remaining: 17262, refundKey: 'r1' }, recorder());
    expect(first.state).toBe('completed');
    const cancel = requestsTo(`/v1/tpay/payments/${view.bankOrderId}/cancel`).at(-1);
    expect(cancel?.body).toBe('{"amount":12.05}');
    expect(mock.payments.get(view.bankOrderId as string)).toMatchObject({
      status: 'PartialReturned',
      returnedAmount: 1205,
    });
    expect(await tbc.status(view, recorder())).toMatchObject({ outcome: 'approved', refundedAmount: 1205 });

    const tooMuch = await tbc.refund(view, { amount: 16058, remaining: 16057, refundKey: 'r2' }, recorder());
    expect(tooMuch.state).toBe('failed');
    const rest = await tbc.refund(view, { amount: 16057, remaining: 16057, refundKey: 'r3' }, recorder());
    expect(rest.state).toBe('completed');
    expect(mock.payments.get(view.bankOrderId as string)).toMatchObject({
      status: 'Returned',
      returnedAmount: 17262,
    });

    // No answer: the bank may have refunded, so the refund is not sent again.
    const other = await started(tbc);
    await mock.decide(other.view.bankOrderId as string, 'pay');
    const cancels = () => requestsTo(`/v1/tpay/payments/${other.view.bankOrderId}/cancel`).length;
    mock.failNext('cancel', 500);
    await expect(
      tbc.refund(other.view, { amount: 100, remaining: 17262, refundKey: 'r4' }, recorder()),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(cancels()).toBe(1);
  });
});

describe('callbacks', () => {
  const callback = (tbc: PaymentGateway, body: string, query: Record<string, string | undefined>) =>
    tbc.verifyCallback({ rawBody: body, headers: { 'content-type': 'application/json' }, query }, recorder());

  it('believe TBC, not the callback: the outcome comes from reading the payment with our credentials', async () => {
    const tbc = gateway();
    const { view } = await started(tbc);
    const body = JSON.stringify({ PaymentId: view.bankOrderId });
    const statusReads = () => requestsTo(`/v1/tpay/payments/${view.bankOrderId}`).length;
    const before = statusReads();
    // Nothing happened at the bank yet: a callback says nothing more than "processing".
    expect(await callback(tbc, body, { payment: view.gatewayToken })).toMatchObject({
      gatewayToken: view.gatewayToken,
      bankOrderId: view.bankOrderId,
      outcome: 'processing',
    });
    await mock.decide(view.bankOrderId as string, 'pay');
    expect(await callback(tbc, body, { payment: view.gatewayToken })).toMatchObject({
      outcome: 'approved',
      paidAmount: 17262,
    });
    expect(statusReads()).toBe(before + 2);
    expect(requestsTo(`/v1/tpay/payments/${view.bankOrderId}`).at(-1)?.headers.authorization).toMatch(
      /^Bearer /,
    );
  });

  it('refuse what is not a TBC callback for one of our payments', async () => {
    const tbc = gateway();
    const { view } = await started(tbc);
    const refused = [
      callback(tbc, 'not json', { payment: view.gatewayToken }),
      callback(tbc, JSON.stringify({ paymentId: view.bankOrderId }), { payment: view.gatewayToken }),
      callback(tbc, JSON.stringify({ PaymentId: '../../access-token' }), { payment: view.gatewayToken }),
      // Our handle of the payment is part of the callback URL we gave TBC.
      callback(tbc, JSON.stringify({ PaymentId: view.bankOrderId }), {}),
      // A PaymentId TBC does not know.
      callback(tbc, JSON.stringify({ PaymentId: 'tbc0000000000' }), { payment: view.gatewayToken }),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toBeInstanceOf(GatewayCallbackError);
  });
});
