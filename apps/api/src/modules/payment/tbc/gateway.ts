import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SHOP } from '../../../http/hydra';
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
import { type TbcSettings, tbcClient } from './client';

/**
 * TBC Checkout (TBC E-Commerce, developers.tbcbank.ge): the shop creates a payment
 * (`POST /v1/tpay/payments`), sends the shopper to its `approval_url`, and TBC posts
 * `{ "PaymentId": "…" }` to the callback URL given at creation — unsigned, so it is never believed:
 * the gateway reads the payment from TBC with the shop's own credentials and reports what TBC says.
 * The callback URL carries the shop's handle of the payment, and the report names the payment both
 * ways, so a PaymentId of another order's payment matches nothing (outcome.ts, locateReported).
 */
const TBC = 'tbc' as const;

/** TBC's payment methods: card, Apple Pay, Google Pay; 8 is its installments (განვადება). */
const CARD = 5;
const APPLE_PAY = 9;
const GOOGLE_PAY = 14;
const INSTALLMENTS = 8;
/** The bank's default and the most it recommends: its page stays open this long. */
const EXPIRATION_MINUTES = 12;

const tbcCallbackPath = `${SHOP}/payment-gateways/${TBC}/callback`;

export interface TbcGatewayOptions extends TbcSettings {
  publicUrl: string;
  installments: boolean;
}

/** A bank decimal written into the JSON as a number token, digit for digit (no float in between). */
class Decimal {
  constructor(readonly text: string) {}
}
const lari = (tetri: number) => new Decimal(toBankDecimal(tetri));

/** JSON with Decimal values as bare numbers: `172.62`, never 172.61999… or a string. */
function stringifyExact(value: unknown): string {
  const marks: string[] = [];
  const mark = `__tbc_decimal_${randomBytes(6).toString('hex')}_`;
  const json = JSON.stringify(value, (_key, inner: unknown) => {
    if (!(inner instanceof Decimal)) return inner;
    marks.push(inner.text);
    return `${mark}${marks.length - 1}`;
  });
  return json.replace(
    new RegExp(`"${mark}(\\d+)"`, 'g'),
    (_all, index: string) => marks[Number(index)] as string,
  );
}

const bankDecimal = z.union([z.number(), z.string()]).nullish();

const createdAnswer = z.object({
  payId: z.string().min(1).max(128),
  links: z.array(z.object({ uri: z.string().url(), rel: z.string() })).nullish(),
});

const paymentAnswer = z.object({
  payId: z.string().min(1).max(128),
  status: z.string().min(1).max(64),
  amount: bankDecimal,
  confirmedAmount: bankDecimal,
  returnedAmount: bankDecimal,
  currency: z.string().nullish(),
  transactionId: z.string().nullish(),
  links: z.array(z.object({ uri: z.string().url(), rel: z.string() })).nullish(),
});
type PaymentAnswer = z.infer<typeof paymentAnswer>;

/** TBC's payment statuses (its Classifications) as the shop's outcomes. */
const OUTCOMES: Record<string, GatewayOutcome> = {
  Created: 'processing',
  Processing: 'processing',
  WaitingConfirm: 'processing',
  PaymentCompletionProcessing: 'processing',
  CancelPaymentProcessing: 'processing',
  Succeeded: 'approved',
  // Money given back is reported with the payment's refunded amount; the payment itself was paid.
  Returned: 'approved',
  PartialReturned: 'approved',
  Failed: 'declined',
  Expired: 'expired',
};

const PAY_ID = /^[A-Za-z0-9_-]{1,128}$/;
const callbackBody = z.object({ PaymentId: z.string().regex(PAY_ID) });
const callbackQuery = z.object({ payment: z.string().min(1).max(64) });

/** What the shopper and the bank see of an order: the sum of its lines is the total, to the tetri. */
function installmentProducts(payment: GatewayPayment) {
  const products = payment.lines.map((line) =>
    line.unitPrice * line.quantity === line.total
      ? { Name: line.description.slice(0, 100), Price: lari(line.unitPrice), Quantity: line.quantity }
      : { Name: line.description.slice(0, 100), Price: lari(line.total), Quantity: 1 },
  );
  if (payment.shippingTotal > 0)
    products.push({ Name: 'Delivery', Price: lari(payment.shippingTotal), Quantity: 1 });
  return products;
}

export function tbcGateway(options: TbcGatewayOptions): PaymentGateway {
  const client = tbcClient(options);
  const methods = [CARD, APPLE_PAY, GOOGLE_PAY, ...(options.installments ? [INSTALLMENTS] : [])];

  const callbackUrl = (gatewayToken: string) => {
    const url = new URL(tbcCallbackPath, options.publicUrl);
    url.searchParams.set('payment', gatewayToken);
    return url.toString();
  };

  async function readPayment(call: GatewayCall, payId: string): Promise<PaymentAnswer | null> {
    const answer = await client.get(call, 'status', `/v1/tpay/payments/${encodeURIComponent(payId)}`);
    if (answer.status === 404) return null;
    const parsed = paymentAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      throw new GatewayUnavailableError(`TBC status: unexpected answer ${answer.status}`);
    }
    if (parsed.data.payId !== payId)
      throw new GatewayUnavailableError('TBC status: another payment answered');
    return parsed.data;
  }

  function report(answer: PaymentAnswer, gatewayToken: string | null): GatewayReport {
    const outcome = OUTCOMES[answer.status] ?? 'processing';
    const confirmed = fromBankDecimal(answer.confirmedAmount);
    const amount = fromBankDecimal(answer.amount);
    const returned = fromBankDecimal(answer.returnedAmount);
    return {
      gatewayToken,
      bankOrderId: answer.payId,
      outcome,
      transactionId: answer.transactionId ?? null,
      // What TBC took: its confirmed amount once it has one, else the payment's amount.
      paidAmount: outcome === 'approved' ? (confirmed !== null && confirmed > 0 ? confirmed : amount) : null,
      refundedAmount: returned !== null && returned > 0 ? returned : null,
      bankStatus: answer.status,
    };
  }

  const approvalUrl = (links: Array<{ uri: string; rel: string }> | null | undefined) =>
    links?.find((link) => link.rel === 'approval_url')?.uri;

  return {
    code: TBC,

    async start(payment, call) {
      if (payment.bankOrderId !== null) {
        // Created before, its page lost: the same page while TBC still offers it.
        const known = await readPayment(call, payment.bankOrderId);
        const page = known && known.status === 'Created' ? approvalUrl(known.links) : undefined;
        if (page) return { redirectUrl: page, bankOrderId: payment.bankOrderId };
        if (known && OUTCOMES[known.status] === 'processing') {
          throw new GatewayUnavailableError('TBC: the payment is still under way at the bank');
        }
      }
      if (payment.currencyCode !== 'GEL') throw new GatewayUnavailableError('TBC Checkout takes lari only');
      const shipping = Math.min(payment.shippingTotal, payment.amount);
      const body = {
        amount: {
          currency: 'GEL',
          total: lari(payment.amount),
          subtotal: lari(payment.amount - shipping),
          tax: lari(0),
          shipping: lari(shipping),
        },
        returnurl: payment.returnUrl,
        callbackUrl: callbackUrl(payment.gatewayToken),
        methods,
        ...(options.installments ? { installmentProducts: installmentProducts(payment) } : {}),
        merchantPaymentId: `${payment.orderNumber ?? payment.orderToken}-${payment.paymentId}`,
        expirationMinutes: EXPIRATION_MINUTES,
        language: payment.localeCode === 'en_US' ? 'EN' : 'KA',
      };
      const answer = await client.post(call, 'create', '/v1/tpay/payments', stringifyExact(body));
      const created = createdAnswer.safeParse(answer.body);
      const page = created.success ? approvalUrl(created.data.links) : undefined;
      if (answer.status !== 200 || !created.success || !page) {
        throw new GatewayUnavailableError(`TBC create: unexpected answer ${answer.status}`);
      }
      return { redirectUrl: page, bankOrderId: created.data.payId };
    },

    async status(payment, call) {
      if (payment.bankOrderId === null) {
        // Never created at TBC: nothing to pay there.
        return { gatewayToken: payment.gatewayToken, outcome: 'processing', paidAmount: null };
      }
      const answer = await readPayment(call, payment.bankOrderId);
      // TBC not knowing a payment it created is not an outcome: it waits (and expires in time).
      if (!answer)
        return {
          gatewayToken: payment.gatewayToken,
          outcome: 'processing',
          paidAmount: null,
          bankStatus: 'not_found',
        };
      return report(answer, payment.gatewayToken);
    },

    async refund(payment, refund, call) {
      if (payment.bankOrderId === null) return { state: 'failed', response: { error: 'not created at TBC' } };
      const answer = await client.post(
        call,
        'refund',
        `/v1/tpay/payments/${encodeURIComponent(payment.bankOrderId)}/cancel`,
        stringifyExact({ amount: lari(refund.amount) }),
      );
      if (answer.status === 200) return { state: 'completed', response: answer.body };
      return { state: 'failed', response: answer.body ?? { httpStatus: answer.status } };
    },

    async verifyCallback(request: CallbackRequest, call): Promise<GatewayReport> {
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        throw new GatewayCallbackError('Malformed callback');
      }
      const parsed = callbackBody.safeParse(body);
      const query = callbackQuery.safeParse(request.query);
      if (!parsed.success) throw new GatewayCallbackError('Malformed callback');
      if (!query.success) throw new GatewayCallbackError('Callback without the payment it is for');
      // Whatever the body says, only TBC's own answer counts.
      const answer = await readPayment(call, parsed.data.PaymentId);
      if (!answer) throw new GatewayCallbackError('TBC knows no such payment');
      return report(answer, query.data.payment);
    },
  };
}
