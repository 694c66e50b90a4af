/**
 * Payment methods, a placed order's payments and the card gateways (the sandbox's page included).
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { returnUrl } from './gateway';
export { findPaymentMethod } from './queries';
export { paymentModule } from './routes';
export { sandboxPageModule } from './sandbox/routes';
