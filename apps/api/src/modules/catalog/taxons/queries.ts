import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { type NameSearch, matchesSearch, searchRank } from '../search/match';
import { selectRows } from '../../../db/sql';

interface TaxonTranslationRow {
  locale: string;
  name: string;
  slug: string;
  description: string | null;
}

export interface TaxonRow {
  id: number;
  code: string;
  parentCode: string | null;
  level: number;
  position: number;
  enabled: boolean;
  brandTaxon: boolean;
  translations: TaxonTranslationRow[];
  /** `locale`: the one language whose pages show it (a banner with words on it); null: every language. */
  images: Array<{ id: number; type: string | null; path: string; locale: CatalogLocale | null }>;
  /** Codes of the enabled children, by position. */
  childCodes: string[];
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The menu root of the (single) channel; MENU when no channel names one. */
const MENU_ROOT = sql`(select coalesce((select menu_taxon_code from channels order by id limit 1), 'MENU'))`;

/**
 * One statement per taxon list: translations, images and enabled child codes come along as
 * correlated json aggregates (each an index lookup), so no list costs more than one round trip.
 */
function selectTaxons(where: SQL, orderBy: SQL, window?: PageWindow): SQL {
  return sql`
    select t.id, t.code, parent.code as "parentCode", t.level, t.position, t.enabled,
      t.brand_taxon as "brandTaxon",
      coalesce((select json_agg(json_build_object('locale', tt.locale, 'name', tt.name, 'slug', tt.slug,
          'description', tt.description))
        from taxon_translations tt where tt.taxon_id = t.id), '[]') as translations,
      coalesce((select json_agg(json_build_object('id', i.id, 'type', i.type, 'path', i.path, 'locale', i.locale)
          order by i.position, i.id)
        from taxon_images i where i.taxon_id = t.id), '[]') as images,
      coalesce((select json_agg(c.code order by c.position, c.id)
        from taxons c where c.parent_id = t.id and c.enabled), '[]') as "childCodes"
      ${window ? sql`, count(*) over()::int as total` : sql``}
    from taxons t
    left join taxons parent on parent.id = t.parent_id
    where ${where}
    order by ${orderBy}
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`;
}

async function selectPage(
  db: Queryable,
  where: SQL,
  orderBy: SQL,
  window: PageWindow,
): Promise<Paged<TaxonRow>> {
  const rows = await selectRows<TaxonRow & { total: number }>(db, selectTaxons(where, orderBy, window));
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  // A page past the end has no row to carry the window count.
  const [count] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from taxons t left join taxons parent on parent.id = t.parent_id where ${where}`,
  );
  return { rows: [], total: count?.total ?? 0 };
}

export async function findEnabledTaxon(db: Queryable, code: string): Promise<TaxonRow | undefined> {
  const [row] = await selectRows<TaxonRow>(db, selectTaxons(sql`t.code = ${code} and t.enabled`, sql`t.id`));
  return row;
}

export function enabledChildren(db: Queryable, parentCode: string): Promise<TaxonRow[]> {
  return selectRows<TaxonRow>(
    db,
    selectTaxons(sql`parent.code = ${parentCode} and t.enabled`, sql`t.position, t.id`),
  );
}

/** Sylius' `GET taxons`: the enabled direct children of the channel's menu taxon. */
export function menuChildrenPage(db: Queryable, window: PageWindow): Promise<Paged<TaxonRow>> {
  return selectPage(
    db,
    sql`t.enabled and t.parent_id = (select id from taxons where code = ${MENU_ROOT})`,
    sql`t.position, t.id`,
    window,
  );
}

export async function menuRootCode(db: Queryable): Promise<string> {
  const [row] = await selectRows<{ code: string }>(db, sql`select ${MENU_ROOT} as code`);
  return row?.code ?? 'MENU';
}

/**
 * Every enabled taxon below the menu root, parents before children. Callers assemble the tree
 * and drop taxons whose parent is disabled (they are unreachable from the root).
 */
export function menuTree(db: Queryable): Promise<TaxonRow[]> {
  return selectRows<TaxonRow>(
    db,
    selectTaxons(
      sql`t.enabled and t.path like (select path from taxons where code = ${MENU_ROOT}) || '_%'`,
      sql`t.level, t.position, t.id`,
    ),
  );
}

/** Name search over every enabled taxon (categories and brands alike), tree roots excepted. */
export function searchTaxons(
  db: Queryable,
  search: NameSearch,
  window: PageWindow,
): Promise<Paged<TaxonRow>> {
  const key = sql`s.search_key`;
  return selectPage(
    db,
    sql`t.enabled and t.parent_id is not null
      and t.id in (select s.taxon_id from taxon_translations s where ${matchesSearch(key, search)})`,
    sql`(select max(${searchRank(key, search)}) from taxon_translations s where s.taxon_id = t.id) desc, t.code`,
    window,
  );
}
