import { z } from 'zod';
import { catalogLocale } from '../catalog';
import { hydraCollection } from '../hydra';

/**
 * Images of the back office (issue 22). `POST /api/v2/admin/media` (multipart, field `file`) stores
 * one picture for content, categories or brands and answers where it lives; product images are
 * catalog records under Sylius 1.12's admin paths (`/products/{code}/images`) and ours
 * (`/product-images/{id}`, `/products/{code}/images/positions`). Uploads are JPEG, PNG, WebP or
 * AVIF by their content, at most 15 MB (MAX_IMAGE_UPLOAD_BYTES); anything else is a 422 on `file`.
 */

export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
/** What the file pickers offer (the server checks the content, whatever the type says). */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const uploadPurpose = z.enum(['product', 'taxon', 'brand', 'content']);
export type UploadPurpose = z.infer<typeof uploadPurpose>;

/** `?purpose=` of the upload: it only names the folder the file goes to. */
export const mediaUploadQuery = z.object({ purpose: uploadPurpose.default('content') });

export const storedImageSchema = z.object({
  '@type': z.literal('MediaObject'),
  /** Relative to the image folder: what a taxon image, a content item or a product image stores. */
  path: z.string(),
  /** `/media/image/<path>` (resized copies: `/media/cache/<filter>/<path>`). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const PRODUCT_IMAGE_TYPES = ['sticky-banner'] as const;
/** null: a gallery picture; `sticky-banner`: the banner the product page keeps in view. */
export const productImageType = z.enum(PRODUCT_IMAGE_TYPES).nullable();

/**
 * The one language whose pages show an image (artwork with words drawn on it, such as a banner);
 * null: every language. Shop API answers give a product or taxon only the images of their locale.
 */
export const imageLocale = catalogLocale.nullable();

const altText = z.string().trim().max(255);
export const imageAltSchema = z.object({ ka_GE: z.string().nullable(), en_US: z.string().nullable() });

export const adminProductImageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductImage'),
  id: z.number().int(),
  type: z.string().nullable(),
  /** The stored path, as Sylius' admin API gives it. */
  path: z.string(),
  url: z.string(),
  /** A small square copy for lists. */
  thumbnail: z.string(),
  position: z.number().int(),
  alt: imageAltSchema,
  locale: imageLocale,
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;
/** One image answered alone: its JSON-LD context first. */
export const adminProductImageItemSchema = z
  .object({ '@context': z.string() })
  .extend(adminProductImageSchema.shape);
export const adminProductImageCollectionSchema = hydraCollection(adminProductImageSchema);

/** merge-patch: what is left out stays; an empty or null alt text removes it. */
export const updateProductImageBody = z
  .object({
    type: productImageType.optional(),
    locale: imageLocale.optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    alt: z
      .object({ ka_GE: altText.nullable().optional(), en_US: altText.nullable().optional() })
      .strict()
      .optional(),
  })
  .strict();
export type UpdateProductImageBody = z.infer<typeof updateProductImageBody>;

/** The product's images in their new order: every one of its image ids, once. */
export const reorderProductImagesBody = z
  .object({ images: z.array(z.number().int().positive()).min(1).max(500) })
  .strict();
