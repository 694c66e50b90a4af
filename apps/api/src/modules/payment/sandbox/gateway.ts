import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SHOP } from '../../../http/hydra';
import {
  type CallbackRequest,
  GatewayCallbackError,
  type GatewayReport,
  type PaymentGateway,
} from '../gateway';

const SANDBOX = 'sandbox' as const;
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** Callbacks older (or newer) than this are refused, so a captured one cannot be replayed later. */
const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;

const callbackBody = z.object({
  paymentToken: z.string().min(1).max(64),
  outcome: z.enum(['approved', 'declined', 'processing']),
  transactionId: z.string().min(1).max(64),
  timestamp: z.number().int(),
});
export type SandboxCallbackBody = z.infer<typeof callbackBody>;

export const sandboxPagePath = (gatewayToken: string) =>
  `/payment-sandbox/${encodeURIComponent(gatewayToken)}`;
export const sandboxCallbackPath = `${SHOP}/payment-gateways/${SANDBOX}/callback`;

/** The sandbox's own key, derived from APP_SECRET so it is never the secret itself. */
const signingKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('payment-sandbox/v1').digest();

const canonical = (body: SandboxCallbackBody) =>
  `${body.paymentToken}.${body.outcome}.${body.transactionId}.${body.timestamp}`;

function signCallback(appSecret: string, body: SandboxCallbackBody): string {
  return createHmac('sha256', signingKey(appSecret)).update(canonical(body)).digest('hex');
}

export function sandboxCallback(
  appSecret: string,
  paymentToken: string,
  outcome: SandboxCallbackBody['outcome'],
  transactionId: string,
  now = Date.now(),
): { body: SandboxCallbackBody; signature: string } {
  const body = { paymentToken, outcome, transactionId, timestamp: Math.floor(now / 1000) };
  return { body, signature: signCallback(appSecret, body) };
}

/** The local sandbox gateway: a hosted page on this server and HMAC-signed callbacks. */
export function sandboxGateway(options: {
  publicUrl: string;
  appSecret: string;
  now?: () => number;
}): PaymentGateway {
  const now = options.now ?? Date.now;
  return {
    code: SANDBOX,
    start: async (payment) => ({
      redirectUrl: new URL(sandboxPagePath(payment.gatewayToken), options.publicUrl).toString(),
      bankOrderId: null,
    }),
    // The sandbox "bank" keeps no state of its own: what its page decided reached the shop in the
    // callback, so asking it tells nothing new.
    status: async (payment) => ({
      gatewayToken: payment.gatewayToken,
      outcome: 'processing',
      paidAmount: null,
    }),
    refund: async (_payment, refund) => ({
      state: 'completed',
      bankRefundId: `sbx_refund_${refund.refundKey}`,
    }),
    async verifyCallback(request: CallbackRequest): Promise<GatewayReport> {
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        throw new GatewayCallbackError('Malformed callback');
      }
      const parsed = callbackBody.safeParse(body);
      const header = request.headers[SIGNATURE_HEADER];
      if (!parsed.success || typeof header !== 'string') throw new GatewayCallbackError('Malformed callback');
      const expected = Buffer.from(signCallback(options.appSecret, parsed.data), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/i.test(header) ? header : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new GatewayCallbackError('Invalid signature');
      }
      if (Math.abs(now() - parsed.data.timestamp * 1000) > MAX_CLOCK_SKEW_MS) {
        throw new GatewayCallbackError('Expired callback');
      }
      return {
        gatewayToken: parsed.data.paymentToken,
        outcome: parsed.data.outcome,
        transactionId: parsed.data.transactionId,
        // The sandbox's page shows and approves the payment's own amount.
        paidAmount: null,
      };
    },
  };
}
