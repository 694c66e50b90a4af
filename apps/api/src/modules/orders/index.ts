/**
 * The state machines of an order, its payments and shipments (Sylius's), shared by the checkout,
 * payments and every module that counts placed orders.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { checkoutMachine } from './checkout';
export type { CheckoutTransition } from './checkout';
export { WrongStateError } from './machine';
export { orderMachine, STANDING_ORDER_STATES } from './order';
export { orderPaymentMachine } from './order-payment';
export { orderShippingMachine } from './order-shipping';
export { paymentMachine } from './payment';
export type { PaymentTransition } from './payment';
