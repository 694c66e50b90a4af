import type { CatalogLocale } from '@sakhe/contract';

/**
 * A card payment gateway, as Georgian banks run them: the shopper is sent to the bank's hosted
 * page, pays there, and comes back to the shop, while the bank tells the shop the outcome in a
 * signed server-to-server callback. The sandbox (sandbox/gateway.ts) is the default; a bank
 * plugs in behind the same two calls.
 */
interface GatewayPayment {
  /** The shop's handle of this payment at the gateway. */
  gatewayToken: string;
  amount: number;
  currencyCode: string;
  orderToken: string;
  orderNumber: string | null;
  localeCode: CatalogLocale;
}

export type GatewayOutcome = 'approved' | 'declined' | 'processing';

export interface GatewayCallback {
  gatewayToken: string;
  outcome: GatewayOutcome;
  transactionId: string;
}

export interface CallbackRequest {
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentGateway {
  readonly name: string;
  /** Where to send the shopper to pay. */
  start(payment: GatewayPayment): { redirectUrl: string };
  /** The outcome a callback reports; throws GatewayCallbackError unless it is authentic. */
  verifyCallback(request: CallbackRequest): GatewayCallback;
}

export class GatewayCallbackError extends Error {}

/** Where the gateway sends the shopper back: the storefront's thank-you page, in the order's language. */
export function returnUrl(publicUrl: string, orderToken: string, locale: CatalogLocale): string {
  const prefix = locale === 'en_US' ? '/en' : '';
  return new URL(`${prefix}/thank-you/${encodeURIComponent(orderToken)}`, publicUrl).toString();
}
