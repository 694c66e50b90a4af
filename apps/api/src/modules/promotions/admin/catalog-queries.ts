import { type SQL, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  catalogPromotionPrices,
  catalogPromotionProducts,
  catalogPromotions,
  catalogPromotionTaxons,
  catalogPromotionTranslations,
  pricedCatalogPromotions,
  products,
  taxons,
} from '../../../db/schema';
import { selectRows } from '../../../db/sql';

/** Catalog promotions (the catalog module's tables) as the back office reads and writes them. */

export interface CatalogPromotionRow {
  id: number;
  code: string;
  enabled: boolean;
  priority: number;
  discountPercent: number | null;
  appliesToPrices: boolean;
  startsAt: string | null;
  endsAt: string | null;
  taxons: string[];
  products: string[];
  translations: Array<{ locale: string; label: string; description: string | null }>;
  pricedVariants: number;
}

const iso = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = sql`cp.id, cp.code, cp.enabled, cp.priority, cp.discount_percent as "discountPercent",
  exists (select 1 from ${pricedCatalogPromotions} pp where pp.promotion_id = cp.id) as "appliesToPrices",
  ${iso(sql`cp.starts_at`)} as "startsAt", ${iso(sql`cp.ends_at`)} as "endsAt",
  coalesce((select array_agg(t.code order by t.code) from ${catalogPromotionTaxons} ct
    join ${taxons} t on t.id = ct.taxon_id where ct.promotion_id = cp.id), '{}') as taxons,
  coalesce((select array_agg(p.code order by p.code) from ${catalogPromotionProducts} cpp
    join ${products} p on p.id = cpp.product_id where cpp.promotion_id = cp.id), '{}') as products,
  coalesce((select json_agg(json_build_object('locale', tr.locale, 'label', tr.label,
    'description', tr.description)) from ${catalogPromotionTranslations} tr where tr.promotion_id = cp.id),
    '[]') as translations,
  (select count(*)::int from ${catalogPromotionPrices} pr where pr.promotion_id = cp.id) as "pricedVariants"`;

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(catalogPromotions.code, pattern),
    sql`exists (select 1 from ${catalogPromotionTranslations} t where t.promotion_id = ${catalogPromotions.id}
      and t.description ilike ${pattern})`,
  );
}

export async function listCatalogPromotions(
  db: Queryable,
  query: { search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: CatalogPromotionRow[]; total: number }> {
  const where = searchOf(query.search);
  const [rows, [counted]] = await Promise.all([
    selectRows<CatalogPromotionRow>(
      db,
      sql`select ${COLUMNS} from ${catalogPromotions} cp
        ${where ? sql`where cp.id in (select ${catalogPromotions.id} from ${catalogPromotions} where ${where})` : sql``}
        order by cp.priority desc, cp.code limit ${query.limit} offset ${query.offset}`,
    ),
    db.select({ n: count() }).from(catalogPromotions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCatalogPromotion(
  db: Queryable,
  code: string,
): Promise<CatalogPromotionRow | undefined> {
  const [row] = await selectRows<CatalogPromotionRow>(
    db,
    sql`select ${COLUMNS} from ${catalogPromotions} cp where cp.code = ${code}`,
  );
  return row;
}

export async function lockCatalogPromotion(db: Queryable, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: catalogPromotions.id })
    .from(catalogPromotions)
    .where(eq(catalogPromotions.code, code))
    .for('update');
  return row?.id;
}

export type CatalogPromotionValues = Pick<
  typeof catalogPromotions.$inferInsert,
  'enabled' | 'priority' | 'discountPercent' | 'startsAt' | 'endsAt'
>;

export async function insertCatalogPromotion(
  db: Queryable,
  values: CatalogPromotionValues & { code: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(catalogPromotions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: catalogPromotions.id });
  return row?.id;
}

export async function updateCatalogPromotionRow(
  db: Queryable,
  id: number,
  values: CatalogPromotionValues,
): Promise<void> {
  await db.update(catalogPromotions).set(values).where(eq(catalogPromotions.id, id));
}

/** Replaces labels, scope and whether it sets prices (a promotion saved here with a percentage does). */
export async function writeCatalogPromotionParts(
  db: Queryable,
  id: number,
  parts: {
    translations: Array<{ locale: 'ka_GE' | 'en_US'; label: string; description: string | null }>;
    taxons: string[];
    products: string[];
    appliesToPrices: boolean;
  },
): Promise<void> {
  await db.delete(catalogPromotionTranslations).where(eq(catalogPromotionTranslations.promotionId, id));
  await db.delete(catalogPromotionTaxons).where(eq(catalogPromotionTaxons.promotionId, id));
  await db.delete(catalogPromotionProducts).where(eq(catalogPromotionProducts.promotionId, id));
  await db.delete(pricedCatalogPromotions).where(eq(pricedCatalogPromotions.promotionId, id));
  if (parts.translations.length > 0)
    await db
      .insert(catalogPromotionTranslations)
      .values(parts.translations.map((translation) => ({ promotionId: id, ...translation })));
  if (parts.taxons.length > 0)
    await db.execute(sql`insert into ${catalogPromotionTaxons} (promotion_id, taxon_id)
      select ${id}, t.id from ${taxons} t where t.code = any(${sql.param(parts.taxons)}::text[])`);
  if (parts.products.length > 0)
    await db.execute(sql`insert into ${catalogPromotionProducts} (promotion_id, product_id)
      select ${id}, p.id from ${products} p where p.code = any(${sql.param(parts.products)}::text[])`);
  if (parts.appliesToPrices) await db.insert(pricedCatalogPromotions).values({ promotionId: id });
}

export async function deleteCatalogPromotionRow(db: Queryable, id: number): Promise<void> {
  await db.delete(catalogPromotions).where(eq(catalogPromotions.id, id));
}

/** Takes every priced promotion's prices off, before its row goes (the cascade would forget them). */
export async function forgetPricesOf(db: Queryable, id: number): Promise<void> {
  await db.delete(pricedCatalogPromotions).where(eq(pricedCatalogPromotions.promotionId, id));
}

/**
 * What the running priced promotions make each variant cost: for every product in a promotion's
 * scope (its products, and products in its taxons or below, as the labels reach them), the
 * promotion of the highest priority (then the largest percentage) sets each variant's price to its
 * original price less the percentage, rounded to the tetri. A variant marked down by hand (price
 * below original, not set by a promotion) keeps its price.
 */
const DESIRED = sql`(select distinct on (v.id) v.id as variant_id, best.promotion_id,
      round(v.original_price * (100 - best.discount_percent) / 100.0)::int as price
    from (select distinct on (scoped.product_id) scoped.product_id, scoped.promotion_id, scoped.discount_percent
      from (select cpp.product_id, r.id as promotion_id, r.discount_percent, r.priority
          from running r join catalog_promotion_products cpp on cpp.promotion_id = r.id
        union
        select pt.product_id, r.id, r.discount_percent, r.priority
          from running r join catalog_promotion_taxons ct on ct.promotion_id = r.id
          join taxons d on d.path like '%/' || ct.taxon_id || '/%'
          join product_taxons pt on pt.taxon_id = d.id) scoped
      order by scoped.product_id, scoped.priority desc, scoped.discount_percent desc, scoped.promotion_id) best
    join product_variants v on v.product_id = best.product_id
    where v.price = v.original_price
      or exists (select 1 from catalog_promotion_prices cur where cur.variant_id = v.id))`;

const RUNNING = sql`running as (select cp.id, cp.discount_percent, cp.priority from catalog_promotions cp
    join priced_catalog_promotions pp on pp.promotion_id = cp.id
    where cp.enabled and cp.discount_percent is not null
      and (cp.starts_at is null or cp.starts_at <= now() at time zone 'UTC')
      and (cp.ends_at is null or cp.ends_at > now() at time zone 'UTC'))`;

/**
 * Brings variant prices in line with the running priced promotions: variants no promotion prices
 * any more go back to their original price, the others get the promotion's price. Returns the ids
 * of variants whose price changed (their products' listing prices follow, by the caller).
 */
export async function repriceVariants(db: Queryable): Promise<number[]> {
  const reverted = await selectRows<{ id: number }>(
    db,
    sql`with ${RUNNING}, desired as ${DESIRED}
      update product_variants v set price = v.original_price, updated_at = now()
      from catalog_promotion_prices cur
      where cur.variant_id = v.id and v.price <> v.original_price
        and not exists (select 1 from desired d where d.variant_id = v.id)
      returning v.id`,
  );
  await db.execute(sql`with ${RUNNING}, desired as ${DESIRED}
    delete from catalog_promotion_prices cur
    where not exists (select 1 from desired d where d.variant_id = cur.variant_id)`);
  // Claimed first: once its price is set, a variant is below its original price and only its row
  // here keeps it among the promotion's.
  await db.execute(sql`with ${RUNNING}, desired as ${DESIRED}
    insert into catalog_promotion_prices (variant_id, promotion_id)
    select d.variant_id, d.promotion_id from desired d
    on conflict (variant_id) do update set promotion_id = excluded.promotion_id`);
  const priced = await selectRows<{ id: number }>(
    db,
    sql`with ${RUNNING}, desired as ${DESIRED}
      update product_variants v set price = d.price, updated_at = now()
      from desired d where d.variant_id = v.id and v.price <> d.price
      returning v.id`,
  );
  return [...new Set([...reverted, ...priced].map((row) => row.id))];
}
