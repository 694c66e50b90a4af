import { type SQL, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../../db/client';
import { intArray, selectRows } from '../../../../db/sql';

/** A taxon as the back office edits it: every translation and image, every child, disabled ones too. */
export interface AdminTaxonRow {
  id: number;
  code: string;
  parentCode: string | null;
  path: string;
  level: number;
  position: number;
  enabled: boolean;
  brandTaxon: boolean;
  translations: Array<{ locale: string; name: string; slug: string; description: string | null }>;
  images: Array<{ id: number; type: string | null; path: string; locale: CatalogLocale | null }>;
  childCodes: string[];
  productCount: number;
}

/**
 * One statement per list: translations, images, children and the subtree's product count come
 * along as correlated subqueries (the tree has hundreds of taxons, not thousands).
 */
function selectAdminTaxons(where: SQL, window?: { limit: number; offset: number }): SQL {
  return sql`
    select t.id, t.code, parent.code as "parentCode", t.path, t.level, t.position, t.enabled,
      t.brand_taxon as "brandTaxon",
      coalesce((select json_agg(json_build_object('locale', tt.locale, 'name', tt.name, 'slug', tt.slug,
          'description', tt.description) order by tt.locale)
        from taxon_translations tt where tt.taxon_id = t.id), '[]') as translations,
      coalesce((select json_agg(json_build_object('id', i.id, 'type', i.type, 'path', i.path, 'locale', i.locale)
          order by i.position, i.id)
        from taxon_images i where i.taxon_id = t.id), '[]') as images,
      coalesce((select json_agg(c.code order by c.position, c.id) from taxons c where c.parent_id = t.id), '[]')
        as "childCodes",
      (select count(distinct pt.product_id)::int from taxons d join product_taxons pt on pt.taxon_id = d.id
        where d.path like t.path || '%') as "productCount"
      ${window ? sql`, count(*) over()::int as total` : sql``}
    from taxons t
    left join taxons parent on parent.id = t.parent_id
    where ${where}
    order by t.level, t.position, t.id
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`;
}

export async function pageAdminTaxons(
  db: Queryable,
  rootCode: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: AdminTaxonRow[]; total: number }> {
  const where =
    rootCode === undefined
      ? sql`true`
      : sql`t.path like (select r.path from taxons r where r.code = ${rootCode}) || '%'`;
  const rows = await selectRows<AdminTaxonRow & { total: number }>(db, selectAdminTaxons(where, window));
  if (rows.length > 0 || window.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from taxons t where ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findAdminTaxon(db: Queryable, code: string): Promise<AdminTaxonRow | undefined> {
  const [row] = await selectRows<AdminTaxonRow>(db, selectAdminTaxons(sql`t.code = ${code}`));
  return row;
}

/** What a write needs to know of a taxon: where it sits in the tree and its slugs. */
export interface TaxonNode {
  id: number;
  code: string;
  parentId: number | null;
  path: string;
  level: number;
  brandTaxon: boolean;
  slugs: Record<string, string>;
}

export async function findNode(db: Queryable, code: string): Promise<TaxonNode | undefined> {
  const [row] = await selectRows<TaxonNode>(
    db,
    sql`select t.id, t.code, t.parent_id as "parentId", t.path, t.level, t.brand_taxon as "brandTaxon",
        coalesce((select json_object_agg(tt.locale, tt.slug) from taxon_translations tt where tt.taxon_id = t.id), '{}')
          as slugs
      from taxons t where t.code = ${code}`,
  );
  return row;
}

/** The channel's menu root: its children's slugs carry no prefix (`face-care`, not `menu/face-care`). */
export async function menuRootCode(db: Queryable): Promise<string> {
  const [row] = await selectRows<{ code: string }>(
    db,
    sql`select coalesce((select menu_taxon_code from channels order by id limit 1), 'MENU') as code`,
  );
  return row?.code ?? 'MENU';
}

/** Edits of the tree run one at a time: a move reads paths a concurrent move would change. */
export async function lockTree(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sakhe:taxon-tree'))`);
}

export async function insertTaxon(
  tx: Queryable,
  values: { code: string; parent: TaxonNode; enabled: boolean; brandTaxon: boolean },
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into taxons (code, parent_id, path, level, position, enabled, brand_taxon)
      values (${values.code}, ${values.parent.id}, '', ${values.parent.level + 1},
        (select coalesce(max(position) + 1, 0) from taxons where parent_id = ${values.parent.id}),
        ${values.enabled}, ${values.brandTaxon})
      returning id`,
  );
  const id = row!.id;
  await tx.execute(sql`update taxons set path = ${`${values.parent.path}${id}/`} where id = ${id}`);
  return id;
}

export async function setEnabled(tx: Queryable, id: number, enabled: boolean): Promise<void> {
  await tx.execute(sql`update taxons set enabled = ${enabled}, updated_at = now() where id = ${id}`);
}

export async function upsertTranslation(
  tx: Queryable,
  taxonId: number,
  locale: string,
  values: { name: string; slug: string; description: string | null; searchKey: string },
): Promise<void> {
  await tx.execute(sql`
    insert into taxon_translations (taxon_id, locale, name, slug, description, search_key)
    values (${taxonId}, ${locale}, ${values.name}, ${values.slug}, ${values.description}, ${values.searchKey})
    on conflict (taxon_id, locale) do update set name = excluded.name, slug = excluded.slug,
      description = excluded.description, search_key = excluded.search_key`);
}

/** Slugs of `locale` among `slugs` that a taxon other than `exceptIds` already has. */
export async function takenSlugs(
  tx: Queryable,
  locale: string,
  slugs: string[],
  exceptIds: number[],
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await selectRows<{ slug: string }>(
    tx,
    sql`select slug from taxon_translations
      where locale = ${locale} and slug = any(${sql.param(slugs)}::text[])
        and not (taxon_id = any(${intArray(exceptIds)}))`,
  );
  return new Set(rows.map((row) => row.slug));
}

export async function replaceImages(
  tx: Queryable,
  taxonId: number,
  images: Array<{ type: string; path: string; locale: CatalogLocale | null }>,
): Promise<void> {
  await tx.execute(sql`delete from taxon_images where taxon_id = ${taxonId}`);
  for (const [position, image] of images.entries()) {
    await tx.execute(
      sql`insert into taxon_images (taxon_id, type, path, position, locale)
        values (${taxonId}, ${image.type}, ${image.path}, ${position}, ${image.locale})`,
    );
  }
}

/** The ids of a parent's children in their order, optionally without one of them. */
export async function childIds(tx: Queryable, parentId: number, without?: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select id from taxons where parent_id = ${parentId} ${without === undefined ? sql`` : sql`and id <> ${without}`}
      order by position, id`,
  );
  return rows.map((row) => row.id);
}

/** Numbers the children 0, 1, 2… in the order given, in one statement. */
export async function renumber(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update taxons set position = ordered.position - 1, updated_at = now()
    from unnest(${intArray(ids)}) with ordinality as ordered(id, position)
    where taxons.id = ordered.id and taxons.position <> ordered.position - 1`);
}

/**
 * Hangs the taxon under its new parent and rewrites the materialised paths and levels of its
 * whole subtree in one statement each, so every listing filter (which reads paths) follows.
 */
export async function reparent(
  tx: Queryable,
  node: TaxonNode,
  parent: TaxonNode,
): Promise<{ oldPath: string; newPath: string }> {
  const newPath = `${parent.path}${node.id}/`;
  const levelShift = parent.level + 1 - node.level;
  await tx.execute(sql`update taxons set parent_id = ${parent.id}, updated_at = now() where id = ${node.id}`);
  await tx.execute(sql`
    update taxons set path = ${newPath} || substr(path, ${node.path.length + 1}), level = level + ${levelShift}
    where path like ${`${node.path}%`}`);
  return { oldPath: node.path, newPath };
}

/** In one locale, slugs below `oldSlug/` become slugs below `newSlug/` (the subtree's own segments kept). */
export async function rewriteSubtreeSlugs(
  tx: Queryable,
  subtreePath: string,
  locale: string,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  await tx.execute(sql`
    update taxon_translations tt set slug = case
        when tt.slug = ${oldSlug} then ${newSlug}
        else ${newSlug} || substr(tt.slug, ${oldSlug.length + 1}) end
    from taxons t
    where t.id = tt.taxon_id and t.path like ${`${subtreePath}%`} and tt.locale = ${locale}
      and (tt.slug = ${oldSlug} or tt.slug like ${`${escapeLike(oldSlug)}/%`})`);
}

/** The slugs the subtree's rewrite would give, to check them before writing. */
export async function subtreeSlugs(
  tx: Queryable,
  subtreePath: string,
  locale: string,
): Promise<Array<{ id: number; slug: string }>> {
  return selectRows<{ id: number; slug: string }>(
    tx,
    sql`select t.id, tt.slug from taxons t join taxon_translations tt on tt.taxon_id = t.id
      where t.path like ${`${subtreePath}%`} and tt.locale = ${locale}`,
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function subtreeProductCount(tx: Queryable, path: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`select count(distinct pt.product_id)::int as count from taxons d
      join product_taxons pt on pt.taxon_id = d.id where d.path like ${`${path}%`}`,
  );
  return row?.count ?? 0;
}

export async function deleteTaxon(tx: Queryable, id: number): Promise<void> {
  // Children go with it (parent_id cascades); the caller made sure no product is in the subtree.
  await tx.execute(sql`delete from taxons where id = ${id}`);
}
