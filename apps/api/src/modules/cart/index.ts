/**
 * Carts (orders in the cart state) and the order processor: the app's `Carts` (variant cards and the
 * queues concurrent reads and adds share), the cart changes the checkout builds on, the order reads
 * and presenter every module that shows an order uses, and the owner guard of orders/{tokenValue}.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { orderOwnerGuard } from './owner-guard';
export { cartState } from './plugin';
export { presentOrder } from './present';
export { appliedPromotionIds, reprocessCart } from './pipeline';
export type { Reprocessed } from './pipeline';
export { findOrderById, findOrderByToken, lockOrder } from './queries/orders';
export type { OrderRow } from './queries/orders';
export { readOrderToComplete } from './queries/completion-read';
export type { OrderToComplete } from './queries/completion-read';
export { cartModule } from './routes';
export { assignCart, changeCart, renderOrder } from './service';
export { refreshCarts } from './refresh';
export type { Carts, OrderAccess } from './service';
