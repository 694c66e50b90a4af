import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  jsonb,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, locale, updatedAt } from './columns';

/**
 * Categories and brands in one tree. `path` is the materialized chain of ids ("/1/7/42/"),
 * so "this taxon and all its descendants" is one indexed prefix match.
 */
export const taxons = pgTable(
  'taxons',
  {
    id: id(),
    code: varchar({ length: 128 }).notNull().unique(),
    parentId: integer().references((): AnyPgColumn => taxons.id, { onDelete: 'cascade' }),
    path: varchar({ length: 1024 }).notNull(),
    level: integer().notNull().default(0),
    position: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    brandTaxon: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('taxons_parent_idx').on(t.parentId, t.position),
    index('taxons_path_idx').using('btree', t.path.op('text_pattern_ops')),
  ],
);

export const taxonTranslations = pgTable(
  'taxon_translations',
  {
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 255 }).notNull(),
    description: text(),
    /** Latin folding of the name (see catalog/search/fold.ts), trigram-indexed for search. */
    searchKey: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taxonId, t.locale] }),
    index('taxon_translations_slug_idx').on(t.locale, t.slug),
    index('taxon_translations_search_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

export const taxonImages = pgTable(
  'taxon_images',
  {
    id: id(),
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    type: varchar({ length: 64 }),
    path: varchar({ length: 512 }).notNull(),
    position: integer().notNull().default(0),
    /** The language whose pages show it (artwork with words on it); null: every language. */
    locale: varchar({ length: 12 }),
  },
  (t) => [
    index('taxon_images_taxon_idx').on(t.taxonId),
    check('taxon_images_locale_check', sql`${t.locale} IN ('ka_GE', 'en_US')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    code: varchar({ length: 128 }).notNull().unique(),
    enabled: boolean().notNull().default(true),
    mainTaxonId: integer().references(() => taxons.id, { onDelete: 'set null' }),
    /** Price of the default variant, kept here so listings sort and filter by price on one index. */
    price: integer(),
    averageRating: doublePrecision().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /**
     * The names' search keys in every language, one per line, kept by a trigger on
     * product_translations (migration 0023), for the back office's search by name: its trigram index
     * rechecks matches in this narrow table rather than in the translations with their descriptions.
     */
    searchKey: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Price, then id: the back office's list sorted by price walks it in its exact order (the id
    // breaks ties) without reading products; the storefront's price order uses its first column.
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt),
    // The back office's search by part of a code (ILIKE '%…%') or of a name.
    index('products_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('products_search_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 255 }).notNull(),
    description: text(),
    shortDescription: text(),
    /** The page's <title> and meta description when staff set them (else the name and description). */
    metaTitle: varchar({ length: 255 }),
    metaDescription: text(),
    /** Latin folding of the name (see catalog/search/fold.ts), trigram-indexed for search. */
    searchKey: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    unique('product_translations_slug_unique').on(t.locale, t.slug),
    // The back office's list sorted by name in a language, ties broken by the product: walked in
    // that order from the index alone, without reading the wide rows (descriptions).
    index('product_translations_name_idx').on(t.locale, t.name, t.productId),
    index('product_translations_search_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

export const productTaxons = pgTable(
  'product_taxons',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    unique('product_taxons_unique').on(t.productId, t.taxonId),
    index('product_taxons_taxon_idx').on(t.taxonId, t.position),
    // A category's products from the index alone: the back office's list collects a small
    // category's products this way before sorting them (docs/decisions/0021).
    index('product_taxons_taxon_product_idx').on(t.taxonId, t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null for gallery images; e.g. 'sticky-banner' for the product page banner. */
    type: varchar({ length: 64 }),
    path: varchar({ length: 512 }).notNull(),
    position: integer().notNull().default(0),
    /** The language whose pages show it (a banner with words on it); null: every language. */
    locale: varchar({ length: 12 }),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    check('product_images_locale_check', sql`${t.locale} IN ('ka_GE', 'en_US')`),
  ],
);

/** A product image's alternative text per language (what a screen reader says of the picture). */
export const productImageTranslations = pgTable(
  'product_image_translations',
  {
    imageId: integer()
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    locale: locale(),
    alt: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.locale] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    code: varchar({ length: 128 }).notNull().unique(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    tracked: boolean().notNull().default(true),
    onHand: integer().notNull().default(0),
    onHold: integer().notNull().default(0),
    /** Channel price after catalog promotions, in tetri. */
    price: integer().notNull(),
    /** The struck-through price, in tetri; equals price when there is no discount. */
    originalPrice: integer().notNull(),
    /** What the package holds (50 for 50 ml), for the size shown by the price and the price per 100 ml/g. */
    contentAmount: integer(),
    /** 'ml', 'g', 'pcs' or 'caps'; null when the size is not known. */
    contentUnit: varchar({ length: 8 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    // The back office's stock filters (docs/decisions/0021): the variants running low (1 to
    // LOW_STOCK = 5 left, packages/contract's admin products; the number is written here, and the
    // list's statements repeat it so that PostgreSQL matches them to this index), and the variants
    // that can be bought, probed per product by "in" and "out".
    index('product_variants_low_stock_idx')
      .on(t.productId)
      .where(sql`${t.enabled} and ${t.tracked} and ${t.onHand} - ${t.onHold} between 1 and 5`),
    index('product_variants_sellable_idx')
      .on(t.productId)
      .where(sql`${t.enabled} and (not ${t.tracked} or ${t.onHand} - ${t.onHold} > 0)`),
    check('product_variants_stock_check', sql`${t.onHold} >= 0 AND ${t.onHold} <= ${t.onHand}`),
    check('product_variants_price_check', sql`${t.price} >= 0 AND ${t.originalPrice} >= 0`),
  ],
);

export const productVariantTranslations = pgTable(
  'product_variant_translations',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.locale] })],
);

/** Catalog promotions double as product labels (New, Bestseller, -20%): a translated rich-text label. */
export const catalogPromotions = pgTable('catalog_promotions', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  enabled: boolean().notNull().default(true),
  priority: integer().notNull().default(0),
  /** Percentage the promotion takes off (informational; variant prices already carry it). */
  discountPercent: integer(),
  startsAt: timestamp({ mode: 'date', precision: 3 }),
  endsAt: timestamp({ mode: 'date', precision: 3 }),
});

export const catalogPromotionTranslations = pgTable(
  'catalog_promotion_translations',
  {
    promotionId: integer()
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
    locale: locale(),
    label: text().notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.locale] })],
);

export const catalogPromotionProducts = pgTable(
  'catalog_promotion_products',
  {
    promotionId: integer()
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('catalog_promotion_products_product_idx').on(t.productId),
  ],
);

export const catalogPromotionTaxons = pgTable(
  'catalog_promotion_taxons',
  {
    promotionId: integer()
      .notNull()
      .references(() => catalogPromotions.id, { onDelete: 'cascade' }),
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.taxonId] }),
    index('catalog_promotion_taxons_taxon_idx').on(t.taxonId),
  ],
);

/** A choice of a select attribute, named in each locale. */
export interface AttributeChoice {
  code: string;
  names: Record<string, string>;
}

/**
 * Product attributes (Sylius's): skin type, finish, INCI… `type` is Sylius's attribute type
 * (select, checkbox, text, textarea). Filterable ones are facets of listings.
 */
export const productAttributes = pgTable('product_attributes', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  type: varchar({ length: 32 }).notNull(),
  position: integer().notNull().default(0),
  filterable: boolean().notNull().default(false),
  /** Select attributes' choices in display order; a checkbox's values are the choices 'true' and 'false'. */
  choices: jsonb().$type<AttributeChoice[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const productAttributeTranslations = pgTable(
  'product_attribute_translations',
  {
    attributeId: integer()
      .notNull()
      .references(() => productAttributes.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.locale] })],
);

/**
 * A product's attribute values. Select values are one row per chosen choice and checkboxes one row
 * with the choice 'true' or 'false' (locale null: the same in every language), so a filter or a
 * facet is one lookup on (attribute, choice); text values are one row per locale.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => productAttributes.id, { onDelete: 'cascade' }),
    locale: varchar({ length: 12 }),
    choice: varchar({ length: 128 }),
    text: text(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('product_attribute_values_product_idx').on(t.productId, t.attributeId),
    index('product_attribute_values_choice_idx').on(t.attributeId, t.choice, t.productId),
  ],
);

/**
 * Search synonyms: the terms of one group mean the same to a shopper (სუნამო, პარფიუმი, perfume,
 * parfum, eau de parfum), so a query that is one of them also searches for the others. Kept in the
 * database so the back office can edit them; `searchKey` is the term folded like product names.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    groupCode: varchar({ length: 64 }).notNull(),
    term: varchar({ length: 128 }).notNull(),
    searchKey: varchar({ length: 128 }).notNull(),
  },
  (t) => [
    unique('search_synonyms_term_unique').on(t.groupCode, t.searchKey),
    index('search_synonyms_key_idx').on(t.searchKey),
  ],
);
