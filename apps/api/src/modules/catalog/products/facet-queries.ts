import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { intArray, selectRows } from '../../../db/sql';
import { type FacetName, type ProductFilter, facetConditions, fixedConditions } from './listing';

/** Where the category facet's values come from: the children of one taxon, counted over their subtrees. */
export interface CategoryParent {
  path: string;
  level: number;
}

export interface FacetCounts {
  totalItems: number;
  /** Brand taxon id → products. */
  brands: Map<number, number>;
  /** Child taxon id (of the category parent) → products in its subtree. */
  categories: Map<number, number>;
  price: { min: number | null; max: number | null };
  /** Attribute id → choice → products. */
  attributes: Map<number, Map<string, number>>;
}

interface FacetRow {
  facet: 'total' | 'brand' | 'category' | 'attribute';
  value: number | null;
  choice: string | null;
  count: number;
  min: number | null;
  max: number | null;
}

/**
 * Every facet in one statement. The products the listing is made of (its taxon, codes and search:
 * the fixed conditions) are read once into `base`, with one flag per facet filter that is set;
 * each facet then counts the rows whose other flags all hold. A product has few taxon rows, so
 * the brand and category counts are a join on `product_taxons`' unique (product, taxon) index.
 * A category's subtree is read off the materialized path: the child of the parent at level L is
 * the path's (L + 3)th `/`-separated part.
 */
export async function countFacets(
  db: Queryable,
  filter: ProductFilter,
  categoryParent: CategoryParent | null,
  attributeIds: number[],
): Promise<FacetCounts> {
  const flags = facetConditions(filter);
  const names = [...flags.keys()];
  const flagColumn = (name: FacetName) => sql.raw(`f_${name}`);
  const allBut = (except: FacetName | null): SQL => {
    const parts = names.filter((name) => name !== except).map((name) => sql`b.${flagColumn(name)}`);
    return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  };
  const flagSelect = names.map((name) => sql`, ${flags.get(name)} as ${flagColumn(name)}`);

  const categories = categoryParent
    ? sql`union all
      select 'category', split_part(t.path, '/', ${categoryParent.level + 3})::int, null, count(distinct b.id)::int, null, null
      from base b join product_taxons x on x.product_id = b.id join taxons t on t.id = x.taxon_id
      where t.path like ${`${categoryParent.path}_%`} and ${allBut('category')}
      group by 2`
    : sql``;

  // Each attribute's values are counted under every filter but that attribute's own.
  const filtered = (filter.attributes ?? []).map(
    ({ id }) => sql`when ${id} then ${allBut(`attribute${id}`)}`,
  );
  const attributeCondition =
    filtered.length > 0
      ? sql`(case v.attribute_id ${sql.join(filtered, sql` `)} else ${allBut(null)} end)`
      : allBut(null);
  const attributes =
    attributeIds.length > 0
      ? sql`union all
      select 'attribute', v.attribute_id, v.choice, count(distinct b.id)::int, null, null
      from base b join product_attribute_values v on v.product_id = b.id
      where v.attribute_id = any(${intArray(attributeIds)}) and v.choice is not null and ${attributeCondition}
      group by v.attribute_id, v.choice`
      : sql``;

  const rows = await selectRows<FacetRow>(
    db,
    sql`with base as materialized (
        select p.id, p.price ${sql.join(flagSelect, sql``)}
        from products p where ${sql.join(fixedConditions(filter), sql` and `)}
      )
      select 'total' as facet, null::int as value, null::text as choice,
        (count(*) filter (where ${allBut(null)}))::int as count,
        min(b.price) filter (where ${allBut('price')}) as min,
        max(b.price) filter (where ${allBut('price')}) as max
      from base b
      union all
      select 'brand', x.taxon_id, null, count(distinct b.id)::int, null, null
      from base b join product_taxons x on x.product_id = b.id
        join taxons t on t.id = x.taxon_id and t.brand_taxon and t.enabled
      where ${allBut('brand')}
      group by x.taxon_id
      ${categories}
      ${attributes}`,
  );

  const counts: FacetCounts = {
    totalItems: 0,
    brands: new Map(),
    categories: new Map(),
    price: { min: null, max: null },
    attributes: new Map(),
  };
  for (const row of rows) {
    if (row.facet === 'total') {
      counts.totalItems = row.count;
      counts.price = { min: row.min, max: row.max };
    } else if (row.facet === 'attribute') {
      if (row.value === null || row.choice === null) continue;
      const choices = counts.attributes.get(row.value) ?? new Map<string, number>();
      choices.set(row.choice, row.count);
      counts.attributes.set(row.value, choices);
    } else if (row.value !== null) {
      (row.facet === 'brand' ? counts.brands : counts.categories).set(row.value, row.count);
    }
  }
  return counts;
}
