import type { Block, CmsPage, CmsSection, Faq, Media } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { type Page, iri } from '../../http/hydra';
import { LOCALES } from '../../http/locale';
import { channelIris } from '../channel';
import {
  type BlockRow,
  type CmsFilter,
  type FaqRow,
  type MediaRow,
  type PageRow,
  type SectionRow,
  type Slice,
  blockProducts,
  blockSections,
  blockTaxons,
  blockTranslations,
  faqTranslations,
  mediaProducts,
  mediaSections,
  mediaTranslations,
  pageBlocks,
  pageFaqs,
  pageMedia,
  pagePages,
  pageTranslations,
  pageSections,
} from './queries';

/** Which entries a CMS read asks for (ids, codes, sections). */
export type { CmsFilter };

const CMS = 'cms-plugin';
const ONE: Page = { page: 1, itemsPerPage: 1 };

function groupBy<Row>(rows: Row[], key: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** All of an entry's translations keyed by locale, the channel's locales first (BitBag prints every locale). */
function translationMap<Row extends { locale: string }, Out>(rows: Row[] = [], shape: (row: Row) => Out) {
  const rank = (locale: string) => {
    const index = (LOCALES as readonly string[]).indexOf(locale);
    return index === -1 ? LOCALES.length : index;
  };
  const sorted = [...rows].sort(
    (a, b) => rank(a.locale) - rank(b.locale) || a.locale.localeCompare(b.locale),
  );
  return Object.fromEntries(sorted.map((row) => [row.locale, shape(row)]));
}

const presentSection = (row: Pick<SectionRow, 'id' | 'code'>): CmsSection => ({
  '@id': iri(`${CMS}/sections`, row.id),
  '@type': 'Section',
  id: row.id,
  code: row.code,
});

const productIri = (row: { code: string }) => iri('products', row.code);

async function expandBlocks(db: Queryable, { rows, totalItems }: Slice<BlockRow>) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { members: [] as Block[], totalItems };
  const [translations, sections, products, taxons, inChannels] = await Promise.all([
    blockTranslations(db, ids),
    blockSections(db, ids),
    blockProducts(db, ids),
    blockTaxons(db, ids),
    channelIris(db),
  ]);
  const byBlock = {
    translations: groupBy(translations, (row) => row.blockId),
    sections: groupBy(sections, (row) => row.ownerId),
    products: groupBy(products, (row) => row.ownerId),
    taxons: groupBy(taxons, (row) => row.ownerId),
  };
  const members = rows.map((row): Block => ({
    '@id': iri(`${CMS}/blocks`, row.id),
    '@type': 'Block',
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    sections: (byBlock.sections.get(row.id) ?? []).map(presentSection),
    products: (byBlock.products.get(row.id) ?? []).map(productIri),
    channels: inChannels,
    translations: translationMap(byBlock.translations.get(row.id), (t) => ({
      '@type': 'BlockTranslation' as const,
      name: t.name,
      content: t.content,
      link: t.link,
    })),
    taxons: (byBlock.taxons.get(row.id) ?? []).map((taxon) => ({
      '@id': iri('taxons', taxon.code),
      '@type': 'Taxon' as const,
    })),
  }));
  return { members, totalItems };
}

async function expandMedia(db: Queryable, { rows, totalItems }: Slice<MediaRow>) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { members: [] as Media[], totalItems };
  const [translations, sections, products, inChannels] = await Promise.all([
    mediaTranslations(db, ids),
    mediaSections(db, ids),
    mediaProducts(db, ids),
    channelIris(db),
  ]);
  const byMedia = {
    translations: groupBy(translations, (row) => row.mediaId),
    sections: groupBy(sections, (row) => row.ownerId),
    products: groupBy(products, (row) => row.ownerId),
  };
  const members = rows.map((row): Media => ({
    '@id': iri(`${CMS}/media`, row.id),
    '@type': 'Media',
    id: row.id,
    type: row.type as Media['type'],
    code: row.code,
    path: row.path,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    saveWithOriginalName: row.saveWithOriginalName,
    enabled: row.enabled,
    sections: (byMedia.sections.get(row.id) ?? []).map(presentSection),
    products: (byMedia.products.get(row.id) ?? []).map(productIri),
    channels: inChannels,
    translations: translationMap(byMedia.translations.get(row.id), (t) => ({
      '@type': 'MediaTranslation' as const,
      name: t.name,
      content: t.content,
      alt: t.alt,
      link: t.link,
    })),
  }));
  return { members, totalItems };
}

async function expandFaqs(db: Queryable, { rows, totalItems }: Slice<FaqRow>) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { members: [] as Faq[], totalItems };
  const [translations, inChannels] = await Promise.all([faqTranslations(db, ids), channelIris(db)]);
  const byFaq = groupBy(translations, (row) => row.faqId);
  const members = rows.map((row): Faq => ({
    '@id': iri(`${CMS}/faq`, row.id),
    '@type': 'FrequentlyAskedQuestion',
    id: row.id,
    code: row.code,
    position: row.position,
    channels: inChannels,
    enabled: row.enabled,
    translations: translationMap(byFaq.get(row.id), (t) => ({
      '@type': 'FrequentlyAskedQuestionTranslation' as const,
      question: t.question,
      answer: t.answer,
    })),
  }));
  return { members, totalItems };
}

const single = <T>({ members: [first] }: { members: T[] }): T => {
  if (!first) throw new NotFoundError();
  return first;
};

/** The BitBag CMS plugin's resources (api-contract §11), read-only. */

export const blocks = async (db: Queryable, filter: CmsFilter, page: Page) =>
  expandBlocks(db, await pageBlocks(db, filter, page));
export const block = async (db: Queryable, id: number) =>
  single(await expandBlocks(db, await pageBlocks(db, { id }, ONE)));

export const media = async (db: Queryable, filter: CmsFilter, page: Page) =>
  expandMedia(db, await pageMedia(db, filter, page));
export const mediaItem = async (db: Queryable, id: number) =>
  single(await expandMedia(db, await pageMedia(db, { id }, ONE)));

export const faqs = async (db: Queryable, filter: CmsFilter, page: Page) =>
  expandFaqs(db, await pageFaqs(db, filter, page));
export const faq = async (db: Queryable, id: number) =>
  single(await expandFaqs(db, await pageFaqs(db, { id }, ONE)));

export async function sections(db: Queryable, filter: CmsFilter, page: Page) {
  const { rows, totalItems } = await pageSections(db, filter, page);
  return { members: rows.map(presentSection), totalItems };
}

export async function section(db: Queryable, id: number) {
  const { rows } = await pageSections(db, { id }, ONE);
  return single({ members: rows.map(presentSection) });
}

async function expandPages(db: Queryable, { rows, totalItems }: Slice<PageRow>) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { members: [] as CmsPage[], totalItems };
  const [translations, inChannels] = await Promise.all([pageTranslations(db, ids), channelIris(db)]);
  const byPage = groupBy(translations, (row) => row.pageId);
  const members = rows.map((row): CmsPage => ({
    '@id': iri(`${CMS}/pages`, row.id),
    '@type': 'Page',
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    sections: [],
    products: [],
    channels: inChannels,
    translations: translationMap(byPage.get(row.id), (t) => ({
      '@type': 'PageTranslation' as const,
      // BitBag numbers translations; ours are keyed by page and locale, so the page's id stands in.
      id: row.id,
      slug: t.slug,
      image: null,
      name: t.name,
      content: t.content,
      metaKeywords: t.metaKeywords,
      metaDescription: t.metaDescription,
      nameWhenLinked: null,
      descriptionWhenLinked: null,
      breadcrumb: t.name,
      title: t.title,
    })),
  }));
  return { members, totalItems };
}

export const pages = async (db: Queryable, filter: CmsFilter & { slug?: string | undefined }, page: Page) =>
  expandPages(db, await pagePages(db, filter, page));
export const cmsPage = async (db: Queryable, id: number) =>
  single(await expandPages(db, await pagePages(db, { id }, ONE)));
