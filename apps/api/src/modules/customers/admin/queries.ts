import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_EXACT_COUNT_UP_TO } from '@sakhe/contract/admin';
import type { Queryable } from '../../../db/client';
import { cappedCount, pageSize, selectPlanned, selectRows } from '../../../db/sql';

/**
 * The back office's reads and writes of customers (issue 22): the list and its search, one customer
 * with what the shop holds about them, the account switch, and the erasure that anonymises their
 * orders' copies of their details. Reads nest what a screen shows as JSON, one round trip each.
 */

/** ISO 8601 in UTC (the columns hold UTC). */
const iso = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// ---------------------------------------------------------------------------------------------
// The list

/** A search, already told apart: a phone (normalised as stored), or text matched anywhere. */
export interface CustomerSearch {
  phone?: string | undefined;
  text?: string | undefined;
}

/**
 * The search text the trigram index of migration 0018 covers (the expression must stay the same):
 * e-mail, name and phone, so part of any of them finds the customer.
 */
const searchText = sql`lower(c.email || ' ' || coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '') || ' ' || coalesce(c.phone_number, ''))`;

function conditions(search: CustomerSearch): SQL {
  const any: SQL[] = [];
  if (search.phone) {
    // Their own phone, their address book's, or the one they gave with an order.
    const byPhone = sql`(select a.id from addresses a where a.phone_number = ${search.phone})`;
    any.push(
      sql`c.phone_number = ${search.phone}`,
      sql`c.id in (select a.customer_id from addresses a where a.phone_number = ${search.phone})`,
      sql`c.id in (select o.customer_id from orders o where o.billing_address_id in ${byPhone})`,
    );
  }
  if (search.text) {
    const pattern = `%${search.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    any.push(sql`${searchText} like ${pattern}`);
  }
  return any.length > 0 ? sql`(${sql.join(any, sql` or `)})` : sql`true`;
}

export interface CustomerListRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  createdAt: string;
  registered: boolean;
  enabled: boolean | null;
  erasedAt: string | null;
  ordersCount: number;
}

export function listCustomers(
  db: Queryable,
  search: CustomerSearch,
  direction: 'asc' | 'desc',
  page: { limit: number; offset: number },
): Promise<CustomerListRow[]> {
  const order = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  // The page is chosen on customers alone (newest first by the created index), then joined.
  return selectPlanned<CustomerListRow>(
    db,
    sql`with page as (
        select c.id from customers c where ${conditions(search)}
        order by c.created_at ${order}, c.id ${order} limit ${pageSize(page.limit)} offset ${page.offset})
      select c.id, c.email, c.first_name as "firstName", c.last_name as "lastName", c.phone_number as "phoneNumber",
        ${iso(sql`c.created_at`)} as "createdAt", u.id is not null as registered, u.enabled,
        ${iso(sql`c.erased_at`)} as "erasedAt",
        (select count(*)::int from orders o where o.customer_id = c.id and o.checkout_completed_at is not null) as "ordersCount"
      from page join customers c on c.id = page.id left join shop_users u on u.customer_id = c.id
      order by c.created_at ${order}, c.id ${order}`,
    'admin-customers',
  );
}

export function countCustomers(db: Queryable, search: CustomerSearch): Promise<number> {
  return cappedCount(db, sql`select 1 from customers c where ${conditions(search)}`, ADMIN_EXACT_COUNT_UP_TO);
}

// ---------------------------------------------------------------------------------------------
// One customer

const address = (alias: string) => {
  const a = sql.raw(alias);
  return sql`case when ${a}.id is null then null else json_build_object('firstName', ${a}.first_name,
    'lastName', ${a}.last_name, 'phoneNumber', ${a}.phone_number, 'company', ${a}.company, 'street', ${a}.street,
    'city', ${a}.city, 'provinceCode', ${a}.province_code, 'provinceName', ${a}.province_name,
    'postcode', ${a}.postcode, 'countryCode', ${a}.country_code) end`;
};

const orderSummary = sql`'@id', '/api/v2/admin/orders/' || o.token_value, 'number', o.number,
  'tokenValue', o.token_value, 'checkoutCompletedAt', ${iso(sql`o.checkout_completed_at`)}, 'state', o.state,
  'paymentState', o.payment_state, 'shippingState', o.shipping_state, 'currencyCode', o.currency_code, 'total', o.total`;

const placedBy = sql`o.customer_id = c.id and o.checkout_completed_at is not null`;

export interface CustomerRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  gender: string;
  createdAt: string;
  updatedAt: string;
  erasedAt: string | null;
  shopUserId: number | null;
  account: {
    enabled: boolean;
    verifiedAt: string | null;
    createdAt: string;
    providers: string[];
    openSessions: number;
  } | null;
  newsletter: boolean;
  newsletterAt: string | null;
  smsAt: string | null;
  addresses: unknown[];
  ordersCount: number;
  totalSpent: number;
  latestOrders: unknown[];
  reviews: unknown[];
  referralCode: string | null;
  invitedBy: { id: number; email: string } | null;
  invited: Array<{ id: number; email: string; status: string; createdAt: string }>;
}

/** A customer as the back office shows them; `latest` of their orders, reviews' product names in `locale`. */
export async function readCustomer(
  db: Queryable,
  id: number,
  locale: string,
  latest: number,
): Promise<CustomerRow | undefined> {
  const [row] = await selectRows<CustomerRow>(
    db,
    sql`select c.id, c.email, c.first_name as "firstName", c.last_name as "lastName", c.phone_number as "phoneNumber",
        c.gender, ${iso(sql`c.created_at`)} as "createdAt", ${iso(sql`c.updated_at`)} as "updatedAt",
        ${iso(sql`c.erased_at`)} as "erasedAt", u.id as "shopUserId",
        case when u.id is null then null else json_build_object('enabled', u.enabled,
          'verifiedAt', ${iso(sql`u.verified_at`)}, 'createdAt', ${iso(sql`u.created_at`)},
          'providers', (select coalesce(json_agg(distinct i.provider), '[]'::json) from oauth_identities i where i.shop_user_id = u.id),
          'openSessions', (select count(*)::int from auth_sessions s where s.shop_user_id = u.id and s.revoked_at is null)) end as account,
        c.subscribed_to_newsletter as newsletter, ${iso(sql`c.newsletter_consent_at`)} as "newsletterAt",
        ${iso(sql`c.sms_consent_at`)} as "smsAt",
        (select coalesce(json_agg(${address('a')}::jsonb || jsonb_build_object('id', a.id,
            'isDefault', a.id is not distinct from c.default_address_id) order by a.id), '[]'::json)
          from addresses a where a.customer_id = c.id) as addresses,
        (select count(*)::int from orders o where ${placedBy}) as "ordersCount",
        (select coalesce(sum(o.total), 0)::int from orders o where ${placedBy} and o.state <> 'cancelled') as "totalSpent",
        (select coalesce(json_agg(json_build_object(${orderSummary}) order by o.checkout_completed_at desc, o.id desc), '[]'::json)
          from (select * from orders o where ${placedBy} order by o.checkout_completed_at desc, o.id desc limit ${latest}) o) as "latestOrders",
        (select coalesce(json_agg(json_build_object('id', r.id, 'productCode', p.code,
            'productName', coalesce((select t.name from product_translations t where t.product_id = p.id and t.locale = ${locale}),
              (select t.name from product_translations t where t.product_id = p.id and t.locale = 'ka_GE')),
            'rating', r.rating, 'title', r.title, 'comment', r.comment, 'status', r.status,
            'createdAt', ${iso(sql`r.created_at`)}) order by r.id desc), '[]'::json)
          from product_reviews r join products p on p.id = r.product_id where r.author_id = c.id) as reviews,
        (select rc.code from referral_codes rc where rc.customer_id = c.id) as "referralCode",
        (select json_build_object('id', rr.id, 'email', rr.email) from referrals f join customers rr on rr.id = f.referrer_id
          where f.friend_id = c.id) as "invitedBy",
        (select coalesce(json_agg(json_build_object('id', fc.id, 'email', fc.email, 'status', f.status,
            'createdAt', ${iso(sql`f.created_at`)}) order by f.id), '[]'::json)
          from referrals f join customers fc on fc.id = f.friend_id where f.referrer_id = c.id) as invited
      from customers c left join shop_users u on u.customer_id = c.id
      where c.id = ${id}`,
  );
  return row;
}

export interface CustomerDataRows {
  orders: unknown[];
  wishlist: unknown[];
  sessions: unknown[];
}

/** What the export adds to the detail: every order in full, the wishlist and the login sessions. */
export async function readCustomerData(db: Queryable, id: number): Promise<CustomerDataRows> {
  const [row] = await selectRows<CustomerDataRows>(
    db,
    sql`select
        (select coalesce(json_agg(json_build_object(${orderSummary}, 'localeCode', o.locale_code,
            'itemsTotal', o.items_total, 'shippingTotal', o.shipping_total,
            'discountTotal', o.order_promotion_total + o.shipping_promotion_total, 'notes', o.notes,
            'billingAddress', ${address('ba')}, 'shippingAddress', ${address('sa')},
            'items', (select coalesce(json_agg(json_build_object('productName', i.product_name, 'variantName', i.variant_name,
                'variantCode', v.code, 'quantity', i.quantity, 'unitPrice', i.unit_price, 'total', i.total) order by i.id), '[]'::json)
              from order_items i join product_variants v on v.id = i.variant_id where i.order_id = o.id),
            'payments', (select coalesce(json_agg(json_build_object('method', m.code, 'amount', p.amount, 'state', p.state)
                order by p.id), '[]'::json)
              from payments p left join payment_methods m on m.id = p.method_id where p.order_id = o.id),
            'shipments', (select coalesce(json_agg(json_build_object('method', m.code, 'state', s.state,
                'tracking', s.tracking, 'carrier', s.carrier) order by s.id), '[]'::json)
              from shipments s left join shipping_methods m on m.id = s.method_id where s.order_id = o.id))
            order by o.checkout_completed_at, o.id), '[]'::json)
          from orders o left join addresses ba on ba.id = o.billing_address_id
            left join addresses sa on sa.id = o.shipping_address_id
          where o.customer_id = ${id} and o.checkout_completed_at is not null) as orders,
        (select coalesce(json_agg(json_build_object('variantCode', v.code, 'productName',
            (select t.name from product_translations t where t.product_id = wp.product_id and t.locale = 'ka_GE'))
            order by wp.id), '[]'::json)
          from wishlists w join wishlist_products wp on wp.wishlist_id = w.id join product_variants v on v.id = wp.variant_id
          where w.customer_id = ${id}) as wishlist,
        (select coalesce(json_agg(json_build_object('createdAt', ${iso(sql`s.created_at`)},
            'lastUsedAt', ${iso(sql`s.last_used_at`)}, 'revokedAt', ${iso(sql`s.revoked_at`)}) order by s.created_at), '[]'::json)
          from auth_sessions s join shop_users u on u.id = s.shop_user_id where u.customer_id = ${id}) as sessions`,
  );
  return row ?? { orders: [], wishlist: [], sessions: [] };
}

// ---------------------------------------------------------------------------------------------
// Writes (each in the caller's transaction)

export interface LockedCustomer {
  id: number;
  erasedAt: Date | null;
  shopUserId: number | null;
  enabled: boolean | null;
}

/** The customer and their account, locked for the transaction (two staff acting at once take turns). */
export async function lockCustomer(db: Queryable, id: number): Promise<LockedCustomer | undefined> {
  const [row] = await selectRows<LockedCustomer>(
    db,
    sql`select c.id, c.erased_at as "erasedAt", u.id as "shopUserId", u.enabled
      from customers c left join shop_users u on u.customer_id = c.id where c.id = ${id} for update of c`,
  );
  return row;
}

export async function setAccountEnabled(db: Queryable, shopUserId: number, enabled: boolean): Promise<void> {
  await db.execute(
    sql`update shop_users set enabled = ${enabled}, updated_at = now() where id = ${shopUserId}`,
  );
}

/** Orders still under way (placed, neither fulfilled nor cancelled): erasing would lose where they go. */
export async function countOpenOrders(db: Queryable, customerId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders
      where customer_id = ${customerId} and checkout_completed_at is not null and state = 'new'`,
  );
  return row?.count ?? 0;
}

/**
 * Removes a customer's personal data (issue 22, Georgia's personal data law): the account and
 * everything that hangs on it (sessions, linked sign-ins, recovery links: it cannot log in again),
 * the address book, wishlist, invitation code and carts; names, phones, streets and the e-mail on
 * the customer and on their orders' addresses; the notes they wrote at checkout; their reviews
 * become a guest's. Orders keep their items, totals, payments and the city they went to. The
 * e-mail becomes one that cannot exist, so the real one may register anew.
 */
export async function eraseCustomer(db: Queryable, customerId: number): Promise<void> {
  await db.execute(sql`delete from shop_users where customer_id = ${customerId}`);
  await db.execute(sql`delete from wishlists where customer_id = ${customerId}`);
  await db.execute(sql`delete from referral_codes where customer_id = ${customerId}`);
  await db.execute(
    sql`update product_reviews set author_id = null, updated_at = now() where author_id = ${customerId}`,
  );
  // Carts' addresses too, before the carts go (their rows would outlive them).
  await db.execute(sql`update addresses set first_name = '', last_name = '', phone_number = null, company = null,
      street = '', postcode = null
    where id in (select o.billing_address_id from orders o where o.customer_id = ${customerId}
      union select o.shipping_address_id from orders o where o.customer_id = ${customerId})`);
  await db.execute(sql`delete from orders where customer_id = ${customerId} and state = 'cart'`);
  await db.execute(sql`update orders set notes = null, updated_at = now() where customer_id = ${customerId}`);
  await db.execute(sql`update customers set email = ${`erased-${customerId}@erased.invalid`}, first_name = null,
      last_name = null, phone_number = null, gender = 'u', subscribed_to_newsletter = false, sms_consent_at = null,
      default_address_id = null, erased_at = now(), updated_at = now()
    where id = ${customerId}`);
  await db.execute(sql`delete from addresses where customer_id = ${customerId}`);
}
