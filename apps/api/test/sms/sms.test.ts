import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NOTIFICATION } from '../../src/modules/jobs';
import { SmsRefused, smsofficeTransport } from '../../src/modules/notifications/sms/transport';
import { customerSchema } from '@sakhe/contract';
import { NO_LIMITS, api, customer } from '../auth/support';
import { createTestApp, type TestApp } from '../support/app';
import { type StockedVariant, call, expectOrder, readyCart, rows, stockedVariants } from '../cart/support';

/**
 * Order SMS: smsoffice.ge's HTTP API against a local server that answers as its documentation says
 * (smsoffice.ge/integration), and the file transport of the default start; only to customers who
 * agreed, on placed and shipped.
 */

interface SmsRequest {
  method: string;
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

let mock: Server;
let mockUrl: string;
let received: SmsRequest[] = [];
/** The next answers the mock gives (then Success). */
let answers: Array<{ status: number; body: unknown }> = [];

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  mock = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      fields: Object.fromEntries(new URLSearchParams(await body(request))),
    });
    const answer = answers.shift() ?? {
      status: 200,
      body: { Success: true, Message: null, Output: null, ErrorCode: 0 },
    };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  mockUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => mock.close(() => resolve()));
});

const quiet = { info: () => {}, warn: () => {} };

describe('the smsoffice.ge transport', () => {
  const transport = () =>
    smsofficeTransport({ apiKey: 'test-key', sender: 'sakhe', baseUrl: mockUrl }, quiet);

  it('posts key, destination, sender and content as a form to /api/v2/send/', async () => {
    received = [];
    await transport().send({ to: '995555123456', content: 'sakhe: შეკვეთა #000000001 მიღებულია' });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/api/v2/send/',
        contentType: 'application/x-www-form-urlencoded',
        fields: {
          key: 'test-key',
          destination: '995555123456',
          sender: 'sakhe',
          content: 'sakhe: შეკვეთა #000000001 მიღებულია',
          urgent: 'true',
        },
      },
    ]);
  });

  it('throws for a refusal a retry may cure, and SmsRefused for one it cannot', async () => {
    answers = [
      { status: 200, body: { Success: false, Message: 'Temporary delay', ErrorCode: -100 } },
      { status: 200, body: { Success: false, Message: 'All numbers have invalid format', ErrorCode: 76 } },
      { status: 503, body: {} },
    ];
    const temporary = transport().send({ to: '995555123456', content: 'x' });
    await expect(temporary).rejects.toThrow(/-100/);
    await expect(temporary).rejects.not.toBeInstanceOf(SmsRefused);
    await expect(transport().send({ to: '995555123456', content: 'x' })).rejects.toBeInstanceOf(SmsRefused);
    await expect(transport().send({ to: '995555123456', content: 'x' })).rejects.toThrow(/HTTP 503/);
  });
});

async function until<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A cash order of a guest with this e-mail, completed with or without SMS consent. */
async function order(t: TestApp, variant: string, email: string, smsConsent?: boolean) {
  const cart = await readyCart(t, { variant, email });
  return expectOrder(
    await call(
      t,
      'PATCH',
      `orders/${cart.tokenValue}/complete`,
      smsConsent === undefined ? {} : { smsConsent },
    ),
  );
}

/** Waits until the order's placed e-mail went: its SMS, if any, was decided before. */
const placedMailSent = (t: TestApp, orderId: number) =>
  until(async () => {
    const sent = await rows(
      t,
      sql`select 1 from order_notifications
          where order_id = ${orderId} and event = 'placed' and channel = 'email' and sent_at is not null`,
    );
    return sent.length > 0;
  });

const smsSent = (t: TestApp, orderId: number, event: string) =>
  until(async () => {
    const [row] = await rows<{ reference: string }>(
      t,
      sql`select reference from order_notifications
          where order_id = ${orderId} and event = ${event} and channel = 'sms' and sent_at is not null`,
    );
    return row;
  });

describe('order SMS through smsoffice.ge', () => {
  let t: TestApp;
  let variants: StockedVariant[];

  beforeAll(async () => {
    t = await createTestApp({
      SMSOFFICE_API_KEY: 'shop-key',
      SMSOFFICE_SENDER: 'sakhe',
      SMSOFFICE_URL: mockUrl,
    });
    variants = await stockedVariants(t, { minimum: 5 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('texts a customer who agreed at checkout, and records when they agreed', async () => {
    received = [];
    const placed = await order(t, (variants[0] as StockedVariant).code, 'agrees@example.ge', true);
    await smsSent(t, placed.id, 'placed');
    const sms = received.find((request) => request.fields.content?.includes(`#${placed.number}`));
    expect(sms?.fields).toMatchObject({ key: 'shop-key', sender: 'sakhe', destination: '995555123456' });
    expect(sms?.fields.content).toContain('მიღებულია');
    const [customer] = await rows<{ agreed: boolean }>(
      t,
      sql`select sms_consent_at is not null as agreed from customers where email = 'agrees@example.ge'`,
    );
    expect(customer?.agreed).toBe(true);

    // Shipped, with the tracking number staff gave.
    await rows(t, sql`update shipments set tracking = 'GP42GE' where order_id = ${placed.id}`);
    await t.app.jobs.send(ORDER_NOTIFICATION, { orderId: placed.id, event: 'shipped' });
    await smsSent(t, placed.id, 'shipped');
    const shipped = received.find((request) => request.fields.content?.includes('GP42GE'));
    expect(shipped?.fields.content).toContain(`#${placed.number}`);
  });

  it('texts nobody who did not agree, or who took the agreement back', async () => {
    received = [];
    const silent = await order(t, (variants[1] as StockedVariant).code, 'silent@example.ge');
    await placedMailSent(t, silent.id);
    const withdrawn = await order(t, (variants[2] as StockedVariant).code, 'agrees@example.ge', false);
    await placedMailSent(t, withdrawn.id);
    expect(received).toEqual([]);
    const [customer] = await rows<{ agreed: boolean }>(
      t,
      sql`select sms_consent_at is not null as agreed from customers where email = 'agrees@example.ge'`,
    );
    expect(customer?.agreed).toBe(false);
  });

  it('retries an SMS the provider could not take yet, without mailing twice', async () => {
    received = [];
    answers = [{ status: 200, body: { Success: false, Message: 'Temporary delay', ErrorCode: -100 } }];
    const placed = await order(t, (variants[3] as StockedVariant).code, 'retry@example.ge', true);
    await placedMailSent(t, placed.id);
    const job = await until(async () => {
      const [row] = await rows<{ id: string; state: string }>(
        t,
        sql`select id, state from pgboss.job where name = ${ORDER_NOTIFICATION}
            and (data->>'orderId')::int = ${placed.id}`,
      );
      return row?.state === 'retry' ? row : null;
    });
    // Run the retry now rather than after its backoff.
    await rows(t, sql`update pgboss.job set start_after = now() where id = ${job.id}::uuid`);
    t.app.jobs.wake(ORDER_NOTIFICATION);
    await smsSent(t, placed.id, 'placed');
    const mails = await rows(
      t,
      sql`select 1 from order_notifications where order_id = ${placed.id} and channel = 'email'`,
    );
    expect(mails).toHaveLength(1);
    expect(received.filter((request) => request.fields.content?.includes(`#${placed.number}`))).toHaveLength(
      2,
    );
  });
});

describe('order SMS without a provider', () => {
  it('are written to DATA_DIR/sms/outbox.jsonl', async () => {
    const t = await createTestApp();
    try {
      const [variant] = await stockedVariants(t, { minimum: 2 });
      const placed = await order(t, (variant as StockedVariant).code, 'file@example.ge', true);
      await smsSent(t, placed.id, 'placed');
      const lines = (await readFile(join(t.config.DATA_DIR, 'sms', 'outbox.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; content: string });
      expect(lines).toContainEqual(
        expect.objectContaining({
          to: '995555123456',
          content: expect.stringContaining(`#${placed.number}`),
        }),
      );
    } finally {
      await t.close();
    }
  }, 90_000);
});

describe('SMS consent in the profile', () => {
  it('is given with its time, kept when given again, and withdrawn', async () => {
    const t = await createTestApp(NO_LIMITS);
    try {
      const me = await customer(t);
      const read = async () =>
        customerSchema.parse(
          (await api(t, 'GET', `customers/${me.id}`, undefined, { token: me.token })).body,
        );
      expect(await read()).toMatchObject({ smsConsent: false, smsConsentAt: null });

      const put = (body: object) => api(t, 'PUT', `customers/${me.id}`, body, { token: me.token });
      expect((await put({ smsConsent: true })).status).toBe(200);
      const agreed = await read();
      expect(agreed.smsConsent).toBe(true);
      expect(agreed.smsConsentAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      // Another change of the profile, or agreeing again, keeps the time of agreeing.
      await rows(t, sql`update customers set sms_consent_at = '2026-01-02 03:04:05' where id = ${me.id}`);
      expect((await put({ smsConsent: true, firstName: 'ნინო' })).status).toBe(200);
      expect((await read()).smsConsentAt).toBe('2026-01-02 03:04:05');
      expect((await put({ firstName: 'ეკა' })).status).toBe(200);
      expect((await read()).smsConsent).toBe(true);

      expect((await put({ smsConsent: false })).status).toBe(200);
      expect(await read()).toMatchObject({ smsConsent: false, smsConsentAt: null });
      expect((await put({ smsConsent: 'yes' })).status).toBe(422);
    } finally {
      await t.close();
    }
  }, 90_000);
});
