/**
 * Payment reconciliation: a schedule and a job per late card payment, asking the bank (through the
 * payment module) with backoff until the payment ends.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { reconciliationModule } from './plugin';
