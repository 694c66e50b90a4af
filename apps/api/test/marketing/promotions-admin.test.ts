import { sql } from 'drizzle-orm';
import {
  adminCouponCollectionSchema,
  adminPromotionCollectionSchema,
  adminPromotionItemSchema,
  generatedCouponsSchema,
} from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  call,
  expectOrder,
  newCart,
  rows,
  stockedVariants,
  type StockedVariant,
} from '../cart/support';
import { setSeededPromotions } from '../promotions/support';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';

let t: TestApp;
let manager: string;
let fulfilment: string;
let cheap: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  manager = (await staffSession(t, 'manager')).token;
  fulfilment = (await staffSession(t, 'fulfilment')).token;
  cheap = await stockedVariants(t, { minimum: 10, maxPrice: 3000 });
});
afterAll(() => t.close());

const as = (token: string) => ({ token, headers: { 'accept-language': 'en_US' } });

function promotionBody(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    priority: 5,
    translations: { ka_GE: { label: `${code} ფასდაკლება` }, en_US: { label: `${code} discount` } },
    rules: [{ type: 'item_total', configuration: { amount: 1000 } }],
    actions: [{ type: 'order_percentage_discount', configuration: { percentage: 10 } }],
    ...overrides,
  };
}

async function auditActions(entityId: string) {
  const found = await rows<{ action: string }>(
    t,
    sql`select action from audit_log where entity_id = ${entityId} order by id`,
  );
  return found.map((row) => row.action);
}

describe('cart promotions (Admin API)', () => {
  it('lists the seeded promotions by priority, the referral ones marked as the programme’s', async () => {
    const reply = await adminApi(t, 'GET', 'promotions?itemsPerPage=100', undefined, as(manager));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const list = adminPromotionCollectionSchema.parse(reply.body);
    const codes = list['hydra:member'].map((promotion) => promotion.code);
    expect(codes).toEqual(expect.arrayContaining(['SAKHE10', 'referral_welcome', 'referral_reward']));
    const welcome = list['hydra:member'].find((promotion) => promotion.code === 'referral_welcome');
    expect(welcome).toMatchObject({
      system: true,
      rules: [{ type: 'nth_order', configuration: { nth: 1 } }],
    });
    expect((await adminApi(t, 'GET', 'promotions', undefined, as(fulfilment))).status).toBe(403);
  });

  it('creates, reads, replaces and deletes a promotion, each write audited', async () => {
    const created = await adminApi(t, 'POST', 'promotions', promotionBody('ADMIN_TEST_1'), as(manager));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(adminPromotionItemSchema.parse(created.body)).toMatchObject({
      code: 'ADMIN_TEST_1',
      priority: 5,
      exclusive: false,
      couponBased: false,
      enabled: true,
      used: 0,
      couponCount: 0,
      system: false,
      translations: {
        ka_GE: { label: 'ADMIN_TEST_1 ფასდაკლება' },
        en_US: { label: 'ADMIN_TEST_1 discount' },
      },
    });

    const body = promotionBody('ignored', {
      exclusive: true,
      usageLimit: 3,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2030-01-01T00:00:00.000Z',
      rules: [{ type: 'contains_product', configuration: { product_code: cheap[0]!.productCode } }],
      actions: [
        { type: 'unit_fixed_discount', configuration: { amount: 100, products: [cheap[0]!.productCode] } },
        { type: 'shipping_percentage_discount', configuration: { percentage: 100 } },
      ],
    });
    const { code: _code, ...update } = body;
    const replaced = await adminApi(t, 'PUT', 'promotions/ADMIN_TEST_1', update, as(manager));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({
      code: 'ADMIN_TEST_1',
      exclusive: true,
      usageLimit: 3,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2030-01-01T00:00:00.000Z',
      actions: update.actions,
    });
    const read = await adminApi(t, 'GET', 'promotions/ADMIN_TEST_1', undefined, as(manager));
    expect(read.body).toMatchObject({ rules: update.rules, actions: update.actions });

    const deleted = await adminApi(t, 'DELETE', 'promotions/ADMIN_TEST_1', undefined, as(manager));
    expect(deleted.status).toBe(204);
    expect((await adminApi(t, 'GET', 'promotions/ADMIN_TEST_1', undefined, as(manager))).status).toBe(404);
    expect(await auditActions('ADMIN_TEST_1')).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.delete',
    ]);
  });

  it('refuses bad input with 422s in the contract’s words and keeps nothing', async () => {
    const refused = async (body: object, path: string, message: RegExp) => {
      const reply = await adminApi(t, 'POST', 'promotions', body, as(manager));
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body.violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ propertyPath: path, message: expect.stringMatching(message) }),
        ]),
      );
    };
    await refused(
      promotionBody('BAD_1', {
        actions: [{ type: 'order_percentage_discount', configuration: { percentage: 150 } }],
      }),
      'actions.0.configuration.percentage',
      /between 0 and 100/,
    );
    await refused(
      promotionBody('BAD_2', { startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' }),
      'endsAt',
      /end must come after the start/,
    );
    await refused(promotionBody('BAD_3', { actions: [] }), 'actions', /at least one action/);
    await refused(
      promotionBody('BAD_4', {
        rules: [{ type: 'has_taxon', configuration: { taxons: ['no-such-brand'] } }],
      }),
      'rules[0].configuration.taxons',
      /no category or brand with the code no-such-brand/,
    );
    await refused(promotionBody('SAKHE10'), 'code', /already exists/);
    await refused(promotionBody('has space'), 'code', /Latin letters/);
    const georgian = await adminApi(t, 'POST', 'promotions', promotionBody('SAKHE10'), { token: manager });
    expect(georgian.body.violations[0].message).toBe('აქცია კოდით SAKHE10 უკვე არსებობს.');
    const stored = await rows(t, sql`select 1 from promotions where code like 'BAD_%'`);
    expect(stored).toEqual([]);
  });

  it('keeps the referral programme’s promotions and those orders used (422), but lets them be edited', async () => {
    const reply = await adminApi(t, 'DELETE', 'promotions/referral_welcome', undefined, as(manager));
    expect(reply.status).toBe(422);
    expect(reply.body.violations[0].message).toMatch(/invite-a-friend/);
    const current = adminPromotionItemSchema.parse(
      (await adminApi(t, 'GET', 'promotions/referral_reward', undefined, as(manager))).body,
    );
    const {
      '@context': _c,
      '@id': _i,
      '@type': _t,
      id: _id,
      code: _code,
      used: _u,
      couponCount: _n,
      system: _s,
      ...rest
    } = current;
    const changed = await adminApi(
      t,
      'PUT',
      'promotions/referral_reward',
      { ...rest, actions: [{ type: 'order_fixed_discount', configuration: { amount: 1500 } }] },
      as(manager),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.actions).toEqual([{ type: 'order_fixed_discount', configuration: { amount: 1500 } }]);
    // Back as it was, for the other tests of this app.
    await adminApi(t, 'PUT', 'promotions/referral_reward', rest, as(manager));
  });

  it('keeps the referral programme’s promotions coupon-based: without coupons they would reach every cart', async () => {
    const current = adminPromotionItemSchema.parse(
      (await adminApi(t, 'GET', 'promotions/referral_welcome', undefined, as(manager))).body,
    );
    const { priority, exclusive, usageLimit, startsAt, endsAt, enabled, translations, rules, actions } =
      current;
    const body = { priority, exclusive, usageLimit, startsAt, endsAt, enabled, translations, rules, actions };
    const refused = await adminApi(
      t,
      'PUT',
      'promotions/referral_welcome',
      {
        ...body,
        couponBased: false,
        actions: [{ type: 'order_percentage_discount', configuration: { percentage: 20 } }],
      },
      as(manager),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'couponBased',
        message: expect.stringMatching(/personal coupons/),
      }),
    ]);
    const georgian = await adminApi(
      t,
      'PUT',
      'promotions/referral_welcome',
      { ...body, couponBased: false },
      {
        token: manager,
      },
    );
    expect(georgian.body.violations[0].message).toMatch(/პერსონალური კუპონებით/);
    // Nothing of the refused edit was kept.
    const after = await adminApi(t, 'GET', 'promotions/referral_welcome', undefined, as(manager));
    expect(after.body).toMatchObject({ couponBased: true, actions: current.actions });
    // Its amounts and switch stay the staff's to change.
    const changed = await adminApi(
      t,
      'PUT',
      'promotions/referral_welcome',
      {
        ...body,
        couponBased: true,
        enabled: false,
        actions: [{ type: 'order_percentage_discount', configuration: { percentage: 15 } }],
      },
      as(manager),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ enabled: false, actions: [{ configuration: { percentage: 15 } }] });
    await adminApi(t, 'PUT', 'promotions/referral_welcome', { ...body, couponBased: true }, as(manager));
  });
});

describe('promotions made in the back office apply to carts', () => {
  it('a product rule with a fixed discount off that product’s units', async () => {
    await setSeededPromotions(t, false);
    try {
      const [first, second] = cheap as [StockedVariant, StockedVariant];
      const body = promotionBody('ADMIN_UNIT_FIXED', {
        rules: [{ type: 'contains_product', configuration: { product_code: first.productCode } }],
        actions: [
          { type: 'unit_fixed_discount', configuration: { amount: 150, products: [first.productCode] } },
        ],
      });
      expect((await adminApi(t, 'POST', 'promotions', body, as(manager))).status).toBe(201);
      const cart = await newCart(t);
      await addItem(t, cart.tokenValue, second.code, 1);
      const without = expectOrder(await call(t, 'GET', `orders/${cart.tokenValue}`));
      expect(without.orderPromotionTotal).toBe(0);
      const withIt = await addItem(t, cart.tokenValue, first.code, 2);
      const discounted = withIt.items.find((item) => item.variant.endsWith(`/${first.code}`));
      const other = withIt.items.find((item) => item.variant.endsWith(`/${second.code}`));
      expect(discounted?.discountedUnitPrice).toBe((discounted?.unitPrice ?? 0) - 150);
      expect(other?.discountedUnitPrice).toBe(other?.unitPrice);
      await adminApi(t, 'DELETE', 'promotions/ADMIN_UNIT_FIXED', undefined, as(manager));
    } finally {
      await setSeededPromotions(t, true);
    }
  });
});

describe('coupons and the generator', () => {
  const couponPromotion = promotionBody('ADMIN_COUPONS', { couponBased: true });

  it('refuses coupons for a promotion without them, and a taken code in any case', async () => {
    expect((await adminApi(t, 'POST', 'promotions', couponPromotion, as(manager))).status).toBe(201);
    const plain = await adminApi(
      t,
      'POST',
      'promotion-coupons',
      { promotion: 'FREE_SHIPPING_OVER_100', code: 'NOPE1' },
      as(manager),
    );
    expect(plain.status).toBe(422);
    expect(plain.body.violations[0].propertyPath).toBe('promotion');

    const made = await adminApi(
      t,
      'POST',
      'promotion-coupons',
      {
        promotion: '/api/v2/admin/promotions/ADMIN_COUPONS',
        code: 'Spring-26',
        perCustomerUsageLimit: 1,
        usageLimit: 100,
        expiresAt: '2030-01-01T00:00:00Z',
      },
      as(manager),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      code: 'Spring-26',
      promotionCode: 'ADMIN_COUPONS',
      usageLimit: 100,
      perCustomerUsageLimit: 1,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    const taken = await adminApi(
      t,
      'POST',
      'promotion-coupons',
      { promotion: 'ADMIN_COUPONS', code: 'SPRING-26' },
      as(manager),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'code',
        message: 'The coupon code SPRING-26 is already taken.',
      }),
    ]);

    // The coupon works in a cart.
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, cheap[0]!.code, 1);
    const order = expectOrder(await call(t, 'PUT', `orders/${cart.tokenValue}`, { couponCode: 'spring-26' }));
    expect(order.couponCode).toBe('Spring-26');
  });

  it('generates unique codes with the prefix, length and limits asked, and exports them as CSV', async () => {
    const reply = await adminApi(
      t,
      'POST',
      'promotion-coupons/generate',
      { promotion: 'ADMIN_COUPONS', amount: 200, codeLength: 6, prefix: 'GIFT-', usageLimit: 1 },
      as(manager),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const generated = generatedCouponsSchema.parse(reply.body);
    expect(generated.generated).toBe(200);
    expect(new Set(generated.codes.map((code) => code.toLowerCase())).size).toBe(200);
    for (const code of generated.codes) expect(code).toMatch(/^GIFT-[A-HJ-NP-Z2-9]{6}$/);

    const listed = adminCouponCollectionSchema.parse(
      (
        await adminApi(
          t,
          'GET',
          'promotion-coupons?promotion=ADMIN_COUPONS&search=GIFT-',
          undefined,
          as(manager),
        )
      ).body,
    );
    expect(listed['hydra:totalItems']).toBe(200);
    expect(listed['hydra:member'][0]).toMatchObject({ usageLimit: 1, used: 0 });

    const csv = await adminApi(
      t,
      'GET',
      'promotion-coupons/export.csv?promotion=ADMIN_COUPONS',
      undefined,
      as(manager),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split(/\r?\n/);
    // The byte-order mark (a spreadsheet then reads UTF-8) is taken off by the test client's decoding.
    expect(lines[0]?.replace(/^\uFEFF/, '')).toBe(
      'code,promotion,usage_limit,per_customer_usage_limit,used,expires_at',
    );
    expect(lines).toHaveLength(1 + 201);
    expect(lines).toEqual(expect.arrayContaining([`${generated.codes[0]},ADMIN_COUPONS,1,,0,`]));

    const unknown = await adminApi(
      t,
      'GET',
      'promotion-coupons/export.csv?promotion=NOPE',
      undefined,
      as(manager),
    );
    expect(unknown.status).toBe(404);

    const refused = await adminApi(
      t,
      'POST',
      'promotion-coupons/generate',
      { promotion: 'ADMIN_COUPONS', amount: 0, codeLength: 3, prefix: 'ö' },
      as(manager),
    );
    expect(refused.status).toBe(422);
    expect(
      refused.body.violations.map((violation: { propertyPath: string }) => violation.propertyPath),
    ).toEqual(['amount', 'codeLength', 'prefix']);
  });

  it('changes a coupon’s limits, and deletes one no order used', async () => {
    const changed = await adminApi(
      t,
      'PUT',
      'promotion-coupons/spring-26',
      { usageLimit: 5, perCustomerUsageLimit: null, expiresAt: null },
      as(manager),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ usageLimit: 5, perCustomerUsageLimit: null, expiresAt: null });
    expect((await adminApi(t, 'DELETE', 'promotion-coupons/Spring-26', undefined, as(manager))).status).toBe(
      204,
    );
    expect((await adminApi(t, 'GET', 'promotion-coupons/Spring-26', undefined, as(manager))).status).toBe(
      404,
    );
  });
});
