import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

/** What the notification of an order needs besides the order itself. */
export interface NotificationSubject {
  id: number;
  number: string | null;
  tokenValue: string;
  email: string | null;
  localeCode: string;
  paymentState: string;
  total: number;
  /** The gateway of the order's payment method (`offline` for cash); null for an order with nothing to pay. */
  gateway: string | null;
  /** When the customer agreed to order SMS; null: no SMS. */
  smsConsentAt: Date | null;
  /** The shipping address's phone, else the billing one's, else the customer's. */
  phone: string | null;
  carrier: string | null;
  tracking: string | null;
  /** Tetri refunded (completed refunds) and paid (completed payments). */
  refunded: number;
  paid: number;
}

export async function findNotificationSubject(db: Database, orderId: number) {
  const [row] = await selectRows<NotificationSubject>(
    db,
    sql`select o.id, o.number, o.token_value as "tokenValue", c.email, o.locale_code as "localeCode",
        o.payment_state as "paymentState", o.total,
        (select m.gateway from payments p join payment_methods m on m.id = p.method_id
          where p.order_id = o.id order by p.id desc limit 1) as gateway,
        c.sms_consent_at as "smsConsentAt",
        coalesce(nullif(sa.phone_number, ''), nullif(ba.phone_number, ''), nullif(c.phone_number, '')) as phone,
        s.carrier, s.tracking,
        coalesce((select sum(r.amount) from payment_refunds r join payments p on p.id = r.payment_id
          where p.order_id = o.id and r.state = 'completed'), 0)::int as refunded,
        coalesce((select sum(p.amount) from payments p
          where p.order_id = o.id and p.state in ('completed', 'refunded')), 0)::int as paid
      from orders o
      left join customers c on c.id = o.customer_id
      left join addresses sa on sa.id = o.shipping_address_id
      left join addresses ba on ba.id = o.billing_address_id
      left join lateral (select carrier, tracking from shipments where order_id = o.id order by id limit 1) s on true
      where o.id = ${orderId}`,
    'notification_subject',
  );
  return row ?? null;
}

/** Claims the notification (order, key, channel) for this job; true when it holds it (the send is its to do). */
export async function claimNotification(
  db: Database,
  claim: { orderId: number; key: string; channel: 'email' | 'sms' },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into order_notifications (order_id, event, channel)
      values (${claim.orderId}, ${claim.key}, ${claim.channel})
      on conflict (order_id, event, channel) do update set claimed_at = now() at time zone 'utc'
        -- A claim whose send never ended (a crashed node) is taken over after five minutes.
        where order_notifications.sent_at is null
          and order_notifications.claimed_at < now() at time zone 'utc' - interval '5 minutes'
      returning id`,
    'claim_notification',
  );
  return rows.length > 0;
}

export async function markNotificationSent(
  db: Database,
  claim: { orderId: number; key: string; channel: 'email' | 'sms' },
  reference: string,
) {
  await selectRows(
    db,
    sql`update order_notifications set sent_at = now() at time zone 'utc', reference = ${reference.slice(0, 255)}
      where order_id = ${claim.orderId} and event = ${claim.key} and channel = ${claim.channel}`,
    'notification_sent',
  );
}

/** Gives a claim back after a failed send, so the job's retry can take it. */
export async function releaseNotification(
  db: Database,
  claim: { orderId: number; key: string; channel: 'email' | 'sms' },
) {
  await selectRows(
    db,
    sql`delete from order_notifications
      where order_id = ${claim.orderId} and event = ${claim.key} and channel = ${claim.channel} and sent_at is null`,
    'notification_released',
  );
}

/** Whether the notification (order, key, channel) was sent or is being sent. */
export async function hasNotification(
  db: Database,
  claim: { orderId: number; key: string; channel: 'email' | 'sms' },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from order_notifications
      where order_id = ${claim.orderId} and event = ${claim.key} and channel = ${claim.channel}`,
    'notification_exists',
  );
  return rows.length > 0;
}
