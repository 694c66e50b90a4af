import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  cmsBlockProducts,
  cmsBlockSections,
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
} from '../../../db/schema';

/**
 * The back office's reads and writes of the CMS tables: every entry, enabled or not, and every
 * product a block or picture names, enabled or not (staff see what shoppers do not).
 */

export const allBlocks = (db: Queryable) => db.select().from(cmsBlocks).orderBy(asc(cmsBlocks.id));
export const blockById = async (db: Queryable, id: number) =>
  (await db.select().from(cmsBlocks).where(eq(cmsBlocks.id, id)))[0];

export const blockTranslationsOf = (db: Queryable, ids: number[]) =>
  db.select().from(cmsBlockTranslations).where(inArray(cmsBlockTranslations.blockId, ids));

export const blockSectionsOf = (db: Queryable, ids: number[]) =>
  db
    .select({ ownerId: cmsBlockSections.blockId, code: cmsSections.code })
    .from(cmsBlockSections)
    .innerJoin(cmsSections, eq(cmsSections.id, cmsBlockSections.sectionId))
    .where(inArray(cmsBlockSections.blockId, ids))
    .orderBy(asc(cmsSections.id));

export const blockProductsOf = (db: Queryable, ids: number[]) =>
  db
    .select({ ownerId: cmsBlockProducts.blockId, code: products.code, enabled: products.enabled })
    .from(cmsBlockProducts)
    .innerJoin(products, eq(products.id, cmsBlockProducts.productId))
    .where(inArray(cmsBlockProducts.blockId, ids))
    .orderBy(asc(cmsBlockProducts.position), asc(products.id));

export async function setBlockEnabled(tx: Queryable, id: number, enabled: boolean) {
  await tx.update(cmsBlocks).set({ enabled }).where(eq(cmsBlocks.id, id));
}

export async function upsertBlockTranslation(
  tx: Queryable,
  blockId: number,
  locale: string,
  values: { name: string | null; content: string | null; link: string | null },
) {
  await tx
    .insert(cmsBlockTranslations)
    .values({ blockId, locale, ...values })
    .onConflictDoUpdate({ target: [cmsBlockTranslations.blockId, cmsBlockTranslations.locale], set: values });
}

export async function replaceBlockProducts(tx: Queryable, blockId: number, productIds: number[]) {
  await tx.delete(cmsBlockProducts).where(eq(cmsBlockProducts.blockId, blockId));
  if (productIds.length === 0) return;
  await tx
    .insert(cmsBlockProducts)
    .values(productIds.map((productId, position) => ({ blockId, productId, position })));
}

/** Ids of the products with these codes (unknown codes are missing from the map). */
export async function productIdsByCode(db: Queryable, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

// Media

export async function mediaRows(db: Queryable, filter: { id?: number; section?: string }) {
  return db
    .select({ media: cmsMedia, section: cmsSections.code })
    .from(cmsMedia)
    .leftJoin(cmsMediaSections, eq(cmsMediaSections.mediaId, cmsMedia.id))
    .leftJoin(cmsSections, eq(cmsSections.id, cmsMediaSections.sectionId))
    .where(
      and(
        filter.id === undefined ? undefined : eq(cmsMedia.id, filter.id),
        filter.section === undefined ? undefined : eq(cmsSections.code, filter.section),
      ),
    )
    .orderBy(asc(cmsSections.code), asc(cmsMedia.position), asc(cmsMedia.id));
}

export const mediaTranslationsOf = (db: Queryable, ids: number[]) =>
  db.select().from(cmsMediaTranslations).where(inArray(cmsMediaTranslations.mediaId, ids));

export const mediaProductsOf = (db: Queryable, ids: number[]) =>
  db
    .select({ ownerId: cmsMediaProducts.mediaId, code: products.code })
    .from(cmsMediaProducts)
    .innerJoin(products, eq(products.id, cmsMediaProducts.productId))
    .where(inArray(cmsMediaProducts.mediaId, ids))
    .orderBy(asc(products.id));

export async function sectionId(tx: Queryable, code: string): Promise<number> {
  await tx.insert(cmsSections).values({ code }).onConflictDoNothing();
  const [row] = await tx.select({ id: cmsSections.id }).from(cmsSections).where(eq(cmsSections.code, code));
  return row!.id;
}

const CODED = { media: cmsMedia, faq: cmsFaqs, page: cmsPages } as const;

export async function codeExists(tx: Queryable, kind: keyof typeof CODED, code: string): Promise<boolean> {
  const table = CODED[kind];
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.code, code));
  return rows.length > 0;
}

export async function insertMedia(
  tx: Queryable,
  values: {
    code: string;
    sectionId: number;
    path: string;
    mimeType: string | null;
    width: number | null;
    height: number | null;
    enabled: boolean;
  },
): Promise<number> {
  const [row] = await tx
    .insert(cmsMedia)
    .values({
      code: values.code,
      type: 'image',
      path: values.path,
      mimeType: values.mimeType,
      width: values.width,
      height: values.height,
      enabled: values.enabled,
      // Last in its section.
      position: sql`(select coalesce(max(m.position) + 1, 0) from cms_media m
        join cms_media_sections s on s.media_id = m.id where s.section_id = ${values.sectionId})`,
    })
    .returning({ id: cmsMedia.id });
  await tx.insert(cmsMediaSections).values({ mediaId: row!.id, sectionId: values.sectionId });
  return row!.id;
}

export async function updateMediaRow(
  tx: Queryable,
  id: number,
  values: Partial<{
    path: string;
    mimeType: string | null;
    width: number | null;
    height: number | null;
    enabled: boolean;
  }>,
) {
  if (Object.keys(values).length === 0) return;
  await tx.update(cmsMedia).set(values).where(eq(cmsMedia.id, id));
}

export async function upsertMediaTranslation(
  tx: Queryable,
  mediaId: number,
  locale: string,
  values: { name: string | null; content: string | null; alt: string | null; link: string | null },
) {
  await tx
    .insert(cmsMediaTranslations)
    .values({ mediaId, locale, ...values })
    .onConflictDoUpdate({ target: [cmsMediaTranslations.mediaId, cmsMediaTranslations.locale], set: values });
}

export async function replaceMediaProducts(tx: Queryable, mediaId: number, productIds: number[]) {
  await tx.delete(cmsMediaProducts).where(eq(cmsMediaProducts.mediaId, mediaId));
  if (productIds.length === 0) return;
  await tx.insert(cmsMediaProducts).values(productIds.map((productId) => ({ mediaId, productId })));
}

export async function deleteMediaRow(tx: Queryable, id: number) {
  await tx.delete(cmsMedia).where(eq(cmsMedia.id, id));
}

/** Positions 0, 1, 2… in the order given, one statement (for media and the FAQ alike). */
export async function renumberRows(tx: Queryable, table: 'cms_media' | 'cms_faqs', ids: number[]) {
  await tx.execute(sql`
    update ${sql.identifier(table)} as target set position = ordered.position - 1
    from unnest(${sql`${sql.param(ids)}::int[]`}) with ordinality as ordered(id, position)
    where target.id = ordered.id`);
}

// FAQ

export const faqRows = (db: Queryable, id?: number) =>
  db
    .select()
    .from(cmsFaqs)
    .where(id === undefined ? undefined : eq(cmsFaqs.id, id))
    .orderBy(asc(cmsFaqs.position), asc(cmsFaqs.id));

export const faqTranslationsOf = (db: Queryable, ids: number[]) =>
  db.select().from(cmsFaqTranslations).where(inArray(cmsFaqTranslations.faqId, ids));

export async function insertFaq(tx: Queryable, code: string, enabled: boolean): Promise<number> {
  const [row] = await tx
    .insert(cmsFaqs)
    .values({ code, enabled, position: sql`(select coalesce(max(position) + 1, 0) from cms_faqs)` })
    .returning({ id: cmsFaqs.id });
  return row!.id;
}

export async function setFaqEnabled(tx: Queryable, id: number, enabled: boolean) {
  await tx.update(cmsFaqs).set({ enabled }).where(eq(cmsFaqs.id, id));
}

export async function upsertFaqTranslation(
  tx: Queryable,
  faqId: number,
  locale: string,
  values: { question: string; answer: string },
) {
  await tx
    .insert(cmsFaqTranslations)
    .values({ faqId, locale, ...values })
    .onConflictDoUpdate({ target: [cmsFaqTranslations.faqId, cmsFaqTranslations.locale], set: values });
}

export async function deleteFaqRow(tx: Queryable, id: number) {
  await tx.delete(cmsFaqs).where(eq(cmsFaqs.id, id));
}

export const allFaqIds = async (tx: Queryable) =>
  (await tx.select({ id: cmsFaqs.id }).from(cmsFaqs)).map((row) => row.id);

export const sectionMediaIds = async (tx: Queryable, section: string) =>
  (
    await tx
      .select({ id: cmsMediaSections.mediaId })
      .from(cmsMediaSections)
      .innerJoin(cmsSections, eq(cmsSections.id, cmsMediaSections.sectionId))
      .where(eq(cmsSections.code, section))
  ).map((row) => row.id);

// Pages

export const pageRows = (db: Queryable, id?: number) =>
  db
    .select()
    .from(cmsPages)
    .where(id === undefined ? undefined : eq(cmsPages.id, id))
    .orderBy(asc(cmsPages.id));

export const pageTranslationsOf = (db: Queryable, ids: number[]) =>
  db.select().from(cmsPageTranslations).where(inArray(cmsPageTranslations.pageId, ids));

export async function insertPage(tx: Queryable, code: string, enabled: boolean): Promise<number> {
  const [row] = await tx.insert(cmsPages).values({ code, enabled }).returning({ id: cmsPages.id });
  return row!.id;
}

export async function setPageEnabled(tx: Queryable, id: number, enabled: boolean) {
  await tx.update(cmsPages).set({ enabled }).where(eq(cmsPages.id, id));
}

export async function pageSlugTaken(tx: Queryable, locale: string, slug: string, exceptPageId: number) {
  const rows = await tx
    .select({ pageId: cmsPageTranslations.pageId })
    .from(cmsPageTranslations)
    .where(and(eq(cmsPageTranslations.locale, locale), eq(cmsPageTranslations.slug, slug)));
  return rows.some((row) => row.pageId !== exceptPageId);
}

export async function upsertPageTranslation(
  tx: Queryable,
  pageId: number,
  locale: string,
  values: {
    slug: string;
    name: string;
    content: string | null;
    title: string | null;
    metaKeywords: string | null;
    metaDescription: string | null;
  },
) {
  await tx
    .insert(cmsPageTranslations)
    .values({ pageId, locale, ...values })
    .onConflictDoUpdate({ target: [cmsPageTranslations.pageId, cmsPageTranslations.locale], set: values });
}

export async function deletePageRow(tx: Queryable, id: number) {
  await tx.delete(cmsPages).where(eq(cmsPages.id, id));
}
