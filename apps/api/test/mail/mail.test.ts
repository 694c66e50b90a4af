import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@sakhe/contract';
import { ORDER_NOTIFICATION, type OrderEvent } from '../../src/modules/jobs';
import { createTestApp, type TestApp } from '../support/app';
import {
  SHOP,
  type StockedVariant,
  TBILISI_ADDRESS,
  call,
  expectOrder,
  placeOrder,
  readyCart,
  rows,
  stockedVariants,
} from '../cart/support';
import { mailsTo } from '../customers/mailbox';

/**
 * The order e-mails, as a mail server receives them (an smtp-server capture) and as .eml files:
 * sent by the order-notification job, never by the completion request, in the order's language,
 * with amounts as the site prints them and lines that add up to the totals.
 */

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;

interface Received {
  to: string[];
  mail: Email;
}

let smtp: SMTPServer;
let inbox: Received[] = [];

const money = (minor: number, locale: 'ka' | 'en') =>
  new Intl.NumberFormat(locale === 'ka' ? 'ka-GE' : 'en', {
    style: 'currency',
    currency: 'GEL',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(minor / 100);

async function mailTo(address: string, subject?: RegExp, count = 1): Promise<Email[]> {
  for (;;) {
    const found = inbox
      .filter((received) => received.to.includes(address))
      .map((received) => received.mail)
      .filter((mail) => !subject || subject.test(mail.subject ?? ''));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let t: TestApp;
let variants: StockedVariant[];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        inbox.push({ mail, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'sakhe <orders@sakhe.test>' });
  variants = await stockedVariants(t, { minimum: 5 });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  inbox = [];
});

const variant = (index: number) => (variants[index] as StockedVariant).code;

async function notify(orderId: number, event: OrderEvent) {
  await t.app.jobs.send(ORDER_NOTIFICATION, { orderId, event });
}

async function setPaymentState(order: Order, payment: string, orderPayment: string) {
  await rows(t, sql`update payments set state = ${payment} where order_id = ${order.id}`);
  await rows(t, sql`update orders set payment_state = ${orderPayment} where id = ${order.id}`);
}

describe('the order placed e-mail (cash)', () => {
  it('arrives from the job, in English for an English order, lines adding up to the totals', async () => {
    const cart = await readyCart(t, { variant: variant(0), quantity: 2, email: 'Eka@Example.GE' });
    // English, with the 10% coupon: an order-wide discount the lines must not hide.
    await rows(t, sql`update orders set locale_code = 'en_US' where token_value = ${cart.tokenValue}`);
    expectOrder(
      await call(t, 'PUT', `orders/${cart.tokenValue}`, {
        email: 'eka@example.ge',
        billingAddress: { ...TBILISI_ADDRESS, phoneNumber: '+995555123456' },
        couponCode: 'SAKHE10',
      }),
    );
    const again = expectOrder(await call(t, 'GET', `orders/${cart.tokenValue}`));
    expectOrder(
      await call(t, 'PATCH', `orders/${cart.tokenValue}/shipments/${again.shipments[0]?.id}`, {
        shippingMethod: 'TBILISI_COURIER',
      }),
    );
    expectOrder(
      await call(t, 'PATCH', `orders/${cart.tokenValue}/payments/${again.payments[0]?.id}`, {
        paymentMethod: `${SHOP}/payment-methods/CASH_ON_DELIVERY`,
      }),
    );
    const order = expectOrder(
      await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, { notes: 'Ring twice' }),
    );
    expect(order.orderPromotionTotal).toBeLessThan(0);

    const [mail] = await mailTo('eka@example.ge');
    expect(mail?.from?.address).toBe('orders@sakhe.test');
    expect(mail?.subject).toBe(`Order #${order.number} received — sakhe`);
    const text = mail?.text ?? '';
    const item = order.items[0] as Order['items'][number];
    // The line at its own price; the discount once, below; the totals add up.
    expect(text).toContain(
      `${item.quantity} × ${money(item.discountedUnitPrice, 'en')} = ${money(item.subtotal, 'en')}`,
    );
    expect(text).not.toContain(money(item.total, 'en'));
    expect(text).toContain(`Items: ${money(order.itemsSubtotal, 'en')}`);
    expect(text).toContain(`Discount: ${money(order.itemsTotal - order.itemsSubtotal, 'en')}`);
    expect(text).toContain(`Delivery: ${money(order.shippingTotal, 'en')}`);
    expect(text).toContain(`Total: ${money(order.total, 'en')}`);
    expect(order.itemsSubtotal + (order.itemsTotal - order.itemsSubtotal) + order.shippingTotal).toBe(
      order.total,
    );
    expect(text).toContain('+995 555 12 34 56');
    expect(text).toContain('Courier in Tbilisi');
    expect(text).toContain('Cash on delivery');
    expect(text).toContain('Notes: Ring twice');
    expect(text).toContain(`${t.config.PUBLIC_URL}/en/thank-you/${order.tokenValue}`);

    // Branded: the shop's plum, the logo and a thumbnail per item, attached and shown by content id.
    const html = mail?.html ?? '';
    expect(html).toContain('#8b3c5d');
    expect(html).toContain('cid:logo@sakhe');
    expect(html).toContain(`cid:item-${item.id}@sakhe`);
    const attached = (mail?.attachments ?? []).map((file) => [file.contentId, file.mimeType]);
    expect(attached).toContainEqual(['<logo@sakhe>', 'image/png']);
    expect(attached).toContainEqual([`<item-${item.id}@sakhe>`, 'image/jpeg']);
  });

  it('is in Georgian for a Georgian order, with the comma of Georgian amounts', async () => {
    const order = await placeOrder(t, { variant: variant(1), email: 'nino@example.ge' });
    const [mail] = await mailTo('nino@example.ge');
    expect(mail?.subject).toBe(`შეკვეთა #${order.number} მიღებულია — sakhe`);
    expect(money(order.total, 'ka')).toMatch(/^\d+,\d\d\s₾$/);
    expect(mail?.text).toContain(`სულ: ${money(order.total, 'ka')}`);
    expect(mail?.text).toContain('კურიერი თბილისში');
    expect(mail?.text).toContain('+995 555 12 34 56');
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/thank-you/${order.tokenValue}`);
  });

  it('goes once, however often the event is sent', async () => {
    const order = await placeOrder(t, { variant: variant(2), email: 'once@example.ge' });
    await mailTo('once@example.ge');
    await notify(order.id, 'placed');
    await notify(order.id, 'placed');
    // A later e-mail of the same order, sent after the repeats, arrives alone.
    await notify(order.id, 'cancelled');
    const [cancelled] = await mailTo('once@example.ge', /cancelled|გაუქმებულია/);
    expect(cancelled).toBeDefined();
    expect(inbox.filter((received) => received.to.includes('once@example.ge'))).toHaveLength(2);
  });
});

describe('a card order', () => {
  async function cardOrder(email: string) {
    const cart = await readyCart(t, { variant: variant(3), email, payment: 'CARD' });
    return expectOrder(await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, {}));
  }

  it('gets no "order received" while unpaid; a declined payment mails the retry link', async () => {
    const order = await cardOrder('declined@example.ge');
    expect(order.paymentState).toBe('awaiting_payment');
    await setPaymentState(order, 'failed', 'awaiting_payment');
    await notify(order.id, 'payment_failed');
    const [failed] = await mailTo('declined@example.ge');
    expect(failed?.subject).toBe(`შეკვეთა #${order.number}: გადახდა ვერ შესრულდა — sakhe`);
    expect(failed?.text).toContain(`${t.config.PUBLIC_URL}/thank-you/${order.tokenValue}`);
    expect(failed?.html).toContain(`href="${t.config.PUBLIC_URL}/thank-you/${order.tokenValue}"`);
    // The completion's own `placed` job ran before this one and sent nothing: all there is, once the
    // failure's e-mail is marked sent, is that one.
    for (;;) {
      const sent = await rows<{ event: string; channel: string }>(
        t,
        sql`select event, channel from order_notifications where order_id = ${order.id} and sent_at is not null`,
      );
      if (sent.length > 0) {
        expect(sent).toEqual([{ event: 'payment_failed', channel: 'email' }]);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('gets one "received and paid" e-mail once paid, not a second payment e-mail', async () => {
    const order = await cardOrder('paid@example.ge');
    await setPaymentState(order, 'completed', 'paid');
    await notify(order.id, 'paid');
    const [mail] = await mailTo('paid@example.ge');
    expect(mail?.subject).toBe(`შეკვეთა #${order.number} მიღებული და გადახდილია — sakhe`);
    await notify(order.id, 'paid');
    await notify(order.id, 'placed');
    await notify(order.id, 'shipped');
    await mailTo('paid@example.ge', /გზაშია/);
    expect(inbox.filter((received) => received.to.includes('paid@example.ge'))).toHaveLength(2);
  });
});

describe('later events', () => {
  it('shipped names the carrier and tracking number when staff gave them', async () => {
    const order = await placeOrder(t, { variant: variant(4), email: 'shipped@example.ge' });
    await rows(
      t,
      sql`update shipments set carrier = 'Georgian Post', tracking = 'GP123456789GE' where order_id = ${order.id}`,
    );
    await notify(order.id, 'shipped');
    const [mail] = await mailTo('shipped@example.ge', /გზაშია/);
    expect(mail?.text).toContain('კურიერი: Georgian Post');
    expect(mail?.text).toContain('თვალყურის დევნების ნომერი: GP123456789GE');
  });

  it('a paid cash order gets its payment e-mail after the placed one', async () => {
    const order = await placeOrder(t, { variant: variant(0), email: 'cashpaid@example.ge' });
    await mailTo('cashpaid@example.ge');
    await setPaymentState(order, 'completed', 'paid');
    await notify(order.id, 'paid');
    const [paid] = await mailTo('cashpaid@example.ge', /გადახდა მიღებულია/);
    expect(paid?.text).toContain(`#${order.number}`);
  });

  it('refunded says how much, once per refunded total', async () => {
    const order = await placeOrder(t, { variant: variant(1), email: 'refund@example.ge' });
    await setPaymentState(order, 'completed', 'paid');
    const [payment] = await rows<{ id: number; amount: number }>(
      t,
      sql`select id, amount from payments where order_id = ${order.id}`,
    );
    await rows(
      t,
      sql`insert into payment_refunds (payment_id, amount, state) values (${payment?.id}, 500, 'completed')`,
    );
    await notify(order.id, 'refunded');
    await notify(order.id, 'refunded');
    const [partial] = await mailTo('refund@example.ge', /თანხა დაგიბრუნდათ/);
    expect(partial?.text).toContain(`დაბრუნებული თანხა: ${money(500, 'ka')}`);
    expect(partial?.text).not.toContain('სრულად');
    await rows(
      t,
      sql`insert into payment_refunds (payment_id, amount, state)
          values (${payment?.id}, ${(payment?.amount ?? 0) - 500}, 'completed')`,
    );
    await notify(order.id, 'refunded');
    const refunds = await mailTo('refund@example.ge', /თანხა დაგიბრუნდათ/, 2);
    expect(refunds[1]?.text).toContain(`დაბრუნებული თანხა: ${money(payment?.amount ?? 0, 'ka')}`);
    expect(refunds[1]?.text).toContain('სრულად');
  });
});

describe('without SMTP', () => {
  it('writes each e-mail as an .eml file under MAIL_DIR', async () => {
    const files = await createTestApp();
    try {
      const [stocked] = await stockedVariants(files, { minimum: 2 });
      const order = await placeOrder(files, {
        variant: (stocked as StockedVariant).code,
        email: 'file@example.ge',
      });
      const [mail] = await mailsTo(files.config.MAIL_DIR, 'file@example.ge');
      expect(mail?.subject).toBe(`შეკვეთა #${order.number} მიღებულია — sakhe`);
      const raw = await readFile(`${files.config.MAIL_DIR}/${mail?.file}`, 'utf8');
      const parsed = await PostalMime.parse(raw);
      expect(parsed.text).toContain(`#${order.number}`);
      expect(parsed.html).toContain('cid:logo@sakhe');
    } finally {
      await files.close();
    }
  }, 90_000);

  it('a mail server that is down fails no order: the job is retried later', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const [stocked] = await stockedVariants(down, { minimum: 2 });
      const order = await placeOrder(down, { variant: (stocked as StockedVariant).code });
      expect(order.state).toBe('new');
      const [job] = await (async () => {
        for (;;) {
          const found = await rows<{ state: string; output: unknown }>(
            down,
            sql`select state, output from pgboss.job
                where name = ${ORDER_NOTIFICATION} and (data->>'orderId')::int = ${order.id}`,
          );
          if (found[0]?.state === 'retry') return found;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      expect(JSON.stringify(job?.output)).toContain('ECONNREFUSED');
      // Nothing was marked sent: the retry will send it.
      const claims = await rows(down, sql`select 1 from order_notifications where order_id = ${order.id}`);
      expect(claims).toHaveLength(0);
    } finally {
      await down.close();
    }
  }, 90_000);
});
