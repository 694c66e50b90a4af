import type { CatalogLocale } from '@sakhe/contract';

/**
 * A card payment gateway, as Georgian banks run them: the shop creates an order at the bank
 * (`start`), the shopper pays on the bank's hosted page and comes back to the shop, while the bank
 * reports the outcome in a server-to-server callback (`verifyCallback`, which may ask the bank
 * itself when the callback is not signed). The shop can also ask (`status`, for reconciliation) and
 * give money back (`refund`). Every answer of the bank is handed to `GatewayCall.record`, which
 * keeps it on the payment (table payment_gateway_log), so a gateway never writes to the database.
 *
 * Gateways: `sandbox` (sandbox/, for development and tests), `bog` (bog/), `tbc` (tbc/); the app's
 * set is made in gateways.ts from the configuration: a method is offered only when its gateway is.
 */
type GatewayCode = 'sandbox' | 'bog' | 'tbc';

interface GatewayLine {
  /** The variant's code. */
  productId: string;
  description: string;
  quantity: number;
  /** Tetri, after promotions spread on the unit (what the shopper pays for one). */
  unitPrice: number;
  /** Tetri: the line's total as the order has it (unitPrice × quantity may differ by rounding). */
  total: number;
}

/** What a gateway knows of a payment. Money is in tetri; gateways convert at their edge (money.ts). */
export interface GatewayPayment {
  paymentId: number;
  /**
   * The shop's handle of this payment attempt, random and stable: the Idempotency-Key of its
   * creation at the bank and the external order id the bank reports back.
   */
  gatewayToken: string;
  /** The bank's id of this payment, once `start` has created it there (null before). */
  bankOrderId: string | null;
  amount: number;
  currencyCode: string;
  orderToken: string;
  orderNumber: string | null;
  localeCode: CatalogLocale;
  /** The order's lines and fees, for the banks' baskets and amount breakdowns. */
  lines: GatewayLine[];
  itemsTotal: number;
  shippingTotal: number;
  /** Where the shopper comes back to (the storefront's thank-you page, in the order's language). */
  returnUrl: string;
}

/** One answer of the bank (or a failure to get one), as kept on the payment. Never holds a secret. */
export interface GatewayLogEntry {
  operation: 'token' | 'create' | 'status' | 'refund' | 'callback';
  method?: string;
  /** The bank's URL called (no credentials in it). */
  url?: string;
  /** The HTTP status, or null when no answer came (timeout, network). */
  httpStatus: number | null;
  /** The bank's answer body, tokens and keys taken out. */
  response?: unknown;
  error?: string;
  durationMs?: number;
}

/** What each gateway call is given: where to record the bank's answers. */
export interface GatewayCall {
  record(entry: GatewayLogEntry): void;
}

interface GatewayStart {
  /** Where to send the shopper to pay. */
  redirectUrl: string;
  /** The bank's id of the order it created (null for the sandbox, whose handle is the token). */
  bankOrderId: string | null;
}

/**
 * What a payment came to at the bank: `approved` (the money is taken), `declined` (by the bank),
 * `cancelled` (by the shopper on the bank's page), `expired` (never paid in time), `processing`
 * (not yet known). A refunded payment at the bank is `approved` with a `refundedAmount`.
 */
export type GatewayOutcome = 'approved' | 'declined' | 'cancelled' | 'expired' | 'processing';

export interface GatewayReport {
  /** Which payment: by the shop's handle, the bank's id, or both (then both must match). */
  gatewayToken?: string | null;
  bankOrderId?: string | null;
  outcome: GatewayOutcome;
  transactionId?: string | null;
  /** Tetri the bank says it took (null when it does not say): compared with the payment's amount. */
  paidAmount: number | null;
  /** Tetri the bank says it gave back, when it says. */
  refundedAmount?: number | null;
  /** The bank's status word, for the payment's details. */
  bankStatus?: string | null;
}

export interface CallbackRequest {
  /** The body exactly as sent: signatures cover these bytes, so it is verified before parsing. */
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
}

interface GatewayRefund {
  /** `completed`: the bank gave the money back; `pending`: it accepted and will; `failed`: it refused. */
  state: 'completed' | 'pending' | 'failed';
  bankRefundId?: string | null;
  /** The bank's answer, for the refund row (no secrets). */
  response?: unknown;
}

export interface PaymentGateway {
  readonly code: GatewayCode;
  /**
   * Creates the payment at the bank (or finds it, when `payment.bankOrderId` is already known) and
   * says where the shopper pays. Safe to call again for the same payment: the bank sees the same
   * Idempotency-Key. Throws GatewayUnavailableError when the bank cannot be reached.
   */
  start(payment: GatewayPayment, call: GatewayCall): Promise<GatewayStart>;
  /** Asks the bank what became of the payment (reconciliation). */
  status(payment: GatewayPayment, call: GatewayCall): Promise<GatewayReport>;
  /** Gives back `amount` tetri of a completed payment (all of it when it equals what is left). */
  refund(
    payment: GatewayPayment,
    refund: { amount: number; remaining: number; refundKey: string },
    call: GatewayCall,
  ): Promise<GatewayRefund>;
  /**
   * The outcome a callback reports, once it is known to be the bank's: a signed one is verified
   * before its body is parsed; an unsigned one is confirmed by asking the bank. Throws
   * GatewayCallbackError when it is not authentic (nothing changes then).
   */
  verifyCallback(request: CallbackRequest, call: GatewayCall): Promise<GatewayReport>;
}

/** A callback that is not the bank's (bad or missing signature, malformed body): refused. */
export class GatewayCallbackError extends Error {}

/** The bank could not be reached, timed out, or answered 5xx after the safe retries. */
export class GatewayUnavailableError extends Error {}

/** Where the gateway sends the shopper back: the storefront's thank-you page, in the order's language. */
export function returnUrl(publicUrl: string, orderToken: string, locale: CatalogLocale): string {
  const prefix = locale === 'en_US' ? '/en' : '';
  return new URL(`${prefix}/thank-you/${encodeURIComponent(orderToken)}`, publicUrl).toString();
}
