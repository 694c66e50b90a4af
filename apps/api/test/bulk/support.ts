import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/sql';
import type { TestApp } from '../support/app';

/** Helpers of the bulk-action and import/export tests. */

export interface VariantState {
  code: string;
  product: string;
  price: number;
  originalPrice: number;
  onHand: number;
  onHold: number;
  tracked: boolean;
}

export const rows = <T>(t: TestApp, query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query);

export const variantsOf = (t: TestApp, codes: string[]) =>
  rows<VariantState>(
    t,
    sql`select v.code, p.code as product, v.price, v.original_price as "originalPrice", v.on_hand as "onHand",
               v.on_hold as "onHold", v.tracked
        from product_variants v join products p on p.id = v.product_id
        where p.code = any(${sql.param(codes)}::varchar[]) order by v.id`,
  );

export const productsOf = (t: TestApp, codes: string[]) =>
  rows<{ code: string; enabled: boolean; price: number | null; mainTaxon: string | null; taxons: string[] }>(
    t,
    sql`select p.code, p.enabled, p.price, mt.code as "mainTaxon",
               (select array_agg(t.code order by t.code) from product_taxons pt join taxons t on t.id = pt.taxon_id
                where pt.product_id = p.id) as taxons
        from products p left join taxons mt on mt.id = p.main_taxon_id
        where p.code = any(${sql.param(codes)}::varchar[]) order by p.code`,
  );

export async function auditCount(t: TestApp, action: string): Promise<number> {
  const [row] = await rows<{ count: number }>(
    t,
    sql`select count(*)::int as count from audit_log where action = ${action}`,
  );
  return row?.count ?? 0;
}

/** A whole catalog snapshot of what an import writes, to compare before and after. */
export const catalogSnapshot = (t: TestApp) =>
  rows<{ state: string }>(
    t,
    sql`select md5(string_agg(x, '|' order by x)) as state from (
          select concat_ws(',', p.code, p.enabled, p.main_taxon_id, p.price, p.updated_at) as x from products p
          union all select concat_ws(',', v.code, v.price, v.original_price, v.on_hand, v.enabled, v.position, v.updated_at) from product_variants v
          union all select concat_ws(',', pt.product_id, pt.taxon_id, pt.position) from product_taxons pt
          union all select concat_ws(',', tr.product_id, tr.locale, tr.name, tr.slug, tr.description) from product_translations tr
        ) s`,
  );
