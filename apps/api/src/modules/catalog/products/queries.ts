import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { products } from '../../../db/schema';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { selectRows, sqlDate } from '../../../db/sql';

/** A product's taxon assignment; the taxon itself comes from the cached taxon index. */
export interface ProductTaxonRow {
  id: number;
  taxonId: number;
  position: number;
}

/** What a product shows of each of its taxons. */
export interface TaxonSummary {
  id: number;
  code: string;
  level: number;
  /** Among its siblings. */
  position: number;
  parentId: number | null;
  brandTaxon: boolean;
  /** Materialized path, to match catalog promotions set on an ancestor. */
  path: string;
  translations: Array<{ locale: string; name: string; slug: string }>;
}

export interface VariantRow {
  id: number;
  code: string;
  position: number;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
  price: number;
  originalPrice: number;
  contentAmount: number | null;
  contentUnit: string | null;
  translations: Array<{ locale: string; name: string }>;
  /** The option values the variant is (a shade, a size), by option position. */
  optionValues: OptionValueRow[];
}

/** An option value with its option, as a variant embeds it. */
export interface OptionValueRow {
  code: string;
  position: number;
  colour: string | null;
  swatchPath: string | null;
  translations: Array<{ locale: string; value: string }>;
  option: { code: string; position: number; translations: Array<{ locale: string; name: string }> };
}

export interface ImageRow {
  id: number;
  type: string | null;
  path: string;
  /** Codes of the variants the image shows (a shade's picture). */
  variants: string[];
  /** Its alternative text by locale, as staff wrote it (null when they wrote none). */
  alt: Partial<Record<CatalogLocale, string>> | null;
  /** The one language whose pages show it (a banner with words drawn on it); null: every language. */
  locale: CatalogLocale | null;
}

/** An image's (`i`) alternative texts by locale, for the product's images and for one image alike. */
const IMAGE_ALT = sql`(select json_object_agg(it.locale, it.alt) from product_image_translations it where it.image_id = i.id)`;

/** A product with everything it shows, from one statement. */
export interface ProductRow {
  id: number;
  code: string;
  enabled: boolean;
  averageRating: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
  mainTaxonId: number | null;
  translations: Array<{
    locale: string;
    name: string;
    slug: string;
    description: string | null;
    shortDescription: string | null;
  }>;
  /** Taxon assignments, in assignment order. */
  taxons: ProductTaxonRow[];
  /** Enabled variants by position (ties by id, as the seed orders them). */
  variants: VariantRow[];
  images: ImageRow[];
  /** Catalog promotions set on the product itself (active or not). */
  promotionIds: number[];
  /** Accepted reviews, newest first. */
  reviewIds: number[];
  /** The product's associations (related products), by type position. */
  associationIds: number[];
}

/**
 * Everything a product shows, as columns of one statement: each embedded list is a correlated
 * json_agg over an index, so a page of products costs one round trip whatever its size.
 */
const PRODUCT_COLUMNS = {
  id: sql<number>`p.id`,
  code: sql<string>`p.code`,
  enabled: sql<boolean>`p.enabled`,
  averageRating: sql<number>`p.average_rating`,
  reviewCount: sql<number>`p.review_count`,
  createdAt: sql<string>`${sqlDate(sql`p.created_at`)}`,
  updatedAt: sql<string>`${sqlDate(sql`p.updated_at`)}`,
  mainTaxonId: sql<number | null>`p.main_taxon_id`,
  translations: sql<
    ProductRow['translations']
  >`coalesce((select json_agg(json_build_object('locale', tr.locale,
      'name', tr.name, 'slug', tr.slug, 'description', tr.description, 'shortDescription', tr.short_description))
    from product_translations tr where tr.product_id = p.id), '[]')`,
  taxons: sql<
    ProductTaxonRow[]
  >`coalesce((select json_agg(json_build_object('id', x.id, 'taxonId', x.taxon_id,
      'position', x.position) order by x.id)
    from product_taxons x where x.product_id = p.id), '[]')`,
  variants: sql<VariantRow[]>`coalesce((select json_agg(json_build_object('id', v.id, 'code', v.code,
      'position', v.position, 'enabled', v.enabled, 'tracked', v.tracked, 'onHand', v.on_hand, 'onHold', v.on_hold,
      'price', v.price, 'originalPrice', v.original_price,
      'contentAmount', v.content_amount, 'contentUnit', v.content_unit,
      'translations', coalesce((select json_agg(json_build_object('locale', vt.locale, 'name', vt.name))
        from product_variant_translations vt where vt.variant_id = v.id), '[]'),
      'optionValues', coalesce((select json_agg(json_build_object('code', ov.code, 'position', ov.position,
          'colour', ov.colour, 'swatchPath', ov.swatch_path,
          'translations', coalesce((select json_agg(json_build_object('locale', ovt.locale, 'value', ovt.value))
            from product_option_value_translations ovt where ovt.value_id = ov.id), '[]'),
          'option', json_build_object('code', o.code, 'position', o.position,
            'translations', coalesce((select json_agg(json_build_object('locale', ot.locale, 'name', ot.name))
              from product_option_translations ot where ot.option_id = o.id), '[]')))
          order by o.position, o.id)
        from product_variant_option_values vov join product_option_values ov on ov.id = vov.option_value_id
        join product_options o on o.id = ov.option_id where vov.variant_id = v.id), '[]'))
      order by v.position, v.id)
    from product_variants v where v.product_id = p.id and v.enabled), '[]')`,
  images: sql<
    ImageRow[]
  >`coalesce((select json_agg(json_build_object('id', i.id, 'type', i.type, 'path', i.path, 'locale', i.locale,
      'alt', ${IMAGE_ALT},
      'variants', coalesce((select json_agg(iv_v.code order by iv_v.position, iv_v.id) from product_image_variants iv
        join product_variants iv_v on iv_v.id = iv.variant_id where iv.image_id = i.id), '[]'))
      order by i.position, i.id)
    from product_images i where i.product_id = p.id), '[]')`,
  promotionIds: sql<number[]>`coalesce((select array_agg(cpp.promotion_id) from catalog_promotion_products cpp
    where cpp.product_id = p.id), '{}')`,
  associationIds: sql<number[]>`coalesce((select array_agg(a.id order by t.position, t.id)
    from product_associations a join product_association_types t on t.id = a.type_id
    where a.product_id = p.id), '{}')`,
  reviewIds: sql<number[]>`coalesce((select array_agg(r.id order by r.created_at desc, r.id desc)
    from product_reviews r where r.product_id = p.id and r.status = 'accepted'), '{}')`,
};

const p = alias(products, 'p');
const selectProducts = (db: Queryable, where: SQL) => db.select(PRODUCT_COLUMNS).from(p).where(where);

/** In `locale`, the product has a translation (what products/{code} and the listings ask of it). */
const TRANSLATED = sql`exists (select 1 from product_translations tr
  where tr.product_id = p.id and tr.locale = ${sql.placeholder('locale')})`;

/**
 * The product reads as named prepared statements: PostgreSQL parses and plans each once per
 * connection instead of on every request (planning this statement costs about as much as running it).
 * Single products are enabled, and listable in the locale where a locale applies; staff previewing the
 * shop (`preview`) also see disabled ones.
 */
export function productLoaders(db: Queryable) {
  const byIds = selectProducts(db, sql`p.id = any(${sql.placeholder('ids')}::int[])`).prepare(
    'catalog_products_by_ids',
  );
  const byCode = selectProducts(
    db,
    sql`p.code = ${sql.placeholder('code')} and p.enabled and ${TRANSLATED}`,
  ).prepare('catalog_product_by_code');
  const byCodeInAnyState = selectProducts(
    db,
    sql`p.code = ${sql.placeholder('code')} and ${TRANSLATED}`,
  ).prepare('catalog_product_by_code_any_state');
  const codeBySlug = db
    .select({ code: sql<string>`p.code` })
    .from(p)
    .where(
      // A former slug (the back office renamed the product) finds it too: the storefront then
      // answers the old URL with a 301 to the current one.
      sql`(p.enabled or ${sql.placeholder('preview')}::boolean) and ${TRANSLATED}
        and p.id = coalesce((select tr.product_id from product_translations tr
            where tr.locale = ${sql.placeholder('locale')} and tr.slug = ${sql.placeholder('slug')}),
          (select h.product_id from product_slug_history h
            where h.locale = ${sql.placeholder('locale')} and h.slug = ${sql.placeholder('slug')}))`,
    )
    .prepare('catalog_product_code_by_slug');
  const byVariant = selectProducts(
    db,
    sql`p.enabled and p.id = (select v.product_id from product_variants v
      where v.code = ${sql.placeholder('variant')} and v.enabled)`,
  ).prepare('catalog_product_by_variant');
  return {
    byIds: (ids: readonly number[]): Promise<ProductRow[]> => byIds.execute({ ids: [...ids] }),
    byCode: async (code: string, locale: CatalogLocale, preview = false): Promise<ProductRow | undefined> =>
      (await (preview ? byCodeInAnyState : byCode).execute({ code, locale }))[0],
    /** The code of the product whose slug, or former slug, in `locale` is `slug`. */
    codeBySlug: async (slug: string, locale: CatalogLocale, preview = false): Promise<string | undefined> =>
      (await codeBySlug.execute({ slug, locale, preview }))[0]?.code,
    /** The product of an enabled variant (the variant is among the row's enabled variants). */
    byVariant: async (variant: string): Promise<ProductRow | undefined> =>
      (await byVariant.execute({ variant }))[0],
  };
}

/** Every enabled taxon with its names: a few hundred rows that every product page refers to. */
export function loadTaxonIndex(db: Queryable): Promise<TaxonSummary[]> {
  return selectRows<TaxonSummary>(
    db,
    sql`select t.id, t.code, t.level, t.position, t.parent_id as "parentId", t.brand_taxon as "brandTaxon", t.path,
        coalesce((select json_agg(json_build_object('locale', tt.locale, 'name', tt.name, 'slug', tt.slug))
          from taxon_translations tt where tt.taxon_id = t.id), '[]') as translations
      from taxons t where t.enabled`,
  );
}

export interface PromotionRow {
  id: number;
  code: string;
  discountPercent: number | null;
  translations: Array<{ locale: string; label: string; description: string | null }>;
  /** Taxons the promotion is set on (it reaches their descendants too). */
  taxonIds: number[];
}

/** Enabled and within its dates (stored as UTC wall-clock timestamps). */
const ACTIVE_PROMOTION = sql`cp.enabled
  and (cp.starts_at is null or cp.starts_at <= now() at time zone 'UTC')
  and (cp.ends_at is null or cp.ends_at > now() at time zone 'UTC')`;

const PROMOTION_TRANSLATIONS = sql`coalesce((select json_agg(json_build_object('locale', pt.locale,
    'label', pt.label, 'description', pt.description))
  from catalog_promotion_translations pt where pt.promotion_id = cp.id), '[]')`;

/** The active catalog promotions by priority, with the taxons they are set on (there are few). */
export function loadActivePromotions(db: Queryable): Promise<PromotionRow[]> {
  return selectRows<PromotionRow>(
    db,
    sql`select cp.id, cp.code, cp.discount_percent as "discountPercent", ${PROMOTION_TRANSLATIONS} as translations,
        coalesce((select array_agg(ct.taxon_id) from catalog_promotion_taxons ct where ct.promotion_id = cp.id),
          '{}') as "taxonIds"
      from catalog_promotions cp
      where ${ACTIVE_PROMOTION}
      order by cp.priority desc, cp.code`,
  );
}

export async function findImage(db: Queryable, id: number): Promise<ImageRow | undefined> {
  const [row] = await selectRows<ImageRow>(
    db,
    sql`select i.id, i.type, i.path, i.locale,
        ${IMAGE_ALT} as alt,
        coalesce((select json_agg(v.code order by v.position, v.id) from product_image_variants iv
          join product_variants v on v.id = iv.variant_id where iv.image_id = i.id), '[]') as variants
      from product_images i join products p on p.id = i.product_id and p.enabled
      where i.id = ${id}`,
  );
  return row;
}

export async function findActivePromotion(
  db: Queryable,
  code: string,
): Promise<Omit<PromotionRow, 'taxonIds'> | undefined> {
  const [row] = await selectRows<Omit<PromotionRow, 'taxonIds'>>(
    db,
    sql`select cp.id, cp.code, cp.discount_percent as "discountPercent", ${PROMOTION_TRANSLATIONS} as translations
      from catalog_promotions cp
      where cp.code = ${code} and ${ACTIVE_PROMOTION}`,
  );
  return row;
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

/** Ids of an enabled taxon and all its descendants (by the materialized path); undefined if unknown. */
export async function findSubtreeIds(db: Queryable, code: string): Promise<number[] | undefined> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select t.id from taxons root join taxons t on t.path like root.path || '%'
      where root.code = ${code} and root.enabled`,
  );
  return rows.length > 0 ? rows.map((row) => row.id) : undefined;
}
