/**
 * Product reviews (docs/decisions/0004).
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { reviewsModule } from './routes';
