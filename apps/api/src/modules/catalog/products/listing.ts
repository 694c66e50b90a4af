import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale, OrderDirection } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { type NameSearch, matchesSearch, searchRank } from '../search/match';
import { selectRows } from '../sql';

export type ProductOrderField = 'price' | 'createdAt' | 'code' | 'translation.name';

export interface ProductListing {
  locale: CatalogLocale;
  /** Materialized path of the `taxon` filter: the taxon and all its descendants. */
  taxonPath?: string | undefined;
  /** Codes for the exact, direct `productTaxons.taxon.code` filter (any of them). */
  taxonCodes?: string[] | undefined;
  minimumPrice?: number | undefined;
  maximumPrice?: number | undefined;
  search?: NameSearch | undefined;
  /** Explicit orders, applied in this sequence; empty means the default order. */
  order: Array<{ field: ProductOrderField; direction: OrderDirection; locale?: CatalogLocale | undefined }>;
  limit: number;
  offset: number;
}

const direction = (value: OrderDirection) => (value === 'desc' ? sql`desc` : sql`asc`);

/**
 * The page of product ids a listing shows, and how many products match in total, in one
 * statement (the count is a window over the filtered rows). Only enabled products with a
 * translation in the request locale are listed (api-contract §4.1).
 */
export async function listProductIds(
  db: Queryable,
  listing: ProductListing,
): Promise<{ ids: number[]; total: number }> {
  const { from, where } = filtered(listing);
  const rows = await selectRows<{ id: number; total: number }>(
    db,
    sql`select p.id, count(*) over()::int as total ${from} where ${where}
      order by ${orderBy(listing)} limit ${listing.limit} offset ${listing.offset}`,
  );
  if (rows.length > 0 || listing.offset === 0)
    return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the window count.
  const [count] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${from} where ${where}`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

function filtered(listing: ProductListing): { from: SQL; where: SQL } {
  const conditions: SQL[] = [sql`p.enabled`];
  let from = sql`from products p join product_translations tr on tr.product_id = p.id and tr.locale = ${listing.locale}`;
  if (listing.taxonPath !== undefined) {
    // One row per product with its best position in the subtree: the filter and the default order at once.
    from = sql`${from} join (
        select x.product_id, min(x.position) as position
        from product_taxons x join taxons t on t.id = x.taxon_id
        where t.path like ${`${listing.taxonPath}%`}
        group by x.product_id
      ) subtree on subtree.product_id = p.id`;
  }
  if (listing.taxonCodes !== undefined) {
    conditions.push(sql`p.id in (
      select x.product_id from product_taxons x join taxons t on t.id = x.taxon_id
      where t.enabled and t.code in ${listing.taxonCodes})`);
  }
  if (listing.minimumPrice !== undefined) conditions.push(sql`p.price >= ${listing.minimumPrice}`);
  if (listing.maximumPrice !== undefined) conditions.push(sql`p.price <= ${listing.maximumPrice}`);
  if (listing.search) {
    conditions.push(sql`p.id in (
      select s.product_id from product_translations s where ${matchesSearch(sql`s.search_key`, listing.search)})`);
  }
  return { from, where: sql.join(conditions, sql` and `) };
}

/**
 * Explicit orders first; without one: best search match, then position in the filtered taxon
 * (Sylius sorts taxon listings by product-taxon position), then code, which is unique and so
 * makes every page boundary stable.
 */
function orderBy(listing: ProductListing): SQL {
  const terms: SQL[] = [];
  for (const { field, direction: dir, locale } of listing.order) {
    if (field === 'price') terms.push(sql`p.price ${direction(dir)} nulls last`);
    else if (field === 'createdAt') terms.push(sql`p.created_at ${direction(dir)}`);
    else if (field === 'code') terms.push(sql`p.code ${direction(dir)}`);
    else if (!locale || locale === listing.locale) terms.push(sql`tr.name ${direction(dir)}`);
    else {
      terms.push(sql`(select o.name from product_translations o where o.product_id = p.id and o.locale = ${locale})
        ${direction(dir)} nulls last`);
    }
  }
  if (listing.order.length === 0) {
    if (listing.search) {
      const rank = searchRank(sql`s.search_key`, listing.search);
      terms.push(sql`(select max(${rank}) from product_translations s where s.product_id = p.id) desc`);
    }
    if (listing.taxonPath !== undefined) terms.push(sql`subtree.position`);
    else if (listing.taxonCodes !== undefined) {
      terms.push(sql`(select min(x.position) from product_taxons x join taxons t on t.id = x.taxon_id
        where x.product_id = p.id and t.code in ${listing.taxonCodes})`);
    }
  }
  if (!listing.order.some((term) => term.field === 'code')) terms.push(sql`p.code`);
  return sql.join(terms, sql`, `);
}
