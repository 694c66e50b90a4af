import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SqlExecutor } from './pglite';

/**
 * Distinct statement texts prepared per connection; pg-boss builds its texts from a few dozen templates,
 * so the limit is never reached by it, only by a text no template foresaw, which then runs unnamed.
 */
const MAX_NAMED = 256;

/**
 * pg-boss on a PostgreSQL server, on a small pool of its own apart from the requests' pool. pg-boss
 * (10.x) sends every statement unnamed, so the server planned each one afresh: its fetch, an update
 * joined to a select over the partitioned job table that every worker runs every polling interval, took
 * 2–7 ms of planning each time (up to 68 ms under load), against 0.35–0.43 ms run as a named statement
 * planned once (docs/decisions/0011). Here a statement with parameters is named by a hash of its text and
 * prepared once per connection; parameterless text (its schema's creation and maintenance, several
 * statements at once) goes as it is.
 */
export function postgresExecutor(
  connectionString: string,
  log: FastifyBaseLogger,
): SqlExecutor & { close(): Promise<void> } {
  // Workers poll and complete on a few connections.
  const pool = new pg.Pool({ connectionString, max: 3, application_name: 'sakhe-jobs' });
  // An idle connection dropped by the server must not end the process; the next query opens another.
  pool.on('error', (error) => log.error({ err: error }, 'job queue connection error'));
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `pgboss_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      names.set(text, name);
    }
    return name;
  };
  let closed = false;
  return {
    async executeSql(text, values) {
      // As pg-boss's own pool answers once stopped (no result, which its callers expect): a statement
      // still on its way, such as a job's completion racing the stop, runs nothing; the job stays active,
      // expires and is retried, as it would be with pg-boss's pool.
      if (closed) return undefined as unknown as { rows: unknown[] };
      if (!values || values.length === 0) return pool.query(text);
      const name = nameOf(text);
      return pool.query(name ? { name, text, values } : { text, values });
    },
    async close() {
      closed = true;
      await pool.end();
    },
  };
}
