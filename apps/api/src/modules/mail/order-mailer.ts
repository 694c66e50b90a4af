import type { FastifyBaseLogger } from 'fastify';
import type { CatalogLocale } from '@sakhe/contract';
import type { Config } from '../../config';
import { type Carts, findOrderById, renderOrder } from '../cart';
import { returnUrl } from '../payment';
import { orderConfirmation } from './order-confirmation';
import { type MailTransport, createMailTransport } from './transport';

export interface OrderMailer {
  /** Sends the confirmation of a placed order in the background; failures are logged. */
  orderPlaced(orderId: number): void;
  /** The same, awaited: resolves with the written file (file transport) or message id. */
  sendOrderConfirmation(orderId: number): Promise<{ messageId: string; file?: string } | null>;
  /** Settles once every background send has finished (for tests and graceful shutdown). */
  idle(): Promise<void>;
}

export function orderMailer(
  { carts, config }: { carts: Carts; config: Config },
  log: FastifyBaseLogger,
  transport: MailTransport = createMailTransport(config, log),
): OrderMailer {
  const pending = new Set<Promise<unknown>>();

  async function sendOrderConfirmation(orderId: number) {
    const row = await findOrderById(carts.db, orderId);
    if (!row?.email || row.number === null) return null;
    const locale = row.localeCode as CatalogLocale;
    const order = await renderOrder(carts, orderId, locale, 'write');
    const content = orderConfirmation(order, {
      orderUrl: returnUrl(config.PUBLIC_URL, row.tokenValue, locale),
    });
    return transport.send({ to: row.email, ...content });
  }

  return {
    sendOrderConfirmation,
    orderPlaced(orderId) {
      const sending = sendOrderConfirmation(orderId)
        .catch((error: unknown) => log.error({ err: error, orderId }, 'order confirmation e-mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      await Promise.allSettled([...pending]);
    },
  };
}
