import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { selectRows } from '../../../db/sql';
import { SLICE_MS, pauseEvery } from './slices';
import { type ProductFilter, fixedConditions } from './listing';

/** Products (ids) by what they have: a taxon, a locale, an attribute's choice. */
export interface Posting<K> {
  key: K;
  products: ArrayLike<number>;
}

/** What the facet index is built from: every enabled product and, per value, the products that have it. */
export interface FacetSource {
  /** Enabled products' ids and prices, in parallel (null: no price). */
  products: { ids: ArrayLike<number>; prices: Array<number | null> };
  taxons: Array<{ id: number; code: string; path: string; enabled: boolean; brandTaxon: boolean }>;
  /** Products by taxon they are assigned to directly. */
  taxonPostings: Array<Posting<number>>;
  /** Products by locale they have a translation in. */
  localePostings: Array<Posting<string>>;
  /** Products by attribute and choice (select and checkbox values; text values are not facets). */
  choicePostings: Array<Posting<{ attributeId: number; choice: string }>>;
}

/**
 * Reads what the facet index needs in five statements that each return few rows: the product
 * columns, then posting lists, a few hundred rows rather than a row per product and value (600,000
 * attribute values at 100,000 products). Lists come as comma-separated text: node-postgres parses
 * a large int[] one character at a time in JavaScript, 3 s for these lists against 0.1 s to split
 * them. Postings may name disabled products, and a product twice (an attribute's choice in two
 * locales): the index drops the first and counts the second once, cheaper there than sorting here.
 */
export async function loadFacetSource(db: Queryable): Promise<FacetSource> {
  const [[products], taxons, taxonPostings, localePostings, choicePostings] = await Promise.all([
    selectRows<{ ids: string | null; prices: string | null }>(
      db,
      sql`select string_agg(id::text, ',' order by id) as ids,
        string_agg(coalesce(price::text, ''), ',' order by id) as prices
      from products where enabled`,
    ),
    selectRows<FacetSource['taxons'][number]>(
      db,
      sql`select id, code, path, enabled, brand_taxon as "brandTaxon" from taxons`,
    ),
    selectRows<{ key: number; products: string }>(
      db,
      sql`select taxon_id as key, string_agg(product_id::text, ',') as products
      from product_taxons group by taxon_id`,
    ),
    selectRows<{ key: string; products: string }>(
      db,
      sql`select locale as key, string_agg(product_id::text, ',') as products
      from product_translations group by locale`,
    ),
    selectRows<{ attributeId: number; choice: string; products: string }>(
      db,
      sql`select attribute_id as "attributeId", choice, string_agg(product_id::text, ',') as products
      from product_attribute_values where choice is not null group by attribute_id, choice`,
    ),
  ]);
  // Splitting the lists is some 0.2 s at 100,000 products: done a list at a time, between requests.
  const pause = pauseEvery(SLICE_MS);
  const parsed = async <K>(rows: Array<{ key: K; products: string }>): Promise<Array<Posting<K>>> => {
    const postings: Array<Posting<K>> = [];
    for (const { key, products: ids } of rows) {
      postings.push({ key, products: numbers(ids) });
      await pause();
    }
    return postings;
  };
  return {
    products: {
      ids: numbers(products?.ids),
      prices: (products?.prices ?? '').split(',').map((price) => (price === '' ? null : Number(price))),
    },
    taxons,
    taxonPostings: await parsed(taxonPostings),
    localePostings: await parsed(localePostings),
    choicePostings: await parsed(
      choicePostings.map(({ attributeId, choice, products: ids }) => ({
        key: { attributeId, choice },
        products: ids,
      })),
    ),
  };
}

const numbers = (list: string | null | undefined): number[] => (list ? list.split(',').map(Number) : []);

/**
 * The products a search or a list of codes selects within the listing's fixed conditions: the
 * part of the facets' base the index does not hold (names are matched on the trigram indexes).
 */
export async function findListedProductIds(db: Queryable, filter: ProductFilter): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select p.id from products p where ${sql.join(fixedConditions(filter), sql` and `)}`,
  );
  return rows.map((row) => row.id);
}
