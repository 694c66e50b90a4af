import type { CatalogLocale } from '@sakhe/contract';
import {
  type AdminBlock,
  type AdminFaq,
  type AdminMedia,
  type AdminPage,
  CMS_LOCALES,
  type CreateFaqBody,
  type CreateMediaBody,
  type CreatePageBody,
  type UpdateBlockBody,
  type UpdateFaqBody,
  type UpdateMediaBody,
  type UpdatePageBody,
} from '@sakhe/contract/admin';
import type { ChangeFeed } from '../../../db/change-feed';
import type { Database, Queryable } from '../../../db/client';
import { NotFoundError, ValidationError, type Violation } from '../../../http/errors';
import { cleanRichText } from '../../../http/rich-text';
import { violation } from '../../../i18n/violations';
import { recordAudit } from '../../staff';
import * as q from './queries';

/**
 * The CMS in the back office: each write is one transaction with its audit entry, then a `content`
 * change on the feed, so every node's content caches and kept pages drop what they hold at once.
 */

export interface ContentActor {
  staffId: number;
  locale: CatalogLocale;
}

export interface ContentDeps {
  db: Database;
  changes: ChangeFeed;
}

const ADMIN_CMS = '/api/v2/admin/cms';

function groupBy<Row>(rows: Row[], key: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

const byLocale = <Row extends { locale: string }, Out>(rows: Row[] = [], shape: (row: Row) => Out) =>
  Object.fromEntries(rows.map((row) => [row.locale, shape(row)]));

/** Where a browser loads a stored CMS picture (BitBag stores `/image/…`; the public URL adds `/media`). */
function mediaUrl(path: string): string {
  const relative = path.replace(/^\/+/, '');
  return relative.startsWith('image/') ? `/media/${relative}` : `/media/image/${relative}`;
}

/**
 * One write: in a transaction with its audit entry (`<entity>.<verb>`), then told to every node.
 * `work` returns the entity after the write (or null for a delete) and the one before it.
 */
async function write<T>(
  deps: ContentDeps,
  actor: ContentActor,
  action: string,
  work: (tx: Queryable) => Promise<{ before: unknown; after: T }>,
  entityId: (result: T) => string | number,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const { before, after } = await work(tx);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action,
      entityType: action.split('.')[0]!,
      entityId: entityId(after),
      before,
      after,
    });
    return after;
  });
  await deps.changes.publish('content', action);
  return result;
}

/** Product codes to ids, refusing unknown ones (422 on `products`). */
async function productIds(tx: Queryable, actor: ContentActor, codes: string[]): Promise<number[]> {
  const unique = [...new Set(codes)];
  const ids = await q.productIdsByCode(tx, unique);
  const unknown = unique.filter((code) => !ids.has(code));
  if (unknown.length > 0) {
    throw new ValidationError([
      violation(actor.locale, 'products', 'unknownProducts', { codes: unknown.join(', ') }),
    ]);
  }
  return unique.map((code) => ids.get(code)!);
}

function refuseTakenCode(actor: ContentActor, code: string): never {
  throw new ValidationError([violation(actor.locale, 'code', 'codeTaken', { code })]);
}

// ---------------------------------------------------------------------------------------------
// Blocks

async function presentBlocks(db: Queryable, rows: Array<{ id: number; code: string; enabled: boolean }>) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [translations, sections, products] = await Promise.all([
    q.blockTranslationsOf(db, ids),
    q.blockSectionsOf(db, ids),
    q.blockProductsOf(db, ids),
  ]);
  const t = groupBy(translations, (row) => row.blockId);
  const s = groupBy(sections, (row) => row.ownerId);
  const p = groupBy(products, (row) => row.ownerId);
  return rows.map((row): AdminBlock => ({
    '@id': `${ADMIN_CMS}/blocks/${row.id}`,
    '@type': 'Block',
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    sections: (s.get(row.id) ?? []).map((section) => section.code),
    products: (p.get(row.id) ?? []).map((product) => product.code),
    disabledProducts: (p.get(row.id) ?? []).filter((product) => !product.enabled).map((x) => x.code),
    translations: byLocale(t.get(row.id), ({ name, content, link }) => ({ name, content, link })),
  }));
}

export const listBlocks = async (db: Queryable) => presentBlocks(db, await q.allBlocks(db));

export async function getBlock(db: Queryable, id: number): Promise<AdminBlock> {
  const row = await q.blockById(db, id);
  if (!row) throw new NotFoundError();
  return (await presentBlocks(db, [row]))[0]!;
}

export function updateBlock(deps: ContentDeps, actor: ContentActor, id: number, body: UpdateBlockBody) {
  return write(
    deps,
    actor,
    'cms_block.update',
    async (tx) => {
      const before = await getBlock(tx, id);
      if (body.enabled !== undefined) await q.setBlockEnabled(tx, id, body.enabled);
      for (const locale of CMS_LOCALES) {
        const input = body.translations?.[locale];
        if (input) {
          await q.upsertBlockTranslation(tx, id, locale, { ...input, content: cleanRichText(input.content) });
        }
      }
      if (body.products) await q.replaceBlockProducts(tx, id, await productIds(tx, actor, body.products));
      return { before, after: await getBlock(tx, id) };
    },
    (block) => block.code,
  );
}

// ---------------------------------------------------------------------------------------------
// Media

async function presentMedia(db: Queryable, rows: Awaited<ReturnType<typeof q.mediaRows>>) {
  const ids = rows.map((row) => row.media.id);
  if (ids.length === 0) return [];
  const [translations, products] = await Promise.all([
    q.mediaTranslationsOf(db, ids),
    q.mediaProductsOf(db, ids),
  ]);
  const t = groupBy(translations, (row) => row.mediaId);
  const p = groupBy(products, (row) => row.ownerId);
  return rows.map(({ media, section }): AdminMedia => ({
    '@id': `${ADMIN_CMS}/media/${media.id}`,
    '@type': 'Media',
    id: media.id,
    code: media.code,
    section,
    position: media.position,
    enabled: media.enabled,
    path: media.path,
    url: mediaUrl(media.path),
    width: media.width,
    height: media.height,
    products: (p.get(media.id) ?? []).map((product) => product.code),
    translations: byLocale(t.get(media.id), ({ name, content, alt, link }) => ({ name, content, alt, link })),
  }));
}

export const listMedia = async (db: Queryable, section?: string) =>
  presentMedia(db, await q.mediaRows(db, section === undefined ? {} : { section }));

export async function getMedia(db: Queryable, id: number): Promise<AdminMedia> {
  const [media] = await presentMedia(db, await q.mediaRows(db, { id }));
  if (!media) throw new NotFoundError();
  return media;
}

/** BitBag stores a picture's path below the media folder (`/image/…`); uploads answer it below the image folder. */
const storedPath = (path: string) =>
  path.startsWith('/image/') ? path : `/image/${path.replace(/^\/+/, '')}`;

const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
const mimeTypeOf = (path: string) => MIME_TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? null;

async function writeMediaTranslations(
  tx: Queryable,
  id: number,
  translations: UpdateMediaBody['translations'],
) {
  for (const locale of CMS_LOCALES) {
    const input = translations?.[locale];
    if (input) {
      await q.upsertMediaTranslation(tx, id, locale, { ...input, content: cleanRichText(input.content) });
    }
  }
}

export function createMedia(deps: ContentDeps, actor: ContentActor, body: CreateMediaBody) {
  return write(
    deps,
    actor,
    'cms_media.create',
    async (tx) => {
      if (await q.codeExists(tx, 'media', body.code)) refuseTakenCode(actor, body.code);
      const products = await productIds(tx, actor, body.products);
      const id = await q.insertMedia(tx, {
        code: body.code,
        sectionId: await q.sectionId(tx, body.section),
        path: storedPath(body.image.path),
        mimeType: mimeTypeOf(body.image.path),
        width: body.image.width ?? null,
        height: body.image.height ?? null,
        enabled: body.enabled,
      });
      await writeMediaTranslations(tx, id, body.translations);
      await q.replaceMediaProducts(tx, id, products);
      return { before: null, after: await getMedia(tx, id) };
    },
    (media) => media.code,
  );
}

export function updateMedia(deps: ContentDeps, actor: ContentActor, id: number, body: UpdateMediaBody) {
  return write(
    deps,
    actor,
    'cms_media.update',
    async (tx) => {
      const before = await getMedia(tx, id);
      await q.updateMediaRow(tx, id, {
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
        ...(body.image
          ? {
              path: storedPath(body.image.path),
              mimeType: mimeTypeOf(body.image.path),
              width: body.image.width ?? null,
              height: body.image.height ?? null,
            }
          : {}),
      });
      await writeMediaTranslations(tx, id, body.translations);
      if (body.products) await q.replaceMediaProducts(tx, id, await productIds(tx, actor, body.products));
      return { before, after: await getMedia(tx, id) };
    },
    (media) => media.code,
  );
}

export async function deleteMedia(deps: ContentDeps, actor: ContentActor, id: number): Promise<void> {
  await write(
    deps,
    actor,
    'cms_media.delete',
    async (tx) => {
      const before = await getMedia(tx, id);
      await q.deleteMediaRow(tx, id);
      return { before, after: null };
    },
    () => id,
  );
}

/** The new order must name each of the list's ids once, no more, no fewer. */
function checkOrder(actor: ContentActor, current: number[], ids: number[]) {
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id));
  if (!same) throw new ValidationError([violation(actor.locale, 'ids', 'reorderMismatch')]);
}

export function reorderMedia(
  deps: ContentDeps,
  actor: ContentActor,
  section: string,
  ids: number[],
): Promise<AdminMedia[]> {
  return write(
    deps,
    actor,
    'cms_media.reorder',
    async (tx) => {
      const current = await q.sectionMediaIds(tx, section);
      checkOrder(actor, current, ids);
      const before = (await listMedia(tx, section)).map((media) => media.code);
      await q.renumberRows(tx, 'cms_media', ids);
      const after = await listMedia(tx, section);
      return { before, after };
    },
    () => section,
  );
}

// ---------------------------------------------------------------------------------------------
// FAQ

async function presentFaqs(db: Queryable, rows: Awaited<ReturnType<typeof q.faqRows>>) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const t = groupBy(await q.faqTranslationsOf(db, ids), (row) => row.faqId);
  return rows.map((row): AdminFaq => ({
    '@id': `${ADMIN_CMS}/faqs/${row.id}`,
    '@type': 'FrequentlyAskedQuestion',
    id: row.id,
    code: row.code,
    position: row.position,
    enabled: row.enabled,
    translations: byLocale(t.get(row.id), ({ question, answer }) => ({ question, answer })),
  }));
}

export const listFaqs = async (db: Queryable) => presentFaqs(db, await q.faqRows(db));

export async function getFaq(db: Queryable, id: number): Promise<AdminFaq> {
  const [faq] = await presentFaqs(db, await q.faqRows(db, id));
  if (!faq) throw new NotFoundError();
  return faq;
}

async function writeFaqTranslations(tx: Queryable, id: number, translations: UpdateFaqBody['translations']) {
  for (const locale of CMS_LOCALES) {
    const input = translations?.[locale];
    if (!input) continue;
    // An answer that is nothing but markup no one may keep is not an answer.
    await q.upsertFaqTranslation(tx, id, locale, {
      question: input.question,
      answer: cleanRichText(input.answer) ?? '',
    });
  }
}

export function createFaq(deps: ContentDeps, actor: ContentActor, body: CreateFaqBody) {
  return write(
    deps,
    actor,
    'cms_faq.create',
    async (tx) => {
      if (await q.codeExists(tx, 'faq', body.code)) refuseTakenCode(actor, body.code);
      const id = await q.insertFaq(tx, body.code, body.enabled);
      await writeFaqTranslations(tx, id, body.translations);
      return { before: null, after: await getFaq(tx, id) };
    },
    (faq) => faq.code,
  );
}

export function updateFaq(deps: ContentDeps, actor: ContentActor, id: number, body: UpdateFaqBody) {
  return write(
    deps,
    actor,
    'cms_faq.update',
    async (tx) => {
      const before = await getFaq(tx, id);
      if (body.enabled !== undefined) await q.setFaqEnabled(tx, id, body.enabled);
      await writeFaqTranslations(tx, id, body.translations);
      return { before, after: await getFaq(tx, id) };
    },
    (faq) => faq.code,
  );
}

export async function deleteFaq(deps: ContentDeps, actor: ContentActor, id: number): Promise<void> {
  await write(
    deps,
    actor,
    'cms_faq.delete',
    async (tx) => {
      const before = await getFaq(tx, id);
      await q.deleteFaqRow(tx, id);
      return { before, after: null };
    },
    () => id,
  );
}

export function reorderFaqs(deps: ContentDeps, actor: ContentActor, ids: number[]): Promise<AdminFaq[]> {
  return write(
    deps,
    actor,
    'cms_faq.reorder',
    async (tx) => {
      checkOrder(actor, await q.allFaqIds(tx), ids);
      const before = (await listFaqs(tx)).map((faq) => faq.code);
      await q.renumberRows(tx, 'cms_faqs', ids);
      return { before, after: await listFaqs(tx) };
    },
    () => 'faq',
  );
}

// ---------------------------------------------------------------------------------------------
// Pages

async function presentPages(db: Queryable, rows: Awaited<ReturnType<typeof q.pageRows>>) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const t = groupBy(await q.pageTranslationsOf(db, ids), (row) => row.pageId);
  return rows.map((row): AdminPage => ({
    '@id': `${ADMIN_CMS}/pages/${row.id}`,
    '@type': 'Page',
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    translations: byLocale(t.get(row.id), (translation) => ({
      slug: translation.slug,
      name: translation.name,
      content: translation.content,
      title: translation.title,
      metaKeywords: translation.metaKeywords,
      metaDescription: translation.metaDescription,
    })),
  }));
}

export const listPages = async (db: Queryable) => presentPages(db, await q.pageRows(db));

export async function getPage(db: Queryable, id: number): Promise<AdminPage> {
  const [page] = await presentPages(db, await q.pageRows(db, id));
  if (!page) throw new NotFoundError();
  return page;
}

async function writePageTranslations(
  tx: Queryable,
  actor: ContentActor,
  id: number,
  translations: UpdatePageBody['translations'],
) {
  const violations: Violation[] = [];
  for (const locale of CMS_LOCALES) {
    const input = translations?.[locale];
    if (!input) continue;
    if (await q.pageSlugTaken(tx, locale, input.slug, id)) {
      violations.push(
        violation(actor.locale, `translations.${locale}.slug`, 'slugTaken', { slug: input.slug }),
      );
      continue;
    }
    await q.upsertPageTranslation(tx, id, locale, { ...input, content: cleanRichText(input.content) });
  }
  if (violations.length > 0) throw new ValidationError(violations);
}

export function createPage(deps: ContentDeps, actor: ContentActor, body: CreatePageBody) {
  return write(
    deps,
    actor,
    'cms_page.create',
    async (tx) => {
      if (await q.codeExists(tx, 'page', body.code)) refuseTakenCode(actor, body.code);
      const id = await q.insertPage(tx, body.code, body.enabled);
      await writePageTranslations(tx, actor, id, body.translations);
      return { before: null, after: await getPage(tx, id) };
    },
    (page) => page.code,
  );
}

export function updatePage(deps: ContentDeps, actor: ContentActor, id: number, body: UpdatePageBody) {
  return write(
    deps,
    actor,
    'cms_page.update',
    async (tx) => {
      const before = await getPage(tx, id);
      if (body.enabled !== undefined) await q.setPageEnabled(tx, id, body.enabled);
      await writePageTranslations(tx, actor, id, body.translations);
      return { before, after: await getPage(tx, id) };
    },
    (page) => page.code,
  );
}

export async function deletePage(deps: ContentDeps, actor: ContentActor, id: number): Promise<void> {
  await write(
    deps,
    actor,
    'cms_page.delete',
    async (tx) => {
      const before = await getPage(tx, id);
      await q.deletePageRow(tx, id);
      return { before, after: null };
    },
    () => id,
  );
}
