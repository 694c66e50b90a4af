import { type SQL, and, asc, count, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  cmsBlockProducts,
  cmsBlockSections,
  cmsBlockTaxons,
  cmsBlockTranslations,
  cmsBlocks,
  cmsFaqTranslations,
  cmsFaqs,
  cmsMedia,
  cmsMediaProducts,
  cmsMediaSections,
  cmsMediaTranslations,
  cmsPageTranslations,
  cmsPages,
  cmsSections,
  products,
  taxons,
} from '../../db/schema';
import type { Page } from '../../http/hydra';

/**
 * Reads of the CMS tables. A page of entries is one query for the page, one for the count and one
 * per relation for the whole page, never one per entry.
 */

export interface CmsFilter {
  /** Exactly this entry (item endpoints). */
  id?: number;
  codes?: string[];
  /** Entries in any of these sections. */
  sectionCodes?: string[];
}

export interface Slice<Row> {
  rows: Row[];
  totalItems: number;
}

export type BlockRow = typeof cmsBlocks.$inferSelect;
export type MediaRow = typeof cmsMedia.$inferSelect;
export type FaqRow = typeof cmsFaqs.$inferSelect;
export type SectionRow = typeof cmsSections.$inferSelect;
export type PageRow = typeof cmsPages.$inferSelect;

async function slice<Row>(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  order: PgColumn[],
  page: Page,
): Promise<Slice<Row>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order.map((column) => asc(column)))
      .limit(page.itemsPerPage)
      .offset((page.page - 1) * page.itemsPerPage),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], totalItems: total?.value ?? 0 };
}

/** Conditions every CMS entity filters on: its own id and code. */
function conditions(
  table: { id: PgColumn; code: PgColumn },
  filter: CmsFilter,
  ...extra: Array<SQL | undefined>
) {
  return and(
    ...extra,
    filter.id === undefined ? undefined : eq(table.id, filter.id),
    filter.codes ? inArray(table.code, filter.codes) : undefined,
  );
}

interface SectionLink {
  table: PgTable;
  owner: PgColumn;
  section: PgColumn;
}

/** `?sections.code=`: the entry belongs to at least one of these sections. */
function inSections(db: Queryable, ownerId: PgColumn, link: SectionLink, codes: string[] | undefined) {
  if (!codes) return undefined;
  return exists(
    db
      .select({ one: link.owner })
      .from(link.table)
      .innerJoin(cmsSections, eq(cmsSections.id, link.section))
      .where(and(eq(link.owner, ownerId), inArray(cmsSections.code, codes))),
  );
}

const blockSectionLink = {
  table: cmsBlockSections,
  owner: cmsBlockSections.blockId,
  section: cmsBlockSections.sectionId,
};
const mediaSectionLink = {
  table: cmsMediaSections,
  owner: cmsMediaSections.mediaId,
  section: cmsMediaSections.sectionId,
};

/**
 * Only enabled blocks, media and FAQ entries: BitBag's API lists disabled ones too, but the
 * storefront's contract is enabled content only (SPEC §7), and disabled content is unpublished.
 */
export function pageBlocks(db: Queryable, filter: CmsFilter, page: Page): Promise<Slice<BlockRow>> {
  const where = conditions(
    cmsBlocks,
    filter,
    eq(cmsBlocks.enabled, true),
    inSections(db, cmsBlocks.id, blockSectionLink, filter.sectionCodes),
  );
  return slice(db, cmsBlocks, where, [cmsBlocks.id], page);
}

export function pageMedia(db: Queryable, filter: CmsFilter, page: Page): Promise<Slice<MediaRow>> {
  const where = conditions(
    cmsMedia,
    filter,
    eq(cmsMedia.enabled, true),
    inSections(db, cmsMedia.id, mediaSectionLink, filter.sectionCodes),
  );
  return slice(db, cmsMedia, where, [cmsMedia.position, cmsMedia.id], page);
}

export function pageFaqs(db: Queryable, filter: CmsFilter, page: Page): Promise<Slice<FaqRow>> {
  return slice(
    db,
    cmsFaqs,
    conditions(cmsFaqs, filter, eq(cmsFaqs.enabled, true)),
    [cmsFaqs.position, cmsFaqs.id],
    page,
  );
}

export function pageSections(db: Queryable, filter: CmsFilter, page: Page): Promise<Slice<SectionRow>> {
  return slice(db, cmsSections, conditions(cmsSections, filter), [cmsSections.id], page);
}

// Relations of a page of entries, keyed by owner id by the caller.

export function blockTranslations(db: Queryable, blockIds: number[]) {
  return db.select().from(cmsBlockTranslations).where(inArray(cmsBlockTranslations.blockId, blockIds));
}

export function blockSections(db: Queryable, blockIds: number[]) {
  return db
    .select({ ownerId: cmsBlockSections.blockId, id: cmsSections.id, code: cmsSections.code })
    .from(cmsBlockSections)
    .innerJoin(cmsSections, eq(cmsSections.id, cmsBlockSections.sectionId))
    .where(inArray(cmsBlockSections.blockId, blockIds))
    .orderBy(asc(cmsSections.id));
}

/** Enabled products only: the storefront's carousels drop disabled ones (SPEC §7). */
export function blockProducts(db: Queryable, blockIds: number[]) {
  return db
    .select({ ownerId: cmsBlockProducts.blockId, code: products.code })
    .from(cmsBlockProducts)
    .innerJoin(products, and(eq(products.id, cmsBlockProducts.productId), eq(products.enabled, true)))
    .where(inArray(cmsBlockProducts.blockId, blockIds))
    .orderBy(asc(cmsBlockProducts.position), asc(products.id));
}

export function blockTaxons(db: Queryable, blockIds: number[]) {
  return db
    .select({ ownerId: cmsBlockTaxons.blockId, code: taxons.code })
    .from(cmsBlockTaxons)
    .innerJoin(taxons, eq(taxons.id, cmsBlockTaxons.taxonId))
    .where(inArray(cmsBlockTaxons.blockId, blockIds))
    .orderBy(asc(taxons.position), asc(taxons.id));
}

export function mediaTranslations(db: Queryable, mediaIds: number[]) {
  return db.select().from(cmsMediaTranslations).where(inArray(cmsMediaTranslations.mediaId, mediaIds));
}

export function mediaSections(db: Queryable, mediaIds: number[]) {
  return db
    .select({ ownerId: cmsMediaSections.mediaId, id: cmsSections.id, code: cmsSections.code })
    .from(cmsMediaSections)
    .innerJoin(cmsSections, eq(cmsSections.id, cmsMediaSections.sectionId))
    .where(inArray(cmsMediaSections.mediaId, mediaIds))
    .orderBy(asc(cmsSections.id));
}

/** Like blocks, media link only to products a shopper can open. */
export function mediaProducts(db: Queryable, mediaIds: number[]) {
  return db
    .select({ ownerId: cmsMediaProducts.mediaId, code: products.code })
    .from(cmsMediaProducts)
    .innerJoin(products, and(eq(products.id, cmsMediaProducts.productId), eq(products.enabled, true)))
    .where(inArray(cmsMediaProducts.mediaId, mediaIds))
    .orderBy(asc(products.id));
}

export function faqTranslations(db: Queryable, faqIds: number[]) {
  return db.select().from(cmsFaqTranslations).where(inArray(cmsFaqTranslations.faqId, faqIds));
}

/** Enabled pages already published; `slug` finds a page by its slug in any language. */
export function pagePages(
  db: Queryable,
  filter: CmsFilter & { slug?: string | undefined },
  page: Page,
): Promise<Slice<PageRow>> {
  const where = conditions(
    cmsPages,
    filter,
    eq(cmsPages.enabled, true),
    or(isNull(cmsPages.publishAt), lte(cmsPages.publishAt, sql`now()`)),
    filter.slug === undefined
      ? undefined
      : exists(
          db
            .select({ one: cmsPageTranslations.pageId })
            .from(cmsPageTranslations)
            .where(
              and(eq(cmsPageTranslations.pageId, cmsPages.id), eq(cmsPageTranslations.slug, filter.slug)),
            ),
        ),
  );
  return slice(db, cmsPages, where, [cmsPages.id], page);
}

export function pageTranslations(db: Queryable, pageIds: number[]) {
  return db.select().from(cmsPageTranslations).where(inArray(cmsPageTranslations.pageId, pageIds));
}
