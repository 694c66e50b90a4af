import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, locale } from './columns';
import { products, taxons } from './catalog';

/** CMS content in the shape of the BitBag Sylius CMS plugin: sections, blocks, media and FAQ. */
export const cmsSections = pgTable('cms_sections', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
});

export const cmsBlocks = pgTable('cms_blocks', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  enabled: boolean().notNull().default(true),
});

export const cmsBlockTranslations = pgTable(
  'cms_block_translations',
  {
    blockId: integer()
      .notNull()
      .references(() => cmsBlocks.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }),
    content: text(),
    link: varchar({ length: 1024 }),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.locale] })],
);

export const cmsBlockSections = pgTable(
  'cms_block_sections',
  {
    blockId: integer()
      .notNull()
      .references(() => cmsBlocks.id, { onDelete: 'cascade' }),
    sectionId: integer()
      .notNull()
      .references(() => cmsSections.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.sectionId] })],
);

export const cmsBlockProducts = pgTable(
  'cms_block_products',
  {
    blockId: integer()
      .notNull()
      .references(() => cmsBlocks.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.productId] })],
);

export const cmsBlockTaxons = pgTable(
  'cms_block_taxons',
  {
    blockId: integer()
      .notNull()
      .references(() => cmsBlocks.id, { onDelete: 'cascade' }),
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.taxonId] })],
);

export const cmsMedia = pgTable('cms_media', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  /** image, video or file */
  type: varchar({ length: 16 }).notNull().default('image'),
  /** Stored relative path, e.g. /image/ab/cd/name.webp; the public URL is /media + path. */
  path: varchar({ length: 512 }).notNull(),
  mimeType: varchar({ length: 128 }),
  width: integer(),
  height: integer(),
  saveWithOriginalName: boolean().notNull().default(false),
  enabled: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

export const cmsMediaTranslations = pgTable(
  'cms_media_translations',
  {
    mediaId: integer()
      .notNull()
      .references(() => cmsMedia.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }),
    content: text(),
    alt: varchar({ length: 512 }),
    link: varchar({ length: 1024 }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.locale] })],
);

export const cmsMediaSections = pgTable(
  'cms_media_sections',
  {
    mediaId: integer()
      .notNull()
      .references(() => cmsMedia.id, { onDelete: 'cascade' }),
    sectionId: integer()
      .notNull()
      .references(() => cmsSections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.sectionId] }),
    index('cms_media_sections_section_idx').on(t.sectionId),
  ],
);

export const cmsMediaProducts = pgTable(
  'cms_media_products',
  {
    mediaId: integer()
      .notNull()
      .references(() => cmsMedia.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.productId] })],
);

export const cmsFaqs = pgTable('cms_faqs', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  position: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
});

export const cmsFaqTranslations = pgTable(
  'cms_faq_translations',
  {
    faqId: integer()
      .notNull()
      .references(() => cmsFaqs.id, { onDelete: 'cascade' }),
    locale: locale(),
    question: text().notNull(),
    answer: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.locale] })],
);

/**
 * BitBag's pages (the privacy policy and other static pages), served at `cms-plugin/pages` and
 * edited in the back office; `content` is HTML sanitised on the way in.
 */
export const cmsPages = pgTable('cms_pages', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  enabled: boolean().notNull().default(true),
  /** Shown from this time on; null is at once. */
  publishAt: timestamp({ mode: 'date', precision: 3 }),
});

export const cmsPageTranslations = pgTable(
  'cms_page_translations',
  {
    pageId: integer()
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    locale: locale(),
    slug: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    content: text(),
    /** The browser title; the name when null. */
    title: varchar({ length: 255 }),
    metaKeywords: varchar({ length: 1024 }),
    metaDescription: varchar({ length: 1024 }),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    unique('cms_page_translations_slug_unique').on(t.locale, t.slug),
  ],
);
