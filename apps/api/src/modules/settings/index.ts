/**
 * The shop's settings (issue 21): the under-construction overlay and the staff preview past it, the
 * header message, contact details and social links, payment and shipping methods on or off (and
 * shipping fees and zones), two-factor for every staff member. `GET /api/v2/shop/settings` for the
 * storefront, `GET`/`PUT /api/v2/admin/settings` for owners; each node's copy is refreshed through
 * the change feed.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { withShopAddress } from './address-sql';
export { settingsAdminModule } from './admin-routes';
export { settingsState } from './plugin';
export { settingsModule } from './routes';
export { reviewModeration, setReviewModeration, shopContact } from './service';
