import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale, OrderDirection } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { type NameSearch, matchesDescription, matchesSearch, searchRank } from '../search/match';
import { intArray, selectRows } from '../../../db/sql';

type ProductOrderField =
  'price' | 'createdAt' | 'code' | 'translation.name' | 'averageRating' | 'discount' | 'bestselling';

/** The largest share (0–1) an enabled variant of the product is marked down by. */
const DISCOUNT = sql`(select max(1 - v.price::float8 / v.original_price) from product_variants v
  where v.product_id = p.id and v.enabled and v.original_price > 0)`;

/**
 * Units of the product in placed orders (not carts, not cancelled ones), read through the order
 * items' variant index. Listings keep whole responses for CATALOG_CACHE_SECONDS, so the count is
 * refreshed that often rather than on every request.
 */
const UNITS_SOLD = sql`(select coalesce(sum(oi.quantity), 0) from product_variants v
  join order_items oi on oi.variant_id = v.id
  join orders o on o.id = oi.order_id and o.state in ('new', 'fulfilled')
  where v.product_id = p.id)`;

/** Products wearing the bestseller label come first among those that sold as many. */
const BESTSELLER_LABEL = sql`(exists (select 1 from catalog_promotion_products cpp
  join catalog_promotions cp on cp.id = cpp.promotion_id and cp.code = 'bestseller'
  where cpp.product_id = p.id))`;

export interface ProductFilter {
  locale: CatalogLocale;
  /** The `taxon` filter: ids of the taxon and all its descendants. */
  taxonIds?: number[] | undefined;
  /** Codes for the exact, direct `productTaxons.taxon.code` filter (any of them). */
  taxonCodes?: string[] | undefined;
  /** Product codes (any of them), looked up on the unique code index. */
  codes?: string[] | undefined;
  minimumPrice?: number | undefined;
  maximumPrice?: number | undefined;
  search?: NameSearch | undefined;
  /** The brand facet: ids of brand taxons a product is assigned to directly (any of them). */
  brandIds?: number[] | undefined;
  /** The category facet: ids of the chosen categories and all their descendants (any of them). */
  categoryIds?: number[] | undefined;
  /** Attribute facets: for each attribute, the choices of which a product has any. */
  attributes?: Array<{ id: number; choices: string[] }> | undefined;
}

/** The filters that are facets: each is counted with the others applied but not itself. */
type FacetName = 'brand' | 'category' | 'price' | `attribute${number}`;

export interface ProductOrder {
  field: ProductOrderField;
  direction: OrderDirection;
  /** For translation.name: the locale whose names decide (the request locale by default). */
  locale?: CatalogLocale | undefined;
}

export interface ListingPage {
  /** Explicit orders, applied in this sequence; empty means the default order. */
  order: ProductOrder[];
  limit: number;
  offset: number;
}

/**
 * Listings are written so that PostgreSQL can walk an index in the asked order and stop after
 * the page (price, code, creation date), testing each product's filters with index lookups:
 * only enabled products with a translation in the request locale (api-contract §4.1).
 */
function conditions(filter: ProductFilter, joined: Joined = {}): SQL {
  return sql.join([...fixedConditions(filter, joined), ...facetConditions(filter).values()], sql` and `);
}

/** The conditions of the facet filters that are set, by facet. */
function facetConditions(filter: ProductFilter): Map<FacetName, SQL> {
  const facets = new Map<FacetName, SQL>();
  if (filter.brandIds !== undefined) {
    facets.set(
      'brand',
      sql`exists (select 1 from product_taxons x where x.product_id = p.id and x.taxon_id = any(${intArray(filter.brandIds)}))`,
    );
  }
  if (filter.categoryIds !== undefined) {
    facets.set(
      'category',
      sql`exists (select 1 from product_taxons x where x.product_id = p.id and x.taxon_id = any(${intArray(filter.categoryIds)}))`,
    );
  }
  for (const attribute of filter.attributes ?? []) {
    facets.set(
      `attribute${attribute.id}`,
      sql`exists (select 1 from product_attribute_values v where v.product_id = p.id
        and v.attribute_id = ${attribute.id} and v.choice = any(${sql.param(attribute.choices)}::text[]))`,
    );
  }
  const price: SQL[] = [];
  if (filter.minimumPrice !== undefined) price.push(sql`p.price >= ${filter.minimumPrice}`);
  if (filter.maximumPrice !== undefined) price.push(sql`p.price <= ${filter.maximumPrice}`);
  if (price.length > 0) facets.set('price', sql.join(price, sql` and `));
  return facets;
}

/** The conditions every facet is counted under: what the listing is (taxon, codes, search), not what is ticked. */
export function fixedConditions(filter: ProductFilter, joined: Joined = {}): SQL[] {
  const parts: SQL[] = [
    sql`p.enabled`,
    sql`exists (select 1 from product_translations tr where tr.product_id = p.id and tr.locale = ${filter.locale})`,
  ];
  if (filter.taxonIds !== undefined && !joined.subtree) {
    parts.push(sql`exists (select 1 from product_taxons x
      where x.product_id = p.id and x.taxon_id = any(${intArray(filter.taxonIds)}))`);
  }
  if (filter.taxonCodes !== undefined) {
    parts.push(sql`exists (select 1 from product_taxons x
      where x.product_id = p.id and x.taxon_id in (select id from taxons where enabled and code in ${filter.taxonCodes}))`);
  }
  if (filter.codes !== undefined) parts.push(sql`p.code in ${filter.codes}`);
  if (filter.search && !joined.matched) {
    const search = filter.search;
    parts.push(sql`(p.id in (select s.product_id from product_translations s
        where ${matchesSearch(sql`s.search_key`, search)} or ${matchesDescription(sql`s.description`, search)})
      or p.id in (${brandMatches(search, sql`x.product_id`)})
      or p.id in (${categoryMatches(search, sql`x.product_id`)}))`);
  }
  return parts;
}

/**
 * Products of the brands whose name matches the search (in either script: brand names are folded
 * like product names), so a brand's name finds its products. `columns` is what the select yields.
 */
function brandMatches(search: NameSearch, columns: SQL): SQL {
  return sql`select ${columns} from taxon_translations b
    join taxons t on t.id = b.taxon_id and t.brand_taxon and t.enabled
    join product_taxons x on x.taxon_id = b.taxon_id
    where ${matchesSearch(sql`b.search_key`, search)}`;
}

/**
 * Products in the categories (and below them) whose name matches the search: "სახის კრემი" or
 * "shampoos" finds what the shop files there, named so or not.
 */
function categoryMatches(search: NameSearch, columns: SQL): SQL {
  return sql`select ${columns} from taxon_translations c
    join taxons t on t.id = c.taxon_id and not t.brand_taxon and t.enabled and t.level > 0
    join taxons d on d.path like t.path || '%' and d.enabled
    join product_taxons x on x.taxon_id = d.id
    where ${matchesSearch(sql`c.search_key`, search)}`;
}

/**
 * The search's tiers (issue 25): a product named by the query (its whole name 9, a word starting with
 * it 8, inside a word 7), then its brand's name (6, 5, 4; a brand that only resembles it 3–4), then its
 * category's (2–2.4), then a name that only resembles the query (1–2), a category that only resembles
 * it (0.6–1), then its description (0.5).
 * `rank` is searchRank's 4 / 3 / 2 / similarity below 1.
 */
const nameTier = (rank: SQL) => sql`(case when ${rank} >= 2 then ${rank} + 5 else 1 + ${rank} end)`;
const brandTier = (rank: SQL) => sql`(case when ${rank} >= 2 then ${rank} + 2 else 3 + ${rank} end)`;
const categoryTier = (rank: SQL) =>
  sql`(case when ${rank} >= 2 then 2 + ${rank} / 10 else 0.6 + ${rank} * 0.4 end)`;
const DESCRIPTION_TIER = 0.5;

/** Filters answered by a join instead of a condition, because the default order needs their values. */
interface Joined {
  /** `subtree (product_id, position)`: the best product-taxon position in the filtered subtree. */
  subtree?: SQL;
  /** `matched (product_id, rank)`: the best search rank over the product's translations. */
  matched?: SQL;
}

/**
 * Without an explicit order the listing sorts by search rank and subtree position, which hold
 * for every matching product; computing them once per matching row (a grouped join) is far
 * cheaper than a correlated subquery per product.
 */
function defaultOrderJoins(filter: ProductFilter, order: ProductOrder[]): Joined {
  if (order.length > 0) return {};
  const joined: Joined = {};
  if (filter.search) {
    const search = filter.search;
    const key = sql`s.search_key`;
    const brandRank = brandTier(searchRank(sql`b.search_key`, search));
    const categoryRank = categoryTier(searchRank(sql`c.search_key`, search));
    joined.matched = sql`join (select product_id, max(rank) as rank from (
        select s.product_id, ${nameTier(searchRank(key, search))} as rank
        from product_translations s where ${matchesSearch(key, search)}
        union all select s.product_id, ${DESCRIPTION_TIER} as rank
        from product_translations s where ${matchesDescription(sql`s.description`, search)}
        union all ${brandMatches(search, sql`x.product_id, ${brandRank} as rank`)}
        union all ${categoryMatches(search, sql`x.product_id, ${categoryRank} as rank`)}
      ) ranked group by product_id
    ) matched on matched.product_id = p.id`;
  }
  if (filter.taxonIds !== undefined) {
    joined.subtree = sql`join (select x.product_id, min(x.position) as position
      from product_taxons x where x.taxon_id = any(${intArray(filter.taxonIds)}) group by x.product_id
    ) subtree on subtree.product_id = p.id`;
  }
  return joined;
}

export async function countProducts(db: Queryable, filter: ProductFilter): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p where ${conditions(filter)}`,
  );
  return row?.total ?? 0;
}

interface SortKey {
  expression: SQL;
  descending: boolean;
  /** Empty values sort last both ways; NOT NULL columns keep the default so their index applies. */
  nullable?: boolean;
}

/**
 * Explicit orders first; without one: best search match, then position in the filtered taxon
 * (Sylius sorts taxon listings by product-taxon position), then code, which is unique and so
 * makes every page boundary stable.
 */
function sortKeys(filter: ProductFilter, order: ProductOrder[], joined: Joined): SortKey[] {
  const keys: SortKey[] = [];
  for (const { field, direction, locale } of order) {
    const descending = direction === 'desc';
    if (field === 'price') keys.push({ expression: sql`p.price`, descending, nullable: true });
    else if (field === 'createdAt') keys.push({ expression: sql`p.created_at`, descending });
    else if (field === 'code') keys.push({ expression: sql`p.code`, descending });
    else if (field === 'averageRating') {
      keys.push({ expression: sql`p.average_rating`, descending });
      keys.push({ expression: sql`p.review_count`, descending });
    } else if (field === 'discount') keys.push({ expression: DISCOUNT, descending, nullable: true });
    else if (field === 'bestselling') {
      keys.push({ expression: UNITS_SOLD, descending });
      keys.push({ expression: BESTSELLER_LABEL, descending });
    } else {
      const nameLocale = locale ?? filter.locale;
      keys.push({
        expression: sql`(select o.name from product_translations o where o.product_id = p.id and o.locale = ${nameLocale})`,
        descending,
        nullable: true,
      });
    }
  }
  if (order.length === 0) {
    if (joined.matched) {
      // Equally good matches: the better sellers first.
      keys.push({ expression: sql`matched.rank`, descending: true });
      keys.push({ expression: UNITS_SOLD, descending: true });
      keys.push({ expression: BESTSELLER_LABEL, descending: true });
    }
    if (joined.subtree) keys.push({ expression: sql`subtree.position`, descending: false });
    else if (filter.taxonCodes !== undefined) {
      keys.push({
        expression: sql`(select min(x.position) from product_taxons x join taxons t on t.id = x.taxon_id
          where x.product_id = p.id and t.code in ${filter.taxonCodes})`,
        descending: false,
      });
    }
  }
  if (!order.some((term) => term.field === 'code')) keys.push({ expression: sql`p.code`, descending: false });
  return keys;
}

/** A product without an enabled variant has no price; it sorts last both ways. */
const orderBy = (keys: SortKey[], column: (key: SortKey, index: number) => SQL) =>
  sql.join(
    keys.map(
      (key, index) =>
        sql`${column(key, index)} ${key.descending ? sql`desc` : sql`asc`}${key.nullable ? sql` nulls last` : sql``}`,
    ),
    sql`, `,
  );

/** The ids of one page of the listing, in order. */
export async function pageOfProductIds(
  db: Queryable,
  filter: ProductFilter,
  page: ListingPage,
): Promise<number[]> {
  const joined = defaultOrderJoins(filter, page.order);
  const keys = sortKeys(filter, page.order, joined);
  const where = conditions(filter, joined);
  const statement =
    page.order[0]?.field === 'price' && page.order[0].direction === 'desc'
      ? priceDescending(where, keys, page)
      : sql`select p.id from products p ${joined.matched ?? sql``} ${joined.subtree ?? sql``} where ${where}
          order by ${orderBy(keys, (key) => key.expression)} limit ${page.limit} offset ${page.offset}`;
  const rows = await selectRows<{ id: number }>(db, statement);
  return rows.map((row) => row.id);
}

/**
 * "Price, highest first, unpriced last": the price index read backwards yields unpriced products
 * first, so priced and unpriced products are fetched separately (each an index walk that stops
 * after the page) and merged.
 */
function priceDescending(where: SQL, keys: SortKey[], page: ListingPage): SQL {
  const enough = page.offset + page.limit;
  const projection = sql.join(
    keys.map((key, index) => sql`${key.expression} as ${sql.raw(`k${index}`)}`),
    sql`, `,
  );
  const branchOrder = sql.join(
    keys.map((key) => sql`${key.expression} ${key.descending ? sql`desc` : sql`asc`}`),
    sql`, `,
  );
  const rest = keys.slice(1);
  const restOrder = rest.length
    ? sql.join(
        rest.map((key) => sql`${key.expression} ${key.descending ? sql`desc` : sql`asc`}`),
        sql`, `,
      )
    : sql`p.id`;
  return sql`select u.id from (
      (select p.id, ${projection} from products p where ${where} and p.price is not null
        order by ${branchOrder} limit ${enough})
      union all
      (select p.id, ${projection} from products p where ${where} and p.price is null
        order by ${restOrder} limit ${enough})
    ) u
    order by ${orderBy(keys, (_key, index) => sql.raw(`u.k${index}`))}
    limit ${page.limit} offset ${page.offset}`;
}
