import { z } from 'zod';

/**
 * What the storefront shows of the shop's settings (issue 21, issue 26 §1 and §17):
 * `GET /api/v2/shop/settings`, in the request's language. The back office edits them
 * (`/api/v2/admin/settings`); the contact address here is the one the pickup method names too.
 */

/** A text in each of the shop's languages. */
export const translatedText = z.object({ ka_GE: z.string(), en_US: z.string() });

export const shopContactSchema = z.object({
  address: translatedText,
  /** As Georgians write it, e.g. +995 32 219 19 19. */
  phone: z.string(),
  email: z.string(),
  /** Opening hours, per language; null when not said. */
  hours: translatedText.nullable(),
});
export type ShopContact = z.infer<typeof shopContactSchema>;

export const shopSocialLinksSchema = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  youtube: z.string().nullable(),
});
export type ShopSocialLinks = z.infer<typeof shopSocialLinksSchema>;

export const shopSettingsSchema = z.object({
  '@context': z.literal('/api/v2/contexts/ShopSettings'),
  '@id': z.literal('/api/v2/shop/settings'),
  '@type': z.literal('ShopSettings'),
  /** Whether the shop is closed to shoppers behind the under-construction overlay. */
  underConstruction: z.boolean(),
  /**
   * The request carries a staff member's preview cookie (set at back-office sign-in): the storefront
   * shows the shop without the overlay, with a thin bar saying it is closed to shoppers.
   */
  staffPreview: z.boolean(),
  /** The header's top-bar line in the request's language; null: the CMS block's. */
  headerMessage: z.string().nullable(),
  contact: z.object({
    address: z.string(),
    phone: z.string(),
    /** `tel:` form of the phone (E.164 when it parses). */
    phoneHref: z.string(),
    email: z.string(),
    hours: z.string().nullable(),
  }),
  social: shopSocialLinksSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
