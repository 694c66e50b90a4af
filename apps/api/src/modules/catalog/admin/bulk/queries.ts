import { type SQL, sql } from 'drizzle-orm';
import type { OriginalPriceMode } from '@sakhe/contract/admin';
import type { Queryable } from '../../../../db/client';
import { intArray, selectRows } from '../../../../db/sql';

/**
 * The bulk actions' SQL: each action is one or two set-based statements over the selected
 * products' ids (`= any($1::int[])`), never a statement per product.
 */

export interface SelectedProduct {
  id: number;
  code: string;
}

/**
 * Locks and returns the products a `where` selects, in id order, so every statement of the action
 * works on the same set even when the action changes what the filter matched (stock, enabled).
 * One row more than `limit` tells the caller the filter matched too many.
 */
export function lockProducts(db: Queryable, where: SQL, limit: number): Promise<SelectedProduct[]> {
  return selectRows<SelectedProduct>(
    db,
    sql`select p.id, p.code from products p where ${where} order by p.id limit ${limit + 1} for update of p`,
  );
}

export const byCodes = (codes: readonly string[]): SQL =>
  sql`p.code = any(${sql.param([...codes])}::varchar[])`;

interface Changed {
  products: number;
  variants: number;
}

async function counted(db: Queryable, statement: SQL): Promise<Changed> {
  const [row] = await selectRows<Changed>(db, statement);
  return row ?? { products: 0, variants: 0 };
}

export async function setEnabled(db: Queryable, ids: number[], enabled: boolean): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update products set enabled = ${enabled}, updated_at = now()
        where id = any(${intArray(ids)}) and enabled <> ${enabled} returning id`,
  );
  return rows.length;
}

export async function findTaxon(
  db: Queryable,
  code: string,
): Promise<{ id: number; brand: boolean } | undefined> {
  const [row] = await selectRows<{ id: number; brand: boolean }>(
    db,
    sql`select id, brand_taxon as brand from taxons where code = ${code}`,
  );
  return row;
}

/**
 * Makes `taxonId` the products' main category: the link to the old main category goes, one to the
 * new one is added (at the end of its listing) where missing. One statement.
 */
export async function moveToTaxon(db: Queryable, ids: number[], taxonId: number): Promise<number> {
  const [row] = await selectRows<{ changed: number }>(
    db,
    sql`with moved as (
          update products p set main_taxon_id = ${taxonId}, updated_at = now()
          from products old
          where old.id = p.id and p.id = any(${intArray(ids)}) and p.main_taxon_id is distinct from ${taxonId}
          returning p.id, old.main_taxon_id as old_main
        ), unlinked as (
          delete from product_taxons pt using moved
          where pt.product_id = moved.id and pt.taxon_id = moved.old_main
        ), linked as (
          insert into product_taxons (product_id, taxon_id, position)
          select p.id, ${taxonId},
                 (select coalesce(max(position), 0) from product_taxons where taxon_id = ${taxonId})
                   + row_number() over (order by p.id)
          from products p where p.id = any(${intArray(ids)})
          on conflict (product_id, taxon_id) do nothing
        )
        select count(*)::int as changed from moved`,
  );
  return row?.changed ?? 0;
}

export type PriceRule = { change: 'percent'; value: number } | { change: 'amount'; value: number };

/** The rule applied to a price column, rounded to the tetri (half away from zero, as PostgreSQL rounds numerics). */
function applied(rule: PriceRule, column: SQL): SQL {
  if (rule.change === 'percent') {
    return sql`round(${column}::numeric * (100 + ${String(rule.value)}::numeric) / 100)::int`;
  }
  return sql`(${column} + ${rule.value}::int)`;
}

function originalOf(mode: OriginalPriceMode, rule: PriceRule, newPrice: SQL): SQL {
  if (mode === 'set') return sql`v.price`;
  if (mode === 'follow') return sql`greatest(${applied(rule, sql`v.original_price`)}, ${newPrice})`;
  return sql`greatest(v.original_price, ${newPrice})`;
}

/** Variants whose new price would be below zero: their count and the first few codes. */
export async function negativePrices(
  db: Queryable,
  ids: number[],
  rule: PriceRule,
): Promise<{ count: number; codes: string[] }> {
  const [row] = await selectRows<{ count: number; codes: string[] | null }>(
    db,
    sql`select count(*)::int as count, (array_agg(v.code order by v.id))[1:5] as codes
        from product_variants v
        where v.product_id = any(${intArray(ids)}) and ${applied(rule, sql`v.price`)} < 0`,
  );
  return { count: row?.count ?? 0, codes: row?.codes ?? [] };
}

/** Every variant of the products gets the new price (and original price by `mode`); one statement. */
export function changePrices(
  db: Queryable,
  ids: number[],
  rule: PriceRule,
  mode: OriginalPriceMode,
): Promise<Changed> {
  const price = applied(rule, sql`v.price`);
  return counted(
    db,
    sql`with fresh as (
          select v.id, ${price} as price, ${originalOf(mode, rule, price)} as original
          from product_variants v where v.product_id = any(${intArray(ids)})
        ), changed as (
          update product_variants v set price = fresh.price, original_price = fresh.original, updated_at = now()
          from fresh
          where v.id = fresh.id and (v.price, v.original_price) is distinct from (fresh.price, fresh.original)
          returning v.product_id
        )
        select count(distinct product_id)::int as products, count(*)::int as variants from changed`,
  );
}

/** Tracked variants whose units held by placed orders exceed `onHand`. */
export async function heldAbove(
  db: Queryable,
  ids: number[],
  onHand: number,
): Promise<{ count: number; codes: string[] }> {
  const [row] = await selectRows<{ count: number; codes: string[] | null }>(
    db,
    sql`select count(*)::int as count, (array_agg(code order by id))[1:5] as codes
        from product_variants
        where product_id = any(${intArray(ids)}) and tracked and on_hold > ${onHand}`,
  );
  return { count: row?.count ?? 0, codes: row?.codes ?? [] };
}

/**
 * Sets on hand of the products' tracked variants and writes each change to the stock history
 * (who, +/−, why), in one statement.
 */
export function setStock(
  db: Queryable,
  ids: number[],
  stock: { onHand: number; reason: string; staffId: number; staffEmail: string },
): Promise<Changed> {
  return counted(
    db,
    sql`with changed as (
          update product_variants v set on_hand = ${stock.onHand}, updated_at = now()
          from product_variants old
          where old.id = v.id and v.product_id = any(${intArray(ids)}) and v.tracked and v.on_hand <> ${stock.onHand}
          returning v.id, v.product_id, ${stock.onHand}::int - old.on_hand as delta
        ), history as (
          insert into stock_adjustments (variant_id, staff_id, staff_email, delta, on_hand_after, reason)
          select id, ${stock.staffId}, ${stock.staffEmail}, delta, ${stock.onHand}, ${stock.reason} from changed
        )
        select count(distinct product_id)::int as products, count(*)::int as variants from changed`,
  );
}
