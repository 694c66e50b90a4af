import { type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
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
  return runNamed<T>(db, dialect.sqlToQuery(query), name);
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
  // A placeholder stands in for a value of any type until the statement is run.
  let query: Query | undefined;
  return (db, values) => {
    query ??= dialect.sqlToQuery(build((key) => sql.placeholder(key) as never));
    return runNamed<Row>(db, query, name, values);
  };
}

/** Renders statements as the app's drizzle instances do (db/client.ts: snake_case columns). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a rendered statement under a name, on the connection of `db` (a transaction's, inside
 * one). A named statement is parsed and planned once per connection (the app's connections ask
 * for generic plans, db/client.ts), then only bound and run: the hot statements of a cart change
 * cost PostgreSQL more to plan than to execute (docs/decisions/0006). Drizzle names statements
 * through its session's `prepareQuery` (what its query builders' `.prepare(name)` calls), which is
 * public on the session every drizzle database exposes; node-postgres then sends the statement
 * as `{ name, text }` (its prepared-statement API), and PGlite, whose one connection parses as
 * fast as it binds, runs it unnamed. The text must be the same on every call.
 */
async function runNamed<Row>(
  db: Queryable,
  query: Query,
  name: string,
  values?: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] } } & PreparedQueryConfig>(
    query,
    undefined,
    name,
    false,
  );
  return (await prepared.execute(values)).rows;
}

/** An int[] parameter (drizzle would otherwise spread an array into a value list). */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;

/** Sylius prints dates as `Y-m-d H:i:s` without a zone; timestamps are stored in UTC. */
export const sqlDate = (column: SQL): SQL => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
