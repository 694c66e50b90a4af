import { z } from 'zod';
import { hydraCollection } from '../hydra';

/**
 * Products, variants and stock in the back office (issue 22), in Sylius 1.12's admin paths:
 * `GET`/`POST /api/v2/admin/products`, `GET`/`PUT`/`PATCH`/`DELETE /products/{code}`,
 * `GET`/`POST /product-variants`, `GET`/`PUT`/`PATCH`/`DELETE /product-variants/{code}`; our own
 * `GET`/`POST /product-variants/{code}/stock-adjustments`. Money is in tetri; names, slugs,
 * descriptions and meta texts per locale (Georgian first). A DELETE of a product or variant that
 * placed orders name disables it instead (200 with it, disabled); otherwise 204.
 */

const direction = z.enum(['asc', 'desc']);
const code = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Use Latin letters, digits, dots, dashes and underscores');
const tetri = z.coerce.number().int().min(0).max(100_000_000);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Below this many units available a variant counts as running low. */
export const LOW_STOCK = 5;
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/**
 * `GET /api/v2/admin/products`: every filter optional, kept in the admin app's URL; the bulk
 * actions on "everything a filter matches" take the same parameters.
 */
export const adminProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  /** Part of a name in either language (Georgian may be typed in Latin letters) or of a code. */
  search: z.string().trim().max(255).optional(),
  /** A category's code: products in it or any category under it. */
  category: z.string().trim().min(1).max(128).optional(),
  /** A brand's code (a taxon under the brands). */
  brand: z.string().trim().min(1).max(128).optional(),
  enabled: flag.optional(),
  /** in: a variant can be bought; low: a variant has 1–LOW_STOCK left; out: none can be bought. */
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  /** The listing price (the default variant's), in tetri. */
  'price[gte]': tetri.optional(),
  'price[lte]': tetri.optional(),
  hasImages: flag.optional(),
  'order[code]': direction.optional(),
  'order[name]': direction.optional(),
  'order[price]': direction.optional(),
  'order[createdAt]': direction.optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

const localized = <T extends z.ZodType>(value: T) => z.object({ ka_GE: value, en_US: value });

const taxonRef = z.object({ code: z.string(), name: z.string().nullable() });

export const adminProductListItemSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Product'),
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  name: localized(z.string().nullable()),
  /** The first gallery image's URL (a thumbnail), if any. */
  image: z.string().nullable(),
  /** The listing price (the default variant's), in tetri. */
  price: z.number().int().nullable(),
  variantCount: z.number().int(),
  /** Units that can be sold: on hand less those held by placed orders, over tracked variants. */
  available: z.number().int(),
  mainTaxon: taxonRef.nullable(),
  brand: taxonRef.nullable(),
  updatedAt: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;
export const adminProductCollectionSchema = hydraCollection(adminProductListItemSchema);

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const optionValue = z.object({
  code: z.string(),
  /** A shade's colour, `#rrggbb`. */
  colour: z.string().nullable(),
  value: localized(z.string().nullable()),
});

export const adminVariantSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductVariant'),
  id: z.number().int(),
  code: z.string(),
  product: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  name: localized(z.string().nullable()),
  shade: optionValue.nullable(),
  volume: optionValue.nullable(),
  price: z.number().int(),
  /** The struck-through price when the variant is discounted; null when it is not. */
  originalPrice: z.number().int().nullable(),
  tracked: z.boolean(),
  onHand: z.number().int(),
  /** Units held by placed orders not yet shipped; on hand never goes below it. */
  onHold: z.number().int(),
  /** Whether placed orders name it (then a delete disables it instead). */
  inPlacedOrders: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;
export const adminVariantItemSchema = z.object({ '@context': z.string() }).extend(adminVariantSchema.shape);
export const adminVariantCollectionSchema = hydraCollection(adminVariantSchema);

const productTranslationOut = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});

export const adminProductSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Product'),
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  mainTaxon: z.string().nullable(),
  /** Other categories' codes (not the brand, not the main category). */
  taxons: z.array(z.string()),
  brand: z.string().nullable(),
  translations: z.partialRecord(z.enum(['ka_GE', 'en_US']), productTranslationOut),
  /** Slugs the product had before, per locale: the storefront sends them to the current one. */
  formerSlugs: z.partialRecord(z.enum(['ka_GE', 'en_US']), z.array(z.string())),
  images: z.array(z.object({ id: z.number().int(), type: z.string().nullable(), url: z.string() })),
  variants: z.array(adminVariantSchema),
  /** The product's storefront paths (ka, en); staff signed in see it there even while disabled. */
  preview: localized(z.string().nullable()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductItemSchema = z.object({ '@context': z.string() }).extend(adminProductSchema.shape);

export const adminCodeParams = z.object({ code: z.string().max(128) });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** One language of a product; the slug is made from the name when left empty. */
export const productTranslationBody = z.object({
  name: z.string().trim().min(1).max(255),
  slug: z
    .string()
    .trim()
    .max(255)
    .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, 'Letters and digits joined by single dashes')
    .or(z.literal(''))
    .nullish(),
  /** Rich text (HTML): the server keeps simple formatting, lists and links only. */
  description: z.string().max(100_000).nullish(),
  metaTitle: text(255),
  metaDescription: text(1000),
});
export type ProductTranslationBody = z.infer<typeof productTranslationBody>;

/** `POST /products`, `PUT /products/{code}` (the code of the path wins); PATCH takes any part of it. */
export const adminProductBody = z.object({
  code,
  enabled: z.boolean().default(false),
  mainTaxon: z.string().trim().max(128).nullish(),
  taxons: z.array(z.string().trim().min(1).max(128)).max(50).default([]),
  brand: z.string().trim().max(128).nullish(),
  translations: z.object({ ka_GE: productTranslationBody, en_US: productTranslationBody }),
});
export type AdminProductBody = z.infer<typeof adminProductBody>;

export const adminProductPatchBody = z
  .object({
    enabled: z.boolean(),
    mainTaxon: z.string().trim().max(128).nullable(),
    taxons: z.array(z.string().trim().min(1).max(128)).max(50),
    brand: z.string().trim().max(128).nullable(),
    translations: z
      .object({
        ka_GE: productTranslationBody.partial(),
        en_US: productTranslationBody.partial(),
      })
      .partial(),
  })
  .partial();
export type AdminProductPatchBody = z.infer<typeof adminProductPatchBody>;

const optionValueBody = z.object({
  value: z.object({ ka_GE: z.string().trim().min(1).max(255), en_US: z.string().trim().min(1).max(255) }),
  colour: z
    .string()
    .regex(HEX_COLOUR, 'A colour as #rrggbb')
    .transform((value) => value.toLowerCase())
    .nullish(),
});
export type OptionValueBody = z.infer<typeof optionValueBody>;

const price = z
  .number()
  .int('A whole number of tetri')
  .min(0, 'The price cannot be negative')
  .max(100_000_000);

/** `POST /product-variants` (with `product`), `PUT /product-variants/{code}`; PATCH takes any part. */
export const adminVariantBody = z.object({
  code,
  /** The product's code (on creation; a variant does not move between products). */
  product: z.string().trim().max(128).optional(),
  enabled: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).optional(),
  name: z
    .object({ ka_GE: z.string().trim().max(255), en_US: z.string().trim().max(255) })
    .partial()
    .optional(),
  shade: optionValueBody.nullish(),
  volume: optionValueBody.nullish(),
  price,
  /** Set when the variant is discounted: what it cost before; price may not be above it. */
  originalPrice: price.nullish(),
  tracked: z.boolean().default(true),
  /** Stock on hand at creation; later changes go through stock adjustments (with a reason). */
  onHand: z.number().int().min(0).max(1_000_000).default(0),
});
export type AdminVariantBody = z.infer<typeof adminVariantBody>;

export const adminVariantPatchBody = adminVariantBody
  .omit({ code: true, product: true, onHand: true })
  .partial();
export type AdminVariantPatchBody = z.infer<typeof adminVariantPatchBody>;

export const adminVariantsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  /** The product's code. */
  product: z.string().trim().max(128).optional(),
});

export const stockAdjustmentBody = z.object({
  /** Units added (positive) or taken away (negative). */
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((value) => value !== 0, 'Add or take away at least one unit'),
  reason: z.string().trim().min(3).max(500),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

export const stockAdjustmentSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  onHandAfter: z.number().int(),
  reason: z.string(),
  staffEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
export const stockAdjustmentCollectionSchema = hydraCollection(stockAdjustmentSchema);
