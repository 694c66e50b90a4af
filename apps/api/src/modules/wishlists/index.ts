/**
 * Wishlists (BitBag's wishlist plugin), for guests and customers.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { wishlistsModule } from './routes';
