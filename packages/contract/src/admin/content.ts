import { z } from 'zod';
import { hydraCollection } from '../hydra';
import { storedImagePath } from './taxons';

/**
 * The CMS in the back office (issue 22): BitBag's blocks, media, FAQ and pages, edited under
 * `/api/v2/admin/cms/…` (our paths: BitBag 4.x has no admin API). Blocks are the fixed set the
 * storefront reads (header-message, benefits-bar, the three home carousels, thank-you
 * recommendations) and are only changed; media live in sections (sliders, banners, labels, the
 * brands menu's pseudo-children), each with its own order; the FAQ has one order. Rich text
 * (`content`, `answer`) is sanitised on the server; links are our own paths (`/shop/…`) or
 * http(s) addresses.
 */

export const CMS_LOCALES = ['ka_GE', 'en_US'] as const;

/** The media sections the back office edits, in the order its screen lists them. */
export const CMS_MEDIA_SECTIONS = [
  'sliders-desktop',
  'sliders-mobile',
  'upper-banners',
  'lower-banners-desktop',
  'lower-banners-mobile',
  'brand-banners',
  'product-labels',
  'catalog-promotion-labels',
  'brands-taxon-pseudo-children',
  'product-carousels',
  'cart-banner',
] as const;
export type CmsMediaSection = (typeof CMS_MEDIA_SECTIONS)[number];

const code = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');

/** One of our own paths (`/shop/face-care`, not `//elsewhere`) or an http(s) address. */
export const cmsLink = z
  .string()
  .trim()
  .max(1024)
  .regex(
    /^(?:\/(?![/\\])[^\s]*|https?:\/\/[^\s/?#]+[^\s]*)$/,
    'a path of the shop (/shop/…) or an http(s) address',
  );

/** Empty text is "none". */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value));
const optionalLink = z
  .union([cmsLink, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

const richText = optionalText(100_000);
const productCodes = z.array(z.string().trim().min(1).max(128)).max(60);

const perLocale = <T extends z.ZodType>(value: T) => z.object({ ka_GE: value, en_US: value });

// ---------------------------------------------------------------------------------------------
// Blocks

export const adminBlockSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Block'),
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  sections: z.array(z.string()),
  /** Product codes in the block's order, disabled products too (marked in `disabledProducts`). */
  products: z.array(z.string()),
  disabledProducts: z.array(z.string()),
  translations: z.record(
    z.string(),
    z.object({ name: z.string().nullable(), content: z.string().nullable(), link: z.string().nullable() }),
  ),
});
export type AdminBlock = z.infer<typeof adminBlockSchema>;
export const adminBlockCollectionSchema = hydraCollection(adminBlockSchema);

export const updateBlockBody = z
  .object({
    enabled: z.boolean(),
    translations: perLocale(
      z.object({ name: optionalText(255), content: richText, link: optionalLink }).strict(),
    ),
    /** The carousels' products, in order. */
    products: productCodes,
  })
  .partial()
  .strict();
export type UpdateBlockBody = z.infer<typeof updateBlockBody>;

// ---------------------------------------------------------------------------------------------
// Media

export const adminMediaSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Media'),
  id: z.number().int(),
  code: z.string(),
  section: z.string().nullable(),
  position: z.number().int(),
  enabled: z.boolean(),
  /** As stored (`/image/ab/cd/x.webp`). */
  path: z.string(),
  /** Where a browser loads it. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  products: z.array(z.string()),
  translations: z.record(
    z.string(),
    z.object({
      name: z.string().nullable(),
      content: z.string().nullable(),
      alt: z.string().nullable(),
      link: z.string().nullable(),
    }),
  ),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;
export const adminMediaCollectionSchema = hydraCollection(adminMediaSchema);

export const adminMediaQuery = z.object({ section: z.enum(CMS_MEDIA_SECTIONS).optional() });

const mediaTranslationInput = z
  .object({ name: optionalText(255), content: richText, alt: optionalText(512), link: optionalLink })
  .strict();

const mediaFields = {
  enabled: z.boolean(),
  /** The upload's answer (`POST /api/v2/admin/media`). */
  image: z.object({
    path: storedImagePath,
    width: z.number().int().min(1).max(20_000).nullish(),
    height: z.number().int().min(1).max(20_000).nullish(),
  }),
  translations: perLocale(mediaTranslationInput),
  products: productCodes,
};

export const createMediaBody = z
  .object({
    code,
    section: z.enum(CMS_MEDIA_SECTIONS),
    ...mediaFields,
    enabled: mediaFields.enabled.default(true),
    products: mediaFields.products.default([]),
  })
  .strict();
export type CreateMediaBody = z.infer<typeof createMediaBody>;

export const updateMediaBody = z.object(mediaFields).partial().strict();
export type UpdateMediaBody = z.infer<typeof updateMediaBody>;

/** A section's media (or the FAQ) in their new order: every id of it, once. */
export const reorderBody = z.object({ ids: z.array(z.number().int().min(1)).min(1).max(1000) }).strict();
export type ReorderBody = z.infer<typeof reorderBody>;
export const reorderMediaBody = reorderBody.extend({ section: z.enum(CMS_MEDIA_SECTIONS) }).strict();

// ---------------------------------------------------------------------------------------------
// FAQ

export const adminFaqSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('FrequentlyAskedQuestion'),
  id: z.number().int(),
  code: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  translations: z.record(z.string(), z.object({ question: z.string(), answer: z.string() })),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqCollectionSchema = hydraCollection(adminFaqSchema);

const faqTranslationInput = z
  .object({ question: z.string().trim().min(1).max(1000), answer: z.string().trim().min(1).max(20_000) })
  .strict();

export const createFaqBody = z
  .object({ code, enabled: z.boolean().default(true), translations: perLocale(faqTranslationInput) })
  .strict();
export type CreateFaqBody = z.infer<typeof createFaqBody>;
export const updateFaqBody = z
  .object({ enabled: z.boolean(), translations: perLocale(faqTranslationInput) })
  .partial()
  .strict();
export type UpdateFaqBody = z.infer<typeof updateFaqBody>;

// ---------------------------------------------------------------------------------------------
// Pages

export const adminPageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Page'),
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  publishAt: z.string().nullable(),
  translations: z.record(
    z.string(),
    z.object({
      slug: z.string(),
      name: z.string(),
      content: z.string().nullable(),
      title: z.string().nullable(),
      metaKeywords: z.string().nullable(),
      metaDescription: z.string().nullable(),
    }),
  ),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPageCollectionSchema = hydraCollection(adminPageSchema);

const pageSlug = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, 'a slug');

const pageTranslationInput = z
  .object({
    slug: pageSlug,
    name: z.string().trim().min(1).max(255),
    content: richText,
    title: optionalText(255),
    metaKeywords: optionalText(1024),
    metaDescription: optionalText(1024),
  })
  .strict();

export const createPageBody = z
  .object({ code, enabled: z.boolean().default(true), translations: perLocale(pageTranslationInput) })
  .strict();
export type CreatePageBody = z.infer<typeof createPageBody>;
export const updatePageBody = z
  .object({ enabled: z.boolean(), translations: perLocale(pageTranslationInput) })
  .partial()
  .strict();
export type UpdatePageBody = z.infer<typeof updatePageBody>;

export const adminCmsIdParams = z.object({ id: z.string().max(32) });
