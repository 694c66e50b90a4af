import { z } from 'zod';
import { hydraCollection } from '../hydra';

/**
 * Cart promotions, coupons and catalog promotions in the back office (issue 22), in Sylius 1.12's
 * admin paths: `/api/v2/admin/promotions` (`GET`, `POST`), `/promotions/{code}` (`GET`, `PUT`,
 * `DELETE`), `/promotion-coupons` (`GET ?promotion=`, `POST`), `/promotion-coupons/{code}` (`PUT`,
 * `DELETE`), `/catalog-promotions` and `/catalog-promotions/{code}`; ours: `POST
 * /promotion-coupons/generate` (Sylius's generator instruction) and `GET
 * /promotion-coupons/export.csv?promotion=`. Rule and action configurations are Sylius's without
 * the channel level (the shop has one channel); money in tetri, percentages 0–100, dates ISO 8601.
 */

const MAX_AMOUNT = 100_000_000;
const amount = z
  .number()
  .int('An amount is a whole number of tetri.')
  .min(0, 'An amount cannot be negative.')
  .max(MAX_AMOUNT, 'The amount is too large.');
const percentage = z
  .number()
  .min(0, 'The percentage must be between 0 and 100.')
  .max(100, 'The percentage must be between 0 and 100.');
const codeList = z.array(z.string().trim().min(1).max(128)).max(200);

export const promotionCode = z
  .string()
  .trim()
  .min(1, 'Enter a code.')
  .max(128, 'A code can be at most 128 characters long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A code may hold Latin letters, digits, dashes and underscores only.');

const dateTime = z.iso.datetime({ offset: true, message: 'Not a valid date and time.' });
const nullableDate = dateTime.nullable().default(null);

// ---------------------------------------------------------------------------------------------
// Cart promotions

export const PROMOTION_RULE_TYPES = ['item_total', 'has_taxon', 'contains_product', 'nth_order'] as const;
export const promotionRuleSchema = z.discriminatedUnion('type', [
  /** The items total is at least `amount`. */
  z.object({ type: z.literal('item_total'), configuration: z.object({ amount }) }),
  /** Some item is in one of the categories or brands (or below them). */
  z.object({
    type: z.literal('has_taxon'),
    configuration: z.object({ taxons: codeList.min(1, 'Choose at least one category or brand.') }),
  }),
  /** Some item is this product. */
  z.object({
    type: z.literal('contains_product'),
    configuration: z.object({ product_code: z.string().trim().min(1, 'Choose a product.').max(128) }),
  }),
  /** The order is the customer's nth (1: their first order). */
  z.object({
    type: z.literal('nth_order'),
    configuration: z.object({ nth: z.number().int().min(1, 'The order number starts at 1.').max(1000) }),
  }),
]);
export type PromotionRule = z.infer<typeof promotionRuleSchema>;

/** Which items a unit discount takes off: those in the taxons or among the products (none: all). */
const itemFilter = { taxons: codeList.optional(), products: codeList.optional() };

export const PROMOTION_ACTION_TYPES = [
  'order_fixed_discount',
  'order_percentage_discount',
  'unit_fixed_discount',
  'unit_percentage_discount',
  'shipping_percentage_discount',
] as const;
export const promotionActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order_fixed_discount'), configuration: z.object({ amount }) }),
  z.object({ type: z.literal('order_percentage_discount'), configuration: z.object({ percentage }) }),
  z.object({ type: z.literal('unit_fixed_discount'), configuration: z.object({ amount, ...itemFilter }) }),
  z.object({
    type: z.literal('unit_percentage_discount'),
    configuration: z.object({ percentage, ...itemFilter }),
  }),
  /** 100: free shipping. */
  z.object({ type: z.literal('shipping_percentage_discount'), configuration: z.object({ percentage }) }),
]);
export type PromotionAction = z.infer<typeof promotionActionSchema>;

const label = z.string().trim().max(255, 'A label can be at most 255 characters long.');

/** Both labels: what shoppers see beside the discount in their cart. Georgian is required. */
export const promotionTranslationsSchema = z.object({
  ka_GE: z.object({ label: label.min(1, 'Enter the label in Georgian.') }),
  en_US: z.object({ label }),
});

const endsAfterStart = (
  value: { startsAt?: string | null; endsAt?: string | null },
  context: z.core.$RefinementCtx,
) => {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must come after the start.' });
  }
};

const promotionFields = z.object({
  /** Higher first; an eligible exclusive promotion is applied alone. */
  priority: z.number().int().min(-1000).max(1000).default(0),
  exclusive: z.boolean().default(false),
  /** Orders it may be used on in all (null: no limit). */
  usageLimit: z
    .number()
    .int()
    .min(1, 'A usage limit is at least 1.')
    .max(MAX_AMOUNT)
    .nullable()
    .default(null),
  /** Only with one of its coupons. */
  couponBased: z.boolean().default(false),
  startsAt: nullableDate,
  endsAt: nullableDate,
  enabled: z.boolean().default(true),
  translations: promotionTranslationsSchema,
  rules: z.array(promotionRuleSchema).max(10).default([]),
  actions: z.array(promotionActionSchema).min(1, 'Add at least one action.').max(10),
});

/** `POST /promotions`. */
export const createPromotionBody = promotionFields
  .extend({ code: promotionCode })
  .superRefine((value, context) => endsAfterStart(value, context));
export type CreatePromotionBody = z.infer<typeof createPromotionBody>;

/** `PUT /promotions/{code}`: everything but the code, which stays. */
export const updatePromotionBody = promotionFields.superRefine((value, context) =>
  endsAfterStart(value, context),
);
export type UpdatePromotionBody = z.infer<typeof updatePromotionBody>;

export const adminPromotionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Promotion'),
  id: z.number().int(),
  code: z.string(),
  priority: z.number().int(),
  exclusive: z.boolean(),
  usageLimit: z.number().int().nullable(),
  used: z.number().int(),
  couponBased: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  translations: z.object({ ka_GE: z.object({ label: z.string() }), en_US: z.object({ label: z.string() }) }),
  rules: z.array(promotionRuleSchema),
  actions: z.array(promotionActionSchema),
  /** Coupons made for it. */
  couponCount: z.number().int(),
  /** Its own (the invite-a-friend programme's `referral_welcome`, `referral_reward`): not deleted here. */
  system: z.boolean(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionItemSchema = z.object({ '@context': z.string(), ...adminPromotionSchema.shape });
export const adminPromotionCollectionSchema = hydraCollection(adminPromotionSchema);

export const adminPromotionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  /** Code or label (either language). */
  search: z.string().trim().max(128).optional(),
});
export type AdminPromotionsQuery = z.infer<typeof adminPromotionsQuery>;

export const promotionCodeParams = z.object({ code: z.string().max(128) });

// ---------------------------------------------------------------------------------------------
// Coupons

const couponLimits = {
  /** Orders it may be used on in all (null: no limit). */
  usageLimit: z
    .number()
    .int()
    .min(1, 'A usage limit is at least 1.')
    .max(MAX_AMOUNT)
    .nullable()
    .default(null),
  /** Orders one customer may use it on (null: no limit). */
  perCustomerUsageLimit: z
    .number()
    .int()
    .min(1, 'A usage limit is at least 1.')
    .max(MAX_AMOUNT)
    .nullable()
    .default(null),
  expiresAt: nullableDate,
};

/** `POST /promotion-coupons`: one coupon, its code chosen by hand. */
export const createCouponBody = z.object({
  /** The promotion's code (or IRI). */
  promotion: z.string().trim().min(1, 'Choose a promotion.').max(256),
  code: promotionCode,
  ...couponLimits,
});
export type CreateCouponBody = z.infer<typeof createCouponBody>;

/** `PUT /promotion-coupons/{code}`: its limits and expiry. */
export const updateCouponBody = z.object(couponLimits);
export type UpdateCouponBody = z.infer<typeof updateCouponBody>;

export const COUPON_GENERATOR_LIMIT = 5000;

/** `POST /promotion-coupons/generate`: Sylius's generator instruction. */
// 32 characters drawn per place: even 5000 codes of 4 leave collisions rare (32^4 ≈ 10^6).
export const generateCouponsBody = z.object({
  promotion: z.string().trim().min(1, 'Choose a promotion.').max(256),
  amount: z
    .number()
    .int()
    .min(1, 'Generate at least one code.')
    .max(COUPON_GENERATOR_LIMIT, `At most ${COUPON_GENERATOR_LIMIT} codes at once.`),
  /** Random characters after the prefix. */
  codeLength: z.number().int().min(4, 'Codes need at least 4 random characters.').max(40),
  prefix: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_-]*$/, 'A prefix may hold Latin letters, digits, dashes and underscores only.')
    .default(''),
  usageLimit: couponLimits.usageLimit,
  perCustomerUsageLimit: couponLimits.perCustomerUsageLimit,
  expiresAt: couponLimits.expiresAt,
});
export type GenerateCouponsBody = z.infer<typeof generateCouponsBody>;

export const adminCouponSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('PromotionCoupon'),
  id: z.number().int(),
  code: z.string(),
  /** The promotion's IRI. */
  promotion: z.string(),
  promotionCode: z.string(),
  usageLimit: z.number().int().nullable(),
  perCustomerUsageLimit: z.number().int().nullable(),
  used: z.number().int(),
  expiresAt: z.string().nullable(),
  /** A personal coupon (the invite-a-friend programme's) names its customer. */
  customerId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponItemSchema = z.object({ '@context': z.string(), ...adminCouponSchema.shape });
export const adminCouponCollectionSchema = hydraCollection(adminCouponSchema);

export const adminCouponsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  /** The promotion's code. */
  promotion: z.string().trim().max(256).optional(),
  /** Part of the code. */
  search: z.string().trim().max(128).optional(),
});
export type AdminCouponsQuery = z.infer<typeof adminCouponsQuery>;

export const generatedCouponsSchema = z.object({
  '@context': z.string(),
  '@type': z.literal('PromotionCouponGeneration'),
  promotion: z.string(),
  generated: z.number().int(),
  /** The new codes, in the order made. */
  codes: z.array(z.string()),
});
export type GeneratedCoupons = z.infer<typeof generatedCouponsSchema>;

// ---------------------------------------------------------------------------------------------
// Catalog promotions

const richLabel = z.string().trim().max(500, 'A label can be at most 500 characters long.');

export const catalogPromotionTranslationsSchema = z.object({
  ka_GE: z.object({
    label: richLabel.min(1, 'Enter the label in Georgian.'),
    description: z.string().trim().max(1000).nullable().default(null),
  }),
  en_US: z.object({ label: richLabel, description: z.string().trim().max(1000).nullable().default(null) }),
});

const catalogPromotionFields = z.object({
  enabled: z.boolean().default(true),
  /** Higher first: of two promotions on one product, the higher's label shows first and its price wins. */
  priority: z.number().int().min(-1000).max(1000).default(0),
  /** Off the original price; null: a label only. */
  discountPercent: z
    .number()
    .int('The percentage is a whole number.')
    .min(1, 'The percentage must be between 1 and 100.')
    .max(100, 'The percentage must be between 1 and 100.')
    .nullable()
    .default(null),
  startsAt: nullableDate,
  endsAt: nullableDate,
  /** Categories or brands (taxon codes); their descendants too. */
  taxons: codeList.default([]),
  /** Product codes. */
  products: codeList.default([]),
  translations: catalogPromotionTranslationsSchema,
});

const catalogScope = (
  value: { taxons: string[]; products: string[]; startsAt: string | null; endsAt: string | null },
  context: z.core.$RefinementCtx,
) => {
  endsAfterStart(value, context);
  if (value.taxons.length === 0 && value.products.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['taxons'],
      message: 'Choose the categories, brands or products it applies to.',
    });
  }
};

export const createCatalogPromotionBody = catalogPromotionFields
  .extend({ code: promotionCode })
  .superRefine(catalogScope);
export type CreateCatalogPromotionBody = z.infer<typeof createCatalogPromotionBody>;
export const updateCatalogPromotionBody = catalogPromotionFields.superRefine(catalogScope);
export type UpdateCatalogPromotionBody = z.infer<typeof updateCatalogPromotionBody>;

export const adminCatalogPromotionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('CatalogPromotion'),
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  priority: z.number().int(),
  discountPercent: z.number().int().nullable(),
  /** Whether it sets its products' prices (false: a label only, or a demo label over hand-set prices). */
  appliesToPrices: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  taxons: z.array(z.string()),
  products: z.array(z.string()),
  translations: z.object({
    ka_GE: z.object({ label: z.string(), description: z.string().nullable() }),
    en_US: z.object({ label: z.string(), description: z.string().nullable() }),
  }),
  /** Variants whose price it sets now. */
  pricedVariants: z.number().int(),
});
export type AdminCatalogPromotion = z.infer<typeof adminCatalogPromotionSchema>;
export const adminCatalogPromotionItemSchema = z.object({
  '@context': z.string(),
  ...adminCatalogPromotionSchema.shape,
});
export const adminCatalogPromotionCollectionSchema = hydraCollection(adminCatalogPromotionSchema);
