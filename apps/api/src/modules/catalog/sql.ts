import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * Runs a hand-written statement and returns its rows. The catalog reads are written as SQL
 * (correlated json_agg subqueries, window counts, trigram operators) because that is what keeps
 * each endpoint to a couple of round trips; results are shaped so that PGlite and node-postgres
 * agree (integers cast to int, dates formatted in SQL, json parsed by both drivers).
 */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An int[] parameter (drizzle would otherwise spread an array into a value list). */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;

/** Sylius prints dates as `Y-m-d H:i:s` without a zone; timestamps are stored in UTC. */
export const sqlDate = (column: SQL): SQL => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
