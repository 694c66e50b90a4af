import { z } from 'zod';
import { hydraCollection } from '../hydra';
import { imageLocale } from './media';

/**
 * Categories and brands in the back office (issue 22), in Sylius 1.12's admin paths and shapes:
 * `GET`/`POST /api/v2/admin/taxons`, `GET`/`PUT`/`PATCH`/`DELETE /api/v2/admin/taxons/{code}`; and our
 * `POST /api/v2/admin/taxons/{code}/move` (a new parent and a place among its children). Brands are
 * the children of the `brendebi` taxon. Slugs are paths as Sylius makes them (`makeup/lips`): a
 * taxon's slug starts with its parent's (except under the menu root), and a move rewrites the
 * moved subtree's slugs, levels and materialised paths together.
 */

export const TAXON_IMAGE_TYPES = ['banner', 'production-sticky-banner'] as const;
export const TAXON_LOCALES = ['ka_GE', 'en_US'] as const;

const code = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');
/** A slug's segments: letters of any script, digits and dashes, joined by "/". */
const slug = z
  .string()
  .trim()
  .max(255)
  .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?:\/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)*$/u, 'a slug');
/** A stored image's path as the media upload answers it; no way out of the media folder. */
export const storedImagePath = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^\/?(?!.*\.\.)[A-Za-z0-9._\-/]+$/, 'a stored image path');

export const adminTaxonTranslationSchema = z.object({
  '@type': z.literal('TaxonTranslation'),
  locale: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});

export const adminTaxonImageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('TaxonImage'),
  id: z.number().int(),
  type: z.string().nullable(),
  /** As stored (the media upload's `path`). */
  path: z.string(),
  /** Where a browser loads it. */
  url: z.string(),
  locale: imageLocale,
});

export const adminTaxonSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Taxon'),
  id: z.number().int(),
  code: z.string(),
  /** The parent's IRI; null for a tree root (the menu and `brendebi`). */
  parent: z.string().nullable(),
  parentCode: z.string().nullable(),
  position: z.number().int(),
  level: z.number().int(),
  enabled: z.boolean(),
  brandTaxon: z.boolean(),
  /** Every child's IRI, by position, disabled ones too. */
  children: z.array(z.string()),
  translations: z.record(z.string(), adminTaxonTranslationSchema),
  images: z.array(adminTaxonImageSchema),
  /** Products in this taxon or below it. */
  productCount: z.number().int(),
});
export type AdminTaxon = z.infer<typeof adminTaxonSchema>;
export const adminTaxonItemSchema = z.object({ '@context': z.string(), ...adminTaxonSchema.shape });
export const adminTaxonCollectionSchema = hydraCollection(adminTaxonSchema);

/** `GET /taxons`: every taxon, parents before children (the admin app shows the whole tree). */
export const adminTaxonsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Only this taxon's subtree (e.g. `brendebi` for the brands). */
  root: code.optional(),
});

export const adminTaxonCodeParams = z.object({ code: z.string().max(255) });

const translationInput = z.object({
  name: z.string().trim().min(1).max(255),
  /** Made from the name when left out, below the parent's slug. */
  slug: slug.optional().or(z.literal('').transform(() => undefined)),
  description: z.string().max(20_000).nullish(),
});

const imageInput = z.object({
  type: z.enum(TAXON_IMAGE_TYPES),
  path: storedImagePath,
  /** Left out: every language. */
  locale: imageLocale.default(null),
});

const translationsInput = z
  .object({ ka_GE: translationInput, en_US: translationInput })
  .partial()
  .refine(
    (value) => value.ka_GE !== undefined || value.en_US !== undefined,
    'a name in one language at least',
  );

export const createTaxonBody = z
  .object({
    code,
    /** The parent's code or IRI. */
    parent: z.string().trim().min(1).max(255),
    translations: z.object({ ka_GE: translationInput, en_US: translationInput }),
    enabled: z.boolean().default(true),
    images: z.array(imageInput).max(10).default([]),
  })
  .strict();
export type CreateTaxonBody = z.infer<typeof createTaxonBody>;

/** PUT and PATCH: what the body names changes; images, when given, replace the taxon's images. */
export const updateTaxonBody = z
  .object({
    translations: translationsInput,
    enabled: z.boolean(),
    images: z.array(imageInput).max(10),
  })
  .partial()
  .strict();
export type UpdateTaxonBody = z.infer<typeof updateTaxonBody>;

/** Our move: under `parent` (code or IRI), at `position` among its children (0 first; past the end is last). */
export const moveTaxonBody = z
  .object({
    parent: z.string().trim().min(1).max(255),
    position: z.number().int().min(0).max(100_000),
  })
  .strict();
export type MoveTaxonBody = z.infer<typeof moveTaxonBody>;
