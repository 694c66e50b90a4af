import { sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { DEFAULT_LOCALE } from '../../../http/locale';
import { intArray, selectRows, sqlDate } from '../sql';

/**
 * Batch loaders: everything a page of products shows, a handful of statements per page
 * whatever its size (no per-product queries).
 */

export interface ProductRow {
  id: number;
  code: string;
  enabled: boolean;
  averageRating: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
  /** null when the product has no main taxon or it is disabled. */
  mainTaxonCode: string | null;
  translations: Array<{
    locale: string;
    name: string;
    slug: string;
    description: string | null;
    shortDescription: string | null;
  }>;
}

export interface ProductTaxonRow {
  id: number;
  productId: number;
  position: number;
  code: string;
  level: number;
  brandTaxon: boolean;
  /** Materialized path, to match catalog promotions set on an ancestor. */
  path: string;
  name: string | null;
  slug: string | null;
}

export interface VariantRow {
  id: number;
  code: string;
  productId: number;
  productCode: string;
  position: number;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
  price: number;
  originalPrice: number;
  translations: Array<{ locale: string; name: string }>;
}

export interface ImageRow {
  id: number;
  productId: number;
  type: string | null;
  path: string;
}

export interface PromotionRow {
  id: number;
  code: string;
  discountPercent: number | null;
  translations: Array<{ locale: string; label: string; description: string | null }>;
  /** Taxons the promotion is set on (it reaches their descendants too). */
  taxonIds: number[];
  /** Of the products asked about, those the promotion is set on directly. */
  productIds: number[];
}

export function loadProducts(db: Queryable, ids: readonly number[]): Promise<ProductRow[]> {
  return selectRows<ProductRow>(
    db,
    sql`select p.id, p.code, p.enabled, p.average_rating as "averageRating", p.review_count as "reviewCount",
        ${sqlDate(sql`p.created_at`)} as "createdAt", ${sqlDate(sql`p.updated_at`)} as "updatedAt",
        main.code as "mainTaxonCode",
        coalesce((select json_agg(json_build_object('locale', tr.locale, 'name', tr.name, 'slug', tr.slug,
            'description', tr.description, 'shortDescription', tr.short_description))
          from product_translations tr where tr.product_id = p.id), '[]') as translations
      from products p
      left join taxons main on main.id = p.main_taxon_id and main.enabled
      where p.id = any(${intArray(ids)})`,
  );
}

/** Assignments to enabled taxons, with the taxon's name and slug in the locale (or the default one). */
export function loadProductTaxons(
  db: Queryable,
  productIds: readonly number[],
  locale: CatalogLocale,
): Promise<ProductTaxonRow[]> {
  return selectRows<ProductTaxonRow>(
    db,
    sql`select x.id, x.product_id as "productId", x.position, t.code, t.level, t.brand_taxon as "brandTaxon", t.path,
        coalesce(tr.name, fallback.name) as name, coalesce(tr.slug, fallback.slug) as slug
      from product_taxons x
      join taxons t on t.id = x.taxon_id and t.enabled
      left join taxon_translations tr on tr.taxon_id = t.id and tr.locale = ${locale}
      left join taxon_translations fallback on fallback.taxon_id = t.id and fallback.locale = ${DEFAULT_LOCALE}
      where x.product_id = any(${intArray(productIds)})
      order by x.product_id, x.id`,
  );
}

const VARIANT_COLUMNS = sql`v.id, v.code, v.product_id as "productId", p.code as "productCode", v.position,
  v.enabled, v.tracked, v.on_hand as "onHand", v.on_hold as "onHold", v.price, v.original_price as "originalPrice",
  coalesce((select json_agg(json_build_object('locale', vt.locale, 'name', vt.name))
    from product_variant_translations vt where vt.variant_id = v.id), '[]') as translations`;

/** The enabled variants of these products, by position (ties by id, as the seed orders them). */
export function loadVariants(db: Queryable, productIds: readonly number[]): Promise<VariantRow[]> {
  return selectRows<VariantRow>(
    db,
    sql`select ${VARIANT_COLUMNS}
      from product_variants v join products p on p.id = v.product_id
      where v.product_id = any(${intArray(productIds)}) and v.enabled
      order by v.product_id, v.position, v.id`,
  );
}

/** An enabled variant of an enabled product. */
export async function findVariant(db: Queryable, code: string): Promise<VariantRow | undefined> {
  const [row] = await selectRows<VariantRow>(
    db,
    sql`select ${VARIANT_COLUMNS}
      from product_variants v join products p on p.id = v.product_id
      where v.code = ${code} and v.enabled and p.enabled`,
  );
  return row;
}

export function loadImages(db: Queryable, productIds: readonly number[]): Promise<ImageRow[]> {
  return selectRows<ImageRow>(
    db,
    sql`select i.id, i.product_id as "productId", i.type, i.path
      from product_images i
      where i.product_id = any(${intArray(productIds)})
      order by i.product_id, i.position, i.id`,
  );
}

export async function findImage(db: Queryable, id: number): Promise<ImageRow | undefined> {
  const [row] = await selectRows<ImageRow>(
    db,
    sql`select i.id, i.product_id as "productId", i.type, i.path
      from product_images i join products p on p.id = i.product_id and p.enabled
      where i.id = ${id}`,
  );
  return row;
}

/** Enabled and within its dates (stored as UTC wall-clock timestamps). */
const ACTIVE_PROMOTION = sql`cp.enabled
  and (cp.starts_at is null or cp.starts_at <= now() at time zone 'UTC')
  and (cp.ends_at is null or cp.ends_at > now() at time zone 'UTC')`;

const PROMOTION_TRANSLATIONS = sql`coalesce((select json_agg(json_build_object('locale', pt.locale, 'label', pt.label,
    'description', pt.description))
  from catalog_promotion_translations pt where pt.promotion_id = cp.id), '[]')`;

/**
 * The active catalog promotions, with which of these products they are set on directly. There
 * are few promotions, so matching them to product taxons is left to the caller.
 */
export function loadActivePromotions(db: Queryable, productIds: readonly number[]): Promise<PromotionRow[]> {
  return selectRows<PromotionRow>(
    db,
    sql`select cp.id, cp.code, cp.discount_percent as "discountPercent",
        ${PROMOTION_TRANSLATIONS} as translations,
        coalesce((select array_agg(ct.taxon_id) from catalog_promotion_taxons ct where ct.promotion_id = cp.id),
          '{}') as "taxonIds",
        coalesce((select array_agg(cpp.product_id) from catalog_promotion_products cpp
          where cpp.promotion_id = cp.id and cpp.product_id = any(${intArray(productIds)})), '{}') as "productIds"
      from catalog_promotions cp
      where ${ACTIVE_PROMOTION}
      order by cp.priority desc, cp.code`,
  );
}

export async function findActivePromotion(
  db: Queryable,
  code: string,
): Promise<Omit<PromotionRow, 'taxonIds' | 'productIds'> | undefined> {
  const [row] = await selectRows<Omit<PromotionRow, 'taxonIds' | 'productIds'>>(
    db,
    sql`select cp.id, cp.code, cp.discount_percent as "discountPercent", ${PROMOTION_TRANSLATIONS} as translations
      from catalog_promotions cp
      where cp.code = ${code} and ${ACTIVE_PROMOTION}`,
  );
  return row;
}

/** Resolving single products: each returns the id of a listable product, or undefined. */

export async function findProductIdByCode(
  db: Queryable,
  code: string,
  locale: CatalogLocale,
): Promise<number | undefined> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select p.id from products p
      join product_translations tr on tr.product_id = p.id and tr.locale = ${locale}
      where p.code = ${code} and p.enabled`,
  );
  return row?.id;
}

export async function findProductIdBySlug(
  db: Queryable,
  slug: string,
  locale: CatalogLocale,
): Promise<number | undefined> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select p.id from product_translations tr join products p on p.id = tr.product_id
      where tr.locale = ${locale} and tr.slug = ${slug} and p.enabled`,
  );
  return row?.id;
}

export async function findProductTaxon(
  db: Queryable,
  id: number,
): Promise<{ id: number; position: number; productCode: string; taxonCode: string } | undefined> {
  const [row] = await selectRows<{ id: number; position: number; productCode: string; taxonCode: string }>(
    db,
    sql`select x.id, x.position, p.code as "productCode", t.code as "taxonCode"
      from product_taxons x
      join products p on p.id = x.product_id and p.enabled
      join taxons t on t.id = x.taxon_id and t.enabled
      where x.id = ${id}`,
  );
  return row;
}

/** Materialized path of an enabled taxon, for the descendant filter. */
export async function findTaxonPath(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await selectRows<{ path: string }>(
    db,
    sql`select path from taxons where code = ${code} and enabled`,
  );
  return row?.path;
}
