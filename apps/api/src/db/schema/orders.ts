import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, locale, updatedAt } from './columns';
import { channels } from './channel';
import { productVariants } from './catalog';
import { addresses, customers } from './customers';

/**
 * Carts and orders (one table, as in Sylius: a cart is an order in state `cart`), with the
 * shipping methods, payment methods and cart promotions they use.
 */

/** Order numbers: 000000001, 000000002, … assigned at checkout completion. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

// ---------------------------------------------------------------------------------------------
// Shipping and payment methods

export const shippingMethods = pgTable('shipping_methods', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  position: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  /** 'flat_rate' ({ amount }) or 'region_rate' ({ rates: { region: amount }, defaultAmount }). */
  calculator: varchar({ length: 32 }).notNull(),
  configuration: jsonb().notNull(),
  /** Where the method delivers: { provinces?: [codes] (only these), excludedProvinces?: [codes] }. */
  zone: jsonb().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shippingMethodTranslations = pgTable(
  'shipping_method_translations',
  {
    methodId: integer()
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.locale] })],
);

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  code: varchar({ length: 128 }).notNull().unique(),
  position: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  /** 'offline' (cash on delivery) or the name of a card gateway ('sandbox'). */
  gateway: varchar({ length: 32 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentMethodTranslations = pgTable(
  'payment_method_translations',
  {
    methodId: integer()
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    instructions: text(),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.locale] })],
);

// ---------------------------------------------------------------------------------------------
// Cart promotions and coupons

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: varchar({ length: 128 }).notNull().unique(),
    /** Higher runs first; an eligible exclusive promotion is applied alone. */
    priority: integer().notNull().default(0),
    exclusive: boolean().notNull().default(false),
    usageLimit: integer(),
    used: integer().notNull().default(0),
    couponBased: boolean().notNull().default(false),
    startsAt: timestamp({ mode: 'date', precision: 3 }),
    endsAt: timestamp({ mode: 'date', precision: 3 }),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('promotions_used_check', sql`${t.used} >= 0`)],
);

export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    locale: locale(),
    /** The adjustment label shoppers see, e.g. "10% off with SAKHE10". */
    label: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.locale] })],
);

/** Rule types: item_total, has_taxon, nth_order (see modules/promotions/rules.ts). */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    id: id(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    type: varchar({ length: 64 }).notNull(),
    configuration: jsonb().notNull(),
  },
  (t) => [index('promotion_rules_promotion_idx').on(t.promotionId)],
);

/** Action types: order_percentage_discount, order_fixed_discount, unit_percentage_discount, shipping_percentage_discount. */
export const promotionActions = pgTable(
  'promotion_actions',
  {
    id: id(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    type: varchar({ length: 64 }).notNull(),
    configuration: jsonb().notNull(),
  },
  (t) => [index('promotion_actions_promotion_idx').on(t.promotionId)],
);

export const promotionCoupons = pgTable(
  'promotion_coupons',
  {
    id: id(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    /** Unique and matched case-insensitively. */
    code: varchar({ length: 128 }).notNull(),
    usageLimit: integer(),
    perCustomerUsageLimit: integer(),
    used: integer().notNull().default(0),
    expiresAt: timestamp({ mode: 'date', precision: 3 }),
    /** A personal coupon (the referral programme's) that only this customer may use. */
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_coupons_code_unique').on(sql`lower(${t.code})`),
    index('promotion_coupons_customer_idx').on(t.customerId),
    check('promotion_coupons_used_check', sql`${t.used} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders

/** A product a deleted variant took out of a cart: its code and its names by locale at the time. */
export interface RemovedCartItem {
  productCode: string;
  productName: Record<string, string>;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The cart's secret handle (≥128 random bits); the only way a guest reaches the order. */
    tokenValue: varchar({ length: 64 }).notNull().unique(),
    number: varchar({ length: 32 }).unique(),
    channelId: integer()
      .notNull()
      .references(() => channels.id),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    createdByGuest: boolean().notNull().default(true),
    localeCode: varchar({ length: 12 }).notNull(),
    currencyCode: varchar({ length: 3 }).notNull(),
    billingAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    shippingAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    promotionCouponId: integer().references(() => promotionCoupons.id, { onDelete: 'set null' }),
    /** cart, new, fulfilled, cancelled */
    state: varchar({ length: 32 }).notNull().default('cart'),
    checkoutState: varchar({ length: 32 }).notNull().default('cart'),
    paymentState: varchar({ length: 32 }).notNull().default('cart'),
    shippingState: varchar({ length: 32 }).notNull().default('cart'),
    /** Totals as the order processor last computed them (frozen once the order is placed). */
    itemsTotal: integer().notNull().default(0),
    itemsSubtotal: integer().notNull().default(0),
    shippingTotal: integer().notNull().default(0),
    orderPromotionTotal: integer().notNull().default(0),
    shippingPromotionTotal: integer().notNull().default(0),
    total: integer().notNull().default(0),
    notes: text(),
    /**
     * Set when a card payment needs staff (modules/payment): `amount_mismatch` (the bank took another
     * amount than the order's), `paid_after_close` (the bank took money for a payment already closed).
     */
    paymentFlag: varchar({ length: 32 }),
    /**
     * On carts: the products the shop deleted from under this cart since its owner last changed it,
     * with their names in every language, so the cart can say what went and why (issue 22).
     */
    removedItems: jsonb().$type<RemovedCartItem[]>(),
    checkoutCompletedAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.state),
    index('orders_state_updated_idx').on(t.state, t.updatedAt),
    index('orders_coupon_idx').on(t.promotionCouponId),
    check('orders_total_check', sql`${t.total} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id),
    /** Name snapshots taken at checkout completion, in the order's locale (null on carts). */
    productName: varchar({ length: 255 }),
    variantName: varchar({ length: 255 }),
    quantity: integer().notNull(),
    unitPrice: integer().notNull().default(0),
    originalUnitPrice: integer().notNull().default(0),
    discountedUnitPrice: integer().notNull().default(0),
    subtotal: integer().notNull().default(0),
    total: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Adding a variant already in the cart merges into its item.
    unique('order_items_order_variant_unique').on(t.orderId, t.variantId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Shipping fees and cart promotions. Order-level rows have order_item_id null; promotion amounts
 * distributed onto units are kept per item (the sum over its units).
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer().references(() => orderItems.id, { onDelete: 'cascade' }),
    /** shipping, order_promotion, order_unit_promotion, order_shipping_promotion */
    type: varchar({ length: 32 }).notNull(),
    label: varchar({ length: 255 }).notNull(),
    amount: integer().notNull(),
    neutral: boolean().notNull().default(false),
    /** The promotion or shipping method code the adjustment comes from. */
    originCode: varchar({ length: 128 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId),
    index('order_adjustments_item_idx').on(t.orderItemId),
  ],
);

export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.promotionId] })],
);

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    methodId: integer().references(() => shippingMethods.id),
    /** cart, ready, shipped, cancelled */
    state: varchar({ length: 32 }).notNull().default('cart'),
    /** The carrier's tracking number and the carrier, given when staff ship it (Sylius's `tracking`). */
    tracking: varchar({ length: 128 }),
    carrier: varchar({ length: 64 }),
    shippedAt: timestamp({ mode: 'date', precision: 3 }),
    /** Handed to the customer (our addition to Sylius's shipment: the courier says it arrived). */
    deliveredAt: timestamp({ mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    methodId: integer().references(() => paymentMethods.id),
    currencyCode: varchar({ length: 3 }).notNull(),
    amount: integer().notNull(),
    /** cart, new, processing, authorized, completed, failed, cancelled, refunded */
    state: varchar({ length: 32 }).notNull().default('cart'),
    details: jsonb().notNull().default({}),
    /** Handle of the payment at the card gateway (the hosted page's URL carries it). */
    gatewayToken: varchar({ length: 64 }).unique(),
    /** The bank's id of this payment (its order or payment id), once created there. */
    gatewayReference: varchar({ length: 128 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_gateway_reference_idx').on(t.gatewayReference),
  ],
);
