import { check, index, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, locale } from './columns';
import { productImages, productVariants, products } from './catalog';

/**
 * Product options (Sylius's): shade ("ფერი"), volume ("მოცულობა")… A product's options are those
 * its variants' values belong to, so they need no table of their own.
 */
export const productOptions = pgTable('product_options', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  position: integer().notNull().default(0),
});

export const productOptionTranslations = pgTable(
  'product_option_translations',
  {
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
);

/**
 * One value of an option (a shade, a size). A shade carries its colour (`#rrggbb`), shown as a swatch,
 * and optionally a swatch picture (a stored media path, `/media/image/<path>`).
 */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: id(),
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    code: varchar({ length: 128 }).notNull().unique(),
    position: integer().notNull().default(0),
    colour: varchar({ length: 7 }),
    swatchPath: varchar({ length: 512 }),
  },
  (t) => [
    index('product_option_values_option_idx').on(t.optionId, t.position),
    check('product_option_values_colour_check', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const productOptionValueTranslations = pgTable(
  'product_option_value_translations',
  {
    valueId: integer()
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
    locale: locale(),
    value: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
);

/** Which option values a variant is (Sylius's `optionValues`). */
export const productVariantOptionValues = pgTable(
  'product_variant_option_values',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    optionValueId: integer()
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.optionValueId] }),
    index('product_variant_option_values_value_idx').on(t.optionValueId),
  ],
);

/** The variants an image shows (Sylius's image `productVariants`): a shade's picture. */
export const productImageVariants = pgTable(
  'product_image_variants',
  {
    imageId: integer()
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.variantId] }),
    index('product_image_variants_variant_idx').on(t.variantId),
  ],
);

/** Kinds of related products (Sylius's association types): "similar", "goes well with". */
export const productAssociationTypes = pgTable('product_association_types', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  position: integer().notNull().default(0),
});

export const productAssociationTypeTranslations = pgTable(
  'product_association_type_translations',
  {
    typeId: integer()
      .notNull()
      .references(() => productAssociationTypes.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.locale] })],
);

/** A product's related products of one type. */
export const productAssociations = pgTable(
  'product_associations',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    typeId: integer()
      .notNull()
      .references(() => productAssociationTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('product_associations_product_type_unique').on(t.productId, t.typeId)],
);

export const productAssociationProducts = pgTable(
  'product_association_products',
  {
    associationId: integer()
      .notNull()
      .references(() => productAssociations.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.associationId, t.productId] }),
    index('product_association_products_product_idx').on(t.productId),
  ],
);
