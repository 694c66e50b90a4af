import { z } from 'zod';
import {
  type ShopContact,
  shopContactSchema,
  type ShopSocialLinks,
  shopSocialLinksSchema,
  translatedText,
} from '../shop-settings';

/**
 * The shop's settings (issue 21), owners only: `GET`/`PUT /api/v2/admin/settings`. A PUT names
 * the parts it changes; parts left out stay as they are. Payment and shipping methods are named by
 * their codes and cannot be created or removed here, only switched on or off and (shipping) priced
 * and zoned. A change reaches every node within 2 s (the change feed).
 */

export const shopProvinceCode = z.string().regex(/^GE-[A-Z]{2,3}$/, 'a province code, e.g. GE-TBS');
const amount = z.number().int().min(0).max(100_000_000);

export const shippingZoneSchema = z.object({
  /** Only these provinces (cities), when given. */
  provinces: z.array(shopProvinceCode).max(200).optional(),
  /** Every province but these. */
  excludedProvinces: z.array(shopProvinceCode).max(200).optional(),
});

/** `flat_rate`: `{ amount }`; `region_rate`: a fee per region (provinces.region, e.g. GE-IM) and one for the rest. */
export const shippingCalculator = z.enum(['flat_rate', 'region_rate']);
export const shippingConfigurationSchema = z.union([
  z.object({ amount }).strict(),
  z.object({ rates: z.record(z.string().regex(/^GE-[A-Z]{2}$/), amount), defaultAmount: amount }).strict(),
]);

export const settingsShippingMethodSchema = z.object({
  code: z.string(),
  name: z.object({ ka_GE: z.string(), en_US: z.string() }),
  enabled: z.boolean(),
  calculator: shippingCalculator,
  configuration: shippingConfigurationSchema,
  zone: shippingZoneSchema,
});

export const settingsPaymentMethodSchema = z.object({
  code: z.string(),
  name: z.object({ ka_GE: z.string(), en_US: z.string() }),
  /** offline (cash on delivery), sandbox, bog, tbc. */
  gateway: z.string(),
  enabled: z.boolean(),
});

export const adminSettingsSchema = z.object({
  '@context': z.literal('/api/v2/contexts/ShopSettings'),
  '@id': z.literal('/api/v2/admin/settings'),
  '@type': z.literal('ShopSettings'),
  /** The storefront's under-construction overlay (staff signed in see the shop behind it). */
  underConstruction: z.boolean(),
  /** The header's top-bar line, per language; null shows the CMS block's. */
  headerMessage: translatedText.nullable(),
  contact: shopContactSchema,
  social: shopSocialLinksSchema,
  paymentMethods: z.array(settingsPaymentMethodSchema),
  shippingMethods: z.array(settingsShippingMethodSchema),
  /** Every staff member, not only owners, must sign in with two-factor. */
  requireTwoFactorForAll: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const line = (max: number) => z.string().trim().max(max);

export const shopContactInput = z.object({
  address: z.object({ ka_GE: line(255).min(1), en_US: line(255).min(1) }),
  phone: line(32).min(3),
  email: z.email().max(254),
  hours: z.object({ ka_GE: line(255), en_US: line(255) }).nullable(),
});

const socialUrl = z
  .url({ protocol: /^https$/ })
  .max(255)
  .nullable();

export const shopSocialInput = z.object({
  facebook: socialUrl,
  instagram: socialUrl,
  tiktok: socialUrl,
  youtube: socialUrl,
});

export const updateSettingsBody = z
  .object({
    underConstruction: z.boolean(),
    headerMessage: z.object({ ka_GE: line(300), en_US: line(300) }).nullable(),
    contact: shopContactInput,
    social: shopSocialInput,
    paymentMethods: z.array(z.object({ code: z.string().max(128), enabled: z.boolean() })).max(50),
    shippingMethods: z
      .array(
        z
          .object({
            code: z.string().max(128),
            name: z.object({ ka_GE: line(255).min(1), en_US: line(255).min(1) }),
            enabled: z.boolean(),
            /** Given together: the fee's calculator and its configuration. */
            calculator: shippingCalculator,
            configuration: shippingConfigurationSchema,
            zone: shippingZoneSchema,
          })
          .partial({ name: true, enabled: true, calculator: true, configuration: true, zone: true }),
      )
      .max(50),
    requireTwoFactorForAll: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

export type { ShopContact, ShopSocialLinks };
