/**
 * Product reviews (docs/decisions/0004).
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { reviewsAdminModule } from './admin-routes';
export { reviewsModule } from './routes';
