/**
 * The back office's orders, payments and shipments (issue 21): lists with filters and search, the
 * order detail with its timeline, the staff actions (cancel, payment completed, refund, ship,
 * deliver, notes), the dashboard, the CSV export and the printable documents' data.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { fulfilmentModule } from './routes';
