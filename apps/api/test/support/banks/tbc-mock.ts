import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TBC Checkout (TBC E-Commerce) for tests: a local server that follows the bank's documented
 * protocol (developers.tbcbank.ge, "TBC E-Commerce"):
 *
 * - `POST /v1/tpay/access-token` — header `apikey`, form fields `client_id`, `client_secret`;
 *   answers `{ access_token, token_type: "Bearer", expires_in }` (a day, as TBC's).
 * - Every other call needs `apikey` and `Authorization: Bearer <token>`, else 401.
 * - `POST /v1/tpay/payments` — `amount { currency, total, subtotal, tax, shipping }` (decimal lari),
 *   `returnurl`, `callbackUrl`, `methods`, `merchantPaymentId`, `expirationMinutes`, `language`;
 *   answers `{ payId, status: "Created", amount, currency, links: [{ uri, method: "REDIRECT",
 *   rel: "approval_url" }], … }`.
 * - `GET /v1/tpay/payments/{payId}` — `{ payId, status, amount, confirmedAmount, returnedAmount,
 *   currency, transactionId, … }`; 404 for an unknown payment. A `Created` payment past its
 *   `expirationMinutes` reads `Expired`.
 * - `POST /v1/tpay/payments/{payId}/cancel` — `{ amount }`: gives back that much of a succeeded
 *   payment (`PartialReturned`, then `Returned`); more than is left is a 400.
 * - The hosted page `GET /checkout/{payId}` (the approval_url) in the payment's language: pay,
 *   decline (as a refused card) or cancel. Then TBC posts `{ "PaymentId": "…" }` to the callbackUrl —
 *   no signature — and sends the browser back to the returnurl. A payment cancelled by the shopper
 *   on TBC's page reads `Failed`, as one the card issuer refused (TBC has no status of its own for it).
 *
 * On demand (tests and journeys): a 5xx or a timeout (no answer) of the next calls of an operation,
 * every token revoked at once, callbacks held (sent later, twice, or never).
 * Control over HTTP for other processes (e2e/bank-mocks.mjs): `POST /_mock/fail` `{ operation, kind, times }`,
 * `/_mock/revoke-tokens`, `/_mock/callbacks` `{ mode }`, `/_mock/expire/{payId}`; `GET /_mock/payments/{payId}`,
 * `GET /_mock/health`.
 */

export type TbcOperation = 'token' | 'create' | 'status' | 'cancel';
export type TbcStatus = 'Created' | 'Succeeded' | 'Failed' | 'Expired' | 'Returned' | 'PartialReturned';
export type TbcChoice = 'pay' | 'decline' | 'cancel';

export interface TbcMockPayment {
  payId: string;
  status: TbcStatus;
  /** Tetri (the mock's own bookkeeping; the wire speaks decimal lari). */
  amount: number;
  confirmedAmount: number;
  returnedAmount: number;
  currency: string;
  returnurl: string;
  callbackUrl: string;
  merchantPaymentId: string | null;
  language: string;
  methods: number[];
  expiresAt: number;
  transactionId: string | null;
  /** The creation request's body exactly as sent. */
  rawBody: string;
}

export interface TbcMockOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  clientId?: string;
  clientSecret?: string;
  /** Seconds a token lasts (TBC: a day). */
  tokenLifetime?: number;
}

interface TbcMockRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const TEXT = {
  KA: {
    title: 'TBC ბანკი · გადახდა',
    amount: 'თანხა',
    pay: 'გადახდა',
    decline: 'ბარათი უარყოფილია',
    cancel: 'გაუქმება',
  },
  EN: {
    title: 'TBC Bank · Payment',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Card declined',
    cancel: 'Cancel',
  },
} as const;

/** "172.62", 172.62, 12 → tetri, through the digits; null for anything else. */
function tetri(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Tetri → a JSON number of lari (the mock's answers; 1205 → 12.05). */
const lari = (amount: number) =>
  Number(`${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`);

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export async function startTbcMock(options: TbcMockOptions = {}) {
  const apiKey = options.apiKey ?? 'tbc-test-api-key';
  const clientId = options.clientId ?? 'tbc-test-client';
  const clientSecret = options.clientSecret ?? 'tbc-test-secret';
  const tokenLifetime = options.tokenLifetime ?? 86_400;

  const payments = new Map<string, TbcMockPayment>();
  const tokens = new Map<string, number>();
  const failures: Array<{ operation: TbcOperation; kind: 500 | 503 | 'timeout' }> = [];
  const requests: TbcMockRequest[] = [];
  const heldCallbacks: Array<{ url: string; payId: string }> = [];
  let callbackMode: 'send' | 'hold' | 'drop' = 'send';
  let now = () => Date.now();

  const state = (payment: TbcMockPayment): TbcStatus => {
    if (payment.status === 'Created' && now() > payment.expiresAt) payment.status = 'Expired';
    return payment.status;
  };

  const details = (payment: TbcMockPayment) => ({
    payId: payment.payId,
    status: state(payment),
    currency: payment.currency,
    amount: lari(payment.amount),
    confirmedAmount: lari(payment.confirmedAmount),
    returnedAmount: lari(payment.returnedAmount),
    links:
      state(payment) === 'Created'
        ? [{ uri: pageUrl(payment.payId), method: 'REDIRECT', rel: 'approval_url' }]
        : [],
    transactionId: payment.transactionId,
    recurringCard: null,
    preAuth: false,
    paymentMethod: payment.status === 'Succeeded' ? 5 : null,
    httpStatusCode: 200,
    developerMessage: null,
    userMessage: null,
  });

  let base = '';
  const pageUrl = (payId: string) => `${base}/checkout/${payId}`;

  /** TBC's callback: the PaymentId alone, no signature. Answers the shop's HTTP status (null: none). */
  async function postCallback(url: string, payId: string): Promise<number | null> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ PaymentId: payId }),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }

  async function callback(payment: TbcMockPayment) {
    if (callbackMode === 'drop') return;
    if (callbackMode === 'hold') {
      heldCallbacks.push({ url: payment.callbackUrl, payId: payment.payId });
      return;
    }
    await postCallback(payment.callbackUrl, payment.payId);
  }

  /** What the shopper chose on the hosted page. */
  async function decide(payId: string, choice: TbcChoice): Promise<TbcMockPayment> {
    const payment = payments.get(payId);
    if (!payment) throw new Error(`No TBC payment ${payId}`);
    if (state(payment) !== 'Created') return payment;
    if (choice === 'pay') {
      payment.status = 'Succeeded';
      payment.confirmedAmount = payment.amount;
      payment.transactionId = randomBytes(16).toString('hex').toUpperCase();
    } else {
      payment.status = 'Failed';
    }
    await callback(payment);
    return payment;
  }

  function authorized(request: IncomingMessage): boolean {
    if (request.headers.apikey !== apiKey) return false;
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    return expiresAt !== undefined && expiresAt > now();
  }

  /** A failure asked for: a 5xx answer, or none at all (the socket stays open until the mock closes). */
  function injectedFailure(operation: TbcOperation, response: ServerResponse): boolean {
    const index = failures.findIndex((failure) => failure.operation === operation);
    if (index < 0) return false;
    const [failure] = failures.splice(index, 1);
    if (failure?.kind === 'timeout') return true;
    send(response, failure?.kind ?? 500, {
      title: 'Internal Server Error',
      status: failure?.kind,
      detail: 'injected',
    });
    return true;
  }

  function page(payment: TbcMockPayment): string {
    const language = payment.language === 'EN' ? 'EN' : 'KA';
    const t = TEXT[language];
    const amount = `${(payment.amount / 100).toFixed(2)} GEL`;
    return `<!doctype html><html lang="${language === 'EN' ? 'en' : 'ka'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title></head>
<body><main><h1>${escape(t.title)}</h1><p>${escape(t.amount)}: <strong>${escape(amount)}</strong></p>
<form method="post" action="/checkout/${escape(payment.payId)}">
<button name="choice" value="pay">${escape(t.pay)}</button>
<button name="choice" value="decline">${escape(t.decline)}</button>
<button name="choice" value="cancel">${escape(t.cancel)}</button>
</form></main></body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body });
    const route = `${request.method} ${url.pathname}`;

    // --- control, for other processes
    if (url.pathname.startsWith('/_mock/')) {
      const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      if (route === 'GET /_mock/health') return send(response, 200, { ok: true });
      if (route === 'POST /_mock/fail') {
        failNext(input.operation as TbcOperation, input.kind as 500 | 'timeout', Number(input.times ?? 1));
        return send(response, 200, { ok: true });
      }
      if (route === 'POST /_mock/revoke-tokens') {
        revokeTokens();
        return send(response, 200, { ok: true });
      }
      if (route === 'POST /_mock/callbacks') {
        callbackMode = input.mode as typeof callbackMode;
        return send(response, 200, { ok: true });
      }
      const expire = /^\/_mock\/expire\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'POST' && expire) {
        const payment = payments.get(expire[1] as string);
        if (payment && payment.status === 'Created') payment.status = 'Expired';
        return send(response, payment ? 200 : 404, payment ? details(payment) : {});
      }
      const read = /^\/_mock\/payments\/([\w-]+)$/.exec(url.pathname);
      const payment = read ? payments.get(read[1] as string) : undefined;
      if (request.method === 'GET' && payment) return send(response, 200, payment);
      return send(response, 404, {});
    }

    // --- the hosted page
    const hosted = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    if (hosted) {
      const payment = payments.get(hosted[1] as string);
      if (!payment) return send(response, 404, { title: 'Not found' });
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(page(payment));
      }
      const choice = new URLSearchParams(body).get('choice');
      if (choice !== 'pay' && choice !== 'decline' && choice !== 'cancel') return send(response, 400, {});
      await decide(payment.payId, choice);
      response.writeHead(303, { location: payment.returnurl });
      return response.end();
    }

    // --- the API
    if (route === 'POST /v1/tpay/access-token') {
      if (injectedFailure('token', response)) return;
      const form = new URLSearchParams(body);
      if (
        request.headers.apikey !== apiKey ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret
      ) {
        return send(response, 401, { title: 'Unauthorized', status: 401 });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, now() + tokenLifetime * 1000);
      return send(response, 200, { access_token: token, token_type: 'Bearer', expires_in: tokenLifetime });
    }

    if (!authorized(request)) return send(response, 401, { title: 'Unauthorized', status: 401 });

    if (route === 'POST /v1/tpay/payments') {
      if (injectedFailure('create', response)) return;
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return send(response, 400, { title: 'InvalidRequest', status: 400 });
      }
      const amount = (input.amount ?? {}) as Record<string, unknown>;
      const [total, subtotal, tax, shipping] = [
        amount.total,
        amount.subtotal,
        amount.tax,
        amount.shipping,
      ].map((value) => (value === undefined ? 0 : tetri(value)));
      if (
        amount.currency !== 'GEL' ||
        total === null ||
        total === undefined ||
        total <= 0 ||
        subtotal === null ||
        tax === null ||
        shipping === null ||
        typeof input.returnurl !== 'string' ||
        typeof input.callbackUrl !== 'string'
      ) {
        return send(response, 400, {
          title: 'InvalidParameter',
          status: 400,
          detail: 'amount, returnurl or callbackUrl',
        });
      }
      const payId = `tbc${randomBytes(10).toString('hex')}`;
      const minutes = typeof input.expirationMinutes === 'number' ? input.expirationMinutes : 12;
      const payment: TbcMockPayment = {
        payId,
        status: 'Created',
        amount: total,
        confirmedAmount: 0,
        returnedAmount: 0,
        currency: 'GEL',
        returnurl: input.returnurl,
        callbackUrl: input.callbackUrl,
        merchantPaymentId: typeof input.merchantPaymentId === 'string' ? input.merchantPaymentId : null,
        language: typeof input.language === 'string' ? input.language.toUpperCase() : 'KA',
        methods: Array.isArray(input.methods) ? (input.methods as number[]) : [],
        expiresAt: now() + minutes * 60_000,
        transactionId: null,
        rawBody: body,
      };
      payments.set(payId, payment);
      const { links, ...rest } = details(payment);
      return send(response, 200, { ...rest, links, expirationMinutes: minutes });
    }

    const one = /^\/v1\/tpay\/payments\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (one) {
      const payment = payments.get(decodeURIComponent(one[1] as string));
      if (request.method === 'GET' && !one[2]) {
        if (injectedFailure('status', response)) return;
        if (!payment)
          return send(response, 404, { title: 'InvalidPayment', status: 404, detail: 'PaymentNotFound' });
        return send(response, 200, details(payment));
      }
      if (request.method === 'POST' && one[2]) {
        if (injectedFailure('cancel', response)) return;
        if (!payment)
          return send(response, 404, { title: 'InvalidPayment', status: 404, detail: 'PaymentNotFound' });
        let input: Record<string, unknown>;
        try {
          input = JSON.parse(body || '{}') as Record<string, unknown>;
        } catch {
          return send(response, 400, { title: 'InvalidRequest', status: 400 });
        }
        const left = payment.confirmedAmount - payment.returnedAmount;
        const amount = input.amount === undefined ? left : tetri(input.amount);
        const refundable = ['Succeeded', 'PartialReturned'].includes(state(payment));
        if (!refundable || amount === null || amount <= 0 || amount > left) {
          return send(response, 400, {
            title: 'InvalidAmount',
            status: 400,
            detail: `refundable: ${lari(left)}`,
          });
        }
        payment.returnedAmount += amount;
        payment.status = payment.returnedAmount === payment.confirmedAmount ? 'Returned' : 'PartialReturned';
        return send(response, 200, { httpStatusCode: 200, developerMessage: null, userMessage: null });
      }
    }
    return send(response, 404, { title: 'Not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, { title: 'mock error' });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  base = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  function failNext(operation: TbcOperation, kind: 500 | 503 | 'timeout', times = 1) {
    for (let index = 0; index < times; index++) failures.push({ operation, kind });
  }
  function revokeTokens() {
    tokens.clear();
  }

  return {
    url: base,
    apiKey,
    clientId,
    clientSecret,
    /** Every request the mock received, in order. */
    requests,
    payments,
    /** The next `times` calls of the operation answer 5xx, or never ('timeout'). */
    failNext,
    /** The bank drops every token it handed out (as at the end of their day). */
    revokeTokens,
    /** Moves the mock's clock (token lifetimes, payment expiry). */
    setClock(clock: () => number) {
      now = clock;
    },
    /** 'send' (at once, before the browser returns), 'hold' (until releaseCallbacks) or 'drop' (never). */
    setCallbacks(mode: 'send' | 'hold' | 'drop') {
      callbackMode = mode;
    },
    /** Sends the held callbacks; answers each one's HTTP status. */
    async releaseCallbacks(): Promise<Array<number | null>> {
      const held = heldCallbacks.splice(0);
      const answers: Array<number | null> = [];
      for (const { url, payId } of held) answers.push(await postCallback(url, payId));
      return answers;
    },
    /** TBC's callback for a payment, once more (TBC repeats them). */
    resendCallback: (payId: string) => {
      const payment = payments.get(payId);
      if (!payment) throw new Error(`No TBC payment ${payId}`);
      return postCallback(payment.callbackUrl, payId);
    },
    /** The shopper's choice on the hosted page, without a browser. */
    decide,
    /** A Created payment's time runs out. */
    expire(payId: string) {
      const payment = payments.get(payId);
      if (payment && payment.status === 'Created') payment.status = 'Expired';
    },
    tokenRequests: () => requests.filter((request) => request.path === '/v1/tpay/access-token').length,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TbcMock = Awaited<ReturnType<typeof startTbcMock>>;
