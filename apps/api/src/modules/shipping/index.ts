/**
 * Shipping methods, their fees and where an address ships to; the pieces the order processor and
 * the checkout use.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { eligibleMethods, ESTIMATE_DESTINATION, shippingFee } from './calculator';
export type { Destination, ShippingMethodDefinition } from './definitions';
export {
  enabledMethodsColumn,
  findDestination,
  findShippingMethod,
  methodRowJson,
  shippingMethodDefinition,
} from './queries';
export type { MethodRow } from './queries';
export { shippingModule } from './routes';
