import { createHash, type KeyObject, verify } from 'node:crypto';
import { z } from 'zod';
import { SHOP } from '../../../http/hydra';
import { type BankResponse, bankFetch } from '../bank-http';
import {
  type CallbackRequest,
  type GatewayCall,
  GatewayCallbackError,
  type GatewayOutcome,
  type GatewayPayment,
  type GatewayReport,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../gateway';
import { fromBankDecimal, toBankDecimal } from '../money';

/**
 * Bank of Georgia's Online Payments API (api.bog.ge/docs/en/payments): OAuth2 client credentials,
 * an order created at the bank with the shop's Idempotency-Key, the shopper paying on the bank's
 * page, a callback signed with the bank's RSA key (SHA256withRSA over the raw body, header
 * `Callback-Signature`), the receipt for the status and refunds by order id.
 */
const BOG = 'bog' as const;
const bogCallbackPath = `${SHOP}/payment-gateways/${BOG}/callback`;

export interface BogOptions {
  clientId: string;
  clientSecret: string;
  /** The bank's callback-signing key. */
  publicKey: KeyObject;
  apiUrl: string;
  oauthUrl: string;
  publicUrl: string;
  /** Each try of each call (BOG_TIMEOUT_MS). */
  timeoutMs: number;
  now?: () => number;
}

/** A token is renewed this long before the bank says it expires, so none expires on its way. */
const TOKEN_MARGIN_MS = 60_000;
/** Safe calls (token, receipt, creation under its Idempotency-Key) are tried this many more times. */
const SAFE_RETRIES = 2;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

const createdAnswer = z.object({
  id: z.string().min(1).max(128),
  _links: z.object({ redirect: z.object({ href: z.url() }) }),
});

/** The receipt (GET receipt/{id}) and the callback's body share it. */
const receipt = z.object({
  order_id: z.string().min(1).max(128),
  external_order_id: z.string().max(128).nullish(),
  order_status: z.object({ key: z.string().max(64) }),
  purchase_units: z
    .object({
      request_amount: z.union([z.string(), z.number()]).nullish(),
      transfer_amount: z.union([z.string(), z.number()]).nullish(),
      refund_amount: z.union([z.string(), z.number()]).nullish(),
      currency_code: z.string().nullish(),
    })
    .nullish(),
  payment_detail: z.object({ transaction_id: z.string().nullish() }).passthrough().nullish(),
  reject_reason: z.string().nullish(),
});

const callbackEnvelope = z.object({
  event: z.literal('order_payment'),
  zoned_request_time: z.string().optional(),
  body: receipt,
});

/**
 * BOG's `expires_in` is documented in seconds; some of its answers carry the expiry instant in
 * epoch milliseconds instead. Both are read; anything else lasts five minutes.
 */
function expiresAt(expiresIn: number | undefined, now: number): number {
  if (expiresIn === undefined) return now + 5 * 60_000;
  if (expiresIn > 1e12) return expiresIn;
  if (expiresIn > 1e9) return expiresIn * 1000;
  return now + expiresIn * 1000;
}

/** The Idempotency-Key BOG takes is a UUID v4: the payment's handle, hashed into that shape. */
function idempotencyKey(handle: string): string {
  const bytes = createHash('sha256').update(`bog-order/${handle}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A JSON number written from the exact decimal (JSON.stringify of it prints these same digits). */
const amount = (tetri: number) => Number(toBankDecimal(tetri));

/** What BOG's order status says of the payment (api.bog.ge/docs/en/payments/…/payment-details). */
function outcomeOf(status: string, rejectReason: string | null | undefined): GatewayOutcome {
  switch (status) {
    case 'completed':
    case 'partial_completed':
    case 'refund_requested':
    case 'refunded':
    case 'refunded_partially':
      return 'approved';
    case 'rejected': {
      const reason = (rejectReason ?? '').toLowerCase();
      if (reason.includes('expir')) return 'expired';
      if (reason.includes('cancel')) return 'cancelled';
      return 'declined';
    }
    default:
      // created, processing, auth_requested, blocked (pre-authorised): not finished yet.
      return 'processing';
  }
}

function reportOf(data: z.infer<typeof receipt>): GatewayReport {
  const units = data.purchase_units;
  const outcome = outcomeOf(data.order_status.key, data.reject_reason);
  const taken = units?.transfer_amount ?? units?.request_amount;
  return {
    gatewayToken: data.external_order_id ?? null,
    bankOrderId: data.order_id,
    outcome,
    paidAmount: outcome === 'approved' ? (fromBankDecimal(taken) ?? -1) : null,
    refundedAmount: fromBankDecimal(units?.refund_amount),
    transactionId: data.payment_detail?.transaction_id ?? null,
    bankStatus: data.order_status.key,
  };
}

function unexpected(operation: string, response: BankResponse): GatewayUnavailableError {
  return new GatewayUnavailableError(`BOG ${operation} answered ${response.status}`);
}

export function bogGateway(options: BogOptions): PaymentGateway {
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(call: GatewayCall): Promise<string> {
    const response = await bankFetch(
      {
        operation: 'token',
        method: 'POST',
        url: options.oauthUrl,
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        timeoutMs: options.timeoutMs,
        retries: SAFE_RETRIES,
      },
      call,
    );
    const parsed = tokenAnswer.safeParse(response.body);
    if (response.status !== 200 || !parsed.success) throw unexpected('token', response);
    const issuedAt = now();
    const expiry = expiresAt(parsed.data.expires_in, issuedAt);
    // A short-lived token is renewed at 90% of its life rather than a minute before it ends.
    const margin = Math.min(TOKEN_MARGIN_MS, (expiry - issuedAt) / 10);
    cached = { token: parsed.data.access_token, renewAt: expiry - margin };
    return parsed.data.access_token;
  }

  /** The cached token while it has life left; concurrent callers share one request for a new one. */
  async function token(call: GatewayCall): Promise<string> {
    if (cached && now() < cached.renewAt) return cached.token;
    pending ??= fetchToken(call).finally(() => {
      pending = null;
    });
    return pending;
  }

  /** A call with the bearer token; a 401 (the token ended early) is retried once with a new one. */
  async function authorized(
    request: Omit<Parameters<typeof bankFetch>[0], 'headers' | 'timeoutMs'> & {
      headers?: Record<string, string>;
    },
    call: GatewayCall,
  ): Promise<BankResponse> {
    for (let renewed = false; ; renewed = true) {
      const bearer = await token(call);
      const response = await bankFetch(
        {
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${bearer}`, accept: 'application/json' },
          timeoutMs: options.timeoutMs,
        },
        call,
      );
      if (response.status !== 401 || renewed) return response;
      if (cached?.token === bearer) cached = null;
    }
  }

  const language = (payment: GatewayPayment) => (payment.localeCode === 'en_US' ? 'en' : 'ka');

  async function readReceipt(orderId: string, payment: GatewayPayment, call: GatewayCall) {
    const response = await authorized(
      {
        operation: 'status',
        method: 'GET',
        url: `${options.apiUrl}/payments/v1/receipt/${encodeURIComponent(orderId)}`,
        headers: { 'accept-language': language(payment) },
        retries: SAFE_RETRIES,
      },
      call,
    );
    const parsed = receipt.safeParse(response.body);
    if (response.status !== 200 || !parsed.success) throw unexpected('receipt', response);
    return reportOf(parsed.data);
  }

  return {
    code: BOG,

    async start(payment, call) {
      const basket = payment.lines.map((line) => ({
        product_id: line.productId,
        description: line.description.slice(0, 255),
        quantity: line.quantity,
        unit_price: amount(line.unitPrice),
      }));
      if (payment.shippingTotal > 0) {
        basket.push({
          product_id: 'shipping',
          description: 'Shipping',
          quantity: 1,
          unit_price: amount(payment.shippingTotal),
        });
      }
      const body = {
        callback_url: new URL(bogCallbackPath, options.publicUrl).toString(),
        external_order_id: payment.gatewayToken,
        capture: 'automatic',
        purchase_units: { currency: 'GEL', total_amount: amount(payment.amount), basket },
        redirect_urls: { success: payment.returnUrl, fail: payment.returnUrl },
      };
      const response = await authorized(
        {
          operation: 'create',
          method: 'POST',
          url: `${options.apiUrl}/payments/v1/ecommerce/orders`,
          headers: {
            'content-type': 'application/json',
            'accept-language': language(payment),
            // The same key on every try: the bank answers a repeat with the order it already made.
            'idempotency-key': idempotencyKey(payment.gatewayToken),
          },
          body: JSON.stringify(body),
          retries: SAFE_RETRIES,
        },
        call,
      );
      const parsed = createdAnswer.safeParse(response.body);
      if (response.status < 200 || response.status > 201 || !parsed.success)
        throw unexpected('create', response);
      return { redirectUrl: parsed.data._links.redirect.href, bankOrderId: parsed.data.id };
    },

    async status(payment, call) {
      if (payment.bankOrderId === null) {
        return { gatewayToken: payment.gatewayToken, outcome: 'processing', paidAmount: null };
      }
      return readReceipt(payment.bankOrderId, payment, call);
    },

    async refund(payment, refund, call) {
      if (payment.bankOrderId === null)
        return { state: 'failed', response: { error: 'no order at the bank' } };
      // The whole rest goes with an empty body (BOG's full refund); a part names its amount.
      const partial = refund.amount < refund.remaining;
      const response = await authorized(
        {
          operation: 'refund',
          method: 'POST',
          url: `${options.apiUrl}/payments/v1/payment/refund/${encodeURIComponent(payment.bankOrderId)}`,
          headers: { 'content-type': 'application/json', 'idempotency-key': refund.refundKey },
          body: JSON.stringify(partial ? { amount: amount(refund.amount) } : {}),
          // Not repeated: a refund the bank may have made must not be asked twice.
          retries: 0,
        },
        call,
      );
      if (response.status >= 200 && response.status < 300) {
        const actionId = (response.body as { action_id?: unknown } | null)?.action_id;
        return {
          state: 'completed',
          bankRefundId: typeof actionId === 'string' ? actionId : null,
          response: response.body,
        };
      }
      if (response.status >= 400 && response.status < 500)
        return { state: 'failed', response: response.body };
      throw unexpected('refund', response);
    },

    async verifyCallback(request: CallbackRequest): Promise<GatewayReport> {
      const header = request.headers['callback-signature'];
      if (typeof header !== 'string' || header.length === 0 || header.length > 2048) {
        throw new GatewayCallbackError('Missing Callback-Signature');
      }
      const signature = Buffer.from(header, 'base64');
      let authentic = false;
      try {
        authentic =
          signature.length > 0 &&
          verify('sha256', Buffer.from(request.rawBody, 'utf8'), options.publicKey, signature);
      } catch {
        // A signature the key cannot even read is as bad as a wrong one.
      }
      if (!authentic) throw new GatewayCallbackError('Invalid Callback-Signature');
      let json: unknown;
      try {
        json = JSON.parse(request.rawBody);
      } catch {
        throw new GatewayCallbackError('Malformed callback');
      }
      const parsed = callbackEnvelope.safeParse(json);
      if (!parsed.success) throw new GatewayCallbackError('Malformed callback');
      return reportOf(parsed.data.body);
    },
  };
}
