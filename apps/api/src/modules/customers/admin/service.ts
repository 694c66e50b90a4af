import { type CatalogLocale, normalizePhoneNumber } from '@sakhe/contract';
import type {
  AdminCustomer,
  AdminCustomerData,
  AdminCustomerListItem,
  AdminCustomersQuery,
} from '@sakhe/contract/admin';
import type { Database, Queryable } from '../../../db/client';
import { NotFoundError } from '../../../http/errors';
import { refuse } from '../../../i18n/violations';
import { endOtherSessions } from '../../auth';
import { recordAudit } from '../../staff';
import {
  countCustomers,
  countOpenOrders,
  type CustomerRow,
  type CustomerSearch,
  eraseCustomer,
  listCustomers,
  lockCustomer,
  readCustomer,
  readCustomerData,
  setAccountEnabled,
} from './queries';

/**
 * The back office's customers (issue 22): the list and its search, one customer with their orders,
 * addresses, reviews, referral and consents; switching an account off (its sessions end at once);
 * and the two rights Georgia's personal data law gives a customer, a copy of their data and its
 * erasure (docs/security.md). Every write is one transaction with the customer locked and audited
 * in it; the audit entries name the customer by id only, as the audit log is kept for good and
 * must not keep what an erasure removes.
 */

export interface Actor {
  id: number;
  locale: CatalogLocale;
}

const LATEST_ORDERS = 10;

/**
 * What a search box holds: a phone in any common Georgian form (`555 12 34 56`, `+995 555-123-456`,
 * `0322 19 19 19`: normalised as the shop stores phones, as the order search does), else part of a
 * name, an e-mail or a phone number.
 */
function searchOf(text: string | undefined): CustomerSearch {
  const value = text?.trim();
  if (!value) return {};
  const phone = /[0-9]{5}/.test(value.replace(/\D/g, '')) ? normalizePhoneNumber(value) : null;
  return { text: value, ...(phone ? { phone } : {}) };
}

export async function listCustomersPage(
  db: Queryable,
  query: AdminCustomersQuery,
): Promise<{ members: AdminCustomerListItem[]; totalItems: number }> {
  const search = searchOf(query.search);
  const [rows, totalItems] = await Promise.all([
    listCustomers(db, search, query['order[createdAt]'] ?? 'desc', {
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    }),
    countCustomers(db, search),
  ]);
  return {
    members: rows.map((row) => ({
      '@id': `/api/v2/admin/customers/${row.id}`,
      '@type': 'Customer' as const,
      ...row,
    })),
    totalItems,
  };
}

function present(row: CustomerRow): AdminCustomer {
  return {
    '@context': '/api/v2/contexts/Customer',
    '@id': `/api/v2/admin/customers/${row.id}`,
    '@type': 'Customer',
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    erasedAt: row.erasedAt,
    account: row.account,
    consent: {
      newsletter: row.newsletter,
      newsletterAt: row.newsletterAt,
      sms: row.smsAt !== null,
      smsAt: row.smsAt,
    },
    addresses: row.addresses as AdminCustomer['addresses'],
    orders: {
      count: row.ordersCount,
      totalSpent: row.totalSpent,
      iri: `/api/v2/admin/orders?customer=${row.id}`,
      latest: row.latestOrders as AdminCustomer['orders']['latest'],
    },
    reviews: row.reviews as AdminCustomer['reviews'],
    referral: { code: row.referralCode, invitedBy: row.invitedBy, invited: row.invited },
  };
}

async function found(db: Queryable, id: number, locale: CatalogLocale): Promise<CustomerRow> {
  const row = await readCustomer(db, id, locale, LATEST_ORDERS);
  if (!row) throw new NotFoundError();
  return row;
}

export async function customerDetail(
  db: Queryable,
  id: number,
  locale: CatalogLocale,
): Promise<AdminCustomer> {
  return present(await found(db, id, locale));
}

/** Switches the account on or off; off ends every session of it at once (their tokens are refused). */
export async function setCustomerEnabled(
  db: Database,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, id);
    if (!customer) throw new NotFoundError();
    if (customer.shopUserId === null) refuse(actor.locale, 'enabled', 'customerNoAccount');
    if (customer.enabled === enabled) return;
    await setAccountEnabled(tx, customer.shopUserId, enabled);
    if (!enabled) await endOtherSessions(tx, customer.shopUserId);
    await recordAudit(tx, {
      staffId: actor.id,
      action: enabled ? 'customer.enable' : 'customer.disable',
      entityType: 'customer',
      entityId: id,
      before: { enabled: customer.enabled },
      after: { enabled },
    });
  });
  return customerDetail(db, id, actor.locale);
}

/**
 * Everything the shop holds about the customer, for them to take away (the right of access). Audited:
 * personal data leaves the shop.
 */
export async function exportCustomerData(db: Database, actor: Actor, id: number): Promise<AdminCustomerData> {
  return db.transaction(async (tx) => {
    const row = await found(tx, id, actor.locale);
    const data = await readCustomerData(tx, id);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'customer.export',
      entityType: 'customer',
      entityId: id,
      before: null,
      after: { orders: data.orders.length, reviews: row.reviews.length },
    });
    const customer = present(row);
    return {
      '@context': '/api/v2/contexts/CustomerPersonalData',
      '@type': 'CustomerPersonalData',
      exportedAt: new Date().toISOString(),
      customer: {
        id: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        phoneNumber: customer.phoneNumber,
        gender: customer.gender,
        createdAt: customer.createdAt,
        updatedAt: customer.updatedAt,
        erasedAt: customer.erasedAt,
      },
      account: customer.account,
      consent: customer.consent,
      addresses: customer.addresses,
      orders: data.orders as AdminCustomerData['orders'],
      reviews: customer.reviews,
      wishlist: data.wishlist as AdminCustomerData['wishlist'],
      // Whom they invited is the friends' data: only how many.
      referral: {
        code: customer.referral.code,
        invitedBy: customer.referral.invitedBy?.email ?? null,
        friendsInvited: customer.referral.invited.length,
      },
      sessions: data.sessions as AdminCustomerData['sessions'],
    };
  });
}

/**
 * Erases the customer's personal data (the right to erasure): refused while an order of theirs is
 * under way, as its address is where the parcel goes. Their order totals and items stay (the shop's
 * accounts need them); `publish` tells every node their reviews now show as a guest's.
 */
export async function eraseCustomerData(
  db: Database,
  actor: Actor,
  id: number,
  publish: () => Promise<void>,
): Promise<AdminCustomer> {
  const erased = await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, id);
    if (!customer) throw new NotFoundError();
    if (customer.erasedAt !== null) return false;
    const open = await countOpenOrders(tx, id);
    if (open > 0) refuse(actor.locale, 'id', 'customerHasOpenOrders', { count: open });
    await eraseCustomer(tx, id);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'customer.erase',
      entityType: 'customer',
      entityId: id,
      before: { erased: false, registered: customer.shopUserId !== null },
      after: { erased: true },
    });
    return true;
  });
  if (erased) await publish();
  return customerDetail(db, id, actor.locale);
}
