import { z } from 'zod';

/**
 * CMS content in the shapes of the BitBag Sylius CMS plugin 4.x (api-contract §11): blocks, media,
 * FAQ and sections under /api/v2/shop/cms-plugin. `translations` holds every locale, keyed by
 * backend locale code; its values carry `@type` and no `@id`.
 */

/** The storefront loads all blocks at once (`?itemsPerPage=9999`), so CMS pages go up to 10 000. */
export const CMS_MAX_ITEMS_PER_PAGE = 10_000;

/** One code or several (`?code=a&code=b`). */
const codeFilter = z
  .union([z.string().min(1).max(128), z.array(z.string().min(1).max(128)).max(100)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const cmsCollectionQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(CMS_MAX_ITEMS_PER_PAGE).default(30),
  code: codeFilter.optional(),
  'sections.code': codeFilter.optional(),
});
export type CmsCollectionQuery = z.infer<typeof cmsCollectionQuery>;

/** Collections that have no sections (FAQ, sections themselves) filter by code only. */
export const cmsCodeQuery = cmsCollectionQuery.omit({ 'sections.code': true });
export type CmsCodeQuery = z.infer<typeof cmsCodeQuery>;

/** CMS resources are addressed by numeric database id; anything else is simply not found. */
export const cmsIdParams = z.object({ id: z.string() });

const iriList = z.array(z.string());

/** A single resource leads with `@context`; collection members do not carry it. */
const withContext = <Shape extends z.ZodRawShape>(member: z.ZodObject<Shape>) =>
  z.object({ '@context': z.string(), ...member.shape });

export const cmsSectionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Section'),
  id: z.number().int(),
  code: z.string(),
});
export type CmsSection = z.infer<typeof cmsSectionSchema>;
export const cmsSectionItemSchema = withContext(cmsSectionSchema);

export const blockTranslationSchema = z.object({
  '@type': z.literal('BlockTranslation'),
  name: z.string().nullable(),
  content: z.string().nullable(),
  link: z.string().nullable(),
});

export const blockSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Block'),
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  sections: z.array(cmsSectionSchema),
  /** Product IRIs, enabled products only, in the block's order. */
  products: iriList,
  channels: iriList,
  translations: z.record(z.string(), blockTranslationSchema),
  taxons: z.array(z.object({ '@id': z.string(), '@type': z.literal('Taxon') })),
});
export type Block = z.infer<typeof blockSchema>;
export const blockItemSchema = withContext(blockSchema);

export const faqTranslationSchema = z.object({
  '@type': z.literal('FrequentlyAskedQuestionTranslation'),
  question: z.string(),
  answer: z.string(),
});

export const faqSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('FrequentlyAskedQuestion'),
  id: z.number().int(),
  code: z.string(),
  position: z.number().int(),
  channels: iriList,
  enabled: z.boolean(),
  translations: z.record(z.string(), faqTranslationSchema),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqItemSchema = withContext(faqSchema);

export const mediaTranslationSchema = z.object({
  '@type': z.literal('MediaTranslation'),
  name: z.string().nullable(),
  content: z.string().nullable(),
  alt: z.string().nullable(),
  link: z.string().nullable(),
});

export const mediaSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Media'),
  id: z.number().int(),
  type: z.enum(['image', 'video', 'file']),
  code: z.string(),
  /** Stored path relative to the media folder (`/image/ab/cd/x.png`); the public URL is `/media` + path. */
  path: z.string(),
  mimeType: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  saveWithOriginalName: z.boolean(),
  enabled: z.boolean(),
  sections: z.array(cmsSectionSchema),
  products: iriList,
  channels: iriList,
  translations: z.record(z.string(), mediaTranslationSchema),
});
export type Media = z.infer<typeof mediaSchema>;
export const mediaItemSchema = withContext(mediaSchema);

export const pageTranslationSchema = z.object({
  '@type': z.literal('PageTranslation'),
  id: z.number().int(),
  slug: z.string(),
  image: z.string().nullable(),
  name: z.string(),
  content: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  metaDescription: z.string().nullable(),
  nameWhenLinked: z.string().nullable(),
  descriptionWhenLinked: z.string().nullable(),
  breadcrumb: z.string().nullable(),
  title: z.string().nullable(),
});

/** BitBag's Page (the privacy policy and other pages); `content` is sanitised HTML. */
export const pageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Page'),
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  publishAt: z.string().nullable(),
  sections: z.array(cmsSectionSchema),
  products: iriList,
  channels: iriList,
  translations: z.record(z.string(), pageTranslationSchema),
});
export type CmsPage = z.infer<typeof pageSchema>;
export const pageItemSchema = withContext(pageSchema);

/** Pages are found by code or by slug (in any language). */
export const cmsPageQuery = cmsCodeQuery.extend({ slug: z.string().trim().min(1).max(255).optional() });
export type CmsPageQuery = z.infer<typeof cmsPageQuery>;
