/**
 * Who may do what in the back office (issue 21): one permission per Admin API operation, each
 * naming the roles allowed. The server checks every operation against this table
 * (`requirePermission` in the API's staff module), the admin app reads it to hide what a member
 * cannot do, and the permission-matrix test walks it. Without zod, so the admin app can import it
 * anywhere.
 *
 * - owner: everything;
 * - manager: everything but staff (administrators, the audit log) and shop settings;
 * - fulfilment: orders, payments and shipments only.
 */

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const OWNER = ['owner'] as const;
const EVERYONE = ['owner', 'manager', 'fulfilment'] as const;
const MANAGERS = ['owner', 'manager'] as const;

export const PERMISSIONS = {
  // Staff accounts (Sylius's administrators), owners only.
  'administrators.read': OWNER,
  'administrators.create': OWNER,
  'administrators.update': OWNER,
  'administrators.delete': OWNER,
  'audit-log.read': OWNER,
  // A member's own sign-in: sessions and two-factor, everyone for themselves.
  'own-sessions.read': EVERYONE,
  'own-sessions.revoke': EVERYONE,
  'own-two-factor.enroll': EVERYONE,
  // Orders, payments and shipments (modules/fulfilment). Fulfilment packs, ships, delivers and
  // records cash collected; cancelling and refunding, which give money back, are the managers'.
  'orders.read': EVERYONE,
  'orders.export': EVERYONE,
  'orders.cancel': MANAGERS,
  'orders.note': EVERYONE,
  'payments.read': EVERYONE,
  'payments.complete': EVERYONE,
  'payments.refund': MANAGERS,
  'shipments.read': EVERYONE,
  'shipments.ship': EVERYONE,
  'shipments.deliver': EVERYONE,
  'dashboard.read': EVERYONE,
  // Products, variants and stock (modules/catalog/admin/products), managers.
  'products.read': MANAGERS,
  'products.create': MANAGERS,
  'products.update': MANAGERS,
  'products.delete': MANAGERS,
  'stock.adjust': MANAGERS,
  // Bulk actions, CSV export and import of the catalog (modules/catalog/admin/bulk, …/transfer), managers.
  'products.bulk': MANAGERS,
  'products.export': MANAGERS,
  'products.import': MANAGERS,
  // Categories and brands (modules/catalog/admin/taxons) and the CMS (modules/content/admin), managers.
  'taxons.read': MANAGERS,
  'taxons.create': MANAGERS,
  'taxons.update': MANAGERS,
  'taxons.move': MANAGERS,
  'taxons.delete': MANAGERS,
  'content.read': MANAGERS,
  'content.create': MANAGERS,
  'content.update': MANAGERS,
  'content.delete': MANAGERS,
  // Images (modules/media; product images in modules/catalog/admin/images), managers.
  'media.upload': MANAGERS,
  'product-images.read': MANAGERS,
  'product-images.create': MANAGERS,
  'product-images.update': MANAGERS,
  'product-images.delete': MANAGERS,
  // Cart promotions, coupons and catalog promotions (modules/promotions/admin), managers.
  'promotions.read': MANAGERS,
  'promotions.create': MANAGERS,
  'promotions.update': MANAGERS,
  'promotions.delete': MANAGERS,
  'coupons.read': MANAGERS,
  'coupons.create': MANAGERS,
  'coupons.update': MANAGERS,
  'coupons.delete': MANAGERS,
  'coupons.generate': MANAGERS,
  'coupons.export': MANAGERS,
  'catalog-promotions.read': MANAGERS,
  'catalog-promotions.create': MANAGERS,
  'catalog-promotions.update': MANAGERS,
  'catalog-promotions.delete': MANAGERS,
  // Review moderation and its setting (modules/reviews), managers.
  'reviews.read': MANAGERS,
  'reviews.moderate': MANAGERS,
  'reviews.reply': MANAGERS,
  'reviews.settings': MANAGERS,
  // Customers (modules/customers/admin): managers see, disable, export and erase them (the last two are
  // the customer's rights under Georgia's personal data law, docs/security.md).
  'customers.read': MANAGERS,
  'customers.update': MANAGERS,
  'customers.export': MANAGERS,
  'customers.erase': MANAGERS,
  // Shop settings (modules/settings), owners only.
  'settings.read': OWNER,
  'settings.update': OWNER,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function roleHasPermission(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Whether an unknown string is one of the roles (the API's inputs and the admin app's forms). */
export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
