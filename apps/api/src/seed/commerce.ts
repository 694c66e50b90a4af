import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  paymentMethods,
  paymentMethodTranslations,
  promotionActions,
  promotionCoupons,
  promotionRules,
  promotions,
  promotionTranslations,
  shippingMethods,
  shippingMethodTranslations,
  taxons,
} from '../db/schema';

type Translated<T> = { ka_GE: T; en_US: T };

/** Delivery in Georgia: a Tbilisi courier, a regional courier priced by region, and pickup. */
const SHIPPING: Array<{
  code: string;
  calculator: 'flat_rate' | 'region_rate';
  configuration: object;
  zone: object;
  text: Translated<{ name: string; description: string }>;
}> = [
  {
    code: 'TBILISI_COURIER',
    calculator: 'flat_rate',
    configuration: { amount: 500 },
    zone: { provinces: ['GE-TBS'] },
    text: {
      ka_GE: {
        name: 'კურიერი თბილისში',
        description: 'მიტანა თბილისის ნებისმიერ მისამართზე 1–2 სამუშაო დღეში.',
      },
      en_US: {
        name: 'Courier in Tbilisi',
        description: 'Delivery to any address in Tbilisi in 1–2 working days.',
      },
    },
  },
  {
    code: 'REGIONS_COURIER',
    calculator: 'region_rate',
    // Regions (provinces.region) nearer Tbilisi cost less; the far mountain regions most.
    configuration: {
      rates: {
        'GE-TB': 800,
        'GE-KK': 800,
        'GE-MM': 900,
        'GE-SK': 1000,
        'GE-KA': 1000,
        'GE-IM': 1200,
        'GE-SJ': 1200,
        'GE-GU': 1200,
        'GE-AJ': 1200,
        'GE-SZ': 1400,
        'GE-RL': 1500,
      },
      defaultAmount: 1500,
    },
    zone: { excludedProvinces: ['GE-TBS'] },
    text: {
      ka_GE: {
        name: 'კურიერი რეგიონებში',
        description:
          'მიტანა საქართველოს ქალაქებსა და სოფლებში 2–4 სამუშაო დღეში; ფასი რეგიონზეა დამოკიდებული.',
      },
      en_US: {
        name: 'Courier to the regions',
        description: 'Delivery across Georgia in 2–4 working days; the fee depends on the region.',
      },
    },
  },
  {
    code: 'PICKUP_TBILISI',
    calculator: 'flat_rate',
    configuration: { amount: 0 },
    zone: {},
    text: {
      ka_GE: {
        name: 'მაღაზიიდან გატანა',
        // {shopAddress}: the contact address of the shop settings, the one the footer shows (issue 26 §17).
        description: 'უფასოდ, ჩვენი მაღაზიიდან ({shopAddress}), მზადყოფნის შეტყობინების შემდეგ.',
      },
      en_US: {
        name: 'Pickup in store',
        description: 'Free, from our store ({shopAddress}) once we tell you it is ready.',
      },
    },
  },
];

const PAYMENT: Array<{
  code: string;
  gateway: string;
  text: Translated<{ name: string; description: string; instructions: string | null }>;
}> = [
  {
    code: 'CASH_ON_DELIVERY',
    gateway: 'offline',
    text: {
      ka_GE: {
        name: 'გადახდა მიტანისას',
        description: 'გადაიხადეთ ნაღდი ფულით ან ბარათით კურიერთან ან მაღაზიაში.',
        instructions: 'გთხოვთ, ამანათის მიღებისას გადაიხადოთ შეკვეთის სრული თანხა.',
      },
      en_US: {
        name: 'Cash on delivery',
        description: 'Pay the courier or in the store, in cash or by card.',
        instructions: 'Please pay the full order total when you receive your parcel.',
      },
    },
  },
  {
    code: 'CARD',
    gateway: 'sandbox',
    text: {
      ka_GE: {
        name: 'ბარათით გადახდა',
        description: 'Visa, Mastercard — ბანკის დაცულ გვერდზე.',
        instructions: null,
      },
      en_US: {
        name: 'Pay by card',
        description: "Visa, Mastercard — on the bank's secure page.",
        instructions: null,
      },
    },
  },
];

/** The brand the demo brand promotion is for (a generated demo brand). */
export const DEMO_PROMOTION_BRAND = 'botanica-vera';

const PROMOTIONS: Array<{
  code: string;
  priority: number;
  couponBased?: boolean;
  label: Translated<string>;
  rules: Array<{ type: string; configuration: object }>;
  actions: Array<{ type: string; configuration: object }>;
  coupon?: string;
  needsTaxon?: string;
}> = [
  {
    // Checked first, so the threshold is on the items before other discounts.
    code: 'FREE_SHIPPING_OVER_100',
    priority: 30,
    label: { ka_GE: 'უფასო მიწოდება 100 ₾-დან', en_US: 'Free shipping over 100 GEL' },
    rules: [{ type: 'item_total', configuration: { amount: 10000 } }],
    actions: [{ type: 'shipping_percentage_discount', configuration: { percentage: 100 } }],
  },
  {
    code: 'BOTANICA_VERA_15',
    priority: 20,
    label: { ka_GE: '-15% Botanica Vera-ს პროდუქციაზე', en_US: '15% off Botanica Vera' },
    rules: [{ type: 'has_taxon', configuration: { taxons: [DEMO_PROMOTION_BRAND] } }],
    actions: [
      { type: 'unit_percentage_discount', configuration: { percentage: 15, taxons: [DEMO_PROMOTION_BRAND] } },
    ],
    needsTaxon: DEMO_PROMOTION_BRAND,
  },
  {
    code: 'SAKHE10',
    priority: 10,
    couponBased: true,
    label: { ka_GE: '-10% პრომო კოდით SAKHE10', en_US: '10% off with SAKHE10' },
    rules: [],
    actions: [{ type: 'order_percentage_discount', configuration: { percentage: 10 } }],
    coupon: 'SAKHE10',
  },
  // The referral programme (modules/referral): coupons are made per customer, none here.
  {
    code: 'referral_welcome',
    priority: 10,
    couponBased: true,
    label: {
      ka_GE: '-10% პირველ შეკვეთაზე მეგობრის მოწვევით',
      en_US: '10% off your first order, from a friend',
    },
    rules: [{ type: 'nth_order', configuration: { nth: 1 } }],
    actions: [{ type: 'order_percentage_discount', configuration: { percentage: 10 } }],
  },
  {
    code: 'referral_reward',
    priority: 10,
    couponBased: true,
    label: { ka_GE: '-10 ₾ მეგობრის მოწვევისთვის', en_US: '10 GEL off for inviting a friend' },
    rules: [{ type: 'item_total', configuration: { amount: 5000 } }],
    actions: [{ type: 'order_fixed_discount', configuration: { amount: 1000 } }],
  },
];

const locales = ['ka_GE', 'en_US'] as const;

/** Shipping methods, payment methods and cart promotions of the demo shop. A rerun adds nothing twice. */
export async function seedCommerce(db: Queryable): Promise<void> {
  for (const [position, method] of SHIPPING.entries()) {
    const [row] = await db
      .insert(shippingMethods)
      .values({
        code: method.code,
        position,
        calculator: method.calculator,
        configuration: method.configuration,
        zone: method.zone,
      })
      .onConflictDoNothing()
      .returning({ id: shippingMethods.id });
    if (!row) continue;
    await db
      .insert(shippingMethodTranslations)
      .values(locales.map((locale) => ({ methodId: row.id, locale, ...method.text[locale] })));
  }

  for (const [position, method] of PAYMENT.entries()) {
    const [row] = await db
      .insert(paymentMethods)
      .values({ code: method.code, position, gateway: method.gateway })
      .onConflictDoNothing()
      .returning({ id: paymentMethods.id });
    if (!row) continue;
    await db
      .insert(paymentMethodTranslations)
      .values(locales.map((locale) => ({ methodId: row.id, locale, ...method.text[locale] })));
  }

  for (const promotion of PROMOTIONS) {
    if (promotion.needsTaxon) {
      const [taxon] = await db
        .select({ id: taxons.id })
        .from(taxons)
        .where(eq(taxons.code, promotion.needsTaxon));
      if (!taxon) continue; // a catalog without that brand gets no brand promotion
    }
    const [row] = await db
      .insert(promotions)
      .values({
        code: promotion.code,
        priority: promotion.priority,
        couponBased: promotion.couponBased ?? false,
      })
      .onConflictDoNothing()
      .returning({ id: promotions.id });
    if (!row) continue;
    await db
      .insert(promotionTranslations)
      .values(locales.map((locale) => ({ promotionId: row.id, locale, label: promotion.label[locale] })));
    if (promotion.rules.length > 0) {
      await db
        .insert(promotionRules)
        .values(promotion.rules.map((rule) => ({ promotionId: row.id, ...rule })));
    }
    await db
      .insert(promotionActions)
      .values(promotion.actions.map((action) => ({ promotionId: row.id, ...action })));
    if (promotion.coupon)
      await db.insert(promotionCoupons).values({ promotionId: row.id, code: promotion.coupon });
  }
}
