import { type SQL, sql } from 'drizzle-orm';
import { type AdminProductsQuery, LOW_STOCK } from '@sakhe/contract/admin';
import { queryKeys } from '../../search/fold';

/** The list's filters: the query's parameters without pages and sorts (bulk actions take the same). */
export type ProductFilterQuery = Omit<AdminProductsQuery, 'page' | 'itemsPerPage' | `order[${string}]`>;

/** An enabled variant that can be bought: untracked, or more on hand than held. */
const SELLABLE = sql`v.enabled and (not v.tracked or v.on_hand - v.on_hold > 0)`;

/** `%…%` for ILIKE with the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The WHERE condition of the back office's product list over `products p`, for the list, its
 * count and the bulk actions on "everything a filter matches" (helper "bulk"). Every part is an
 * index lookup per product or an indexed subquery:
 * - search: a name in either language through the trigram index on the folded search keys (so
 *   Georgian typed in Latin letters, or on the Latin keyboard layout, matches), or part of the code
 *   (trigram index on products.code);
 * - category: the category or any under it (taxons' path prefix), assigned directly;
 * - brand: assigned to the brand taxon;
 * - stock: in (a variant can be bought), low (a tracked variant has 1–LOW_STOCK left), out (none);
 * - price: the listing price (the default variant's), in tetri; enabled; has gallery images.
 */
export function productFilterWhere(query: ProductFilterQuery): SQL {
  const parts: SQL[] = [sql`true`];
  const search = query.search?.trim();
  if (search) {
    // The matching ids first, from the two trigram indexes on products (names' keys: migration 0023).
    // As a plain OR on `p`, a statement planned once per connection (selectPlanned) came to walk
    // every product in the list's order testing each, 470 ms for a code that five products share.
    const names = queryKeys(search).map((key) => sql`s.search_key like ${`%${key}%`}`);
    const byName =
      names.length > 0 ? sql` union select s.id from products s where ${sql.join(names, sql` or `)}` : sql``;
    parts.push(sql`p.id in (select c.id from products c where c.code ilike ${containing(search)}${byName})`);
  }
  if (query.category !== undefined) {
    parts.push(sql`exists (select 1 from product_taxons x where x.product_id = p.id and x.taxon_id in (
      select d.id from taxons c join taxons d on d.path like c.path || '%' where c.code = ${query.category}))`);
  }
  if (query.brand !== undefined) {
    parts.push(sql`exists (select 1 from product_taxons x where x.product_id = p.id
      and x.taxon_id = (select b.id from taxons b where b.code = ${query.brand}))`);
  }
  if (query.enabled !== undefined) parts.push(sql`p.enabled = ${query.enabled}`);
  if (query.stock === 'in') {
    parts.push(sql`exists (select 1 from product_variants v where v.product_id = p.id and ${SELLABLE})`);
  } else if (query.stock === 'out') {
    parts.push(sql`not exists (select 1 from product_variants v where v.product_id = p.id and ${SELLABLE})`);
  } else if (query.stock === 'low') {
    parts.push(sql`exists (select 1 from product_variants v where v.product_id = p.id and v.enabled
      and v.tracked and v.on_hand - v.on_hold between 1 and ${LOW_STOCK})`);
  }
  if (query['price[gte]'] !== undefined) parts.push(sql`p.price >= ${query['price[gte]']}`);
  if (query['price[lte]'] !== undefined) parts.push(sql`p.price <= ${query['price[lte]']}`);
  if (query.hasImages !== undefined) {
    parts.push(
      sql`${sql.raw(query.hasImages ? '' : 'not ')}exists (select 1 from product_images i where i.product_id = p.id)`,
    );
  }
  return sql.join(parts, sql` and `);
}
