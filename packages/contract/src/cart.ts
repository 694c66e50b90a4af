import { z } from 'zod';
import { hydraCollection } from './hydra';
import { money } from './hydra';

/**
 * Carts and orders (api-contract §6): the Sylius 1.12 Order shape, key for key and in Sylius'
 * order, plus sakhe's additions (SPEC §3) after them. Inside orders null-valued keys are omitted
 * (api-contract §1.3), hence the optional keys.
 */

export const checkoutState = z.enum([
  'cart',
  'addressed',
  'shipping_selected',
  'shipping_skipped',
  'payment_selected',
  'payment_skipped',
  'completed',
]);
export type CheckoutState = z.infer<typeof checkoutState>;
export const orderState = z.enum(['cart', 'new', 'cancelled', 'fulfilled']);
export type OrderState = z.infer<typeof orderState>;
export const orderPaymentState = z.enum([
  'cart',
  'awaiting_payment',
  'partially_authorized',
  'authorized',
  'partially_paid',
  'cancelled',
  'paid',
  'partially_refunded',
  'refunded',
]);
export type OrderPaymentState = z.infer<typeof orderPaymentState>;
export const orderShippingState = z.enum(['cart', 'ready', 'cancelled', 'partially_shipped', 'shipped']);
export type OrderShippingState = z.infer<typeof orderShippingState>;
export const paymentState = z.enum([
  'cart',
  'new',
  'processing',
  'authorized',
  'completed',
  'failed',
  'cancelled',
  'refunded',
]);
export type PaymentState = z.infer<typeof paymentState>;
export const shipmentState = z.enum(['cart', 'ready', 'shipped', 'cancelled']);
export type ShipmentState = z.infer<typeof shipmentState>;

/** Address embedded in an order; keys whose value is null are left out. */
export const orderAddressSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Address'),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phoneNumber: z.string().optional(),
  company: z.string().optional(),
  countryCode: z.string().optional(),
  provinceCode: z.string().optional(),
  provinceName: z.string().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  postcode: z.string().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A method named on a shipment or payment (sakhe addition: code and translated name). */
const embeddedMethod = <T extends string>(type: T) =>
  z.object({ '@id': z.string(), '@type': z.literal(type), code: z.string(), name: z.string() });

export const orderPaymentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Payment'),
  id: z.number().int(),
  /** Payment method IRI; absent while no method is chosen. */
  method: z.string().optional(),
  state: paymentState,
  paymentMethod: embeddedMethod('PaymentMethod').optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderShipmentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Shipment'),
  id: z.number().int(),
  /** Shipping method IRI; absent while no method is chosen or none is eligible. */
  method: z.string().optional(),
  state: shipmentState,
  shippingMethod: embeddedMethod('ShippingMethod').optional(),
  /** Once shipped: the carrier's tracking number (Sylius's `tracking`), the carrier (ours) and when. */
  tracking: z.string().optional(),
  carrier: z.string().optional(),
  shippedAt: z.string().optional(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderItemSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('OrderItem'),
  /** Variant IRI. */
  variant: z.string(),
  /** In the request's language on carts; the snapshot taken at completion on placed orders. */
  productName: z.string(),
  id: z.number().int(),
  quantity: z.number().int(),
  /** Channel price after catalog promotions. */
  unitPrice: money,
  /** Σ unit totals: subtotal plus the share of order-wide promotions. */
  total: money,
  /** quantity × discountedUnitPrice. */
  subtotal: money,
  /** unitPrice plus the unit-level cart promotions (not order-wide ones). */
  discountedUnitPrice: money,
  /** Channel price before catalog promotions. */
  originalUnitPrice: money,
  // sakhe additions: what the cart page shows without another request
  /** Product IRI. */
  product: z.string(),
  productCode: z.string(),
  productSlug: z.string().optional(),
  variantCode: z.string(),
  variantName: z.string().optional(),
  brandName: z.string().optional(),
  /** `/media/image/<path>` of the first gallery image. */
  image: z.string().optional(),
  inStock: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const removedCartItemSchema = z.object({ productCode: z.string(), productName: z.string() });
export type RemovedCartItem = z.infer<typeof removedCartItemSchema>;

export const orderSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('Order'),
  shippingAddress: orderAddressSchema.optional(),
  billingAddress: orderAddressSchema.optional(),
  /** Channel IRI: only in the responses of POST orders, PUT and the checkout PATCHes (1.12). */
  channel: z.string().optional(),
  payments: z.array(orderPaymentSchema),
  shipments: z.array(orderShipmentSchema),
  currencyCode: z.string(),
  localeCode: z.string(),
  checkoutState,
  paymentState: orderPaymentState,
  shippingState: orderShippingState,
  tokenValue: z.string(),
  id: z.number().int(),
  /** 9-digit, once placed. */
  number: z.string().optional(),
  items: z.array(orderItemSchema),
  itemsTotal: money,
  total: money,
  /** Only where `channel` is. */
  state: orderState.optional(),
  taxTotal: money,
  taxIncludedTotal: money,
  taxExcludedTotal: money,
  shippingTotal: money,
  orderPromotionTotal: money,
  // sakhe additions (SPEC §3)
  /** Σ order_shipping_promotion adjustments (negative), as Sylius 1.13. */
  shippingPromotionTotal: money,
  /** Σ item subtotals, as Sylius 1.13. */
  itemsSubtotal: money,
  email: z.string().optional(),
  couponCode: z.string().optional(),
  notes: z.string().optional(),
  /** `Y-m-d H:i:s`, once placed. */
  checkoutCompletedAt: z.string().optional(),
  /**
   * On carts: the products the shop deleted from the cart since its owner last changed it (a
   * variant no longer sold), named in the request's language; gone after the owner's next change.
   */
  removedItems: z.array(removedCartItemSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `PATCH account/orders/{t}/payments/{id}` answers Sylius 1.12's `shop:order:account:show`: the order
 * as everywhere else, but each payment's `method` embedded with its name rather than an IRI.
 */
export const accountOrderSchema = orderSchema.extend({
  payments: z.array(
    orderPaymentSchema.extend({
      method: z
        .object({ '@id': z.string(), '@type': z.literal('PaymentMethod'), name: z.string() })
        .optional(),
    }),
  ),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const orderItemCollectionSchema = hydraCollection(orderItemSchema);

export const adjustmentType = z.enum([
  'shipping',
  'tax',
  'order_promotion',
  'order_item_promotion',
  'order_unit_promotion',
  'order_shipping_promotion',
]);
export type AdjustmentType = z.infer<typeof adjustmentType>;

export const adjustmentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Adjustment'),
  id: z.number().int(),
  type: adjustmentType,
  label: z.string(),
  amount: money,
  neutral: z.boolean(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentCollectionSchema = hydraCollection(adjustmentSchema);

// ---------------------------------------------------------------------------------------------
// Requests

export const orderTokenParams = z.object({ tokenValue: z.string().min(1).max(64) });
/** Ids in paths are read as text: anything that is not a positive integer names nothing (404/422). */
export const orderItemParams = orderTokenParams.extend({ itemId: z.string().max(20) });

/** `POST orders`: `{}` (locale from Accept-Language) or `{ localeCode }` as Sylius ≤1.11 and the spec. */
export const createCartBody = z
  .object({ localeCode: z.string().max(12).optional() })
  .nullish()
  .transform((body) => body ?? {});
export type CreateCartBody = z.infer<typeof createCartBody>;

/** `POST orders/{t}/items`: the variant by IRI or by code. */
export const addItemBody = z.object({
  productVariant: z.string().min(1).max(255),
  quantity: z.number().int(),
});
export type AddItemBody = z.infer<typeof addItemBody>;

/** `PATCH orders/{t}/items/{id}` (merge-patch). */
export const changeItemQuantityBody = z.object({ quantity: z.number().int() });
export type ChangeItemQuantityBody = z.infer<typeof changeItemQuantityBody>;

/**
 * sakhe's addition: the items total from which delivery is free (a running promotion without a coupon
 * whose only rule is an items total and which takes all of the shipping off), so the cart can say how
 * much more earns it. 404 when no such promotion runs.
 */
export const freeShippingOfferSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('FreeShippingOffer'),
  /** Tetri: the items total, before order discounts, that makes delivery free. */
  threshold: z.number().int().positive(),
});
export type FreeShippingOffer = z.infer<typeof freeShippingOfferSchema>;
