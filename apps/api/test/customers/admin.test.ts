import { sql } from 'drizzle-orm';
import {
  adminCustomerCollectionSchema,
  adminCustomerDataSchema,
  adminCustomerSchema,
} from '@sakhe/contract/admin';
import type { Order } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, PASSWORD, api, login, register, uniqueEmail } from '../auth/support';
import { addressedCart, call, expectOrder, rows, stockedVariants } from '../cart/support';
import { adminApi, staffSession } from '../staff/support';
import { createTestApp, type TestApp } from '../support/app';

/** The back office's customers (issue 22): search, detail, disabling, the data export and erasure. */

let t: TestApp;
let manager: string;
let owner: string;
let packer: string;
let variant: string;

/** A guest order placed with this e-mail and phone (registering later makes it the account's). */
async function guestOrder(email: string, phoneNumber: string, firstName = 'თამარ'): Promise<Order> {
  const cart = await addressedCart(t, {
    variant,
    email,
    address: {
      firstName,
      lastName: 'კაპანაძე',
      phoneNumber,
      street: 'ვაჟა-ფშაველას 21',
      provinceCode: 'GE-TBS',
    },
  });
  expectOrder(
    await call(t, 'PATCH', `orders/${cart.tokenValue}/shipments/${cart.shipments[0]!.id}`, {
      shippingMethod: 'TBILISI_COURIER',
    }),
  );
  expectOrder(
    await call(t, 'PATCH', `orders/${cart.tokenValue}/payments/${cart.payments[0]!.id}`, {
      paymentMethod: 'CASH_ON_DELIVERY',
    }),
  );
  return expectOrder(
    await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, { notes: 'კარი მარცხნივ' }),
  );
}

/** A customer who ordered as a guest, then registered with the same e-mail and phone. */
async function orderingCustomer(phone: string, firstName: string) {
  const email = uniqueEmail('tamar');
  const order = await guestOrder(email, phone, firstName);
  await register(t, email, { phoneNumber: phone, firstName, subscribedToNewsletter: true });
  const tokens = await login(t, email);
  return { email, order, token: tokens.token, id: Number(tokens.customer.split('/').pop()) };
}

const list = async (search: string, token = manager) => {
  const reply = await adminApi(t, 'GET', `customers?search=${encodeURIComponent(search)}`, undefined, {
    token,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return adminCustomerCollectionSchema.parse(reply.body)['hydra:member'].map((member) => member.id);
};

const detail = async (id: number, token = manager) => {
  const reply = await adminApi(t, 'GET', `customers/${id}`, undefined, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return adminCustomerSchema.parse(reply.body);
};

const audits = (id: number) =>
  rows<{ action: string; before: unknown; after: unknown }>(
    t,
    sql`select action, before, after from audit_log where entity_type = 'customer' and entity_id = ${String(id)} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  manager = (await staffSession(t, 'manager')).token;
  owner = (await staffSession(t, 'owner')).token;
  packer = (await staffSession(t, 'fulfilment')).token;
  variant = (await stockedVariants(t, { minimum: 10 }))[0]!.code;
});
afterAll(() => t.close());

describe('the customer list and detail', () => {
  let tamar: Awaited<ReturnType<typeof orderingCustomer>>;

  beforeAll(async () => {
    tamar = await orderingCustomer('599 11 22 33', 'თამარ');
  });

  it('finds a customer by a phone typed any common way, part of the name or e-mail', async () => {
    for (const typed of ['599 11 22 33', '+995 599-11-22-33', '599112233', '995599112233', '5991122']) {
      expect(await list(typed), typed).toContain(tamar.id);
    }
    expect(await list('თამა')).toContain(tamar.id);
    expect(await list(tamar.email.slice(0, 12).toUpperCase())).toContain(tamar.id);
    expect(await list('599 99 99 99')).not.toContain(tamar.id);
    // Owners see customers too; fulfilment does not.
    expect(await list('თამარ', owner)).toContain(tamar.id);
    expect((await adminApi(t, 'GET', 'customers', undefined, { token: packer })).status).toBe(403);
    expect((await adminApi(t, 'GET', 'customers')).status).toBe(401);
  });

  it('lists newest first with what each row shows', async () => {
    const reply = await adminApi(t, 'GET', 'customers?itemsPerPage=5', undefined, { token: manager });
    const page = adminCustomerCollectionSchema.parse(reply.body);
    const row = page['hydra:member'].find((member) => member.id === tamar.id)!;
    expect(row).toMatchObject({
      email: tamar.email,
      firstName: 'თამარ',
      phoneNumber: '+995599112233',
      registered: true,
      enabled: true,
      erasedAt: null,
      ordersCount: 1,
    });
    expect(page['hydra:totalItems']).toBeGreaterThanOrEqual(1);
  });

  it('shows the customer with orders, addresses, consents with their dates and referral', async () => {
    const customer = await detail(tamar.id);
    expect(customer.orders).toMatchObject({
      count: 1,
      totalSpent: tamar.order.total,
      iri: `/api/v2/admin/orders?customer=${tamar.id}`,
      latest: [{ number: tamar.order.number, tokenValue: tamar.order.tokenValue, total: tamar.order.total }],
    });
    expect(customer.account).toMatchObject({ enabled: true, openSessions: 1, providers: [] });
    expect(customer.consent.newsletter).toBe(true);
    expect(Date.parse(customer.consent.newsletterAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(customer.consent).toMatchObject({ sms: false, smsAt: null });
    expect(customer.referral).toEqual({ code: null, invitedBy: null, invited: [] });
    expect((await adminApi(t, 'GET', 'customers/999999', undefined, { token: manager })).status).toBe(404);
    expect((await adminApi(t, 'GET', 'customers/abc', undefined, { token: manager })).status).toBe(404);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once, refuses its login, and is audited', async () => {
    const email = await register(t, uniqueEmail('disabled'));
    const tokens = await login(t, email);
    const id = Number(tokens.customer.split('/').pop());
    expect((await api(t, 'GET', `customers/${id}`, undefined, { token: tokens.token })).status).toBe(200);

    const off = await adminApi(t, 'PATCH', `customers/${id}`, { enabled: false }, { token: manager });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(adminCustomerSchema.parse(off.body).account).toMatchObject({ enabled: false, openSessions: 0 });
    // The token given before is refused now, not an hour later; so are the refresh and a new login.
    expect((await api(t, 'GET', `customers/${id}`, undefined, { token: tokens.token })).status).toBe(401);
    expect(
      (await api(t, 'POST', 'refresh-authentication-token', { refresh_token: tokens.refresh_token })).status,
    ).toBe(401);
    expect((await api(t, 'POST', 'authentication-token', { email, password: PASSWORD })).status).toBe(401);

    const on = await adminApi(t, 'PATCH', `customers/${id}`, { enabled: true }, { token: manager });
    expect(adminCustomerSchema.parse(on.body).account?.enabled).toBe(true);
    await login(t, email);
    expect((await audits(id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['customer.disable', { enabled: false }],
      ['customer.enable', { enabled: true }],
    ]);
  });

  it('refuses a guest without an account, a bad body, and fulfilment', async () => {
    const guest = await guestOrder(uniqueEmail('guest'), '577 10 20 30');
    const [row] = await rows<{ id: number }>(
      t,
      sql`select customer_id as id from orders where token_value = ${guest.tokenValue}`,
    );
    const refused = await adminApi(
      t,
      'PATCH',
      `customers/${row!.id}`,
      { enabled: false },
      { token: manager },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'enabled' });
    expect(
      (await adminApi(t, 'PATCH', `customers/${row!.id}`, { enabled: 'no' }, { token: manager })).status,
    ).toBe(422);
    expect(
      (await adminApi(t, 'PATCH', `customers/${row!.id}`, { enabled: false }, { token: packer })).status,
    ).toBe(403);
  });
});

describe('the customer’s data and its erasure', () => {
  let nino: Awaited<ReturnType<typeof orderingCustomer>>;

  beforeAll(async () => {
    nino = await orderingCustomer('555 70 80 90', 'ნინო');
    // A review of hers (written straight in: buying and being delivered is the reviews module's to test).
    await t.database.db
      .execute(sql`insert into product_reviews (product_id, author_id, rating, title, comment)
      select v.product_id, ${nino.id}, 5, 'საუკეთესო', 'ძალიან მომეწონა' from product_variants v where v.code = ${variant}`);
  });

  it('exports everything held about the customer as a JSON download, audited', async () => {
    const reply = await adminApi(t, 'GET', `customers/${nino.id}/personal-data`, undefined, {
      token: manager,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(String(reply.headers['content-disposition'])).toContain(`customer-${nino.id}-personal-data.json`);
    const data = adminCustomerDataSchema.parse(reply.body);
    expect(data.customer).toMatchObject({
      email: nino.email,
      firstName: 'ნინო',
      phoneNumber: '+995555708090',
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      number: nino.order.number,
      notes: 'კარი მარცხნივ',
      billingAddress: { firstName: 'ნინო', phoneNumber: '+995555708090' },
      items: [{ variantCode: variant, quantity: 1 }],
      payments: [{ method: 'CASH_ON_DELIVERY' }],
    });
    expect(data.reviews).toHaveLength(1);
    expect(data.sessions).toHaveLength(1);
    expect((await audits(nino.id)).map((entry) => entry.action)).toEqual(['customer.export']);
    expect(
      (await adminApi(t, 'GET', `customers/${nino.id}/personal-data`, undefined, { token: packer })).status,
    ).toBe(403);
  });

  it('refuses to erase while an order is under way, then erases: totals kept, the rest anonymised', async () => {
    const refused = await adminApi(t, 'POST', `customers/${nino.id}/erasure`, {}, { token: manager });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].message).toContain('1');
    const cancelled = await adminApi(
      t,
      'PATCH',
      `orders/${nino.order.tokenValue}/cancel`,
      {},
      { token: manager },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const reply = await adminApi(t, 'POST', `customers/${nino.id}/erasure`, {}, { token: manager });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const erased = adminCustomerSchema.parse(reply.body);
    expect(erased).toMatchObject({
      email: `erased-${nino.id}@erased.invalid`,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      account: null,
      addresses: [],
      reviews: [],
      consent: { newsletter: false, newsletterAt: null, sms: false },
    });
    expect(erased.erasedAt).not.toBeNull();
    // The order keeps its items and totals; its addresses, notes and e-mail are gone.
    const order = await adminApi(t, 'GET', `orders/${nino.order.tokenValue}`, undefined, { token: manager });
    expect(order.body).toMatchObject({
      total: nino.order.total,
      itemsTotal: nino.order.itemsTotal,
      customerNotes: null,
      customer: { email: `erased-${nino.id}@erased.invalid`, firstName: null, phoneNumber: null },
      billingAddress: { firstName: '', lastName: '', phoneNumber: null, street: '', provinceCode: 'GE-TBS' },
    });
    expect(order.body.items).toHaveLength(1);
    // Nothing finds her by her old details any more.
    expect(await list('555 70 80 90')).not.toContain(nino.id);
    expect(await list(nino.email)).not.toContain(nino.id);
    // Her review stays, as a guest's.
    const [review] = await rows<{ authorId: number | null }>(
      t,
      sql`select author_id as "authorId" from product_reviews where title = 'საუკეთესო'`,
    );
    expect(review?.authorId).toBeNull();
    // She cannot log in, her token is refused, and her e-mail may register anew.
    expect((await api(t, 'GET', `customers/${nino.id}`, undefined, { token: nino.token })).status).toBe(401);
    expect(
      (await api(t, 'POST', 'authentication-token', { email: nino.email, password: PASSWORD })).status,
    ).toBe(401);
    await register(t, nino.email);
    // The audit log says who erased whom, without what was erased.
    const entries = await audits(nino.id);
    expect(entries.at(-1)).toMatchObject({ action: 'customer.erase', after: { erased: true } });
    expect(JSON.stringify(entries)).not.toContain(nino.email);
    // A second erasure changes nothing; fulfilment may not erase.
    expect((await adminApi(t, 'POST', `customers/${nino.id}/erasure`, {}, { token: manager })).status).toBe(
      200,
    );
    expect((await adminApi(t, 'POST', `customers/${nino.id}/erasure`, {}, { token: packer })).status).toBe(
      403,
    );
  });
});
