/**
 * The customer's address book (api-contract §11): its routes. Addresses are checked by the checkout's rules.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { addressesModule } from './routes';
