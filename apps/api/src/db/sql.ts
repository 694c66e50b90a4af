import { createHash } from 'node:crypto';
import { type Query, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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
 * Runs a statement built at run time (a list's filters, say) under a name made from its text, so
 * each shape of it is planned once per connection like the named statements below: the back
 * office's order list took 12 ms to plan and under 1 ms to run. `prefix` says whose it is.
 */
export async function selectPlanned<T>(db: Queryable, query: SQL, prefix: string): Promise<T[]> {
  const rendered = dialect.sqlToQuery(query);
  const shape = createHash('sha1').update(rendered.sql).digest('base64url').slice(0, 16);
  return runNamed<T>(db, rendered, `${prefix}-${shape}`);
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

/**
 * A page's size written into the statement rather than bound: with a bound LIMIT a generic plan
 * (db/client.ts) expects a tenth of the table and joins it by hashing all of it (32 ms instead of
 * 0.6 ms for a page of the order list). Sizes are few (the contract caps them), so are the plans.
 */
export function pageSize(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a page size: ${limit}`);
  return sql.raw(String(limit));
}

/** Recent estimates of large counts, by statement and values: an estimate need not be fresher. */
const estimates = new LRUCache<string, number>({ max: 256, ttl: 10_000 });

/**
 * How many rows a statement gives, counted exactly up to `exactUpTo` and past that the planner's
 * estimate (never below `exactUpTo + 1`), which is then reused for ten seconds: a back-office
 * list's count over 50,000 orders cost more than its page (docs/decisions/0018). `rows` is a
 * `select 1 from … where …` without order or limit.
 */
export async function cappedCount(db: Queryable, rows: SQL, exactUpTo: number): Promise<number> {
  const known = cachedEstimate(rows);
  if (known !== undefined) return known;
  const [counted] = await selectPlanned<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${rows} limit ${pageSize(exactUpTo + 1)}) capped`,
    'capped-count',
  );
  const count = counted?.count ?? 0;
  if (count <= exactUpTo) return count;
  return estimateRows(db, rows, exactUpTo + 1);
}

/** A statement with its values, as one string: what a cache of its results is keyed by. */
export const statementKey = (query: SQL) => {
  const rendered = dialect.sqlToQuery(query);
  return `${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
};

/** The estimate `estimateRows` made of these rows with these values in the last ten seconds, if any. */
export function cachedEstimate(rows: SQL): number | undefined {
  return estimates.get(statementKey(rows));
}

/**
 * The planner's estimate of how many rows `rows` (a `select 1 from … where …`) gives, at least
 * `atLeast` (what was counted already), kept ten seconds for `cachedEstimate`.
 */
export async function estimateRows(db: Queryable, rows: SQL, atLeast: number): Promise<number> {
  const [explained] = await selectRows<Record<string, unknown>>(db, sql`explain (format json) ${rows}`);
  const plan = Object.values(explained ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  const estimate = Math.max(atLeast, Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0));
  estimates.set(statementKey(rows), estimate);
  return estimate;
}

/** Sylius prints dates as `Y-m-d H:i:s` without a zone; timestamps are stored in UTC. */
export const sqlDate = (column: SQL): SQL => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
