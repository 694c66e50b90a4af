/**
 * E-mail: the transport (SMTP, or .eml files without SMTP_URL), the order confirmation, and the
 * mailer that sends it when an order is placed.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { orderMailer } from './order-mailer';
export { type MailTransport, createMailTransport } from './transport';
