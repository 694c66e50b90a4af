import { z } from 'zod';
import {
  catalogLocale,
  productImageSchema,
  productSchema,
  productTaxonSchema,
  productTranslationSchema,
  productVariantSchema,
} from './catalog';

/**
 * The BitBag wishlist plugin's shop API (api-contract §12): a wishlist is reached by its token and
 * is either anonymous or one customer's only one. The embedded product and variant carry BitBag's
 * keys first, then what a wishlist page shows (name, slug, brand, images, prices), so a client
 * draws the page from one answer.
 */

/** Tokens are ours (43 characters); anything else simply names no wishlist (404). */
export const wishlistTokenParams = z.object({ token: z.string().min(1).max(255) });
/** Ids in paths are read as text: anything that is not a positive integer names nothing (404). */
export const wishlistProductParams = wishlistTokenParams.extend({ productId: z.string().max(20) });
export const wishlistVariantParams = wishlistTokenParams.extend({ productVariantId: z.string().max(20) });

/**
 * `POST wishlists`. `tokenValue` names an anonymous wishlist to resume (a guest) or to merge into
 * the customer's own (after login); `channelCode` is accepted for BitBag clients (one channel here).
 */
export const createWishlistBody = z
  .object({
    tokenValue: z.string().max(255).nullish(),
    channelCode: z.string().max(255).nullish(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type CreateWishlistBody = z.infer<typeof createWishlistBody>;

/** `PATCH wishlists/{token}/product` (merge-patch): the product's database id. */
export const wishlistAddProductBody = z.object({ productId: z.number().int() });
/** `PATCH wishlists/{token}/variant` (merge-patch): the variant's database id. */
export const wishlistAddVariantBody = z.object({ productVariantId: z.number().int() });

export const wishlistItemProductSchema = z.object({
  ...productSchema.pick({ '@id': true, '@type': true, id: true, variants: true, defaultVariant: true }).shape,
  // Additions: what the wishlist page shows of the product.
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  translations: z.partialRecord(catalogLocale, productTranslationSchema.pick({ name: true, slug: true })),
  images: z.array(productImageSchema),
  /** Assignments to enabled taxons; the brand is the one whose taxon is a brand taxon. */
  productTaxons: z.array(productTaxonSchema),
});
export type WishlistItemProduct = z.infer<typeof wishlistItemProductSchema>;

export const wishlistItemVariantSchema = productVariantSchema.pick({
  '@id': true,
  '@type': true,
  id: true,
  inStock: true,
  // Additions.
  code: true,
  name: true,
  price: true,
  originalPrice: true,
  translations: true,
});
export type WishlistItemVariant = z.infer<typeof wishlistItemVariantSchema>;

export const wishlistEntrySchema = z.object({
  '@type': z.literal('WishlistProduct'),
  product: wishlistItemProductSchema,
  variant: wishlistItemVariantSchema,
  quantity: z.number().int(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('Wishlist'),
  id: z.number().int(),
  /** Oldest first; products since disabled (or wished variants since disabled) are left out. */
  wishlistProducts: z.array(wishlistEntrySchema),
  shopUser: z
    .object({
      '@id': z.string(),
      '@type': z.literal('ShopUser'),
      id: z.number().int(),
      email: z.string(),
    })
    .nullable(),
  token: z.string(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
