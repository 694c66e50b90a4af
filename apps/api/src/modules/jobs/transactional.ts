import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { SqlExecutor } from './pglite';

/**
 * pg-boss's statements run on the caller's transaction (drizzle's), so a job is sent only if the
 * transaction that asks for it commits, and with it: an order's notification is never lost after
 * its order committed, nor sent for one that rolled back. pg-boss numbers its parameters ($1…$19);
 * each becomes a drizzle parameter in its place (one repeated is bound twice, with the same value), as a parameter even when it is an array, which
 * drizzle would otherwise spread into a list.
 */
export function transactionExecutor(tx: Queryable): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, index) => {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`);
      });
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
