import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayment } from '../../src/modules/payment';
import { call } from '../cart/support';
import {
  type BogShop,
  choose,
  gatewayLog,
  orderRow,
  paymentRows,
  placeBogOrder,
  show,
  startBogShop,
  startPayment,
} from './bog-support';

/**
 * Paying with Bank of Georgia through the shop, against the BOG mock: what the shop sends the bank,
 * the shopper's three choices, and the signed callback — verified, applied once, refused when forged.
 */
let shop: BogShop;

beforeAll(async () => {
  shop = await startBogShop();
});
afterAll(() => shop.close());
afterEach(() => {
  shop.bank.setCallbackMode('send');
  shop.bank.forgetHeld();
});

const callbackPath = '/api/v2/shop/payment-gateways/bog/callback';

describe('the method', () => {
  it('is offered while Bank of Georgia is configured, and not in a shop without it', async () => {
    const codes = (await call(shop.t, 'GET', 'payment-methods')).body['hydra:member'].map(
      (m: { code: string }) => m.code,
    );
    expect(codes).toContain('bog');
    const english = await call(shop.t, 'GET', 'payment-methods/bog', undefined, { locale: 'en_US' });
    expect(english.body.name).toBe('Pay by card — Bank of Georgia');

    const plain = await (await import('../support/app')).createTestApp();
    try {
      const plainCodes = (await call(plain, 'GET', 'payment-methods')).body['hydra:member'].map(
        (m: { code: string }) => m.code,
      );
      expect(plainCodes).not.toContain('bog');
      expect((await call(plain, 'GET', 'payment-methods/bog')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('creating the order at the bank', () => {
  it('sends every field BOG asks for, in the order’s language, with the amount exact', async () => {
    const placed = await placeBogOrder(shop, { locale: 'en_US' });
    const before = shop.bank.requests.length;
    const { bankOrderId } = await startPayment(shop, placed);
    const created = shop.bank.orders.get(bankOrderId);
    expect(created).toBeDefined();
    const headers = created?.headers ?? {};
    expect(headers.authorization).toMatch(/^Bearer .+/);
    expect(headers['accept-language']).toBe('en');
    expect(headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const body = JSON.parse(created?.rawBody ?? '{}');
    const [payment] = await paymentRows(shop, placed.order.id);
    const thankYou = `${shop.publicUrl}/en/thank-you/${placed.order.tokenValue}`;
    expect(body).toMatchObject({
      callback_url: `${shop.publicUrl}${callbackPath}`,
      capture: 'automatic',
      purchase_units: { currency: 'GEL' },
      redirect_urls: { success: thankYou, fail: thankYou },
    });
    expect(typeof body.external_order_id).toBe('string');
    // The decimal as written on the wire: the order's tetri with the point moved, no float rounding.
    const total = placed.order.total;
    const lari = `${Math.trunc(total / 100)}.${String(total % 100).padStart(2, '0')}`;
    expect(created?.rawBody).toContain(`"total_amount":${Number(lari)}`);
    expect(created?.requestAmount).toBe(total);
    expect(body.purchase_units.basket[0]).toMatchObject({
      product_id: placed.variant,
      quantity: 1,
    });
    expect(body.purchase_units.basket[0].description).toEqual(expect.any(String));
    expect(payment?.gateway_reference).toBe(bankOrderId);

    // Asking again answers the same page without a second order at the bank.
    const again = await startPayment(shop, placed);
    expect(again.bankOrderId).toBe(bankOrderId);
    expect(
      shop.bank.requests.slice(before).filter((r) => r.path === '/payments/v1/ecommerce/orders'),
    ).toHaveLength(1);
  });

  it('keeps every answer of the bank on the payment, without the token', async () => {
    const placed = await placeBogOrder(shop);
    await startPayment(shop, placed);
    const log = await gatewayLog(shop, placed.paymentId);
    expect(log.map((entry) => entry.operation)).toContain('create');
    expect(log.find((entry) => entry.operation === 'create')?.http_status).toBe(200);
    expect(JSON.stringify(log)).not.toMatch(/access_token"\s*:\s*"(?!\[redacted\])/);
    for (const token of [...shop.bank.requests].map((r) => String(r.headers.authorization ?? ''))) {
      const bearer = token.replace(/^Bearer /, '');
      if (bearer && !token.startsWith('Basic')) expect(JSON.stringify(log)).not.toContain(bearer);
    }
    expect(JSON.stringify(log)).not.toContain(shop.bank.clientSecret);
  });
});

describe('the shopper’s choices', () => {
  it('approved: the signed callback completes the payment and pays the order before the shopper is back', async () => {
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    const location = await choose(shop, bankOrderId, 'approve');
    expect(location).toBe(`${shop.publicUrl}/thank-you/${placed.order.tokenValue}`);
    // The callback came before the redirect: the thank-you page already sees the order paid.
    expect(shop.bank.orders.get(bankOrderId)?.callbackAnswers).toEqual([200]);
    const paid = await show(shop, placed.order.tokenValue);
    expect(paid.paymentState).toBe('paid');
    expect(paid.payments.map((p) => p.state)).toEqual(['completed']);
    const [payment] = await paymentRows(shop, placed.order.id);
    expect(payment?.details).toMatchObject({ bankStatus: 'completed', outcome: 'approved' });
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id)).toEqual([
      { orderId: placed.order.id, event: 'paid' },
    ]);
    const log = await gatewayLog(shop, placed.paymentId);
    expect(log.map((entry) => entry.operation)).toContain('callback');
  });

  it('declined: the payment fails, a new one is opened for another try, which pays', async () => {
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    const location = await choose(shop, bankOrderId, 'decline');
    expect(location).toBe(`${shop.publicUrl}/thank-you/${placed.order.tokenValue}`);
    const declined = await show(shop, placed.order.tokenValue);
    expect(declined.paymentState).toBe('awaiting_payment');
    expect(declined.payments.map((p) => p.state)).toEqual(['failed', 'new']);
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id).map((n) => n.event)).toEqual([
      'payment_failed',
    ]);

    const retry = await startPayment(shop, {
      order: declined,
      paymentId: declined.payments[1]?.id as number,
    });
    expect(retry.bankOrderId).not.toBe(bankOrderId);
    await choose(shop, retry.bankOrderId, 'approve');
    const paid = await show(shop, placed.order.tokenValue);
    expect(paid.paymentState).toBe('paid');
    expect(paid.payments.map((p) => p.state)).toEqual(['failed', 'completed']);
  });

  it('cancelled by the shopper on the bank’s page: the payment is cancelled and can be tried again', async () => {
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'cancel');
    const cancelled = await show(shop, placed.order.tokenValue);
    expect((await orderRow(shop, placed.order.id)).state).toBe('new');
    expect(cancelled.paymentState).toBe('awaiting_payment');
    expect(cancelled.payments.map((p) => p.state)).toEqual(['cancelled', 'new']);
  });
});

describe('callbacks', () => {
  it('a repeated callback, even two at once, changes the order once', async () => {
    shop.bank.setCallbackMode('twice');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'approve');
    expect(shop.bank.orders.get(bankOrderId)?.callbackAnswers).toEqual([200, 200]);
    const order = await show(shop, placed.order.tokenValue);
    expect(order.paymentState).toBe('paid');
    expect(order.payments.map((p) => p.state)).toEqual(['completed']);
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id).map((n) => n.event)).toEqual([
      'paid',
    ]);
    // And once more, later: answered 200, nothing changes.
    expect(await shop.bank.postCallback(shop.bank.orders.get(bankOrderId)!)).toBe(200);
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id)).toHaveLength(1);
  });

  it('a callback and a reconciliation at once change the order once', async () => {
    shop.bank.setCallbackMode('hold');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'approve');
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('awaiting_payment');
    const [answers, final] = await Promise.all([
      shop.bank.deliverHeld(),
      reconcilePayment(shop.t.database.db, shop.t.app.payments, placed.paymentId),
    ]);
    expect(answers).toEqual([200]);
    expect(final).toBe(true);
    expect((await show(shop, placed.order.tokenValue)).payments.map((p) => p.state)).toEqual(['completed']);
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id).map((n) => n.event)).toEqual([
      'paid',
    ]);
  });

  it('a forged, tampered or unsigned callback is refused, logged, and changes nothing', async () => {
    shop.bank.setCallbackMode('hold');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'approve');
    const order = shop.bank.orders.get(bankOrderId)!;
    const genuine = shop.bank.signedCallback(order);

    const { generateKeyPairSync, sign } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = sign('sha256', Buffer.from(genuine.text), other.privateKey).toString('base64');
    const tampered = genuine.text.replace(/"transfer_amount":"[^"]*"/, '"transfer_amount":"0.01"');
    const post = (body: string, signature?: string) =>
      shop.t.app.inject({
        method: 'POST',
        url: callbackPath,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'callback-signature': signature } : {}),
        },
        payload: body,
      });

    const refusedBefore = (await gatewayLog(shop, null)).filter(
      (e) => e.operation === 'callback_refused',
    ).length;
    for (const reply of [
      await post(genuine.text, forged),
      await post(genuine.text),
      await post(tampered, genuine.signature),
      await post(genuine.text, 'not base64 at all!'),
      await post('{"event":', genuine.signature),
    ]) {
      expect(reply.statusCode).toBe(401);
    }
    const refused = (await gatewayLog(shop, null)).filter((e) => e.operation === 'callback_refused');
    expect(refused.length - refusedBefore).toBe(5);
    const unchanged = await show(shop, placed.order.tokenValue);
    expect(unchanged.paymentState).toBe('awaiting_payment');
    expect(unchanged.payments.map((p) => p.state)).toEqual(['new']);

    // The genuine one is taken.
    expect((await post(genuine.text, genuine.signature)).json()).toEqual({ state: 'completed' });
    expect((await show(shop, placed.order.tokenValue)).paymentState).toBe('paid');
  });

  it('an amount other than the order’s is flagged for staff and logged, never paid', async () => {
    shop.bank.setCallbackMode('hold');
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    await choose(shop, bankOrderId, 'approve');
    const order = shop.bank.orders.get(bankOrderId)!;
    order.transferAmount = order.requestAmount - 100;
    expect(await shop.bank.deliverHeld()).toEqual([200]);

    const flagged = await orderRow(shop, placed.order.id);
    expect(flagged.payment_flag).toBe('amount_mismatch');
    expect(flagged.payment_state).toBe('awaiting_payment');
    expect((await paymentRows(shop, placed.order.id)).map((p) => p.state)).toEqual(['new']);
    const log = await gatewayLog(shop, placed.paymentId);
    expect(log.find((entry) => entry.operation === 'amount_mismatch')?.response).toMatchObject({
      expected: order.requestAmount,
      reported: order.requestAmount - 100,
    });
    // Reconciliation reads the same amount from the receipt: still flagged, still not paid.
    expect(await reconcilePayment(shop.t.database.db, shop.t.app.payments, placed.paymentId)).toBe(true);
    expect((await orderRow(shop, placed.order.id)).payment_state).toBe('awaiting_payment');
    expect(shop.notifications.filter((n) => n.orderId === placed.order.id)).toEqual([]);
  });

  it('a callback for no order of ours is answered 404 and changes nothing', async () => {
    const placed = await placeBogOrder(shop);
    const { bankOrderId } = await startPayment(shop, placed);
    const order = shop.bank.orders.get(bankOrderId)!;
    const stranger = { ...order, id: 'f3b1c2d4-0000-4000-8000-000000000000', externalOrderId: 'not-ours' };
    const { text, signature } = shop.bank.signedCallback(stranger);
    const reply = await shop.t.app.inject({
      method: 'POST',
      url: callbackPath,
      headers: { 'content-type': 'application/json', 'callback-signature': signature },
      payload: text,
    });
    expect(reply.statusCode).toBe(404);
    expect((await show(shop, placed.order.tokenValue)).payments.map((p) => p.state)).toEqual(['new']);
  });
});
