import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMailer } from '../../src/modules/mail';
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
import { parseMail } from '../customers/mailbox';

/** Received mail: the sender, the envelope's recipients, the subject and the text part. */
interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

let smtp: SMTPServer;
let inbox: Mail[] = [];
let waiting: Array<(mail: Mail) => void> = [];

function nextMail(): Promise<Mail> {
  const ready = inbox.shift();
  return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
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
        const { from, subject, text } = await parseMail(Buffer.concat(chunks).toString('utf8'));
        const mail = { from, subject, text, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
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
  waiting = [];
});

describe('order confirmation over SMTP', () => {
  it('arrives after completion, in English for an English order, with number, items and totals', async () => {
    const cart = await readyCart(t, {
      variant: (variants[0] as StockedVariant).code,
      quantity: 2,
      email: 'Eka@Example.GE',
    });
    // Make the cart English before completing, as a shopper on /en would have it.
    await rows(t, sql`update orders set locale_code = 'en_US' where token_value = ${cart.tokenValue}`);
    const order = expectOrder(
      await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, { notes: 'Ring twice' }),
    );

    const mail = await nextMail();
    expect(mail.to).toEqual(['eka@example.ge']);
    expect(mail.from).toContain('orders@sakhe.test');
    expect(mail.subject).toBe(`Order #${order.number} received — sakhe`);
    const shown = expectOrder(
      await call(t, 'GET', `orders/${order.tokenValue}`, undefined, { locale: 'en_US' }),
    );
    const item = shown.items[0];
    expect(mail.text).toContain(`Your order number is #${order.number}.`);
    expect(mail.text).toContain(`${item?.productName}`);
    expect(mail.text).toContain(`× 2 — ${((item?.total ?? 0) / 100).toFixed(2)} ₾`);
    expect(mail.text).toContain(`Order total: ${(order.total / 100).toFixed(2)} ₾`);
    expect(mail.text).toContain('Courier in Tbilisi');
    expect(mail.text).toContain('Cash on delivery');
    expect(mail.text).toContain('Notes: Ring twice');
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/en/thank-you/${order.tokenValue}`);
  });

  it('is in Georgian for a Georgian order', async () => {
    const order = await placeOrder(t, {
      variant: (variants[1] as StockedVariant).code,
      email: 'nino@example.ge',
    });
    const mail = await nextMail();
    expect(mail.subject).toBe(`შეკვეთა #${order.number} მიღებულია — sakhe`);
    expect(mail.text).toContain('კურიერი თბილისში');
    expect(mail.text).toContain(`სულ გადასახდელი: ${(order.total / 100).toFixed(2)} ₾`);
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/thank-you/${order.tokenValue}`);
  });
});

describe('without SMTP', () => {
  it('writes the message as an .eml file under MAIL_DIR', async () => {
    const order = await placeOrder(t, {
      variant: (variants[2] as StockedVariant).code,
      email: 'file@example.ge',
    });
    await nextMail(); // the SMTP copy of this order, sent by the app itself
    const config = { ...t.config, SMTP_URL: undefined };
    const mailer = orderMailer({ carts: t.app.carts, config }, t.app.log);
    const sent = await mailer.sendOrderConfirmation(order.id);
    expect(sent?.file?.startsWith(config.MAIL_DIR)).toBe(true);
    expect(sent?.file).toMatch(/\.eml$/);
    const mail = await parseMail(await readFile(sent?.file as string, 'utf8'));
    expect(mail.subject).toBe(`შეკვეთა #${order.number} მიღებულია — sakhe`);
    expect(mail.text).toContain(`#${order.number}`);
  });

  it('a mail server that is down does not fail the order', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const [variant] = await stockedVariants(down, { minimum: 5 });
      const order = await placeOrder(down, { variant: (variant as StockedVariant).code });
      expect(order.state).toBe('new');
      const mailer = orderMailer({ carts: down.app.carts, config: down.config }, down.app.log);
      await expect(mailer.sendOrderConfirmation(order.id)).rejects.toThrow();
      // The background send logs its failure; the idle promise settles either way.
      mailer.orderPlaced(order.id);
      await mailer.idle();
    } finally {
      await down.close();
    }
    // A second shop (its own database copy) is made inside this test: give it a setup's time.
  }, 90_000);
});
