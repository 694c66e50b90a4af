import type { FastifyBaseLogger } from 'fastify';
import type { CatalogLocale } from '@sakhe/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Carts, renderOrder } from '../cart';
import { ORDER_EVENTS, type OrderNotification } from '../jobs';
import {
  type MailTransport,
  type OrderMailKind,
  formatMoney,
  orderEmail,
  orderImages,
  smsDestination,
} from '../mail';
import { returnUrl } from '../payment';
import {
  type NotificationSubject,
  claimNotification,
  findNotificationSubject,
  hasNotification,
  markNotificationSent,
  releaseNotification,
} from './queries';
import { smsMessages } from './sms/messages';
import { SmsRefused, type SmsTransport } from './sms/transport';

export interface NotifierDeps {
  db: Database;
  carts: Carts;
  config: Config;
  mail: MailTransport;
  sms: SmsTransport;
  log: FastifyBaseLogger;
}

type Channel = 'email' | 'sms';

/**
 * The `order-notification` job: the e-mail (and, on placed and shipped, the SMS) of one event of an
 * order, in the order's language. Each message is claimed before it is sent (order_notifications),
 * so a retry sends only what did not go and a repeated event sends nothing twice.
 *
 * `placed` e-mails at once when there is nothing to pay online (cash, or a free order); a card
 * order's first e-mail waits for `paid` and is then the "received and paid" one, so a declined card
 * never gets "order received". A `paid` after the placed e-mail went (cash paid to the courier) is
 * its own "payment received" e-mail.
 */
export function orderNotifier(deps: NotifierDeps) {
  const { db, config, log } = deps;

  async function once(
    subject: NotificationSubject,
    key: string,
    channel: Channel,
    send: () => Promise<string>,
  ): Promise<void> {
    const claim = { orderId: subject.id, key, channel };
    if (!(await claimNotification(db, claim))) return;
    let reference: string;
    try {
      reference = await send();
    } catch (error) {
      if (error instanceof SmsRefused) {
        // The provider will refuse it again (a number it cannot text): kept as tried, not retried.
        await markNotificationSent(db, claim, `refused: ${error.message}`);
        return;
      }
      await releaseNotification(db, claim);
      throw error;
    }
    await markNotificationSent(db, claim, reference);
  }

  async function email(subject: NotificationSubject, kind: OrderMailKind): Promise<string> {
    const locale = subject.localeCode as CatalogLocale;
    const order = await renderOrder(deps.carts, subject.id, locale, 'write');
    const images = await orderImages(order, config.MEDIA_DIR);
    const content = orderEmail({
      order,
      kind,
      orderUrl: returnUrl(config.PUBLIC_URL, subject.tokenValue, locale),
      shipment: { carrier: subject.carrier, tracking: subject.tracking },
      refund: { amount: subject.refunded, full: subject.paid > 0 && subject.refunded >= subject.paid },
      images,
    });
    const sent = await deps.mail.send({
      to: subject.email as string,
      ...content,
      attachments: images.attachments,
    });
    return sent.file ?? sent.messageId;
  }

  /** The SMS of `placed` or `shipped`, only with the customer's consent and to a Georgian number. */
  async function sms(subject: NotificationSubject, event: 'placed' | 'shipped') {
    if (subject.smsConsentAt === null || subject.phone === null) return;
    const to = smsDestination(subject.phone);
    if (to === null) return;
    const locale: CatalogLocale = subject.localeCode === 'en_US' ? 'en_US' : 'ka_GE';
    const words = smsMessages[locale];
    const number = subject.number as string;
    const content =
      event === 'placed'
        ? words.placed(number, formatMoney(subject.total, locale))
        : words.shipped(number, subject.tracking);
    await once(subject, event, 'sms', async () => (await deps.sms.send({ to, content })).reference);
  }

  /** The placed e-mail and SMS: "received and paid" when the order is paid by then. */
  async function placed(subject: NotificationSubject) {
    // Claiming `paid` too makes this the one e-mail of a card order that is paid by now; when a
    // `paid` job already holds that claim, it sends the payment e-mail and this one stays "received".
    const paid = subject.paymentState === 'paid' && (await claimNotification(db, paidMarker(subject)));
    try {
      await once(subject, 'placed', 'email', () => email(subject, paid ? 'placed_paid' : 'placed'));
    } catch (error) {
      if (paid) await releaseNotification(db, paidMarker(subject));
      throw error;
    }
    if (paid) await markNotificationSent(db, paidMarker(subject), 'with the placed e-mail');
    await sms(subject, 'placed');
  }

  return async function notify({ orderId, event }: OrderNotification): Promise<void> {
    if (!Number.isSafeInteger(orderId) || !ORDER_EVENTS.includes(event)) {
      // A job no retry can mend (a sender's mistake): said once, not retried.
      log.error({ orderId, event }, 'order notification with an unknown order id or event');
      return;
    }
    const subject = await findNotificationSubject(db, orderId);
    if (!subject || subject.number === null || !subject.email) {
      log.info({ orderId, event }, 'no notification: the order is not placed or has no e-mail');
      return;
    }
    switch (event) {
      case 'placed': {
        const online = subject.gateway !== null && subject.gateway !== 'offline';
        if (online && subject.paymentState !== 'paid') return; // its e-mail comes with `paid`
        await placed(subject);
        return;
      }
      case 'paid': {
        if (subject.paymentState !== 'paid') return; // refunded or changed since: nothing to say
        if (!(await hasNotification(db, { orderId, key: 'placed', channel: 'email' }))) {
          await placed(subject);
          return;
        }
        await once(subject, 'paid', 'email', () => email(subject, 'paid'));
        return;
      }
      case 'shipped':
        await once(subject, 'shipped', 'email', () => email(subject, 'shipped'));
        await sms(subject, 'shipped');
        return;
      case 'refunded':
        if (subject.refunded === 0) return;
        // One e-mail per refunded total: a second partial refund is news, the same one repeated is not.
        await once(subject, `refunded:${subject.refunded}`, 'email', () => email(subject, 'refunded'));
        return;
      case 'payment_failed':
      case 'cancelled':
        await once(subject, event, 'email', () => email(subject, event));
        return;
    }
  };
}

const paidMarker = (subject: NotificationSubject) => ({
  orderId: subject.id,
  key: 'paid',
  channel: 'email' as const,
});
