import { z } from 'zod';
import { hydraCollection } from '../hydra';

/**
 * Orders, payments and shipments in the back office (issue 21), in Sylius 1.12's admin paths:
 * `GET /api/v2/admin/orders` (filters, search, sort, pages), `GET /orders/{tokenValue}`,
 * `PATCH /orders/{tokenValue}/cancel`, `GET /payments`, `GET /payments/{id}`,
 * `PATCH /payments/{id}/complete`, `GET /shipments`, `GET /shipments/{id}`,
 * `PATCH /shipments/{id}/ship`; our own `PATCH /shipments/{id}/deliver`,
 * `POST /payments/{id}/refunds`, `POST /orders/{tokenValue}/notes`, `GET /orders/export.csv`,
 * `GET /orders/{tokenValue}/documents` (packing slip and invoice data) and `GET /dashboard`.
 * Money is in tetri; dates are ISO 8601 (UTC).
 */

const dateOrDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
    'a date (2026-11-26) or a date-time',
  );
const amount = z.coerce.number().int().min(0).max(100_000_000);
const direction = z.enum(['asc', 'desc']);
const code = z.string().trim().min(1).max(128);

export const ORDER_STATES = ['new', 'fulfilled', 'cancelled'] as const;
export const ORDER_PAYMENT_STATES = [
  'awaiting_payment',
  'partially_authorized',
  'authorized',
  'partially_paid',
  'cancelled',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export const ORDER_SHIPPING_STATES = ['ready', 'cancelled', 'partially_shipped', 'shipped'] as const;

/** `GET /api/v2/admin/orders` (and its CSV export): every filter optional, kept in the admin app's URL. */
export const adminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  state: z.enum(ORDER_STATES).optional(),
  paymentState: z.enum(ORDER_PAYMENT_STATES).optional(),
  shippingState: z.enum(ORDER_SHIPPING_STATES).optional(),
  /** Placed on or after (a date is a day in Tbilisi, from its midnight). */
  'checkoutCompletedAt[after]': dateOrDateTime.optional(),
  /** Placed on or before (a date is a day in Tbilisi, to its end). */
  'checkoutCompletedAt[before]': dateOrDateTime.optional(),
  'total[gte]': amount.optional(),
  'total[lte]': amount.optional(),
  /** Payment method code (CASH_ON_DELIVERY, CARD, …). */
  paymentMethod: code.optional(),
  /** Shipping method code. */
  shippingMethod: code.optional(),
  /** The shipping address's city: its province code (GE-TBS) or its name. */
  city: z.string().trim().min(1).max(255).optional(),
  /** A coupon code (any case). */
  coupon: code.optional(),
  /** The customer (their other orders). */
  customer: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** An order number (42 or 000000042), an e-mail, a phone in any common Georgian format, or a name. */
  search: z.string().trim().max(255).optional(),
  'order[checkoutCompletedAt]': direction.optional(),
  'order[number]': direction.optional(),
  'order[total]': direction.optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

/**
 * Lists count their matches exactly up to this many; past it `hydra:totalItems` is the database's
 * estimate (counting every order on each page cost more than the page), which the admin app shows
 * as "about".
 */
export const ADMIN_EXACT_COUNT_UP_TO = 1000;

export const adminOrderListItemSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Order'),
  id: z.number().int(),
  number: z.string().nullable(),
  tokenValue: z.string(),
  checkoutCompletedAt: z.string().nullable(),
  state: z.string(),
  paymentState: z.string(),
  shippingState: z.string(),
  currencyCode: z.string(),
  localeCode: z.string(),
  itemsTotal: z.number().int(),
  total: z.number().int(),
  customer: adminOrderCustomerSchema.nullable(),
  /** Who it ships to, from the shipping address. */
  shippingName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  city: z.string().nullable(),
  /** The payment method's code and its name in the request's language. */
  paymentMethod: z.string().nullable(),
  paymentMethodName: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  shippingMethodName: z.string().nullable(),
  couponCode: z.string().nullable(),
  /** Set by the payment module when a bank took another amount than the order's. */
  paymentFlag: z.string().nullable(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;
export const adminOrderCollectionSchema = hydraCollection(adminOrderListItemSchema);

export const adminAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  company: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  postcode: z.string().nullable(),
  countryCode: z.string(),
});

const adjustment = z.object({ type: z.string(), label: z.string(), amount: z.number().int() });

export const adminOrderItemSchema = z.object({
  id: z.number().int(),
  variantCode: z.string(),
  productCode: z.string(),
  productName: z.string().nullable(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  originalUnitPrice: z.number().int(),
  discountedUnitPrice: z.number().int(),
  subtotal: z.number().int(),
  total: z.number().int(),
  adjustments: z.array(adjustment),
});

export const adminGatewayLogEntrySchema = z.object({
  operation: z.string(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});

export const adminRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  state: z.string(),
  reason: z.string().nullable(),
  staffId: z.number().int().nullable(),
  createdAt: z.string(),
});

export const adminPaymentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Payment'),
  id: z.number().int(),
  order: z.object({ '@id': z.string(), number: z.string().nullable(), tokenValue: z.string() }),
  method: z.object({ code: z.string(), name: z.string() }).nullable(),
  gateway: z.string().nullable(),
  currencyCode: z.string(),
  amount: z.number().int(),
  state: z.string(),
  /** Completed refunds; pending ones are counted in `refundsPending`. */
  refundedAmount: z.number().int(),
  refundsPending: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  refunds: z.array(adminRefundSchema),
  /** The bank's answers, oldest first (secrets redacted by the payment module). */
  gatewayLog: z.array(adminGatewayLogEntrySchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentItemSchema = z.object({ '@context': z.string() }).extend(adminPaymentSchema.shape);
export const adminPaymentCollectionSchema = hydraCollection(adminPaymentSchema);

export const adminShipmentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Shipment'),
  id: z.number().int(),
  order: z.object({ '@id': z.string(), number: z.string().nullable(), tokenValue: z.string() }),
  method: z.object({ code: z.string(), name: z.string() }).nullable(),
  state: z.string(),
  tracking: z.string().nullable(),
  carrier: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;
export const adminShipmentItemSchema = z.object({ '@context': z.string() }).extend(adminShipmentSchema.shape);
export const adminShipmentCollectionSchema = hydraCollection(adminShipmentSchema);

export const adminOrderNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  createdAt: z.string(),
});

export const adminTimelineEntrySchema = z.object({
  /** order_state, payment_state, shipping_state, payment, shipment, tracking, note, refund, … */
  kind: z.string(),
  subjectId: z.number().int().nullable(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  /** Null: the shopper, a bank or the shop itself; otherwise the staff member who acted. */
  staffId: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const adminOrderSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('Order'),
  id: z.number().int(),
  number: z.string().nullable(),
  tokenValue: z.string(),
  checkoutCompletedAt: z.string().nullable(),
  state: z.string(),
  checkoutState: z.string(),
  paymentState: z.string(),
  shippingState: z.string(),
  paymentFlag: z.string().nullable(),
  currencyCode: z.string(),
  localeCode: z.string(),
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  orderPromotionTotal: z.number().int(),
  shippingPromotionTotal: z.number().int(),
  total: z.number().int(),
  /** The VAT (18%) the total includes, in tetri. */
  taxIncluded: z.number().int(),
  couponCode: z.string().nullable(),
  /** What the shopper wrote at checkout. */
  customerNotes: z.string().nullable(),
  customer: adminOrderCustomerSchema
    .extend({ ordersCount: z.number().int(), ordersIri: z.string() })
    .nullable(),
  billingAddress: adminAddressSchema.nullable(),
  shippingAddress: adminAddressSchema.nullable(),
  items: z.array(adminOrderItemSchema),
  /** Order-level adjustments (shipping, order promotions). */
  adjustments: z.array(adjustment),
  promotions: z.array(z.object({ code: z.string(), label: z.string() })),
  payments: z.array(adminPaymentSchema),
  shipments: z.array(adminShipmentSchema),
  notes: z.array(adminOrderNoteSchema),
  timeline: z.array(adminTimelineEntrySchema),
  /** Money a cancelled order still owes back: completed payments less their refunds. */
  refundDue: z.number().int(),
  /** The transitions staff may apply now (cancel, complete payment, ship, deliver, refund). */
  possibleActions: z.array(z.string()),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminPaymentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  state: z
    .enum(['new', 'processing', 'authorized', 'completed', 'failed', 'cancelled', 'refunded'])
    .optional(),
  method: code.optional(),
  'order[createdAt]': direction.optional(),
});

export const adminShipmentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  state: z.enum(['ready', 'shipped', 'cancelled']).optional(),
  /** Shipped and not yet delivered. */
  delivered: z.enum(['true', 'false']).optional(),
  method: code.optional(),
  'order[createdAt]': direction.optional(),
});

export const adminIdParams = z.object({ id: z.string().max(32) });
export const adminTokenParams = z.object({ tokenValue: z.string().max(64) });

export const shipBody = z
  .object({
    tracking: z.string().trim().min(1).max(128).nullish(),
    carrier: z.string().trim().min(1).max(64).nullish(),
  })
  .strict()
  .nullish()
  .transform((body) => body ?? {});

export const emptyPatchBody = z.object({}).strict().nullish();

export const refundBody = z
  .object({
    /** Tetri; omitted: everything left of the payment. */
    amount: z.number().int().min(1).max(100_000_000).nullish(),
    reason: z.string().trim().max(2000).nullish(),
  })
  .strict()
  .nullish()
  .transform((body) => body ?? {});

export const noteBody = z.object({ body: z.string().trim().min(1).max(5000) }).strict();

export const adminRefundItemSchema = z
  .object({ '@context': z.string(), '@type': z.literal('Refund'), paymentId: z.number().int() })
  .extend(adminRefundSchema.shape);

export const adminDashboardSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('Dashboard'),
  /** Orders placed and their total (cancelled ones left out), in Tbilisi's today and this week (from Monday). */
  today: z.object({ orders: z.number().int(), revenue: z.number().int() }),
  thisWeek: z.object({ orders: z.number().int(), revenue: z.number().int() }),
  /** Standing orders waiting for each action. */
  awaitingPayment: z.number().int(),
  awaitingShipment: z.number().int(),
  awaitingDelivery: z.number().int(),
  lowStock: z.array(
    z.object({
      variantCode: z.string(),
      productCode: z.string(),
      name: z.string().nullable(),
      onHand: z.number().int(),
      onHold: z.number().int(),
      available: z.number().int(),
    }),
  ),
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** What the admin app prints as the packing slip and the invoice (Georgian first). */
export const adminOrderDocumentsSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('OrderDocuments'),
  shop: z.object({
    name: z.string(),
    address: z.object({ ka_GE: z.string(), en_US: z.string() }),
    phone: z.string(),
    email: z.string(),
    /** The VAT rate every price includes (18). */
    vatRatePercent: z.number().int(),
  }),
  number: z.string().nullable(),
  checkoutCompletedAt: z.string().nullable(),
  localeCode: z.string(),
  billingAddress: adminAddressSchema.nullable(),
  shippingAddress: adminAddressSchema.nullable(),
  shippingMethod: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      variantCode: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      total: z.number().int(),
    }),
  ),
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  discountTotal: z.number().int(),
  total: z.number().int(),
  /** The VAT included in `total` (total × 18 / 118, rounded to the tetri). */
  taxIncluded: z.number().int(),
  totalWithoutTax: z.number().int(),
});
export type AdminOrderDocuments = z.infer<typeof adminOrderDocumentsSchema>;
