/**
 * E-mail: the transport (SMTP, or .eml files without SMTP_URL), the order e-mails of each event
 * (branded, in the order's language, with a plain-text part), the back-in-stock e-mail, their
 * pictures, and the formats they share with the shop (money as the storefront prints it, Georgian
 * phone numbers).
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { formatMoney, smsDestination } from './format';
export type { OrderMailKind } from './messages';
export { orderEmail } from './order-email';
export { orderImages } from './images';
export { stockAlertEmail } from './stock-alert-email';
export { type MailTransport, createMailTransport } from './transport';
