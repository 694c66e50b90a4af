import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Runs a hand-written statement and returns its rows. The catalog reads are written as SQL
 * (correlated json_agg subqueries, window counts, trigram operators) because that is what keeps
 * each endpoint to a couple of round trips; results are shaped so that PGlite and node-postgres
 * agree (integers cast to int, dates formatted in SQL, json parsed by both drivers).
 */
export async function selectRows<T>(db: Queryable, query: SQL, name?: string): Promise<T[]> {
  if (name === undefined) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  // A named statement is parsed and planned once per connection (the app's connections ask for
  // generic plans, db/client.ts), then only bound and run: the hot statements of a cart change cost
  // PostgreSQL more to plan than to execute. Drizzle names statements only through its query
  // builders' prepare(), so this reaches its session the way db.execute does; PGlite's session
  // ignores the name. The text must be the same on every call.
  const { session } = db._ as unknown as { session: NamedStatementSession };
  const prepared = session.prepareQuery(session.dialect.sqlToQuery(query), undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

/**
 * A named statement whose text is built once, from `build` with `param(key)` standing for each
 * value, then only bound and run: drizzle's sql template costs as much to render a large statement
 * as PostgreSQL takes to run it, and the cart's statements run on every change.
 */
export function namedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  build: (param: <K extends keyof Values & string>(key: K) => Values[K]) => SQL,
): (db: Queryable, values: Values) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    const { session } = db._ as unknown as { session: NamedStatementSession };
    // A placeholder stands in for a value of any type until the statement is run.
    query ??= session.dialect.sqlToQuery(build((key) => sql.placeholder(key) as never));
    const prepared = session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}

interface NamedStatementSession {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: false,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/** An int[] parameter (drizzle would otherwise spread an array into a value list). */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;

/** Sylius prints dates as `Y-m-d H:i:s` without a zone; timestamps are stored in UTC. */
export const sqlDate = (column: SQL): SQL => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
