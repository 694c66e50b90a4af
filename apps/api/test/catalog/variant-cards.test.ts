import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/sql';
import { VariantCards } from '../../src/modules/catalog/variant-cards';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Seeded {
  variantId: number;
  productId: number;
  name: string;
  brand: string;
  brandPath: string;
  image: string;
}

/** A variant of a branded product with a gallery image, and what the catalog says of it in Georgian. */
async function brandedVariant(offset: number): Promise<Seeded> {
  const [row] = await selectRows<Seeded>(
    t.database.db,
    sql`select v.id as "variantId", p.id as "productId", pt.name, bt.name as brand, b.path as "brandPath",
          (select i.path from product_images i where i.product_id = p.id and i.type is null
            order by i.position, i.id limit 1) as image
        from product_variants v join products p on p.id = v.product_id
        join product_translations pt on pt.product_id = p.id and pt.locale = 'ka_GE'
        join product_taxons x on x.product_id = p.id
        join taxons b on b.id = x.taxon_id and b.brand_taxon
        join taxon_translations bt on bt.taxon_id = b.id and bt.locale = 'ka_GE'
       where exists (select from product_images i where i.product_id = p.id and i.type is null)
       order by v.id offset ${offset} limit 1`,
  );
  if (!row) throw new Error('The demo catalog has no branded variant with an image');
  return row;
}

const rename = (productId: number, name: string) =>
  t.database.db.execute(sql`update product_translations set name = ${name} where product_id = ${productId}`);

describe('variant cards', () => {
  it('hold names in every locale (Georgian where untranslated), the first image and the taxon paths', async () => {
    const seeded = await brandedVariant(0);
    await t.database.db.execute(
      sql`delete from product_translations where product_id = ${seeded.productId} and locale = 'en_US'`,
    );
    const cards = await new VariantCards(60_000).of(t.database.db, [seeded.variantId, seeded.variantId]);
    expect(cards.size).toBe(1);
    const card = cards.get(seeded.variantId);
    expect(card?.names.ka_GE).toMatchObject({ productName: seeded.name, brandName: seeded.brand });
    expect(card?.names.en_US.productName).toBe(seeded.name);
    expect(card?.imagePath).toBe(seeded.image);
    expect(card?.taxonPaths).toContain(seeded.brandPath);
  });

  it('keep a card for their time to live, and read again every time without one', async () => {
    const seeded = await brandedVariant(1);
    const kept = new VariantCards(60_000);
    const uncached = new VariantCards(0);
    const name = async (cards: VariantCards) =>
      (await cards.of(t.database.db, [seeded.variantId])).get(seeded.variantId)?.names.ka_GE.productName;

    expect(await name(kept)).toBe(seeded.name);
    await rename(seeded.productId, 'ახალი სახელი');
    expect(await name(kept)).toBe(seeded.name);
    expect(await name(uncached)).toBe('ახალი სახელი');
    expect(await name(new VariantCards(60_000))).toBe('ახალი სახელი');
  });

  it('have no card for a variant that does not exist', async () => {
    const cards = await new VariantCards(60_000).of(t.database.db, [2_000_000_000]);
    expect(cards.size).toBe(0);
  });
});
