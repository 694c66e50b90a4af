/**
 * The job queue: pg-boss on the app's database (PostgreSQL, or the embedded PGlite through the same
 * code, decision 0011), decorated as `app.jobs`. Handlers are registered by queue name; jobs survive
 * restarts, are retried with backoff and run once across nodes.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { jobsState } from './plugin';
export type { JobHandler, QueueOptions } from './queue';
export {
  ORDER_EVENTS,
  ORDER_NOTIFICATION,
  type OrderEvent,
  type OrderNotification,
} from './order-notification';
