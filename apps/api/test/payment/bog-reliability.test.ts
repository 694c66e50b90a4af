import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listPaymentsToReconcile, reconcilePayment } from '../../src/modules/payment';
import {
  type BogShop,
  age,
  choose,
  configure,
  gatewayLog,
  onHold,
  orderRow,
  paymentRows,
  placeBogOrder,
  show,
  startBogShop,
  startPayment,
} from './bog-support';

/**
 * When Bank of Georgia is slow, failing, or silent: the safe retries, the token's life, and
 * reconciliation ending what no callback ended.
 */
let shop: BogShop;

beforeAll(async () => {
  shop = await startBogShop({ bank: { stallMs: 3_000 } });
});
afterAll(() => shop.close());
afterEach(() => {
  shop.bank.setCallbackMode('send');
  shop.bank.forgetHeld();
});

const creates = (from: number) =>
  shop.bank.requests.slice(from).filter((request) => request.path === '/payments/v1/ecommerce/orders');
const tokenRequests = (from: number) =>
  shop.bank.requests.slice(from).filter((request) => request.path.endsWith('/openid-connect/token'));
const reconcile = (paymentId: number) => reconcilePayment(shop.t.database.db, shop.t.app.payments, paymentId);

describe('a failing bank', () => {
  it('a 5xx on creation is retried with the same Idempotency-Key, and the answer logged', async () => {
    const placed = await placeBogOrder(shop);
    const from = shop.bank.requests.length;
    shop.bank.failNext('create', 503);
    const { bankOrderId } = await startPayment(shop, placed);
    const tries = creates(from);
    expect(tries).toHaveLength(2);
    expect(tries[0]?.headers['idempotency-key']).toBe(tries[1]?.headers['idempotency-key']);
    expect(shop.bank.orders.size).toBeGreaterThan(0);
    expect(shop.bank.orders.get(bankOrderId)).toBeDefined();
    const statuses = (await gatewayLog(shop, placed.paymentId))
      .filter((entry) => entry.operation === 'create')
      .map((entry) => entry.http_status);
    expect(statuses).toEqual([503, 200]);
  });

  it('a timeout on creation is retried under the same key: the bank makes one order, not two', async () => {
    const placed = await placeBogOrder(shop);
    const from = shop.bank.requests.length;
    const ordersBefore = shop.bank.orders.size;
    shop.bank.failNext('create', 'timeout');
    const { bankOrderId } = await startPayment(shop, placed);
    expect(creates(from)).toHaveLength(2);
    expect(shop.bank.orders.size).toBe(ordersBefore + 1);
    const log = (await gatewayLog(shop, placed.paymentId)).filter((entry) => entry.operation === 'create');
    expect(log[0]).toMatchObject({ http_status: null });
    expect(log[0]?.error).toMatch(/timeout/);
    expect(log[1]).toMatchObject({ http_status: 200 });
    await choose(shop, bankOrderId, 'approve');
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('paid');
  });

  it('a bank down through every retry: no page to pay on yet, nothing changed, and later it starts', async () => {
    const placed = await placeBogOrder(shop);
    shop.bank.failNext('create', 500, 3);
    const reply = await configure(shop, placed);
    expect(reply.status).toBe(200);
    // The card gateway is named (the storefront shows the order awaiting its payment, not done)
    // without a redirect.
    expect(reply.body.gateway).toBe('bog');
    expect(reply.body.redirectUrl).toBeUndefined();
    const [payment] = await paymentRows(shop, placed.order.id);
    expect(payment).toMatchObject({ state: 'new', gateway_reference: null });
    expect(
      (await gatewayLog(shop, placed.paymentId))
        .filter((e) => e.operation === 'create')
        .map((e) => e.http_status),
    ).toEqual([500, 500, 500]);
    await startPayment(shop, placed);
  });

  it('a receipt that fails once is asked again', async () => {
    shop.bank.setCallbackMode('drop');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'approve');
    shop.bank.failNext('receipt', 502);
    shop.bank.failNext('receipt', 'timeout');
    expect(await reconcile(placed.paymentId)).toBe(true);
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('paid');
    const statuses = (await gatewayLog(shop, placed.paymentId))
      .filter((entry) => entry.operation === 'status')
      .map((entry) => entry.http_status);
    expect(statuses).toEqual([502, null, 200]);
  });

  it('a bank unreachable during reconciliation leaves the payment to be asked again', async () => {
    shop.bank.setCallbackMode('drop');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'approve');
    shop.bank.failNext('receipt', 503, 3);
    expect(await reconcile(placed.paymentId)).toBe(false);
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('awaiting_payment');
    expect(await reconcile(placed.paymentId)).toBe(true);
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('paid');
  });
});

describe('the token', () => {
  it('is fetched with HTTP Basic credentials and reused while it lasts', async () => {
    await startPayment(shop, await placeBogOrder(shop));
    const placed = await placeBogOrder(shop);
    const from = shop.bank.requests.length;
    await startPayment(shop, placed);
    expect(tokenRequests(from)).toHaveLength(0);
    const tokens = tokenRequests(0);
    expect(tokens.length).toBeGreaterThan(0);
    for (const request of tokens) {
      const basic = String(request.headers.authorization).replace(/^Basic /, '');
      expect(Buffer.from(basic, 'base64').toString()).toBe(`${shop.bank.clientId}:${shop.bank.clientSecret}`);
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request.body).toBe('grant_type=client_credentials');
    }
  });

  it('a token the bank ended early is refused with 401, renewed once, and the call goes through', async () => {
    const placed = await placeBogOrder(shop);
    await startPayment(shop, await placeBogOrder(shop));
    shop.bank.expireTokens();
    const from = shop.bank.requests.length;
    await startPayment(shop, placed);
    expect(tokenRequests(from)).toHaveLength(1);
    const operations = (await gatewayLog(shop, placed.paymentId)).map(
      (e) => `${e.operation} ${e.http_status}`,
    );
    expect(operations).toEqual(['create 401', 'token 200', 'create 200']);
  });

  it('a token past its expires_in is not used: a new one is asked for first', async () => {
    // A token of one second, renewed at 90% of its life.
    shop.bank.setTokenLifetime(1);
    shop.bank.expireTokens();
    try {
      await startPayment(shop, await placeBogOrder(shop));
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const placed = await placeBogOrder(shop);
      const from = shop.bank.requests.length;
      await startPayment(shop, placed);
      expect(tokenRequests(from)).toHaveLength(1);
      const operations = (await gatewayLog(shop, placed.paymentId)).map(
        (e) => `${e.operation} ${e.http_status}`,
      );
      expect(operations).toEqual(['token 200', 'create 200']);
    } finally {
      shop.bank.setTokenLifetime(3600);
    }
  });
});

describe('reconciliation', () => {
  it('lists open card payments of placed orders older than asked, and ends one whose callback never came', async () => {
    shop.bank.setCallbackMode('drop');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'approve');
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('awaiting_payment');

    expect(await listPaymentsToReconcile(shop.t.database.db, { olderThanSeconds: 0 })).toContain(
      placed.paymentId,
    );
    expect(await listPaymentsToReconcile(shop.t.database.db, { olderThanSeconds: 3600 })).not.toContain(
      placed.paymentId,
    );
    expect(await reconcile(placed.paymentId)).toBe(true);
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('paid');
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id).map((n) => n.event)).toEqual([
      'paid',
    ]);
    expect(await listPaymentsToReconcile(shop.t.database.db, { olderThanSeconds: 0 })).not.toContain(
      placed.paymentId,
    );
    // Asking again is harmless.
    expect(await reconcile(placed.paymentId)).toBe(true);
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id)).toHaveLength(1);
  });

  it('a decline whose callback never came: the payment fails and a retry opens', async () => {
    shop.bank.setCallbackMode('drop');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'decline');
    expect(await reconcile(placed.paymentId)).toBe(true);
    expect((await show(shop, placed.order.tokenValue)).payments.map((p) => p.state)).toEqual([
      'failed',
      'new',
    ]);
  });

  it('a payment the shopper never finished is asked about until it expires, then the order is cancelled and its stock given back', async () => {
    const placed = await placeBogOrder(shop);
    await startPayment(shop, placed);
    const held = await onHold(shop, placed.variant);
    expect(await reconcile(placed.paymentId)).toBe(false);
    expect((await orderRow(shop, placed.order.id)).state).toBe('new');
    // Still payable: the bank's "created" changes nothing.
    expect((await paymentRows(shop, placed.order.id)).map((p) => p.state)).toEqual(['new']);

    await age(shop, placed.order.id, 61);
    expect(await reconcile(placed.paymentId)).toBe(true);
    const order = await orderRow(shop, placed.order.id);
    expect(order).toMatchObject({ state: 'cancelled', payment_state: 'cancelled' });
    expect((await paymentRows(shop, placed.order.id)).map((p) => p.state)).toEqual(['cancelled']);
    expect(await onHold(shop, placed.variant)).toBe(held - 1);
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id).map((n) => n.event)).toEqual([
      'cancelled',
    ]);
  });

  it('a retry after a decline that is never paid expires too, and gives the stock back', async () => {
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'decline');
    const held = await onHold(shop, placed.variant);
    const retry = (await paymentRows(shop, placed.order.id)).at(-1)?.id as number;
    expect(await reconcile(retry)).toBe(false);
    await age(shop, placed.order.id, 61);
    expect(await listPaymentsToReconcile(shop.t.database.db, { olderThanSeconds: 60 })).toContain(retry);
    expect(await reconcile(retry)).toBe(true);
    expect((await orderRow(shop, placed.order.id)).state).toBe('cancelled');
    expect(await onHold(shop, placed.variant)).toBe(held - 1);
  });

  it('money the bank takes after the order was ended is flagged for staff, not paid', async () => {
    shop.bank.setCallbackMode('hold');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await age(shop, placed.order.id, 61);
    // The receipt says "created" still: past the expiry the shop ends it.
    expect(await reconcile(placed.paymentId)).toBe(true);
    expect((await orderRow(shop, placed.order.id)).state).toBe('cancelled');
    await choose(shop, bankOrderId, 'approve');
    expect(await shop.bank.deliverHeld()).toEqual([200]);
    const order = await orderRow(shop, placed.order.id);
    expect(order).toMatchObject({ state: 'cancelled', payment_flag: 'paid_after_close' });
    expect((await paymentRows(shop, placed.order.id)).map((p) => p.state)).toEqual(['cancelled']);
  });
});
