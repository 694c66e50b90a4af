import { z } from 'zod';

/**
 * The catalog import file (documented in docs/catalog-import.md). Codes are the keys: importing
 * the same file twice changes nothing the second time. Money is integer tetri.
 */

export const IMPORT_LOCALES = ['ka_GE', 'en_US'] as const;
export type ImportLocale = (typeof IMPORT_LOCALES)[number];

const NON_NEGATIVE_INTEGER = 'Expected a non-negative integer';

/** The message for a wrong value, or "Required" when the field is missing altogether. */
function expected(message: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : message) };
}

const code = z
  .string(expected('Expected a code (text)'))
  .min(1, 'Must not be empty')
  .max(128, 'At most 128 characters')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
    'Use only letters, digits, ".", "-" and "_", starting with a letter or digit',
  );

const count = z
  .int(expected(NON_NEGATIVE_INTEGER))
  .min(0, NON_NEGATIVE_INTEGER)
  .max(2_000_000_000, 'Too large');

const name = z
  .string(expected('Expected text'))
  .trim()
  .min(1, 'Must not be empty')
  .max(255, 'At most 255 characters');

const slug = z
  .string(expected('Expected text'))
  .min(1, 'Must not be empty')
  .max(255, 'At most 255 characters')
  .regex(
    /^[\p{Ll}\p{Lo}\p{N}]+(?:[-/][\p{Ll}\p{Lo}\p{N}]+)*$/u,
    'Use lowercase letters and digits separated by "-" or "/"',
  );

const richText = z.string(expected('Expected text')).max(65_000, 'At most 65000 characters').nullable();

const image = z.strictObject({
  /** Path of the image file, relative to the JSON file. */
  source: z.string(expected('Expected a file path')).min(1, 'Must not be empty'),
  /** null for gallery images; e.g. "sticky-banner" on products, "production-sticky-banner" on taxons. */
  type: z.string(expected('Expected text or null')).max(64, 'At most 64 characters').nullable().default(null),
  /** The one language whose pages show it (a banner with words on it); null: every language. */
  locale: z.enum(IMPORT_LOCALES, expected('Expected "ka_GE", "en_US" or null')).nullable().default(null),
});

function translations<T extends z.ZodType>(shape: T) {
  return z.strictObject({ ka_GE: shape, en_US: shape });
}

const taxon = z.strictObject({
  code,
  /** Code of the parent taxon, in this file or already in the database; null for a root. */
  parent: code.nullable().default(null),
  /** Order among siblings; defaults to the order in this file. */
  position: count.optional(),
  enabled: z.boolean(expected('Expected true or false')).default(true),
  /** Brands are the children of the root taxon "brendebi" and carry this flag. */
  brand: z.boolean(expected('Expected true or false')).default(false),
  translations: translations(
    z.strictObject({ name, slug: slug.optional(), description: richText.optional() }),
  ),
  /** When given, replaces the taxon's images; when left out, its images stay as they are. */
  images: z.array(image).max(50, 'At most 50 images').optional(),
});

const variant = z
  .strictObject({
    code,
    enabled: z.boolean(expected('Expected true or false')).default(true),
    /** Untracked variants are always in stock. */
    tracked: z.boolean(expected('Expected true or false')).default(true),
    onHand: count.default(0),
    /** Selling price in tetri (after catalog promotions). */
    price: count,
    /** Struck-through price in tetri; defaults to price (no discount). */
    originalPrice: count.optional(),
    translations: translations(z.strictObject({ name })),
  })
  .refine((v) => v.originalPrice === undefined || v.originalPrice >= v.price, {
    message: 'Must not be lower than price',
    path: ['originalPrice'],
  });

const product = z.strictObject({
  code,
  enabled: z.boolean(expected('Expected true or false')).default(true),
  /** The taxon the product is shown under (breadcrumbs); must be one of `taxons`. */
  mainTaxon: code,
  /** Every taxon the product belongs to: categories and its brand. */
  taxons: z.array(code).min(1, 'List at least one taxon').max(50, 'At most 50 taxons'),
  translations: translations(
    z.strictObject({
      name,
      slug: slug.optional(),
      description: richText.optional(),
      shortDescription: richText.optional(),
    }),
  ),
  /** In display order. Variants of this product missing from the file are disabled, not deleted. */
  variants: z.array(variant).min(1, 'List at least one variant').max(100, 'At most 100 variants'),
  /** When given, replaces the product's images; when left out, its images stay as they are. */
  images: z.array(image).max(50, 'At most 50 images').optional(),
});

export const catalogFileSchema = z.strictObject({
  version: z.literal(1, 'Only version 1 exists').default(1),
  taxons: z.array(taxon).default([]),
  products: z.array(product).default([]),
});

/** What an import file may contain (before defaults are applied). */
export type CatalogFile = z.input<typeof catalogFileSchema>;
type ParsedCatalog = z.output<typeof catalogFileSchema>;
export type ParsedTaxon = ParsedCatalog['taxons'][number];
export type ParsedProduct = ParsedCatalog['products'][number];
export type ParsedImage = z.output<typeof image>;
