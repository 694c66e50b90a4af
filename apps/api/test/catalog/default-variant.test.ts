import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../src/db/schema';
import { defaultVariantOf, isInStock, refreshListingPrices } from '../../src/modules/catalog/default-variant';
import { selectRows } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../support/app';

const variant = (
  code: string,
  overrides: Partial<{
    position: number;
    enabled: boolean;
    tracked: boolean;
    onHand: number;
    onHold: number;
  }> = {},
) => ({
  code,
  position: 0,
  enabled: true,
  tracked: true,
  onHand: 5,
  onHold: 0,
  ...overrides,
});

describe('defaultVariantOf', () => {
  it('takes the first enabled variant by position that is in stock', () => {
    const chosen = defaultVariantOf([
      variant('b', { position: 1 }),
      variant('a', { position: 0, onHand: 0 }),
      variant('c', { position: 2 }),
    ]);
    expect(chosen?.code).toBe('b');
  });

  it('counts stock held by orders as gone', () => {
    const chosen = defaultVariantOf([
      variant('a', { position: 0, onHand: 3, onHold: 3 }),
      variant('b', { position: 1 }),
    ]);
    expect(chosen?.code).toBe('b');
  });

  it('treats untracked variants as in stock whatever on hand says', () => {
    const chosen = defaultVariantOf([
      variant('a', { position: 0, onHand: 0, tracked: false }),
      variant('b', { position: 1 }),
    ]);
    expect(chosen?.code).toBe('a');
  });

  it('skips disabled variants even when they are in stock', () => {
    const chosen = defaultVariantOf([
      variant('a', { position: 0, enabled: false }),
      variant('b', { position: 1 }),
    ]);
    expect(chosen?.code).toBe('b');
  });

  it('falls back to the first enabled variant when none is in stock', () => {
    const chosen = defaultVariantOf([
      variant('c', { position: 2, onHand: 0 }),
      variant('a', { position: 0, onHand: 0, enabled: false }),
      variant('b', { position: 1, onHand: 0 }),
    ]);
    expect(chosen?.code).toBe('b');
  });

  it('keeps the input order for equal positions and gives nothing without enabled variants', () => {
    expect(defaultVariantOf([variant('x'), variant('y')])?.code).toBe('x');
    expect(defaultVariantOf([variant('x', { enabled: false })])).toBeUndefined();
    expect(defaultVariantOf([])).toBeUndefined();
  });
});

describe('isInStock', () => {
  it('needs more on hand than on hold for tracked variants', () => {
    expect(isInStock({ tracked: true, onHand: 2, onHold: 1 })).toBe(true);
    expect(isInStock({ tracked: true, onHand: 2, onHold: 2 })).toBe(false);
    expect(isInStock({ tracked: false, onHand: 0, onHold: 0 })).toBe(true);
  });
});

describe('refreshListingPrices', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('agrees with defaultVariantOf when the default variant runs out', async () => {
    const { db } = shop.database;
    // A product whose first variant is in stock and whose others are priced differently.
    const [product] = await selectRows<{ id: number }>(
      db,
      sql`
      select p.id from products p join product_variants v on v.product_id = p.id and v.enabled and v.tracked
      group by p.id having count(distinct v.price) > 1 and bool_and(v.on_hand - v.on_hold > 0) limit 1`,
    );
    const variants = () =>
      db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, product!.id))
        .orderBy(asc(productVariants.id));
    const before = defaultVariantOf(await variants())!;
    await db.update(productVariants).set({ onHold: before.onHand }).where(eq(productVariants.id, before.id));

    await refreshListingPrices(db, [before.id]);

    const after = defaultVariantOf(await variants())!;
    expect(after.id).not.toBe(before.id);
    const [listed] = await db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(listed!.price).toBe(after.price);
  });
});
