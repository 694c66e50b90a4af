/**
 * "Notify me when it is back" (issue 26, item 6): shoppers' e-mails waiting for out-of-stock variants
 * (`stock_alerts`), the Shop API's `stock-alerts` routes, and the `stock-alert-sweep` job that mails
 * each once when its variant is in stock again, in the shopper's language.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { stockAlertsModule } from './plugin';
