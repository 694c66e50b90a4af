import { z } from 'zod';
import { hydraCollection } from '../hydra';
import { adminAddressSchema } from './orders';

/**
 * Customers in the back office (issue 22), in Sylius 1.12's admin paths: `GET /api/v2/admin/customers`
 * (search, pages) and `GET /customers/{id}`; ours under the same prefix: `PATCH /customers/{id}`
 * (the account on or off), `GET /customers/{id}/personal-data` (everything the shop holds about
 * them, as JSON) and `POST /customers/{id}/erasure` (their personal data removed), the two rights
 * Georgia's personal data law gives them (docs/security.md). Money in tetri, dates ISO 8601 (UTC).
 */

/** `GET /api/v2/admin/customers`. */
export const adminCustomersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  /** Part of a name or e-mail, or a phone in any common Georgian format. */
  search: z.string().trim().max(255).optional(),
  'order[createdAt]': z.enum(['asc', 'desc']).optional(),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuery>;

export const adminCustomerListItemSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Customer'),
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  /** Whether they have an account (a guest who ordered has none). */
  registered: z.boolean(),
  /** Whether the account may log in; null without an account. */
  enabled: z.boolean().nullable(),
  /** When their personal data was erased; null otherwise. */
  erasedAt: z.string().nullable(),
  /** Placed orders. */
  ordersCount: z.number().int(),
});
export type AdminCustomerListItem = z.infer<typeof adminCustomerListItemSchema>;
export const adminCustomerCollectionSchema = hydraCollection(adminCustomerListItemSchema);

export const adminCustomerOrderSchema = z.object({
  '@id': z.string(),
  number: z.string().nullable(),
  tokenValue: z.string(),
  checkoutCompletedAt: z.string().nullable(),
  state: z.string(),
  paymentState: z.string(),
  shippingState: z.string(),
  currencyCode: z.string(),
  total: z.number().int(),
});

export const adminCustomerReviewSchema = z.object({
  id: z.number().int(),
  productCode: z.string(),
  productName: z.string().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

export const adminCustomerSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('Customer'),
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** u, m or f (Sylius's codes). */
  gender: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  erasedAt: z.string().nullable(),
  /** The login, if they registered. */
  account: z
    .object({
      enabled: z.boolean(),
      verifiedAt: z.string().nullable(),
      createdAt: z.string(),
      /** Linked sign-ins (facebook, google). */
      providers: z.array(z.string()),
      /** Logins not yet ended (what disabling ends). */
      openSessions: z.number().int(),
    })
    .nullable(),
  /** Marketing e-mail and order SMS, each with the date it was given (null: not given). */
  consent: z.object({
    newsletter: z.boolean(),
    newsletterAt: z.string().nullable(),
    sms: z.boolean(),
    smsAt: z.string().nullable(),
  }),
  addresses: z.array(adminAddressSchema.extend({ id: z.number().int(), isDefault: z.boolean() })),
  orders: z.object({
    count: z.number().int(),
    /** Placed orders not cancelled, in tetri. */
    totalSpent: z.number().int(),
    /** All of them in the order list. */
    iri: z.string(),
    /** The latest few. */
    latest: z.array(adminCustomerOrderSchema),
  }),
  reviews: z.array(adminCustomerReviewSchema),
  referral: z.object({
    /** Their own invitation code, once they opened the programme. */
    code: z.string().nullable(),
    invitedBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
    invited: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        /** registered, ordered, rewarded */
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** `PATCH /api/v2/admin/customers/{id}`: the account on or off (off ends its sessions at once). */
export const adminCustomerPatchBody = z.object({ enabled: z.boolean() }).strict();

/** `POST /api/v2/admin/customers/{id}/erasure`: nothing to send. */
export const adminCustomerErasureBody = z.object({}).strict().nullish();

/**
 * `GET /api/v2/admin/customers/{id}/personal-data`: everything the shop holds about one customer, for
 * them to take away. Other people's data (the friends they invited) is left out but for counts.
 */
export const adminCustomerDataSchema = z.object({
  '@context': z.string(),
  '@type': z.literal('CustomerPersonalData'),
  exportedAt: z.string(),
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    gender: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    erasedAt: z.string().nullable(),
  }),
  account: adminCustomerSchema.shape.account,
  consent: adminCustomerSchema.shape.consent,
  addresses: adminCustomerSchema.shape.addresses,
  orders: z.array(
    adminCustomerOrderSchema.extend({
      localeCode: z.string(),
      itemsTotal: z.number().int(),
      shippingTotal: z.number().int(),
      discountTotal: z.number().int(),
      notes: z.string().nullable(),
      billingAddress: adminAddressSchema.nullable(),
      shippingAddress: adminAddressSchema.nullable(),
      items: z.array(
        z.object({
          productName: z.string().nullable(),
          variantName: z.string().nullable(),
          variantCode: z.string(),
          quantity: z.number().int(),
          unitPrice: z.number().int(),
          total: z.number().int(),
        }),
      ),
      payments: z.array(
        z.object({ method: z.string().nullable(), amount: z.number().int(), state: z.string() }),
      ),
      shipments: z.array(
        z.object({
          method: z.string().nullable(),
          state: z.string(),
          tracking: z.string().nullable(),
          carrier: z.string().nullable(),
        }),
      ),
    }),
  ),
  reviews: z.array(adminCustomerReviewSchema),
  wishlist: z.array(z.object({ variantCode: z.string(), productName: z.string().nullable() })),
  referral: z.object({
    code: z.string().nullable(),
    invitedBy: z.string().nullable(),
    friendsInvited: z.number().int(),
  }),
  sessions: z.array(
    z.object({ createdAt: z.string(), lastUsedAt: z.string(), revokedAt: z.string().nullable() }),
  ),
});
export type AdminCustomerData = z.infer<typeof adminCustomerDataSchema>;
