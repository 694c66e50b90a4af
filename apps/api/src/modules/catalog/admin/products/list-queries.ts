import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { CatalogLocale } from '@sakhe/contract';
import { ADMIN_EXACT_COUNT_UP_TO, LOW_STOCK } from '@sakhe/contract/admin';
import type { Queryable } from '../../../../db/client';
import {
  cachedEstimate,
  estimateRows,
  pageSize,
  selectPlanned,
  selectRows,
  statementKey,
} from '../../../../db/sql';
import type { TtlCache } from '../../ttl-cache';
import { queryKeys } from '../../search/fold';
import { type ProductFilterQuery, productFilterWhere } from './filter-queries';

/**
 * The back office's product list (docs/decisions/0021). The app's connections plan each statement
 * once, without the values (decision 0018), so PostgreSQL cannot tell a category of 500 products
 * from one of 24,000, nor a word five products share from one in 16,000 names. The list therefore
 * chooses the statement's shape itself, from the sizes it knows:
 * - walk: read products in the sort's order (an index) and test each, stopping after the page;
 *   cheap when matches are dense, the whole table when they are rare;
 * - bounded walk: the same over the first few thousand products in that order only; a full page
 *   from them is exactly the page (they are the first matches in the order), else the list
 *   collects instead;
 * - collect: the ids of a small set read from an index (a category's products, the variants
 *   running low, a search's matches), then only those products tested and sorted.
 * Every shape tests every filter, so all give the same products in the same order; the tests are
 * written as scalar subqueries, which PostgreSQL runs per product and never turns into a join
 * over a whole set.
 */

/** The list's sorts: an indexed column each (names through product_translations (locale, name, product_id)). */
export type ProductSortField = 'code' | 'name' | 'price' | 'createdAt' | 'id';

export interface ProductListSort {
  field: ProductSortField;
  direction: 'asc' | 'desc';
  locale: CatalogLocale;
}

export interface ProductListRow {
  id: number;
  code: string;
  enabled: boolean;
  nameKa: string | null;
  nameEn: string | null;
  imagePath: string | null;
  price: number | null;
  variantCount: number;
  available: number;
  mainTaxonId: number | null;
  brandId: number | null;
  updatedAt: string;
}

/** An enabled variant that can be bought: untracked, or more on hand than held (product_variants_sellable_idx). */
const SELLABLE = sql`v.enabled and (not v.tracked or v.on_hand - v.on_hold > 0)`;

/**
 * A tracked variant with 1 to LOW_STOCK left, written as the partial index product_variants_low_stock_idx
 * states it (migration 0025) so that PostgreSQL reads that index: the number is part of the text.
 */
const LOW = sql.raw(`v.enabled and v.tracked and v.on_hand - v.on_hold between 1 and ${LOW_STOCK}`);

/** `%…%` for ILIKE with the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The category's taxons: itself and every one under it (taxons' path prefix), an array computed
 * once per statement (an unknown code gives none).
 */
const categoryIds = (code: string) =>
  sql`array(select d.id from taxons c join taxons d on d.path like c.path || '%' where c.code = ${code})`;

/** The brand's taxon (null for an unknown code). */
const brandId = (code: string) => sql`(select b.id from taxons b where b.code = ${code})`;

type DriverName = 'category' | 'brand' | 'low' | 'search';

/** A set of products read from an index, which a page or a count can be collected from. */
interface Driver {
  name: DriverName;
  /** `select <product id> from …`, duplicates allowed. */
  ids: SQL;
  /** Rows the index gives (assignments, variants), or undefined when not known beforehand (a search). */
  size: number | undefined;
}

export type ListShape =
  | { kind: 'walk' }
  | { kind: 'bounded'; rows: number; then: ListShape }
  | { kind: 'collect'; drivers: DriverName[] };

/** The figures the choice is made from. */
export interface ShapeInput {
  /** Products in the shop. */
  products: number;
  /** Matches wanted: offset and page size, or the count's limit. */
  wanted: number;
  drivers: Array<{ name: DriverName; size: number | undefined }>;
  /** A count (in no order), rather than a page. */
  count?: boolean;
  /** The page is in id order, or it is a count: a set's ids are placed without reading products. */
  byId: boolean;
  /** Filters no set answers (enabled, price, images, in or out of stock): each match is read. */
  otherTests: boolean;
}

/**
 * Costs in products read and tested, a walk's step (2–3 index probes); an id read from an index,
 * hashed or sorted with the others of its set, costs about a fifth of that.
 */
const INDEX_ENTRY = 0.2;
/** A bounded walk reads at most this many times what it should need, and never fewer than MIN_WALK. */
const WALK_MARGIN = 4;
const MIN_WALK = 1024;
/** A set this many times the smallest one is intersected with it rather than tested per product. */
const INTERSECT_WITHIN = 4;

/**
 * The shape for a page or a count. Filters are taken as independent: a category with a quarter of
 * the products and stock running low on 7.5 % of them leave 1.8 % to be found walking, 1,700
 * products for a page of 30, where collecting reads the category's 24,000 ids and the low stock's
 * 7,500 and then the 1,800 products both hold. The walk is tried when it should cost less, bounded
 * at WALK_MARGIN times what it should need (a correlation, or an order that puts the category's
 * products late, must not turn it into a walk over the whole table); a search's size is not known,
 * so its walk is tried first and its matches collected after.
 */
export function chooseShape(input: ShapeInput): ListShape {
  const products = Math.max(1, input.products);
  const known = input.drivers
    .flatMap((driver) => (driver.size === undefined ? [] : [{ name: driver.name, size: driver.size }]))
    .sort((a, b) => a.size - b.size);
  const unknown = input.drivers.filter((driver) => driver.size === undefined).map((driver) => driver.name);
  if (known.length === 0 && unknown.length === 0) return { kind: 'walk' };
  const bounded = (expected: number, then: ListShape): ListShape => {
    // A power of two: the number is written into the statement, so each is a plan of its own.
    const rows = 2 ** Math.ceil(Math.log2(Math.max(MIN_WALK, expected * WALK_MARGIN)));
    return rows >= products ? { kind: 'walk' } : { kind: 'bounded', rows, then };
  };
  // A search alone: its page is looked for among the first products in the order (ten for each
  // one wanted: a word in the catalog's names is often in one name of six), then among its
  // matches. Its count is taken from its matches: a walk would find 1,001 of them only for a word
  // so common that its estimate is kept ten seconds anyway.
  const matches: ListShape = { kind: 'collect', drivers: unknown };
  if (known.length === 0) return input.count ? matches : bounded(input.wanted * 2.5, matches);
  const smallest = known[0]!.size;
  const intersected = known.filter((driver) => driver.size <= smallest * INTERSECT_WITHIN);
  const share = (size: number) => Math.min(1, size / products);
  const survivors = intersected.slice(1).reduce((count, driver) => count * share(driver.size), smallest);
  const idOnly =
    input.byId && !input.otherTests && unknown.length === 0 && intersected.length === known.length;
  const collectCost =
    intersected.reduce((sum, driver) => sum + driver.size, 0) * INDEX_ENTRY + (idOnly ? 0 : survivors);
  const expected =
    input.wanted /
    Math.max(
      1 / products,
      known.reduce((all, driver) => all * share(driver.size), 1),
    );
  const collect: ListShape = { kind: 'collect', drivers: intersected.map((driver) => driver.name) };
  return expected < collectCost ? bounded(expected, collect) : collect;
}

/**
 * The tests of the filter on `p` (a products row), each evaluated per product; none for the sets
 * the products were collected from (`collected`), which hold only products that pass theirs.
 */
function tests(filter: ProductFilterQuery, collected: readonly DriverName[] = []): SQL[] {
  const parts: SQL[] = [];
  const search = filter.search?.trim();
  if (search && !collected.includes('search')) {
    // As the search's matches are picked (filter-queries.ts): part of the code, or of a name's key
    // in either language (products.search_key, one per line, migration 0023).
    const names = queryKeys(search).map((key) => sql` or p.search_key like ${`%${key}%`}`);
    parts.push(sql`(p.code ilike ${containing(search)}${sql.join(names)})`);
  }
  if (filter.category !== undefined && !collected.includes('category')) {
    parts.push(sql`(select true from product_taxons x where x.product_id = p.id
      and x.taxon_id = any(${categoryIds(filter.category)}) limit 1)`);
  }
  if (filter.brand !== undefined && !collected.includes('brand')) {
    parts.push(sql`(select true from product_taxons x where x.product_id = p.id
      and x.taxon_id = ${brandId(filter.brand)})`);
  }
  if (filter.enabled !== undefined) parts.push(sql`p.enabled = ${filter.enabled}`);
  if (filter.stock === 'in') {
    parts.push(sql`(select true from product_variants v where v.product_id = p.id and ${SELLABLE} limit 1)`);
  } else if (filter.stock === 'out') {
    parts.push(
      sql`(select true from product_variants v where v.product_id = p.id and ${SELLABLE} limit 1) is null`,
    );
  } else if (filter.stock === 'low' && !collected.includes('low')) {
    parts.push(sql`(select true from product_variants v where v.product_id = p.id and ${LOW} limit 1)`);
  }
  // `is true` (no price, no match, as in a plain condition) keeps the price index out of a walk: a
  // plan made without the values expects a price range to hold few products and would read them
  // all from that index and sort them (62,000 of 100,000 for 20–60 GEL, 200 ms).
  if (filter['price[gte]'] !== undefined) parts.push(sql`(p.price >= ${filter['price[gte]']}) is true`);
  if (filter['price[lte]'] !== undefined) parts.push(sql`(p.price <= ${filter['price[lte]']}) is true`);
  if (filter.hasImages !== undefined) {
    parts.push(
      sql`(select true from product_images i where i.product_id = p.id limit 1) is ${sql.raw(filter.hasImages ? 'not null' : 'null')}`,
    );
  }
  return parts;
}

/** Filters that no set answers: whichever way a page is picked, each match is read and tested. */
const hasOtherTests = (filter: ProductFilterQuery) =>
  filter.enabled !== undefined ||
  filter.stock === 'in' ||
  filter.stock === 'out' ||
  filter['price[gte]'] !== undefined ||
  filter['price[lte]'] !== undefined ||
  filter.hasImages !== undefined;

const conjunction = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** The sets the filter can be collected from, with what is known of their sizes. */
function driversOf(filter: ProductFilterQuery, sizes: Sizes): Driver[] {
  const drivers: Driver[] = [];
  if (filter.category !== undefined) {
    drivers.push({
      name: 'category',
      ids: sql`select x.product_id from product_taxons x where x.taxon_id = any(${categoryIds(filter.category)})`,
      size: sizes.category,
    });
  }
  if (filter.brand !== undefined) {
    drivers.push({
      name: 'brand',
      ids: sql`select x.product_id from product_taxons x where x.taxon_id = ${brandId(filter.brand)}`,
      size: sizes.brand,
    });
  }
  if (filter.stock === 'low') {
    drivers.push({
      name: 'low',
      ids: sql`select v.product_id from product_variants v where ${LOW}`,
      size: sizes.low,
    });
  }
  const search = filter.search?.trim();
  if (search) {
    const names = queryKeys(search).map((key) => sql`s.search_key like ${`%${key}%`}`);
    const byName =
      names.length > 0 ? sql` union select s.id from products s where ${sql.join(names, sql` or `)}` : sql``;
    drivers.push({
      name: 'search',
      ids: sql`select c.id from products c where c.code ilike ${containing(search)}${byName}`,
      size: undefined,
    });
  }
  return drivers;
}

/** What the list knows of the sets' sizes: the shop's products and the filter's sets. */
interface Sizes {
  products: number;
  category?: number;
  brand?: number;
  low?: number;
}

/**
 * Sizes only steer the choice of shape, so they are kept a minute per node: the shop's products
 * and the variants running low, and a category's or brand's assignments by their taxons' ids.
 */
const sizeCache = new LRUCache<string, number>({ max: 1024, ttl: 60_000 });

async function cachedSize(key: string, count: () => Promise<number>): Promise<number> {
  const known = sizeCache.get(key);
  if (known !== undefined) return known;
  const counted = await count();
  sizeCache.set(key, counted);
  return counted;
}

async function countOf(db: Queryable, query: SQL): Promise<number> {
  const [row] = await selectPlanned<{ count: number }>(db, query, 'admin-products-size');
  return row?.count ?? 0;
}

async function sizesOf(db: Queryable, filter: ProductFilterQuery): Promise<Sizes> {
  const sizes: Sizes = {
    products: await cachedSize('products', () =>
      countOf(db, sql`select count(*)::int as count from products`),
    ),
  };
  const { category, brand } = filter;
  // By code: after a category moves, its size may be a minute old, which only steers the shape.
  if (category !== undefined) {
    sizes.category = await cachedSize(`category:${category}`, () =>
      countOf(
        db,
        sql`select count(*)::int as count from product_taxons x where x.taxon_id = any(${categoryIds(category)})`,
      ),
    );
  }
  if (brand !== undefined) {
    sizes.brand = await cachedSize(`brand:${brand}`, () =>
      countOf(
        db,
        sql`select count(*)::int as count from product_taxons x where x.taxon_id = ${brandId(brand)}`,
      ),
    );
  }
  if (filter.stock === 'low') {
    sizes.low = await cachedSize('low', () =>
      countOf(db, sql`select count(*)::int as count from product_variants v where ${LOW}`),
    );
  }
  return sizes;
}

const SORT_COLUMNS: Record<ProductSortField, string> = {
  code: 'p.code',
  name: 'n.name',
  price: 'p.price',
  createdAt: 'p.created_at',
  id: 'p.id',
};

/** The ids of one page in one shape: `select … as id` in the list's order. */
function pageIds(
  filter: ProductFilterQuery,
  drivers: Driver[],
  shape: ListShape,
  sort: ProductListSort,
  page: { limit: number; offset: number },
): SQL {
  const direction = sort.direction === 'asc' ? 'asc' : 'desc';
  // Every product has a name in both languages (each way of writing one requires both), so an inner
  // join loses none and lets the (locale, name, product_id) index give the order.
  const byName = sort.field === 'name';
  const nameJoin = byName
    ? sql`join product_translations n on n.product_id = p.id and n.locale = ${sort.locale}`
    : sql``;
  // Names tie-break on the translation's own product id, so the index gives the whole order.
  const order = sql.raw(
    `${SORT_COLUMNS[sort.field]} ${direction}, ${byName ? 'n.product_id' : 'p.id'} ${direction}`,
  );
  const window = sql`limit ${pageSize(page.limit)} offset ${page.offset}`;
  if (shape.kind === 'walk') {
    const where = tests(filter);
    if (byName && where.length === 0) {
      // Names alone: the index gives the page without reading products.
      return sql`select n.product_id as id from product_translations n where n.locale = ${sort.locale}
        order by n.name ${sql.raw(direction)}, n.product_id ${sql.raw(direction)} ${window}`;
    }
    return sql`select p.id from products p ${nameJoin} where ${conjunction(where)} order by ${order} ${window}`;
  }
  if (shape.kind === 'bounded') {
    // The first `rows` products in the order (a subquery with its own limit: PostgreSQL reads them
    // from the index, in order, and stops), then the filter over those alone.
    const outer = sql.raw(
      `${byName ? 'p.sort_name' : SORT_COLUMNS[sort.field]} ${direction}, p.id ${direction}`,
    );
    return sql`select p.id from (select p.*${byName ? sql`, n.name as sort_name` : sql``} from products p ${nameJoin}
        order by ${order} limit ${pageSize(shape.rows)}) p
      where ${conjunction(tests(filter))} order by ${outer} ${window}`;
  }
  const where = tests(filter, shape.drivers);
  if (sort.field === 'id' && where.length === 0) {
    // In id order with nothing left to test: the page from the ids themselves.
    return sql`select d.id from (${collected(drivers, shape.drivers)}) d(id)
      group by d.id order by d.id ${sql.raw(direction)} ${window}`;
  }
  return sql`select p.id from products p ${nameJoin}
    where p.id = any(array(${collected(drivers, shape.drivers)})) and ${conjunction(where)}
    order by ${order} ${window}`;
}

/** The product ids of the chosen sets: one set, or their intersection. */
function collected(drivers: Driver[], names: readonly DriverName[]): SQL {
  const chosen = drivers.filter((driver) => names.includes(driver.name));
  // Each in parentheses: a search's set is itself a union, and intersect binds before union.
  return sql.join(
    chosen.map((driver) => sql`(${driver.ids})`),
    sql` intersect `,
  );
}

/** The rows a count counts, `select 1 …`, in one shape (any order: only how many matter). */
function countedRows(filter: ProductFilterQuery, drivers: Driver[], shape: ListShape): SQL {
  if (shape.kind === 'walk') return sql`select 1 from products p where ${conjunction(tests(filter))}`;
  if (shape.kind === 'bounded') {
    return sql`select 1 from (select p.* from products p limit ${pageSize(shape.rows)}) p
      where ${conjunction(tests(filter))}`;
  }
  const where = tests(filter, shape.drivers);
  if (where.length === 0) {
    return sql`select 1 from (${collected(drivers, shape.drivers)}) d(id) group by d.id`;
  }
  return sql`select 1 from products p
    where p.id = any(array(${collected(drivers, shape.drivers)})) and ${conjunction(where)}`;
}

/**
 * The page's ids, then only those rows completed, in the same statement. A product's names and its
 * variants are each read in one pass (a lateral aggregate); its category and brand are given as ids,
 * named from `loadTaxonNames` by the caller: the names' lookups were half the statement's time.
 */
function completed(ids: SQL): SQL {
  return sql`with page as (select p.id, row_number() over () as at from (${ids}) p)
    select p.id, p.code, p.enabled, p.price, names."nameKa", names."nameEn",
      (select i.path from product_images i where i.product_id = p.id
        order by (i.type is not null), i.position, i.id limit 1) as "imagePath",
      variants."variantCount", variants.available,
      p.main_taxon_id as "mainTaxonId",
      (select x.taxon_id from product_taxons x join taxons b on b.id = x.taxon_id and b.brand_taxon
        where x.product_id = p.id order by x.position, x.id limit 1) as "brandId",
      to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
    from page join products p on p.id = page.id
    cross join lateral (select max(tr.name) filter (where tr.locale = 'ka_GE') as "nameKa",
        max(tr.name) filter (where tr.locale = 'en_US') as "nameEn"
      from product_translations tr where tr.product_id = p.id) names
    cross join lateral (select count(*)::int as "variantCount",
        coalesce(sum(greatest(v.on_hand - v.on_hold, 0)) filter (where v.tracked), 0)::int as available
      from product_variants v where v.product_id = p.id) variants
    order by page.at`;
}

/** A taxon's code and its names by locale, as the list shows a product's category and brand. */
export interface TaxonName {
  code: string;
  names: Partial<Record<CatalogLocale, string>>;
}

/** Every taxon, enabled or not (a product's category may be switched off), by id: a few hundred rows. */
export async function loadTaxonNames(db: Queryable): Promise<Map<number, TaxonName>> {
  const rows = await selectRows<{
    id: number;
    code: string;
    locale: CatalogLocale | null;
    name: string | null;
  }>(
    db,
    sql`select t.id, t.code, tt.locale, tt.name from taxons t
      left join taxon_translations tt on tt.taxon_id = t.id`,
  );
  const taxons = new Map<number, TaxonName>();
  for (const row of rows) {
    const taxon = taxons.get(row.id) ?? { code: row.code, names: {} };
    if (row.locale !== null && row.name !== null) taxon.names[row.locale] = row.name;
    taxons.set(row.id, taxon);
  }
  return taxons;
}

export interface ListOptions {
  /** A shape chosen by the caller (tests compare them all), instead of chooseShape's. */
  shape?: ListShape;
}

export interface CountOptions extends ListOptions {
  /**
   * Counts kept by filter (the app's, emptied by every catalog change): paging through a list, or
   * sorting it, does not count it again.
   */
  counts?: TtlCache<number>;
}

/**
 * One page of the list, in the shape the sizes suggest (a bounded walk that falls short is
 * followed by its fallback). Named by shape and planned once per connection, the page size in the
 * text (docs/decisions/0018).
 */
export async function listProducts(
  db: Queryable,
  filter: ProductFilterQuery,
  sort: ProductListSort,
  page: { limit: number; offset: number },
  options: ListOptions = {},
): Promise<ProductListRow[]> {
  const sizes = options.shape ? { products: 0 } : await sizesOf(db, filter);
  const drivers = driversOf(filter, sizes);
  let shape =
    options.shape ??
    chooseShape({
      products: sizes.products,
      wanted: page.offset + page.limit,
      drivers,
      byId: sort.field === 'id',
      otherTests: hasOtherTests(filter),
    });
  for (;;) {
    const rows = await selectPlanned<ProductListRow>(
      db,
      completed(pageIds(filter, drivers, shape, sort, page)),
      'admin-products',
    );
    if (shape.kind !== 'bounded' || rows.length === page.limit) return rows;
    shape = shape.then;
  }
}

/**
 * How many products match: exact up to the contract's limit, the planner's estimate past it
 * (docs/decisions/0018), which is kept ten seconds per filter. The exact count goes the way the
 * page does, walking or collecting; the estimate is asked of the filter as filter-queries.ts
 * writes it, whose plan says what PostgreSQL expects of all of it. With `options.counts`, a filter's
 * count is taken from there while it is kept.
 */
export async function countProducts(
  db: Queryable,
  filter: ProductFilterQuery,
  options: CountOptions = {},
): Promise<number> {
  const estimated = sql`select 1 from products p where ${productFilterWhere(filter)}`;
  const { counts, ...listOptions } = options;
  if (!counts) return countAfresh(db, filter, estimated, listOptions);
  return counts.get(statementKey(estimated), () => countAfresh(db, filter, estimated, listOptions));
}

async function countAfresh(
  db: Queryable,
  filter: ProductFilterQuery,
  estimated: SQL,
  options: ListOptions,
): Promise<number> {
  const known = cachedEstimate(estimated);
  if (known !== undefined) return known;
  const sizes = options.shape ? { products: 0 } : await sizesOf(db, filter);
  const drivers = driversOf(filter, sizes);
  const cap = ADMIN_EXACT_COUNT_UP_TO + 1;
  let shape =
    options.shape ??
    chooseShape({
      products: sizes.products,
      wanted: cap,
      drivers,
      count: true,
      byId: true,
      otherTests: hasOtherTests(filter),
    });
  for (;;) {
    const rows = countedRows(filter, drivers, shape);
    const [counted] = await selectPlanned<{ count: number }>(
      db,
      sql`select count(*)::int as count from (${rows} limit ${pageSize(cap)}) capped`,
      'admin-products-count',
    );
    const count = counted?.count ?? 0;
    if (count === cap) return estimateRows(db, estimated, cap);
    if (shape.kind !== 'bounded') return count;
    shape = shape.then;
  }
}
