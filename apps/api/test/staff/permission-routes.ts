import type { Permission } from '@sakhe/contract/admin';
import type { TestApp } from '../support/app';
import { createStaff } from './support';

/**
 * One request per permission of packages/contract/src/admin/permissions.ts, for the permission
 * matrix (permissions.test.ts): every role tries it, and it must be refused with 403 exactly for
 * the roles the table leaves out. Adding a permission to the table without a request here fails
 * the matrix. A request may make what it needs first (`prepare`): it runs once per role, so a
 * delete has something to delete each time. The answer of an allowed request only has to be
 * other than 401 and 403 (a 404 for an order that does not exist is fine: the check passed).
 */
interface PermissionRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

export type PermissionRoute = (t: TestApp) => Promise<PermissionRequest>;

const NO_ORDER = 'no-such-order-token';
const NO_ID = 2_147_483_647;

const someMember = async (t: TestApp) => (await createStaff(t, 'fulfilment')).id;

/** Partial as a type so one helper's new permission does not stop everyone's typecheck; the matrix test demands them all. */
export const PERMISSION_ROUTES: Partial<Record<Permission, PermissionRoute>> = {
  'administrators.read': async () => ({ method: 'GET', url: 'administrators' }),
  'administrators.create': async () => ({
    method: 'POST',
    url: 'administrators',
    body: {
      email: `matrix-${Math.random().toString(36).slice(2)}@staff.test`,
      plainPassword: 'a long enough password',
      role: 'fulfilment',
    },
  }),
  'administrators.update': async (t) => ({
    method: 'PUT',
    url: `administrators/${await someMember(t)}`,
    body: { firstName: 'ნინო' },
  }),
  'administrators.delete': async (t) => ({ method: 'DELETE', url: `administrators/${await someMember(t)}` }),
  'audit-log.read': async () => ({ method: 'GET', url: 'audit-log' }),
  'own-sessions.read': async () => ({ method: 'GET', url: 'sessions' }),
  'own-sessions.revoke': async () => ({
    method: 'DELETE',
    url: 'sessions/00000000-0000-4000-8000-000000000000',
  }),
  'own-two-factor.enroll': async () => ({
    method: 'POST',
    url: 'two-factor/confirmation',
    body: { code: '000000' },
  }),
  // Orders, payments, shipments, the dashboard (modules/fulfilment) and the settings (modules/settings):
  // records that do not exist, so an allowed role gets 404 (or 422) and nothing changes.
  'orders.read': async () => ({ method: 'GET', url: 'orders' }),
  'orders.export': async () => ({ method: 'GET', url: 'orders/export.csv' }),
  'orders.cancel': async () => ({ method: 'PATCH', url: `orders/${NO_ORDER}/cancel`, body: {} }),
  'orders.note': async () => ({ method: 'POST', url: `orders/${NO_ORDER}/notes`, body: { body: 'ნოტა' } }),
  'payments.read': async () => ({ method: 'GET', url: 'payments' }),
  'payments.complete': async () => ({ method: 'PATCH', url: `payments/${NO_ID}/complete`, body: {} }),
  'payments.refund': async () => ({ method: 'POST', url: `payments/${NO_ID}/refunds`, body: {} }),
  'shipments.read': async () => ({ method: 'GET', url: 'shipments' }),
  'shipments.ship': async () => ({
    method: 'PATCH',
    url: `shipments/${NO_ID}/ship`,
    body: { tracking: 'RR1' },
  }),
  'shipments.deliver': async () => ({ method: 'PATCH', url: `shipments/${NO_ID}/deliver`, body: {} }),
  'dashboard.read': async () => ({ method: 'GET', url: 'dashboard' }),
  // Images (modules/media, modules/catalog/admin/images): an upload without a file is a 415 for allowed
  // roles, and images of a product or with an id that do not exist are 404s.
  'media.upload': async () => ({ method: 'POST', url: 'media', body: {} }),
  'product-images.read': async () => ({ method: 'GET', url: 'products/no-such-product/images' }),
  'product-images.create': async () => ({ method: 'POST', url: 'products/no-such-product/images', body: {} }),
  'product-images.update': async () => ({ method: 'PATCH', url: `product-images/${NO_ID}`, body: {} }),
  'product-images.delete': async () => ({ method: 'DELETE', url: `product-images/${NO_ID}` }),
  // Customers (modules/customers/admin): a customer that does not exist, so allowed roles get 404.
  'customers.read': async () => ({ method: 'GET', url: 'customers' }),
  'customers.update': async () => ({ method: 'PATCH', url: `customers/${NO_ID}`, body: { enabled: false } }),
  'customers.export': async () => ({ method: 'GET', url: `customers/${NO_ID}/personal-data` }),
  'customers.erase': async () => ({ method: 'POST', url: `customers/${NO_ID}/erasure`, body: {} }),
  'settings.read': async () => ({ method: 'GET', url: 'settings' }),
  // An empty body: refused roles get 403 before validation, the owner a 422 that changes nothing.
  'settings.update': async () => ({ method: 'PUT', url: 'settings', body: {} }),
  // Products, variants and stock (modules/catalog/admin/products): codes that do not exist, so an
  // allowed role gets 404 (or 422) and nothing changes.
  'products.read': async () => ({ method: 'GET', url: 'products' }),
  'products.create': async () => ({ method: 'POST', url: 'products', body: {} }),
  'products.update': async () => ({ method: 'PATCH', url: 'products/no-such-product', body: {} }),
  'products.delete': async () => ({ method: 'DELETE', url: 'products/no-such-product' }),
  'stock.adjust': async () => ({
    method: 'POST',
    url: 'product-variants/no-such-variant/stock-adjustments',
    body: { delta: 1, reason: 'matrix' },
  }),
  // Bulk actions, export and import (catalog/admin/bulk, …/transfer): an unknown code (422), an export
  // nothing matches, a dry run of an empty catalog file: nothing changes.
  'products.bulk': async () => ({
    method: 'POST',
    url: 'product-bulk-actions',
    body: { action: { type: 'disable' }, products: ['no-such-product'] },
  }),
  'products.export': async () => ({ method: 'GET', url: 'products/export.csv?search=no-such-product' }),
  'products.import': async () => ({ method: 'POST', url: 'product-imports?dryRun=true', body: {} }),
  // Categories and brands (catalog/admin/taxons) and the CMS (content/admin): records that do not
  // exist or bodies that are refused, so an allowed role gets 404 or 422 and nothing changes.
  'taxons.read': async () => ({ method: 'GET', url: 'taxons' }),
  'taxons.create': async () => ({ method: 'POST', url: 'taxons', body: {} }),
  'taxons.update': async () => ({ method: 'PATCH', url: 'taxons/no-such-taxon', body: {} }),
  'taxons.move': async () => ({
    method: 'POST',
    url: 'taxons/no-such-taxon/move',
    body: { parent: 'MENU', position: 0 },
  }),
  'taxons.delete': async () => ({ method: 'DELETE', url: 'taxons/no-such-taxon' }),
  'content.read': async () => ({ method: 'GET', url: 'cms/blocks' }),
  'content.create': async () => ({ method: 'POST', url: 'cms/faqs', body: {} }),
  'content.update': async () => ({ method: 'PUT', url: `cms/faqs/${NO_ID}`, body: {} }),
  'content.delete': async () => ({ method: 'DELETE', url: `cms/pages/${NO_ID}` }),
  // Promotions, coupons, catalog promotions (promotions/admin) and reviews (reviews): codes and ids that
  // do not exist or bodies that are refused, so an allowed role gets 404 or 422 and nothing changes.
  'promotions.read': async () => ({ method: 'GET', url: 'promotions' }),
  'promotions.create': async () => ({ method: 'POST', url: 'promotions', body: {} }),
  'promotions.update': async () => ({ method: 'PUT', url: 'promotions/no-such-promotion', body: {} }),
  'promotions.delete': async () => ({ method: 'DELETE', url: 'promotions/no-such-promotion' }),
  'coupons.read': async () => ({ method: 'GET', url: 'promotion-coupons' }),
  'coupons.create': async () => ({ method: 'POST', url: 'promotion-coupons', body: {} }),
  'coupons.update': async () => ({ method: 'PUT', url: 'promotion-coupons/NO-SUCH-COUPON', body: {} }),
  'coupons.delete': async () => ({ method: 'DELETE', url: 'promotion-coupons/NO-SUCH-COUPON' }),
  'coupons.generate': async () => ({ method: 'POST', url: 'promotion-coupons/generate', body: {} }),
  'coupons.export': async () => ({
    method: 'GET',
    url: 'promotion-coupons/export.csv?promotion=no-such-promotion',
  }),
  'catalog-promotions.read': async () => ({ method: 'GET', url: 'catalog-promotions' }),
  'catalog-promotions.create': async () => ({ method: 'POST', url: 'catalog-promotions', body: {} }),
  'catalog-promotions.update': async () => ({
    method: 'PUT',
    url: 'catalog-promotions/no-such-promotion',
    body: {},
  }),
  'catalog-promotions.delete': async () => ({
    method: 'DELETE',
    url: 'catalog-promotions/no-such-promotion',
  }),
  'reviews.read': async () => ({ method: 'GET', url: 'product-reviews?status=new' }),
  'reviews.moderate': async () => ({ method: 'PATCH', url: `product-reviews/${NO_ID}/accept`, body: {} }),
  'reviews.reply': async () => ({
    method: 'PUT',
    url: `product-reviews/${NO_ID}/reply`,
    body: { reply: 'მადლობა' },
  }),
  'reviews.settings': async () => ({ method: 'PUT', url: 'review-settings', body: {} }),
};
