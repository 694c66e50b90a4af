import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminSettingsSchema } from '@sakhe/contract/admin';
import { shopSettingsSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type DatabaseHandle, openPostgres } from '../../src/db/client';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, createStaff, signIn, staffSession } from '../staff/support';

const SHOP = '/api/v2/shop';

async function shop(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: `${SHOP}/${path}`, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('shop settings', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await staffSession(t, 'owner')).token;
  });
  afterAll(() => t.close());

  it('start from the defaults: the environment’s overlay, the one contact address, the social links', async () => {
    const admin = await adminApi(t, 'GET', 'settings', undefined, { token: owner });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const settings = adminSettingsSchema.parse(admin.body);
    expect(settings.underConstruction).toBe(true); // UNDER_CONSTRUCTION's default
    expect(settings.contact.address.en_US).toBe('37 Ilia Chavchavadze Avenue, Tbilisi 0179, Georgia');
    expect(settings.paymentMethods.map((method) => method.code)).toEqual(
      expect.arrayContaining(['CASH_ON_DELIVERY', 'CARD']),
    );
    expect(settings.shippingMethods.find((method) => method.code === 'PICKUP_TBILISI')).toMatchObject({
      calculator: 'flat_rate',
      configuration: { amount: 0 },
    });

    const public_ = await shop(t.app, 'settings', { 'accept-language': 'en_US' });
    expect(public_.status).toBe(200);
    const shown = shopSettingsSchema.parse(public_.body);
    expect(shown).toMatchObject({
      underConstruction: true,
      staffPreview: false,
      headerMessage: null,
      contact: {
        address: '37 Ilia Chavchavadze Avenue, Tbilisi 0179, Georgia',
        phoneHref: 'tel:+995322191919',
      },
    });
  });

  it('the pickup method names the same address as the footer, and follows it when an owner changes it', async () => {
    const before = await shop(t.app, 'shipping-methods/PICKUP_TBILISI', { 'accept-language': 'en_US' });
    expect(before.body.description).toBe(
      'Free, from our store (37 Ilia Chavchavadze Avenue, Tbilisi 0179, Georgia) once we tell you it is ready.',
    );
    const georgian = await shop(t.app, 'shipping-methods/PICKUP_TBILISI', { 'accept-language': 'ka_GE' });
    expect(georgian.body.description).toContain('ილია ჭავჭავაძის გამზირი 37, თბილისი 0179');

    const saved = await adminApi(
      t,
      'PUT',
      'settings',
      {
        contact: {
          address: { ka_GE: 'რუსთაველის გამზირი 12, თბილისი', en_US: '12 Rustaveli Avenue, Tbilisi' },
          phone: '032 2 19 19 19',
          email: 'hello@sakhe.ge',
          hours: { ka_GE: 'ყოველდღე 10–20', en_US: 'Daily 10–20' },
        },
      },
      { token: owner },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await shop(t.app, 'shipping-methods/PICKUP_TBILISI', { 'accept-language': 'en_US' });
    expect(after.body.description).toBe(
      'Free, from our store (12 Rustaveli Avenue, Tbilisi) once we tell you it is ready.',
    );
    const shown = await shop(t.app, 'settings', { 'accept-language': 'en_US' });
    expect(shown.body.contact).toEqual({
      address: '12 Rustaveli Avenue, Tbilisi',
      phone: '032 2 19 19 19',
      phoneHref: 'tel:+995322191919',
      email: 'hello@sakhe.ge',
      hours: 'Daily 10–20',
    });
  });

  it('a save changes only what it names, takes effect at once on this node and is audited', async () => {
    const saved = await adminApi(
      t,
      'PUT',
      'settings',
      {
        underConstruction: false,
        headerMessage: { ka_GE: 'უფასო მიწოდება 100 ₾-დან', en_US: 'Free delivery from 100 ₾' },
        social: {
          facebook: null,
          instagram: 'https://www.instagram.com/sakhe',
          tiktok: 'https://www.tiktok.com/@sakhe',
          youtube: null,
        },
      },
      { token: owner },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.contact.address.en_US).toBe('12 Rustaveli Avenue, Tbilisi'); // kept from before
    const shown = await shop(t.app, 'settings', { 'accept-language': 'ka_GE' });
    expect(shown.body).toMatchObject({
      underConstruction: false,
      headerMessage: 'უფასო მიწოდება 100 ₾-დან',
      social: { facebook: null, tiktok: 'https://www.tiktok.com/@sakhe' },
    });
    const audit = (await t.database.db.execute(
      sql`select action, entity_type as "entityType", before->>'underConstruction' as before, after->>'underConstruction' as after
          from audit_log where action = 'settings.update' order by id desc limit 1`,
    )) as unknown as { rows: Array<Record<string, string>> };
    expect(audit.rows[0]).toEqual({
      action: 'settings.update',
      entityType: 'settings',
      before: 'true',
      after: 'false',
    });
  });

  it('payment and shipping methods are switched, priced and zoned; the shop sees it', async () => {
    const saved = await adminApi(
      t,
      'PUT',
      'settings',
      {
        paymentMethods: [{ code: 'CARD', enabled: false }],
        shippingMethods: [
          { code: 'TBILISI_COURIER', calculator: 'flat_rate', configuration: { amount: 700 } },
          { code: 'PICKUP_TBILISI', enabled: false },
        ],
      },
      { token: owner },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const card = await shop(t.app, 'payment-methods/CARD');
    expect(card.status).toBe(404);
    const methods = await shop(t.app, 'shipping-methods');
    const codes = methods.body['hydra:member'].map((method: { code: string }) => method.code);
    expect(codes).not.toContain('PICKUP_TBILISI');
    expect(
      saved.body.shippingMethods.find((m: { code: string }) => m.code === 'TBILISI_COURIER').configuration,
    ).toEqual({
      amount: 700,
    });
    // Back as it was, for the other tests of this file.
    await adminApi(
      t,
      'PUT',
      'settings',
      {
        paymentMethods: [{ code: 'CARD', enabled: true }],
        shippingMethods: [{ code: 'PICKUP_TBILISI', enabled: true }],
      },
      { token: owner },
    );
  });

  it('refuses unknown codes, a fee that does not fit its calculator and unknown cities, changing nothing', async () => {
    const before = await adminApi(t, 'GET', 'settings', undefined, { token: owner });
    const refused = await adminApi(
      t,
      'PUT',
      'settings',
      {
        headerMessage: { ka_GE: 'არ უნდა შეინახოს', en_US: 'must not be saved' },
        paymentMethods: [{ code: 'NO_SUCH_METHOD', enabled: true }],
        shippingMethods: [
          { code: 'TBILISI_COURIER', calculator: 'region_rate', configuration: { amount: 100 } },
          { code: 'REGIONS_COURIER', zone: { provinces: ['GE-XXX'] } },
        ],
      },
      { token: owner, headers: { 'accept-language': 'en_US' } },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'paymentMethods[0].code',
      'shippingMethods[0].configuration',
      'shippingMethods[1].zone.provinces',
    ]);
    expect(refused.body.violations[0].message).toBe('There is no method with the code NO_SUCH_METHOD.');
    const after = await adminApi(t, 'GET', 'settings', undefined, { token: owner });
    expect(after.body).toEqual(before.body);
  });

  it('refuses bodies outside the contract with 422 or 400, never 500', async () => {
    for (const body of [
      { underConstruction: 'yes' },
      { social: { facebook: 'javascript:alert(1)', instagram: null, tiktok: null, youtube: null } },
      { contact: { address: { ka_GE: '', en_US: 'x' }, phone: '1', email: 'no', hours: null } },
      { unknownSetting: true },
    ]) {
      const reply = await adminApi(t, 'PUT', 'settings', body, { token: owner });
      expect([400, 422], JSON.stringify(reply.body)).toContain(reply.status);
    }
  });

  it('only owners read or change the settings', async () => {
    for (const role of ['manager', 'fulfilment'] as const) {
      const { token } = await staffSession(t, role);
      expect((await adminApi(t, 'GET', 'settings', undefined, { token })).status).toBe(403);
      expect((await adminApi(t, 'PUT', 'settings', { underConstruction: false }, { token })).status).toBe(
        403,
      );
    }
    expect((await adminApi(t, 'GET', 'settings')).status).toBe(401);
  });

  it('requireTwoFactorForAll is the staff policy the sign-in reads', async () => {
    const saved = await adminApi(t, 'PUT', 'settings', { requireTwoFactorForAll: true }, { token: owner });
    expect(saved.status).toBe(200);
    expect(saved.body.requireTwoFactorForAll).toBe(true);
    const manager = await createStaff(t, 'manager');
    const tokens = await signIn(t, manager);
    expect(tokens.adminUser.twoFactorRequired).toBe(true);
    await adminApi(t, 'PUT', 'settings', { requireTwoFactorForAll: false }, { token: owner });
  });
});

describe('the staff preview past the overlay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signing in through the admin app sets a signed preview cookie on Path=/, which the shop settings honour', async () => {
    const owner = await createStaff(t, 'manager');
    const reply = await adminApi(
      t,
      'POST',
      'authentication-token',
      { email: owner.email, password: owner.password },
      { adminApp: true },
    );
    expect(reply.status).toBe(200);
    const cookies = ([] as string[]).concat(reply.headers['set-cookie'] as string | string[]);
    const preview = cookies.find((cookie) => cookie.startsWith('sakhe_preview='));
    expect(preview).toMatch(/^sakhe_preview=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const value = preview!.split(';')[0]!;

    const withPreview = await shop(t.app, 'settings', { cookie: `other=1; ${value}` });
    expect(withPreview.body).toMatchObject({ underConstruction: true, staffPreview: true });
    const without = await shop(t.app, 'settings');
    expect(without.body.staffPreview).toBe(false);
    // A forged or altered value is no preview.
    const forged = value.replace(/^sakhe_preview=\d+/, 'sakhe_preview=999');
    expect((await shop(t.app, 'settings', { cookie: forged })).body.staffPreview).toBe(false);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('a settings change reaches every node', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp();
    secondDatabase = await openPostgres(first.database.connectionString!, 2);
    second = await buildApp({ config: first.config, database: secondDatabase });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it('an owner’s save on one node shows on the other within 2 s', async () => {
    const before = await shop(second, 'settings', { 'accept-language': 'en_US' });
    expect(before.body.headerMessage).toBeNull(); // now held in the second node's memory
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no settings change within 2 s')), 2000);
      const off = second.changes.on('settings', () => {
        clearTimeout(timer);
        off();
        resolve();
      });
    });
    const { token } = await staffSession(first, 'owner');
    const saved = await adminApi(
      first,
      'PUT',
      'settings',
      { headerMessage: { ka_GE: 'ახალი', en_US: 'Fresh from node one' } },
      { token },
    );
    expect(saved.status).toBe(200);
    await heard;
    const after = await shop(second, 'settings', { 'accept-language': 'en_US' });
    expect(after.body.headerMessage).toBe('Fresh from node one');
  });
});
