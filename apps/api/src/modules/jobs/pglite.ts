import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss asks of a database it does not open itself (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the embedded database, through its own code path: pg-boss sends two kinds of text,
 * both of which PGlite serves.
 * - One statement with parameters (send, fetch, complete, fail…): `query`, the extended protocol.
 * - Parameterless text, which for its schema creation, maintenance and migrations is several
 *   statements wrapped in `BEGIN; … pg_advisory_xact_lock …; COMMIT;`: `exec`, the simple protocol,
 *   which runs them in order and answers each; pg-boss reads the last one's rows.
 * PGlite is one connection, and every `query`, `exec` and `transaction` waits for the one before it
 * to end (its transaction mutex), so pg-boss's BEGIN…COMMIT never interleaves with a transaction of
 * the app: they take turns, as connections of a pool would wait on each other's row locks.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
