import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/http/errors';
import {
  listPaymentsWithPendingRefunds,
  refundPayment,
  settlePendingRefunds,
} from '../../src/modules/payment';
import { rows } from '../cart/support';
import {
  type BogShop,
  type Placed,
  choose,
  gatewayLog,
  orderRow,
  paymentRows,
  placeBogOrder,
  startBogShop,
  startPayment,
} from './bog-support';

/**
 * Refunds through Bank of Georgia, as the back office calls them: full and partial, never past the
 * paid amount — not even two at once — each kept with the bank's answer.
 */
let shop: BogShop;

beforeAll(async () => {
  shop = await startBogShop();
});
afterAll(() => shop.close());

async function paidOrder(): Promise<Placed & { bankOrderId: string }> {
  const placed = await placeBogOrder(shop);
  const { bankOrderId } = await startPayment(shop, placed);
  await choose(shop, bankOrderId, 'approve');
  expect((await orderRow(shop, placed.order.id)).payment_state).toBe('paid');
  return { ...placed, bankOrderId };
}

const refund = (paymentId: number, amount?: number) =>
  refundPayment(shop.t.database.db, shop.t.app.payments, { paymentId, amount, staffId: 7, reason: 'test' });

const refundRows = (paymentId: number) =>
  rows<{
    amount: number;
    state: string;
    bank_refund_id: string | null;
    response: unknown;
    staff_id: number | null;
  }>(
    shop.t,
    sql`select amount, state, bank_refund_id, response, staff_id from payment_refunds where payment_id = ${paymentId} order by id`,
  );

const refundRequests = (bankOrderId: string) =>
  shop.bank.requests.filter((request) => request.path === `/payments/v1/payment/refund/${bankOrderId}`);

describe('refunds', () => {
  it('partial refunds up to the paid amount, then the rest; never past it', async () => {
    const paid = await paidOrder();
    const total = paid.order.total;
    expect(total).toBeGreaterThan(200);

    const first = await refund(paid.paymentId, 100);
    expect(first).toMatchObject({ amount: 100, state: 'completed', staffId: 7, reason: 'test' });
    expect((await orderRow(shop, paid.order.id)).payment_state).toBe('partially_refunded');
    expect((await paymentRows(shop, paid.order.id))[0]?.state).toBe('completed');
    // A part names its amount in lari, exactly.
    expect(JSON.parse(refundRequests(paid.bankOrderId)[0]?.body ?? '{}')).toEqual({ amount: 1 });
    expect(shop.bank.orders.get(paid.bankOrderId)?.refundAmount).toBe(100);

    // More than is left is refused, and nothing goes to the bank.
    await expect(refund(paid.paymentId, total - 100 + 1)).rejects.toBeInstanceOf(ValidationError);
    await expect(refund(paid.paymentId, 0)).rejects.toBeInstanceOf(ValidationError);
    expect(refundRequests(paid.bankOrderId)).toHaveLength(1);

    // The rest: BOG's full refund, an empty body.
    const rest = await refund(paid.paymentId);
    expect(rest).toMatchObject({ amount: total - 100, state: 'completed' });
    expect(JSON.parse(refundRequests(paid.bankOrderId)[1]?.body ?? 'null')).toEqual({});
    expect((await paymentRows(shop, paid.order.id))[0]?.state).toBe('refunded');
    expect((await orderRow(shop, paid.order.id)).payment_state).toBe('refunded');
    expect(shop.bank.orders.get(paid.bankOrderId)?.status).toBe('refunded');
    await expect(refund(paid.paymentId, 1)).rejects.toBeInstanceOf(ValidationError);

    const kept = await refundRows(paid.paymentId);
    expect(kept.map((row) => [row.amount, row.state, row.staff_id])).toEqual([
      [100, 'completed', 7],
      [total - 100, 'completed', 7],
    ]);
    expect(kept[0]?.bank_refund_id).toEqual(expect.any(String));
    expect(kept[0]?.response).toMatchObject({ key: 'request_received' });
    expect((await gatewayLog(shop, paid.paymentId)).filter((e) => e.operation === 'refund')).toHaveLength(2);
    expect(shop.notifications.filter((n) => n.orderId === paid.order.id).map((n) => n.event)).toEqual([
      'paid',
      'refunded',
      'refunded',
    ]);
  });

  it('two refunds at once never exceed the paid amount', async () => {
    const paid = await paidOrder();
    const total = paid.order.total;
    const share = Math.floor((total * 6) / 10);
    const results = await Promise.allSettled([refund(paid.paymentId, share), refund(paid.paymentId, share)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ValidationError);
    const kept = await refundRows(paid.paymentId);
    expect(kept.map((row) => row.amount)).toEqual([share]);
    expect(refundRequests(paid.bankOrderId)).toHaveLength(1);
    expect(shop.bank.orders.get(paid.bankOrderId)?.refundAmount).toBe(share);

    // Two of the rest at once: one takes it all, the other finds nothing left.
    const both = await Promise.allSettled([refund(paid.paymentId), refund(paid.paymentId)]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const sum = (await refundRows(paid.paymentId)).reduce((all, row) => all + row.amount, 0);
    expect(sum).toBe(total);
    expect((await paymentRows(shop, paid.order.id))[0]?.state).toBe('refunded');
  });

  it('only a completed payment is refunded', async () => {
    const placed = await placeBogOrder(shop);
    await expect(refund(placed.paymentId, 100)).rejects.toBeInstanceOf(ValidationError);
    expect(await refundRows(placed.paymentId)).toEqual([]);
  });

  it('a refund the bank refuses is kept as failed with its answer, and the amount is free again', async () => {
    const paid = await paidOrder();
    // The bank's own books say less is left than the shop thinks (refunded elsewhere).
    shop.bank.orders.get(paid.bankOrderId)!.refundAmount = paid.order.total - 50;
    await expect(refund(paid.paymentId, 100)).rejects.toBeInstanceOf(ValidationError);
    const [failed] = await refundRows(paid.paymentId);
    expect(failed).toMatchObject({ amount: 100, state: 'failed' });
    expect(failed?.response).toMatchObject({ message: expect.stringMatching(/exceeds/) });
    shop.bank.orders.get(paid.bankOrderId)!.refundAmount = 0;
    expect(await refund(paid.paymentId, 100)).toMatchObject({ state: 'completed' });
  });

  it('a refund without an answer (5xx) is not sent again: it stays pending, its amount held', async () => {
    const paid = await paidOrder();
    shop.bank.failNext('refund', 503);
    await expect(refund(paid.paymentId, 100)).rejects.toBeInstanceOf(ValidationError);
    expect(refundRequests(paid.bankOrderId)).toHaveLength(1);
    const [pending] = await refundRows(paid.paymentId);
    expect(pending).toMatchObject({ amount: 100, state: 'pending' });
    // What is left counts the pending one.
    await expect(refund(paid.paymentId, paid.order.total - 100 + 1)).rejects.toBeInstanceOf(ValidationError);
    const log = (await gatewayLog(shop, paid.paymentId)).filter((e) => e.operation === 'refund');
    expect(log.map((e) => e.http_status)).toEqual([503]);
  });
});

/**
 * Refunds whose bank answer never came, settled by asking the bank (refund reconciliation): the bank's
 * receipt says how much it has given back in all.
 */
describe('refund reconciliation', () => {
  const settle = (paymentId: number) =>
    settlePendingRefunds(shop.t.database.db, shop.t.app.payments, paymentId);
  const sentAgo = (paymentId: number, interval: string) =>
    rows(
      shop.t,
      sql`update payment_refunds set created_at = now() at time zone 'utc' - ${interval}::interval
          where payment_id = ${paymentId}`,
    );

  it('completes a pending refund the bank made though its answer was lost, and the order follows', async () => {
    const paid = await paidOrder();
    shop.bank.failNext('refund', 503);
    await expect(refund(paid.paymentId, 100)).rejects.toBeInstanceOf(ValidationError);
    // The bank did refund: only its answer went missing.
    shop.bank.orders.get(paid.bankOrderId)!.refundAmount = 100;
    shop.bank.orders.get(paid.bankOrderId)!.status = 'refunded_partially';

    // Listed once its answer is late, not before.
    expect(await listPaymentsWithPendingRefunds(shop.t.database.db)).not.toContain(paid.paymentId);
    await sentAgo(paid.paymentId, '5 minutes');
    expect(await listPaymentsWithPendingRefunds(shop.t.database.db)).toContain(paid.paymentId);

    expect(await settle(paid.paymentId)).toBe(true);
    const [settled] = await refundRows(paid.paymentId);
    expect(settled).toMatchObject({ amount: 100, state: 'completed' });
    expect((await orderRow(shop, paid.order.id)).payment_state).toBe('partially_refunded');
    expect(await listPaymentsWithPendingRefunds(shop.t.database.db)).not.toContain(paid.paymentId);
    // The bank was asked (its receipt), never sent the refund again.
    expect(refundRequests(paid.bankOrderId)).toHaveLength(1);
  });

  it('keeps an unconfirmed refund pending for an hour, then gives it up and frees its amount', async () => {
    const paid = await paidOrder();
    shop.bank.failNext('refund', 503);
    await expect(refund(paid.paymentId, 100)).rejects.toBeInstanceOf(ValidationError);
    await sentAgo(paid.paymentId, '5 minutes');

    // The bank shows no refund yet: still pending, asked again later.
    expect(await settle(paid.paymentId)).toBe(false);
    expect((await refundRows(paid.paymentId))[0]).toMatchObject({ state: 'pending' });

    await sentAgo(paid.paymentId, '2 hours');
    expect(await settle(paid.paymentId)).toBe(true);
    expect((await refundRows(paid.paymentId))[0]).toMatchObject({ state: 'failed' });
    expect((await orderRow(shop, paid.order.id)).payment_state).toBe('paid');
    // Its amount is free again: the whole payment can be refunded.
    expect(await refund(paid.paymentId)).toMatchObject({ state: 'completed', amount: paid.order.total });
  });
});
