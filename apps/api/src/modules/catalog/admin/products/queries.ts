import { type SQL, and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../../db/client';
import {
  productOptionTranslations,
  productOptionValueTranslations,
  productOptionValues,
  productOptions,
  productSlugHistory,
  productTaxons,
  productTranslations,
  productVariantOptionValues,
  productVariantTranslations,
  productVariants,
  products,
  stockAdjustments,
} from '../../../../db/schema';
import { intArray, selectRows } from '../../../../db/sql';

// ---------------------------------------------------------------------------------------------
// One product

export interface OptionValueRow {
  id: number;
  code: string;
  optionCode: string;
  colour: string | null;
  values: Array<{ locale: string; value: string }>;
  /** How many variants have this value (a shared value is not renamed in place). */
  usedBy: number;
}

export interface VariantRow {
  id: number;
  code: string;
  productCode: string;
  productId: number;
  position: number;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
  price: number;
  originalPrice: number;
  names: Array<{ locale: string; name: string }>;
  optionValues: OptionValueRow[];
  inPlacedOrders: boolean;
  inCarts: boolean;
}

export interface ProductRow {
  id: number;
  code: string;
  enabled: boolean;
  mainTaxonCode: string | null;
  taxons: Array<{ code: string; brand: boolean }>;
  translations: Array<{
    locale: string;
    name: string;
    slug: string;
    description: string | null;
    metaTitle: string | null;
    metaDescription: string | null;
  }>;
  formerSlugs: Array<{ locale: string; slug: string }>;
  images: Array<{ id: number; type: string | null; path: string }>;
  createdAt: string;
  updatedAt: string;
}

const isoDate = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const variantColumns = sql`v.id, v.code, p.code as "productCode", v.product_id as "productId", v.position,
  v.enabled, v.tracked, v.on_hand as "onHand", v.on_hold as "onHold", v.price, v.original_price as "originalPrice",
  coalesce((select json_agg(json_build_object('locale', vt.locale, 'name', vt.name))
    from product_variant_translations vt where vt.variant_id = v.id), '[]') as names,
  coalesce((select json_agg(json_build_object('id', ov.id, 'code', ov.code, 'optionCode', o.code,
      'colour', ov.colour, 'usedBy', (select count(*) from product_variant_option_values u where u.option_value_id = ov.id),
      'values', coalesce((select json_agg(json_build_object('locale', ovt.locale, 'value', ovt.value))
        from product_option_value_translations ovt where ovt.value_id = ov.id), '[]')))
    from product_variant_option_values vov
    join product_option_values ov on ov.id = vov.option_value_id
    join product_options o on o.id = ov.option_id
    where vov.variant_id = v.id), '[]') as "optionValues",
  exists (select 1 from order_items oi join orders o on o.id = oi.order_id and o.state <> 'cart'
    where oi.variant_id = v.id) as "inPlacedOrders",
  exists (select 1 from order_items oi join orders o on o.id = oi.order_id and o.state = 'cart'
    where oi.variant_id = v.id) as "inCarts"`;

function findVariants(db: Queryable, where: SQL): Promise<VariantRow[]> {
  return selectRows<VariantRow>(
    db,
    sql`select ${variantColumns} from product_variants v join products p on p.id = v.product_id
      where ${where} order by v.product_id, v.position, v.id`,
  );
}

export const variantsOfProduct = (db: Queryable, productId: number) =>
  findVariants(db, sql`v.product_id = ${productId}`);

export async function variantByCode(
  db: Queryable,
  code: string,
  lock = false,
): Promise<VariantRow | undefined> {
  if (lock) await db.execute(sql`select 1 from product_variants where code = ${code} for update`);
  return (await findVariants(db, sql`v.code = ${code}`))[0];
}

export function variantPage(
  db: Queryable,
  productCode: string | undefined,
  page: { limit: number; offset: number },
): Promise<VariantRow[]> {
  const where = productCode === undefined ? sql`true` : sql`p.code = ${productCode}`;
  return selectRows<VariantRow>(
    db,
    sql`select ${variantColumns} from product_variants v join products p on p.id = v.product_id
      where ${where} order by v.product_id, v.position, v.id limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countVariants(db: Queryable, productCode: string | undefined): Promise<number> {
  const where = productCode === undefined ? sql`true` : sql`p.code = ${productCode}`;
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from product_variants v join products p on p.id = v.product_id where ${where}`,
  );
  return row?.count ?? 0;
}

export async function productByCode(
  db: Queryable,
  code: string,
  lock = false,
): Promise<ProductRow | undefined> {
  const [row] = await selectRows<ProductRow>(
    db,
    sql`select p.id, p.code, p.enabled,
        (select t.code from taxons t where t.id = p.main_taxon_id) as "mainTaxonCode",
        coalesce((select json_agg(json_build_object('code', t.code, 'brand', t.brand_taxon) order by x.position, x.id)
          from product_taxons x join taxons t on t.id = x.taxon_id where x.product_id = p.id), '[]') as taxons,
        coalesce((select json_agg(json_build_object('locale', tr.locale, 'name', tr.name, 'slug', tr.slug,
            'description', tr.description, 'metaTitle', tr.meta_title, 'metaDescription', tr.meta_description))
          from product_translations tr where tr.product_id = p.id), '[]') as translations,
        coalesce((select json_agg(json_build_object('locale', h.locale, 'slug', h.slug) order by h.id desc)
          from product_slug_history h where h.product_id = p.id), '[]') as "formerSlugs",
        coalesce((select json_agg(json_build_object('id', i.id, 'type', i.type, 'path', i.path) order by i.position, i.id)
          from product_images i where i.product_id = p.id), '[]') as images,
        ${isoDate(sql`p.created_at`)} as "createdAt", ${isoDate(sql`p.updated_at`)} as "updatedAt"
      from products p where p.code = ${code}${lock ? sql` for update` : sql``}`,
  );
  return row;
}

/** Taxons by code: id and whether it is a brand (unknown codes are missing from the map). */
export async function taxonsByCode(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, { id: number; brand: boolean }>> {
  if (codes.length === 0) return new Map();
  const rows = await selectRows<{ id: number; code: string; brand: boolean }>(
    db,
    sql`select id, code, brand_taxon as brand from taxons where code = any(${sql.param([...codes])}::text[])`,
  );
  return new Map(rows.map((row) => [row.code, { id: row.id, brand: row.brand }]));
}

// ---------------------------------------------------------------------------------------------
// Writes

export async function insertProduct(
  db: Queryable,
  values: { code: string; enabled: boolean; mainTaxonId: number | null },
): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(
  db: Queryable,
  id: number,
  values: { enabled?: boolean; mainTaxonId?: number | null },
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function deleteProduct(db: Queryable, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export interface TranslationValues {
  name: string;
  slug: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  searchKey: string;
}

export async function saveTranslation(
  db: Queryable,
  productId: number,
  locale: CatalogLocale,
  values: TranslationValues,
): Promise<void> {
  await db
    .insert(productTranslations)
    .values({ productId, locale, ...values })
    .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: values });
}

/** Whether another product has `slug` in `locale` now. */
export async function slugTaken(
  db: Queryable,
  locale: CatalogLocale,
  slug: string,
  productId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(
      and(
        eq(productTranslations.locale, locale),
        eq(productTranslations.slug, slug),
        productId === null ? undefined : ne(productTranslations.productId, productId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The slug moves: the old one is kept for the 301 (taken from any product that had it before), and
 * the new one leaves the history (a product may take back its old slug, or another's old one).
 */
export async function recordSlugChange(
  db: Queryable,
  productId: number,
  locale: CatalogLocale,
  from: string,
  to: string,
): Promise<void> {
  await db
    .delete(productSlugHistory)
    .where(and(eq(productSlugHistory.locale, locale), eq(productSlugHistory.slug, to)));
  await db
    .insert(productSlugHistory)
    .values({ productId, locale, slug: from })
    .onConflictDoUpdate({
      target: [productSlugHistory.locale, productSlugHistory.slug],
      set: { productId, createdAt: new Date() },
    });
}

/** The product's taxon assignments become exactly `taxonIds`, in that order. */
export async function setProductTaxons(db: Queryable, productId: number, taxonIds: number[]): Promise<void> {
  await db
    .delete(productTaxons)
    .where(
      and(
        eq(productTaxons.productId, productId),
        taxonIds.length > 0 ? sql`${productTaxons.taxonId} <> all(${intArray(taxonIds)})` : undefined,
      ),
    );
  for (const [position, taxonId] of taxonIds.entries()) {
    await db
      .insert(productTaxons)
      .values({ productId, taxonId, position })
      .onConflictDoUpdate({ target: [productTaxons.productId, productTaxons.taxonId], set: { position } });
  }
}

/** Whether placed orders (any state but cart) name a variant of the product. */
export async function productInPlacedOrders(db: Queryable, productId: number): Promise<boolean> {
  const rows = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from order_items oi join orders o on o.id = oi.order_id and o.state <> 'cart'
      join product_variants v on v.id = oi.variant_id where v.product_id = ${productId}) as found`,
  );
  return rows[0]?.found ?? false;
}

/**
 * Takes the variants out of the carts that hold them (order items of orders still in state cart),
 * so the variants can be deleted, and notes on each cart which products went, named in every
 * language, for the cart to tell its shopper on their next read; returns the carts' tokens.
 */
export async function removeFromCarts(db: Queryable, variantIds: number[]): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await selectRows<{ token: string }>(
    db,
    sql`with removed as (
        delete from order_items oi using orders o
        where o.id = oi.order_id and o.state = 'cart' and oi.variant_id = any(${intArray(variantIds)})
        returning oi.order_id, oi.variant_id
      ), gone as (
        select r.order_id, p.code,
          (select jsonb_object_agg(t.locale, t.name) from product_translations t where t.product_id = p.id) as names
        from removed r join product_variants v on v.id = r.variant_id join products p on p.id = v.product_id
        group by r.order_id, p.id, p.code
      ), per_cart as (
        select order_id, jsonb_agg(jsonb_build_object('productCode', code,
          'productName', coalesce(names, '{}'::jsonb)) order by code) as items
        from gone group by order_id
      )
      update orders o set removed_items = coalesce(o.removed_items, '[]'::jsonb) || per_cart.items
      from per_cart where o.id = per_cart.order_id
      returning o.token_value as token`,
  );
  return rows.map((row) => row.token);
}

/** The tokens of the carts holding any of the variants (through the order items' variant index). */
export async function cartsHolding(db: Queryable, variantIds: number[]): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await selectRows<{ token: string }>(
    db,
    sql`select distinct o.token_value as token from order_items oi
      join orders o on o.id = oi.order_id and o.state = 'cart'
      where oi.variant_id = any(${intArray(variantIds)})`,
  );
  return rows.map((row) => row.token);
}

export interface VariantValues {
  enabled: boolean;
  position: number;
  tracked: boolean;
  price: number;
  originalPrice: number;
}

export async function insertVariant(
  db: Queryable,
  values: VariantValues & { code: string; productId: number; onHand: number },
): Promise<number> {
  const [row] = await db.insert(productVariants).values(values).returning({ id: productVariants.id });
  return row!.id;
}

export async function updateVariant(db: Queryable, id: number, values: VariantValues): Promise<void> {
  await db
    .update(productVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productVariants.id, id));
}

export async function deleteVariant(db: Queryable, id: number): Promise<void> {
  await db.delete(productVariants).where(eq(productVariants.id, id));
}

export async function nextVariantPosition(db: Queryable, productId: number): Promise<number> {
  const [row] = await selectRows<{ next: number }>(
    db,
    sql`select coalesce(max(position) + 1, 0)::int as next from product_variants where product_id = ${productId}`,
  );
  return row?.next ?? 0;
}

export async function setVariantNames(
  db: Queryable,
  variantId: number,
  names: Record<CatalogLocale, string>,
): Promise<void> {
  for (const [locale, name] of Object.entries(names)) {
    await db
      .insert(productVariantTranslations)
      .values({ variantId, locale, name })
      .onConflictDoUpdate({
        target: [productVariantTranslations.variantId, productVariantTranslations.locale],
        set: { name },
      });
  }
}

/** The option's id by code, made (named in both languages) when the shop has none yet. */
export async function ensureOption(
  db: Queryable,
  code: string,
  names: Record<CatalogLocale, string>,
): Promise<number> {
  const [found] = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.code, code));
  if (found) return found.id;
  const [made] = await db
    .insert(productOptions)
    .values({ code })
    .onConflictDoNothing()
    .returning({ id: productOptions.id });
  if (!made) return ensureOption(db, code, names);
  for (const [locale, name] of Object.entries(names)) {
    await db.insert(productOptionTranslations).values({ optionId: made.id, locale, name });
  }
  return made.id;
}

/** A new option value with its words and colour; its code is unique (the variant's code and the option's). */
export async function insertOptionValue(
  db: Queryable,
  values: { optionId: number; code: string; colour: string | null; words: Record<CatalogLocale, string> },
): Promise<number> {
  const [row] = await db
    .insert(productOptionValues)
    .values({ optionId: values.optionId, code: values.code, colour: values.colour })
    .onConflictDoNothing()
    .returning({ id: productOptionValues.id });
  const id =
    row?.id ??
    (await insertOptionValue(db, { ...values, code: `${values.code}-${Date.now().toString(36)}` }));
  if (row) await setOptionValueWords(db, id, values.colour, values.words);
  return id;
}

export async function setOptionValueWords(
  db: Queryable,
  valueId: number,
  colour: string | null,
  words: Record<CatalogLocale, string>,
): Promise<void> {
  await db.update(productOptionValues).set({ colour }).where(eq(productOptionValues.id, valueId));
  for (const [locale, value] of Object.entries(words)) {
    await db
      .insert(productOptionValueTranslations)
      .values({ valueId, locale, value })
      .onConflictDoUpdate({
        target: [productOptionValueTranslations.valueId, productOptionValueTranslations.locale],
        set: { value },
      });
  }
}

/** The variant's values of the given options are replaced by `valueIds`. */
export async function setVariantOptionValues(
  db: Queryable,
  variantId: number,
  optionIds: number[],
  valueIds: number[],
): Promise<void> {
  if (optionIds.length > 0) {
    await db.execute(sql`delete from product_variant_option_values vov using product_option_values ov
      where ov.id = vov.option_value_id and vov.variant_id = ${variantId} and ov.option_id = any(${intArray(optionIds)})`);
  }
  if (valueIds.length > 0) {
    await db
      .insert(productVariantOptionValues)
      .values(valueIds.map((optionValueId) => ({ variantId, optionValueId })))
      .onConflictDoNothing();
  }
}

/** Option values no variant uses any more are removed (they belonged to deleted or changed variants). */
export async function removeUnusedOptionValues(db: Queryable, valueIds: number[]): Promise<void> {
  if (valueIds.length === 0) return;
  await db
    .delete(productOptionValues)
    .where(
      and(
        inArray(productOptionValues.id, valueIds),
        sql`not exists (select 1 from product_variant_option_values u where u.option_value_id = ${productOptionValues.id})`,
      ),
    );
}

export async function setOnHand(db: Queryable, variantId: number, onHand: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ onHand, updatedAt: new Date() })
    .where(eq(productVariants.id, variantId));
}

export async function insertStockAdjustment(
  db: Queryable,
  values: {
    variantId: number;
    staffId: number;
    staffEmail: string;
    delta: number;
    onHandAfter: number;
    reason: string;
  },
): Promise<StockAdjustmentRow> {
  const [row] = await db.insert(stockAdjustments).values(values).returning();
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}

export interface StockAdjustmentRow {
  id: number;
  delta: number;
  onHandAfter: number;
  reason: string;
  staffEmail: string | null;
  createdAt: string;
}

export function stockAdjustmentsOf(
  db: Queryable,
  variantId: number,
  page: { limit: number; offset: number },
): Promise<StockAdjustmentRow[]> {
  return selectRows<StockAdjustmentRow>(
    db,
    sql`select id, delta, on_hand_after as "onHandAfter", reason, staff_email as "staffEmail",
        ${isoDate(sql`created_at`)} as "createdAt"
      from stock_adjustments where variant_id = ${variantId}
      order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countStockAdjustments(db: Queryable, variantId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from stock_adjustments where variant_id = ${variantId}`,
  );
  return row?.count ?? 0;
}
