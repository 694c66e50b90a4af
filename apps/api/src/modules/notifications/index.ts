/**
 * Order notifications: the `order-notification` job's handler (e-mail on every event, SMS on placed
 * and shipped to customers who agreed), and the SMS providers (smsoffice.ge, or a file).
 * Other modules send the job (`app.jobs.send(ORDER_NOTIFICATION, { orderId, event })`, the jobs
 * module) and use nothing of this one but the module itself.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { notificationsModule } from './plugin';
