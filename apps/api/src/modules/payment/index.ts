/**
 * Payment methods, a placed order's payments and the card gateways (the sandbox's page included),
 * refunds and reconciliation. This file is the module's surface: other modules use nothing else of it
 * (docs/modules.md). The services take `app.payments` (PaymentDeps) as their `deps`.
 */
export { returnUrl } from './gateway';
export type { PaymentDeps, PaymentNotification } from './deps';
export { paymentState } from './plugin';
export { findPaymentMethod } from './queries';
export { listPaymentsToReconcile, reconcilePayment } from './reconcile';
export { listPaymentsWithPendingRefunds, refundPayment, settlePendingRefunds } from './refunds';
export { paymentModule } from './routes';
export { refuseUnofferedMethod } from './service';
export { sandboxPageModule } from './sandbox/routes';
