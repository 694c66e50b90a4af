import { sql } from 'drizzle-orm';
import { productBulkResultSchema } from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../auth/support';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';
import { auditCount, productsOf, rows, variantsOf } from './support';

/**
 * Bulk actions on products (issue 22): each is one transaction and one audit entry; a refusal
 * changes nothing; prices are rounded to the tetri.
 */

let t: TestApp;
let manager: string;
let owner: string;
let fulfilment: string;
let codes: string[];

const bulk = (body: unknown, token = manager) => adminApi(t, 'POST', 'product-bulk-actions', body, { token });

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  manager = (await staffSession(t, 'manager')).token;
  owner = (await staffSession(t, 'owner')).token;
  fulfilment = (await staffSession(t, 'fulfilment')).token;
  codes = (
    await rows<{ code: string }>(
      t,
      sql`select p.code from products p where p.enabled
          and exists (select 1 from product_variants v where v.product_id = p.id and v.tracked and v.price > 0)
          order by p.id limit 4 offset 20`,
    )
  ).map((row) => row.code);
});
afterAll(() => t.close());

describe('enable and disable', () => {
  it('disables the named products in one audited action, and says how many changed', async () => {
    const before = await auditCount(t, 'product.bulk-disable');
    const reply = await bulk({ action: { type: 'disable' }, products: codes.slice(0, 2) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(productBulkResultSchema.parse(reply.body)).toMatchObject({ matched: 2, changed: 2 });
    expect((await productsOf(t, codes.slice(0, 2))).map((product) => product.enabled)).toEqual([
      false,
      false,
    ]);
    expect(await auditCount(t, 'product.bulk-disable')).toBe(before + 1);

    const again = await bulk({ action: { type: 'disable' }, products: codes.slice(0, 2) });
    expect(again.body).toMatchObject({ matched: 2, changed: 0 });
    const enabled = await bulk({ action: { type: 'enable' }, products: codes.slice(0, 2) }, owner);
    expect(enabled.body).toMatchObject({ matched: 2, changed: 2 });
  });

  it('refuses the whole action when one code is unknown: nothing changes', async () => {
    const reply = await bulk({ action: { type: 'disable' }, products: [codes[0], 'NO-SUCH-PRODUCT'] });
    expect(reply.status).toBe(422);
    expect(reply.body.violations[0]).toMatchObject({ propertyPath: 'products[1]' });
    expect(reply.body.violations[0].message).toContain('NO-SUCH-PRODUCT');
    expect((await productsOf(t, [codes[0] as string]))[0]?.enabled).toBe(true);
  });

  it('acts on everything the list’s filters match', async () => {
    const prefix = (codes[0] as string).slice(0, -1);
    const [expected] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from products where code ilike ${`%${prefix}%`} and enabled`,
    );
    const reply = await bulk({
      action: { type: 'disable' },
      filter: new URLSearchParams({ search: prefix, enabled: 'true', page: '3' }).toString(),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.matched).toBe(expected?.count);
    expect(reply.body.changed).toBe(expected?.count);
    const back = await bulk({
      action: { type: 'enable' },
      filter: new URLSearchParams({ search: prefix, enabled: 'false' }).toString(),
    });
    expect(back.body.matched).toBeGreaterThanOrEqual(expected?.count ?? 0);
  });

  it('refuses a filter that matches nothing or cannot be read, and a body naming neither', async () => {
    expect((await bulk({ action: { type: 'disable' }, filter: 'search=zzzzqqqqxxxx' })).status).toBe(422);
    const wrong = await bulk({ action: { type: 'disable' }, filter: 'stock=plenty' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.violations[0].propertyPath).toBe('filter.stock');
    expect((await bulk({ action: { type: 'disable' } })).status).toBe(422);
    expect((await bulk({ action: { type: 'explode' }, products: codes })).status).toBe(422);
  });
});

describe('roles', () => {
  it('are managers’ and owners’: fulfilment is refused, nobody signed out gets in', async () => {
    const refused = await bulk({ action: { type: 'disable' }, products: codes }, fulfilment);
    expect(refused.status).toBe(403);
    const anonymous = await adminApi(t, 'POST', 'product-bulk-actions', {
      action: { type: 'disable' },
      products: codes,
    });
    expect(anonymous.status).toBe(401);
    expect((await productsOf(t, codes)).every((product) => product.enabled)).toBe(true);
  });
});

describe('prices', () => {
  it('takes a percentage off, rounded to the tetri, the old price becoming the original (a discount)', async () => {
    const target = codes.slice(0, 2);
    const before = await variantsOf(t, target);
    const audits = await auditCount(t, 'product.bulk-price');
    const reply = await bulk({
      action: { type: 'price', change: 'percent', value: -15, originalPrice: 'set' },
      products: target,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ matched: 2, changed: 2, variantsChanged: before.length });
    const after = await variantsOf(t, target);
    after.forEach((variant, i) => {
      const old = before[i]!;
      expect(variant.price).toBe(Math.round((old.price * 85) / 100));
      expect(variant.originalPrice).toBe(old.price);
    });
    expect(await auditCount(t, 'product.bulk-price')).toBe(audits + 1);
    // The listing price follows the default variant's.
    const [product] = await rows<{ price: number; min: number }>(
      t,
      sql`select p.price, (select min(v.price) from product_variants v where v.product_id = p.id) as min
          from products p where p.code = ${target[0]}`,
    );
    expect(after.map((variant) => variant.price)).toContain(product?.price);
  });

  it('rounds half a tetri away from zero', async () => {
    const [variant] = await variantsOf(t, [codes[2] as string]);
    await t.database.db.execute(
      sql`update product_variants set price = 1999, original_price = 1999 where code = ${variant!.code}`,
    );
    await bulk({
      action: { type: 'price', change: 'percent', value: 12.5, originalPrice: 'follow' },
      products: [codes[2]],
    });
    const [after] = await variantsOf(t, [codes[2] as string]);
    expect(after?.price).toBe(2249); // 1999 × 1.125 = 2248.875
    expect(after?.originalPrice).toBe(2249);
  });

  it('adds an amount and keeps the originals, raising one the new price passes', async () => {
    const target = [codes[3] as string];
    const before = await variantsOf(t, target);
    const reply = await bulk({
      action: { type: 'price', change: 'amount', value: 250, originalPrice: 'keep' },
      products: target,
    });
    expect(reply.status).toBe(200);
    const after = await variantsOf(t, target);
    after.forEach((variant, i) => {
      const old = before[i]!;
      expect(variant.price).toBe(old.price + 250);
      expect(variant.originalPrice).toBe(Math.max(old.originalPrice, old.price + 250));
    });
  });

  it('refuses a price below zero and a rise shown as a discount: nothing changes', async () => {
    const before = await variantsOf(t, codes);
    const negative = await bulk({
      action: { type: 'price', change: 'amount', value: -100_000_00, originalPrice: 'keep' },
      products: codes,
    });
    expect(negative.status).toBe(422);
    expect(negative.body.violations[0].propertyPath).toBe('action.value');
    const rise = await bulk({
      action: { type: 'price', change: 'percent', value: 10, originalPrice: 'set' },
      products: codes,
    });
    expect(rise.status).toBe(422);
    const silly = await bulk({
      action: { type: 'price', change: 'percent', value: 0.001, originalPrice: 'keep' },
      products: codes,
    });
    expect(silly.status).toBe(422);
    expect(await variantsOf(t, codes)).toEqual(before);
  });
});

describe('move to a category', () => {
  it('makes the category the main one, dropping the old main category', async () => {
    const [category] = await rows<{ code: string }>(
      t,
      sql`select code from taxons where not brand_taxon and level >= 2 order by id desc limit 1`,
    );
    const target = codes.slice(0, 2);
    const before = await productsOf(t, target);
    const reply = await bulk({ action: { type: 'move', taxon: category?.code }, products: target });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = await productsOf(t, target);
    after.forEach((product, i) => {
      expect(product.mainTaxon).toBe(category?.code);
      expect(product.taxons).toContain(category?.code);
      const old = before[i]?.mainTaxon;
      if (old && old !== category?.code) expect(product.taxons).not.toContain(old);
    });
  });

  it('refuses a brand or an unknown category', async () => {
    const [brand] = await rows<{ code: string }>(t, sql`select code from taxons where brand_taxon limit 1`);
    const toBrand = await bulk({ action: { type: 'move', taxon: brand?.code }, products: codes });
    expect(toBrand.status).toBe(422);
    expect(toBrand.body.violations[0].propertyPath).toBe('action.taxon');
    expect((await bulk({ action: { type: 'move', taxon: 'nowhere' }, products: codes })).status).toBe(422);
  });
});

describe('stock', () => {
  it('sets on hand of tracked variants and keeps each change in the stock history', async () => {
    const reply = await bulk({ action: { type: 'stock', onHand: 7, reason: 'stocktake' }, products: codes });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = await variantsOf(t, codes);
    for (const variant of after) if (variant.tracked) expect(variant.onHand).toBe(7);
    const history = await rows<{ reason: string; onHandAfter: number }>(
      t,
      sql`select a.reason, a.on_hand_after as "onHandAfter" from stock_adjustments a
          join product_variants v on v.id = a.variant_id join products p on p.id = v.product_id
          where p.code = any(${sql.param(codes)}::varchar[])`,
    );
    expect(history.length).toBe(reply.body.variantsChanged);
    expect(history.every((entry) => entry.reason === 'stocktake' && entry.onHandAfter === 7)).toBe(true);
  });

  it('refuses stock below what placed orders hold: nothing changes', async () => {
    const [variant] = await variantsOf(t, [codes[1] as string]);
    await t.database.db.execute(
      sql`update product_variants set on_hand = 10, on_hold = 3 where code = ${variant!.code}`,
    );
    const before = await variantsOf(t, codes);
    const reply = await bulk({ action: { type: 'stock', onHand: 2, reason: 'count' }, products: codes });
    expect(reply.status).toBe(422);
    expect(reply.body.violations[0].message).toContain(variant!.code);
    expect(await variantsOf(t, codes)).toEqual(before);
  });
});
