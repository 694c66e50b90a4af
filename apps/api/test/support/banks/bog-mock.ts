import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Bank of Georgia's Online Payments API for tests: a local server following the bank's documented
 * protocol (api.bog.ge/docs/en/payments):
 *
 * - `POST /auth/realms/bog/protocol/openid-connect/token` — HTTP Basic `client_id:client_secret`,
 *   form `grant_type=client_credentials`; answers `{ access_token, token_type: "Bearer", expires_in }`
 *   (seconds). Every other API call needs `Authorization: Bearer <token>`, else 401.
 * - `POST /payments/v1/ecommerce/orders` — `callback_url`, `external_order_id`, `capture`,
 *   `purchase_units { currency, total_amount, basket[{ product_id, description, quantity, unit_price }] }`,
 *   `redirect_urls { success, fail }`, headers `Accept-Language` and `Idempotency-Key` (UUID v4: a
 *   repeat with the same key answers the first answer again, and makes no second order); answers
 *   `{ id, _links: { details: { href }, redirect: { href } } }`.
 * - `GET /payments/v1/receipt/{order_id}` — the receipt: `order_id`, `external_order_id`,
 *   `order_status { key, value }`, `purchase_units { request_amount, transfer_amount, refund_amount,
 *   currency_code }` (decimal strings), `payment_detail`, `reject_reason`, …; 404 when unknown.
 * - `POST /payments/v1/payment/refund/{order_id}` — `{ amount }` for part of it, `{}` for the rest;
 *   answers `{ key: "request_received", message, action_id }`; more than is left is a 400.
 * - The hosted page `GET /payment?order_id=` (the redirect href), in the order's language: approve,
 *   decline (the issuer refuses) or cancel (the shopper gives up). The bank then posts the callback
 *   `{ event: "order_payment", zoned_request_time, body: <receipt> }` to callback_url, signed with
 *   the mock's RSA key (generated at start; `publicKeyPem`) in the `Callback-Signature` header
 *   (SHA256withRSA over the body's bytes, base64), and sends the browser to the success or fail URL.
 *
 * On demand (tests and journeys): a 5xx or a timeout (no answer) of the next calls of an operation,
 * every token expired at once, callbacks held (delivered later, twice, or never).
 * Control over HTTP for other processes (e2e/bank-mocks.mjs): `POST /_mock/fail` `{ operation, kind,
 * times }`, `POST /_mock/expire-tokens`, `POST /_mock/callbacks` `{ mode }`, `POST /_mock/deliver`
 * (the held callbacks), `GET /_mock/orders/{id}`, `GET /_mock/public-key`.
 */

export type BogOperation = 'token' | 'create' | 'receipt' | 'refund';
type BogStatus = 'created' | 'completed' | 'rejected' | 'refunded' | 'refunded_partially';
export type BogChoice = 'approve' | 'decline' | 'cancel';
/** send: before the browser is sent back; late: after it; hold: kept for `deliverHeld`; twice; drop. */
export type BogCallbackMode = 'send' | 'late' | 'hold' | 'twice' | 'drop';

export interface BogMockOrder {
  id: string;
  externalOrderId: string | null;
  status: BogStatus;
  /** Tetri (the mock's bookkeeping; the wire speaks decimal lari). */
  requestAmount: number;
  transferAmount: number;
  refundAmount: number;
  currency: string;
  callbackUrl: string;
  successUrl: string;
  failUrl: string;
  language: string;
  rejectReason: string | null;
  transactionId: string | null;
  /** The creation request's body exactly as sent, and its headers. */
  rawBody: string;
  headers: IncomingMessage['headers'];
  createdAt: Date;
  /** What the shop answered each callback (null: no answer). */
  callbackAnswers: Array<number | null>;
}

export interface BogMockOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Seconds a token lasts. */
  tokenLifetime?: number;
  /** How long a "timeout" keeps the caller waiting before answering (longer than its timeout). */
  stallMs?: number;
}

interface BogMockRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const TEXT = {
  ka: {
    title: 'საქართველოს ბანკი · გადახდა',
    amount: 'თანხა',
    approve: 'გადახდა',
    decline: 'ბარათი უარყოფილია',
    cancel: 'გაუქმება',
  },
  en: {
    title: 'Bank of Georgia · Payment',
    amount: 'Amount',
    approve: 'Pay',
    decline: 'Card declined',
    cancel: 'Cancel',
  },
} as const;

/** 172.62, "172.62", 12 → tetri, through the digits; null for anything else. */
function tetri(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Tetri → BOG's decimal string (receipts): 1205 → "12.05". */
const decimal = (amount: number) => `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

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

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export async function startBogMock(options: BogMockOptions = {}) {
  const clientId = options.clientId ?? 'bog-test-client';
  const clientSecret = options.clientSecret ?? 'bog-test-secret';
  let tokenLifetime = options.tokenLifetime ?? 3600;
  const stallMs = options.stallMs ?? 30_000;
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

  const orders = new Map<string, BogMockOrder>();
  const tokens = new Map<string, number>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: Array<{ operation: BogOperation; kind: number | 'timeout' }> = [];
  const requests: BogMockRequest[] = [];
  const held: string[] = [];
  let callbackMode: BogCallbackMode = 'send';
  const sockets = new Set<Socket>();
  const stalls = new Set<NodeJS.Timeout>();

  let base = '';
  const pageUrl = (id: string) => `${base}/payment?order_id=${encodeURIComponent(id)}`;

  const receipt = (order: BogMockOrder) => ({
    order_id: order.id,
    industry: 'ecommerce',
    capture: 'automatic',
    external_order_id: order.externalOrderId,
    client: { id: clientId, brand_ka: 'სახე', brand_en: 'sakhe', url: 'https://sakhe.ge' },
    zoned_create_date: order.createdAt.toISOString(),
    zoned_expire_date: new Date(order.createdAt.getTime() + 15 * 60_000).toISOString(),
    order_status: { key: order.status, value: order.status },
    buyer: null,
    purchase_units: {
      request_amount: decimal(order.requestAmount),
      transfer_amount: decimal(order.transferAmount),
      refund_amount: decimal(order.refundAmount),
      currency_code: order.currency,
      items: [],
    },
    redirect_links: { success: order.successUrl, fail: order.failUrl },
    payment_detail:
      order.status === 'created'
        ? null
        : {
            transfer_method: { key: 'card', value: 'Card' },
            transaction_id: order.transactionId,
            payer_identifier: '548888xxxxxx9893',
            payment_option: 'direct_debit',
            card_type: 'mc',
            card_expiry_date: '12/30',
            code: order.status === 'rejected' ? '107' : '100',
            code_description: order.status === 'rejected' ? 'Rejected' : 'Successful payment',
          },
    reject_reason: order.rejectReason,
    actions: [],
    lang: order.language,
  });

  /** The callback's exact bytes and their signature. */
  function signedCallback(order: BogMockOrder, body?: string) {
    const text =
      body ??
      JSON.stringify({
        event: 'order_payment',
        zoned_request_time: new Date().toISOString(),
        body: receipt(order),
      });
    const signature = sign('sha256', Buffer.from(text, 'utf8'), keys.privateKey).toString('base64');
    return { text, signature };
  }

  async function postCallback(order: BogMockOrder): Promise<number | null> {
    const { text, signature } = signedCallback(order);
    let status: number | null;
    try {
      const response = await fetch(order.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'callback-signature': signature },
        body: text,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = null;
    }
    order.callbackAnswers.push(status);
    return status;
  }

  /** What the shopper chose on the hosted page; the callback goes as `callbackMode` says. */
  async function decide(id: string, choice: BogChoice): Promise<BogMockOrder> {
    const order = orders.get(id);
    if (!order) throw new Error(`No BOG order ${id}`);
    if (order.status !== 'created') return order;
    if (choice === 'approve') {
      order.status = 'completed';
      order.transferAmount = order.requestAmount;
      order.transactionId = randomBytes(6).toString('hex').toUpperCase();
    } else {
      order.status = 'rejected';
      order.rejectReason = choice === 'cancel' ? 'cancelled by user' : 'declined by issuer';
    }
    if (callbackMode === 'send') await postCallback(order);
    else if (callbackMode === 'twice') {
      await Promise.all([postCallback(order), postCallback(order)]);
    } else if (callbackMode === 'late') setTimeout(() => void postCallback(order), 200);
    else if (callbackMode === 'hold') held.push(order.id);
    return order;
  }

  function authorized(request: IncomingMessage): boolean {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expires = bearer === undefined ? undefined : tokens.get(bearer);
    return expires !== undefined && expires > Date.now();
  }

  /** An injected failure for this operation, if one is queued: answered (or stalled) here. */
  function injected(operation: BogOperation, response: ServerResponse): boolean {
    const index = failures.findIndex((failure) => failure.operation === operation);
    if (index < 0) return false;
    const [failure] = failures.splice(index, 1);
    if (failure?.kind === 'timeout') {
      const timer = setTimeout(() => {
        stalls.delete(timer);
        if (!response.writableEnded) send(response, 504, { message: 'stalled' });
      }, stallMs);
      stalls.add(timer);
    } else {
      send(response, failure?.kind ?? 500, { message: 'Internal error' });
    }
    return true;
  }

  function page(order: BogMockOrder): string {
    const t = order.language === 'en' ? TEXT.en : TEXT.ka;
    const buttons =
      order.status === 'created'
        ? (['approve', 'decline', 'cancel'] as const)
            .map((choice) => `<button name="choice" value="${choice}">${escape(t[choice])}</button>`)
            .join('\n')
        : `<p>${escape(order.status)}</p>`;
    return `<!doctype html><html lang="${order.language}"><head><meta charset="utf-8"><title>${escape(t.title)}</title></head>
<body><h1>${escape(t.title)}</h1><p>${escape(t.amount)}: <strong class="amount">${decimal(order.requestAmount)} ${escape(order.currency)}</strong></p>
<form method="post" action="/payment"><input type="hidden" name="order_id" value="${escape(order.id)}">${buttons}</form></body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    const path = url.pathname;
    if (!path.startsWith('/_mock'))
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });

    // --- OAuth2 token
    if (request.method === 'POST' && path === '/auth/realms/bog/protocol/openid-connect/token') {
      if (injected('token', response)) return;
      const basic = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
      const [id, secret] = Buffer.from(basic ?? '', 'base64')
        .toString('utf8')
        .split(':');
      if (id !== clientId || secret !== clientSecret) {
        return send(response, 401, {
          error: 'invalid_client',
          error_description: 'Invalid client credentials',
        });
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return send(response, 400, { error: 'unsupported_grant_type' });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + tokenLifetime * 1000);
      return send(response, 200, {
        access_token: token,
        expires_in: tokenLifetime,
        refresh_expires_in: 0,
        token_type: 'Bearer',
        'not-before-policy': 0,
        scope: 'profile email',
      });
    }

    // --- Create order
    if (request.method === 'POST' && path === '/payments/v1/ecommerce/orders') {
      if (!authorized(request)) return send(response, 401, { message: 'Unauthorized' });
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !UUID_V4.test(key))) {
        return send(response, 400, { message: 'Idempotency-Key must be a UUID v4' });
      }
      if (typeof key === 'string' && idempotent.has(key)) {
        const first = idempotent.get(key) as { status: number; body: unknown };
        return send(response, first.status, first.body);
      }
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return send(response, 400, { message: 'Malformed JSON' });
      }
      const units = input.purchase_units as Record<string, unknown> | undefined;
      const total = tetri(units?.total_amount);
      const redirects = input.redirect_urls as { success?: unknown; fail?: unknown } | undefined;
      const basket = units?.basket;
      if (
        typeof input.callback_url !== 'string' ||
        total === null ||
        total <= 0 ||
        !Array.isArray(basket) ||
        basket.length === 0 ||
        basket.some(
          (item: Record<string, unknown>) =>
            typeof item.product_id !== 'string' || tetri(item.unit_price) === null,
        )
      ) {
        return send(response, 400, { message: 'Invalid order request' });
      }
      const language = request.headers['accept-language'] === 'en' ? 'en' : 'ka';
      const id = randomUUID();
      orders.set(id, {
        id,
        externalOrderId: typeof input.external_order_id === 'string' ? input.external_order_id : null,
        status: 'created',
        requestAmount: total,
        transferAmount: 0,
        refundAmount: 0,
        currency: typeof units?.currency === 'string' ? units.currency : 'GEL',
        callbackUrl: input.callback_url,
        successUrl: typeof redirects?.success === 'string' ? redirects.success : '',
        failUrl: typeof redirects?.fail === 'string' ? redirects.fail : '',
        language,
        rejectReason: null,
        transactionId: null,
        rawBody: body,
        headers: request.headers,
        createdAt: new Date(),
        callbackAnswers: [],
      });
      const answer = {
        id,
        _links: { details: { href: `${base}/payments/v1/receipt/${id}` }, redirect: { href: pageUrl(id) } },
      };
      // A 5xx made nothing; a timeout made the order and lost the answer (a retry under the same
      // Idempotency-Key then gets this same order).
      const failure = failures.find((queued) => queued.operation === 'create');
      if (failure && failure.kind !== 'timeout') orders.delete(id);
      else if (typeof key === 'string') idempotent.set(key, { status: 200, body: answer });
      if (injected('create', response)) return;
      return send(response, 200, answer);
    }

    // --- Receipt
    const receiptMatch = /^\/payments\/v1\/receipt\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && receiptMatch) {
      if (!authorized(request)) return send(response, 401, { message: 'Unauthorized' });
      if (injected('receipt', response)) return;
      const order = orders.get(decodeURIComponent(receiptMatch[1] ?? ''));
      if (!order) return send(response, 404, { message: 'Order not found' });
      return send(response, 200, receipt(order));
    }

    // --- Refund
    const refundMatch = /^\/payments\/v1\/payment\/refund\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && refundMatch) {
      if (!authorized(request)) return send(response, 401, { message: 'Unauthorized' });
      if (injected('refund', response)) return;
      const order = orders.get(decodeURIComponent(refundMatch[1] ?? ''));
      if (!order) return send(response, 404, { message: 'Order not found' });
      if (!['completed', 'refunded_partially'].includes(order.status)) {
        return send(response, 400, { message: `Order in status ${order.status} cannot be refunded` });
      }
      let input: { amount?: unknown };
      try {
        input = body.trim() === '' ? {} : (JSON.parse(body) as { amount?: unknown });
      } catch {
        return send(response, 400, { message: 'Malformed JSON' });
      }
      const left = order.transferAmount - order.refundAmount;
      const amount = input.amount === undefined ? left : tetri(input.amount);
      if (amount === null || amount <= 0 || amount > left) {
        return send(response, 400, { message: 'Refund amount exceeds the available amount' });
      }
      order.refundAmount += amount;
      order.status = order.refundAmount === order.transferAmount ? 'refunded' : 'refunded_partially';
      return send(response, 200, {
        key: 'request_received',
        message: 'Refund request received',
        action_id: randomUUID(),
      });
    }

    // --- The hosted page
    if (path === '/payment') {
      const id =
        request.method === 'POST'
          ? new URLSearchParams(body).get('order_id')
          : url.searchParams.get('order_id');
      const order = orders.get(id ?? '');
      if (!order) {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<!doctype html><p>Order not found</p>');
      }
      if (request.method === 'POST') {
        const choice = new URLSearchParams(body).get('choice');
        if (choice !== 'approve' && choice !== 'decline' && choice !== 'cancel') {
          return send(response, 400, { message: 'Unknown choice' });
        }
        const decided = await decide(order.id, choice);
        response.writeHead(303, {
          location: decided.status === 'completed' ? decided.successUrl : decided.failUrl,
        });
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page(order));
    }

    // --- Control, for other processes
    if (path.startsWith('/_mock/')) {
      const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      if (path === '/_mock/fail') {
        failNext(
          input.operation as BogOperation,
          input.kind as 500 | 503 | 'timeout',
          Number(input.times ?? 1),
        );
        return send(response, 200, { queued: failures.length });
      }
      if (path === '/_mock/expire-tokens') {
        expireTokens();
        return send(response, 200, {});
      }
      if (path === '/_mock/callbacks') {
        setCallbackMode(input.mode as BogCallbackMode);
        return send(response, 200, { mode: callbackMode });
      }
      if (path === '/_mock/deliver') return send(response, 200, { answers: await deliverHeld() });
      if (path === '/_mock/public-key') return send(response, 200, { publicKeyPem });
      const orderMatch = /^\/_mock\/orders\/([^/]+)$/.exec(path);
      const order = orderMatch ? orders.get(decodeURIComponent(orderMatch[1] ?? '')) : undefined;
      if (order) return send(response, 200, { ...order, headers: undefined });
    }
    return send(response, 404, { message: 'Not found' });
  }

  function failNext(operation: BogOperation, kind: number | 'timeout', times = 1) {
    for (let i = 0; i < times; i += 1) failures.push({ operation, kind });
  }

  function expireTokens() {
    for (const token of tokens.keys()) tokens.set(token, 0);
  }

  function setCallbackMode(mode: BogCallbackMode) {
    callbackMode = mode;
  }

  /** Sends the held callbacks (each order's as it stands now). */
  async function deliverHeld(): Promise<Array<number | null>> {
    const ids = held.splice(0);
    const answers: Array<number | null> = [];
    for (const id of ids) {
      const order = orders.get(id);
      if (order) answers.push(await postCallback(order));
    }
    return answers;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { message: String(error) });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: base,
    oauthUrl: `${base}/auth/realms/bog/protocol/openid-connect/token`,
    clientId,
    clientSecret,
    publicKeyPem,
    orders,
    requests,
    /** The order the shop created for its payment handle (external_order_id). */
    orderFor(externalOrderId: string) {
      return [...orders.values()].find((order) => order.externalOrderId === externalOrderId);
    },
    decide,
    failNext,
    expireTokens,
    setCallbackMode,
    deliverHeld,
    /** Seconds the tokens issued from now on last. */
    setTokenLifetime(seconds: number) {
      tokenLifetime = seconds;
    },
    /** Drops the held callbacks unsent. */
    forgetHeld() {
      held.splice(0);
    },
    postCallback,
    /** A callback body signed with the bank's key (or the given text signed), for tests that forge around it. */
    signedCallback,
    async close() {
      for (const timer of stalls) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type BogMock = Awaited<ReturnType<typeof startBogMock>>;
