/**
 * The checkout steps on a cart, completion and cancellation (api-contract §6.3–6.5), and the
 * address rules the address book shares.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { validateAddress } from './address';
export type { ValidAddress } from './address';
export { checkoutModule } from './routes';
export { cancelOrder } from './service';
