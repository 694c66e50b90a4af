import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { selectRows } from '../../../../db/sql';
import type { ExportRow } from './csv';

/**
 * One page of the export: the next `limit` products after `afterId` that `where` selects (over
 * `products p`), each with its translations, categories and variants, one row per variant, in
 * one statement.
 */
export async function exportPage(
  db: Queryable,
  where: SQL,
  afterId: number,
  limit: number,
): Promise<{ rows: ExportRow[]; lastId: number | null }> {
  const rows = await selectRows<ExportRow & { id: number }>(
    db,
    sql`select p.id, p.code, p.enabled, mt.code as "mainTaxon",
          coalesce((select array_agg(t.code order by pt.id) from product_taxons pt
                    join taxons t on t.id = pt.taxon_id where pt.product_id = p.id), '{}') as taxons,
          json_build_object('ka', ka.name, 'en', en.name) as name,
          json_build_object('ka', ka.slug, 'en', en.slug) as slug,
          json_build_object('ka', ka.description, 'en', en.description) as description,
          json_build_object('ka', ka.short_description, 'en', en.short_description) as "shortDescription",
          case when v.id is null then null else json_build_object(
            'code', v.code, 'enabled', v.enabled, 'tracked', v.tracked, 'onHand', v.on_hand,
            'price', v.price, 'originalPrice', v.original_price,
            'name', json_build_object('ka', vka.name, 'en', ven.name)) end as variant
        from (select p.* from products p where ${where} and p.id > ${afterId} order by p.id limit ${limit}) p
        left join taxons mt on mt.id = p.main_taxon_id
        left join product_translations ka on ka.product_id = p.id and ka.locale = 'ka_GE'
        left join product_translations en on en.product_id = p.id and en.locale = 'en_US'
        left join product_variants v on v.product_id = p.id
        left join product_variant_translations vka on vka.variant_id = v.id and vka.locale = 'ka_GE'
        left join product_variant_translations ven on ven.variant_id = v.id and ven.locale = 'en_US'
        order by p.id, v.position, v.id`,
  );
  return { rows, lastId: rows.at(-1)?.id ?? null };
}
