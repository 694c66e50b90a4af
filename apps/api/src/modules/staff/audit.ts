import type { Queryable } from '../../db/client';
import { insertAuditEntry } from './queries';

export interface AuditInput {
  /** The member who acted; null for the system (the CLI, the demo seed). */
  staffId: number | null;
  /** What was done, `<entity>.<verb>`: `administrator.update`, `order.cancel`, `settings.update`… */
  action: string;
  /** The record's kind, e.g. `administrator`, `order`, `payment`, `settings`. */
  entityType: string;
  entityId: string | number | null;
  /** The record before and after, as JSON (never secrets); null where there was none. */
  before: unknown;
  after: unknown;
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the write it records, so an
 * entry exists exactly when the write happened. The member's e-mail is copied into the entry, so
 * it still says who after the member is deleted.
 */
export async function recordAudit(db: Queryable, input: AuditInput): Promise<void> {
  await insertAuditEntry(db, {
    staffId: input.staffId,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId === null ? null : String(input.entityId),
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
