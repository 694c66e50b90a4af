import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { selectRows } from '../db/sql';
import {
  productAssociationTypes,
  productAssociationTypeTranslations,
  productImageVariants,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
  productOptions,
  productVariantOptionValues,
} from '../db/schema';
import type { DemoOptions } from './demo/generate';
import { anyOf, insertMissingRows, insertRows, selectByChunks } from './import/bulk';
import { latinSlug } from './slug';

/** The demo's options, named as a Georgian shopper reads them. */
const OPTIONS = [
  { code: 'shade', ka: 'ფერი', en: 'Shade' },
  { code: 'volume', ka: 'მოცულობა', en: 'Volume' },
  { code: 'weight', ka: 'წონა', en: 'Weight' },
  { code: 'quantity', ka: 'რაოდენობა', en: 'Quantity' },
] as const;

/**
 * The options, their values (a shade's colour) and which value each variant is; each shade's own
 * picture is linked to its variant, so the product page shows it when the shade is chosen. Values and
 * options are upserted; a variant's values and an image's variants are replaced, so a rerun is harmless.
 */
export async function seedOptions(db: Queryable, options: DemoOptions[]): Promise<void> {
  await db
    .insert(productOptions)
    .values(OPTIONS.map(({ code }, position) => ({ code, position })))
    .onConflictDoUpdate({ target: productOptions.code, set: { position: sql`excluded.position` } });
  const optionIds = new Map(
    (await db.select({ id: productOptions.id, code: productOptions.code }).from(productOptions)).map(
      (row) => [row.code, row.id],
    ),
  );
  await db
    .insert(productOptionTranslations)
    .values(
      OPTIONS.flatMap(({ code, ka, en }) => [
        { optionId: optionIds.get(code)!, locale: 'ka_GE', name: ka },
        { optionId: optionIds.get(code)!, locale: 'en_US', name: en },
      ]),
    )
    .onConflictDoUpdate({
      target: [productOptionTranslations.optionId, productOptionTranslations.locale],
      set: { name: sql`excluded.name` },
    });

  // One value per code, shared by every product of its kind (a category's shade, a size).
  const values = new Map<string, DemoOptions['values'][number] & { option: string }>();
  for (const entry of options)
    for (const value of entry.values)
      if (!values.has(value.code)) values.set(value.code, { ...value, option: entry.option });
  const valueRows = [...values.values()].map((value, position) => ({
    optionId: optionIds.get(value.option)!,
    code: value.code,
    position,
    colour: value.colour,
  }));
  for (let start = 0; start < valueRows.length; start += 5_000) {
    await db
      .insert(productOptionValues)
      .values(valueRows.slice(start, start + 5_000))
      .onConflictDoUpdate({
        target: productOptionValues.code,
        set: { colour: sql`excluded.colour`, position: sql`excluded.position` },
      });
  }
  const valueIds = new Map(
    (
      await selectByChunks([...values.keys()], (codes) =>
        db
          .select({ id: productOptionValues.id, code: productOptionValues.code })
          .from(productOptionValues)
          .where(anyOf(productOptionValues.code, codes)),
      )
    ).map((row) => [row.code, row.id]),
  );
  await insertRows(
    db,
    productOptionValueTranslations,
    [...values.values()].flatMap((value) => [
      { valueId: valueIds.get(value.code)!, locale: 'ka_GE', value: value.name.ka },
      { valueId: valueIds.get(value.code)!, locale: 'en_US', value: value.name.en },
    ]),
    { ignoreConflicts: true },
  );

  const pairs = options.flatMap((entry) =>
    entry.values.map((value) => ({
      product: entry.product,
      variant: value.variant,
      value: valueIds.get(value.code)!,
      image: value.image,
    })),
  );
  const variantCodes = pairs.map((pair) => pair.variant);
  const variantIds = new Map(
    (
      await selectByChunks(variantCodes, (codes) =>
        selectRows<{ id: number; code: string }>(
          db,
          sql`select id, code from product_variants where code = any(${sql.param(codes)}::text[])`,
        ),
      )
    ).map((row) => [row.code, row.id]),
  );
  const links = pairs.flatMap((pair) => {
    const variantId = variantIds.get(pair.variant);
    return variantId === undefined ? [] : [{ variantId, optionValueId: pair.value }];
  });
  await insertMissingRows(db, productVariantOptionValues, links);

  // A shade's picture: the product's image stored under the picture's file name (media-file.ts).
  const pictured = pairs.filter((pair) => pair.image !== null && variantIds.has(pair.variant));
  for (let start = 0; start < pictured.length; start += 2_000) {
    const chunk = pictured.slice(start, start + 2_000);
    await db.execute(
      sql`insert into ${productImageVariants} (image_id, variant_id)
        select i.id, w.variant_id from unnest(${sql.param(chunk.map((pair) => variantIds.get(pair.variant)!))}::int[],
            ${sql.param(chunk.map((pair) => `%/${latinSlug(pair.variant.toLowerCase())}-%`))}::text[]) as w(variant_id, pattern)
          join product_variants v on v.id = w.variant_id
          join product_images i on i.product_id = v.product_id and i.path like w.pattern
        on conflict do nothing`,
    );
  }
}

/** The demo's kinds of related products. */
const ASSOCIATION_TYPES = [
  { code: 'similar', ka: 'მსგავსი პროდუქტები', en: 'Similar products' },
  { code: 'goes_well_with', ka: 'ერთად გამოსაყენებლად', en: 'Goes well with' },
] as const;

/**
 * Related products, drawn from the catalog itself (so any size of it gets them): "similar" are four
 * others of the product's main category, "goes well with" four of its brand from other categories.
 * Every fifth product has none, so the shop's fallback (same category and brand) shows too.
 */
export async function seedAssociations(db: Queryable): Promise<void> {
  await db
    .insert(productAssociationTypes)
    .values(ASSOCIATION_TYPES.map(({ code }, position) => ({ code, position })))
    .onConflictDoUpdate({ target: productAssociationTypes.code, set: { position: sql`excluded.position` } });
  const types = new Map(
    (
      await db
        .select({ id: productAssociationTypes.id, code: productAssociationTypes.code })
        .from(productAssociationTypes)
    ).map((row) => [row.code, row.id]),
  );
  await insertMissingRows(
    db,
    productAssociationTypeTranslations,
    ASSOCIATION_TYPES.flatMap(({ code, ka, en }) => [
      { typeId: types.get(code)!, locale: 'ka_GE', name: ka },
      { typeId: types.get(code)!, locale: 'en_US', name: en },
    ]),
  );
  const similar = types.get('similar')!;
  const goesWell = types.get('goes_well_with')!;
  await db.execute(sql`delete from product_associations`);
  await db.execute(
    sql`insert into product_associations (product_id, type_id)
      select p.id, t.id from products p cross join (values (${similar}::int), (${goesWell}::int)) as t(id)
      where p.enabled and p.id % 5 <> 0`,
  );
  // Neighbours by id within the group: deterministic, and bounded whatever the catalog's size. Each
  // product meets only the products a few places from it in the group's order by id (a hash join on
  // the group and the place), never the whole group: at 100,000 products a per-product subquery over
  // its group ran for minutes. The four nearest by id in a group are within four places of it.
  await db.execute(
    sql`insert into product_association_products (association_id, product_id, position)
      with ranked as (
        select id, main_taxon_id, row_number() over (partition by main_taxon_id order by id)::int as place
        from products where enabled and main_taxon_id is not null
      ), near as (
        select a.id as association_id, o.id as product_id,
          row_number() over (partition by a.id order by abs(o.id - me.id), o.id)::int as position
        from product_associations a
        join ranked me on me.id = a.product_id
        cross join generate_series(-4, 4) as d(step)
        join ranked o on o.main_taxon_id = me.main_taxon_id and o.place = me.place + d.step
        where a.type_id = ${similar} and d.step <> 0
      )
      select association_id, product_id, position from near where position <= 4`,
  );
  // "Goes well with" skips the brand's products of the product's own category, so it looks further:
  // sixteen places either way in the brand's order by id, the four nearest of another category.
  await db.execute(
    sql`insert into product_association_products (association_id, product_id, position)
      with ranked as (
        select p.id, p.main_taxon_id, pt.taxon_id as brand_id,
          row_number() over (partition by pt.taxon_id order by p.id)::int as place
        from products p
        join product_taxons pt on pt.product_id = p.id
        join taxons b on b.id = pt.taxon_id and b.brand_taxon
        where p.enabled
      ), near as (
        select a.id as association_id, o.id as product_id,
          row_number() over (partition by a.id order by abs(o.id - me.id), o.id)::int as position
        from product_associations a
        join ranked me on me.id = a.product_id
        cross join generate_series(-16, 16) as d(step)
        join ranked o on o.brand_id = me.brand_id and o.place = me.place + d.step
        where a.type_id = ${goesWell} and d.step <> 0 and o.main_taxon_id is distinct from me.main_taxon_id
      )
      select association_id, product_id, position from near where position <= 4
      on conflict do nothing`,
  );
}
