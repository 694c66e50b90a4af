import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';

/**
 * Bulk writes as `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)`: one array parameter
 * per column, whatever the number of rows. Compared with multi-row VALUES this needs no parameter
 * budget and far less SQL to build and parse, which is what makes a 100k-product import quick.
 */
const ROWS_PER_STATEMENT = 5_000;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface UpsertCounts {
  created: number;
  updated: number;
}

type Row = Record<string, unknown>;

interface Columns {
  keys: string[];
  names: SQL;
  values: (rows: Row[]) => SQL;
  column: (key: string) => PgColumn;
  excluded: (key: string) => SQL;
}

function columnsOf(table: PgTable, sample: Row): Columns {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const column = (key: string): PgColumn => {
    const found = all[key];
    if (!found) throw new Error(`Unknown column ${key}`);
    return found;
  };
  const keys = Object.keys(sample);
  const name = (key: string) => toSnakeCase(column(key).name);
  return {
    keys,
    column,
    names: sql.join(
      keys.map((key) => sql.identifier(name(key))),
      sql`, `,
    ),
    values: (rows) =>
      sql`SELECT * FROM unnest(${sql.join(
        keys.map(
          (key) =>
            sql`${sql.param(rows.map((row) => row[key] ?? null))}::${sql.raw(column(key).getSQLType())}[]`,
        ),
        sql`, `,
      )})`,
    excluded: (key) => sql.raw(`excluded."${name(key)}"`),
  };
}

function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * INSERT … ON CONFLICT DO UPDATE that only touches rows whose values differ, so that an
 * unchanged re-import writes nothing (and keeps updated_at). Counts inserts and real updates.
 */
export async function upsertRows(
  db: Queryable,
  table: PgTable,
  rows: Row[],
  options: { target: PgColumn[]; update: string[] },
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { created: 0, updated: 0 };
  if (rows.length === 0) return counts;
  const columns = columnsOf(table, rows[0] as Row);
  const target = sql.join(
    options.target.map((column) => sql.identifier(toSnakeCase(column.name))),
    sql`, `,
  );
  const assignments = options.update.map(
    (key) => sql`${sql.identifier(toSnakeCase(columns.column(key).name))} = ${columns.excluded(key)}`,
  );
  if ('updatedAt' in getTableColumns(table)) assignments.push(sql`"updated_at" = now()`);
  const current = sql.join(
    options.update.map((key) => sql`${table}.${sql.identifier(toSnakeCase(columns.column(key).name))}`),
    sql`, `,
  );
  const incoming = sql.join(options.update.map(columns.excluded), sql`, `);

  for (const batch of chunk(rows, ROWS_PER_STATEMENT)) {
    const result = await db.execute(sql`
      INSERT INTO ${table} (${columns.names}) ${columns.values(batch)}
      ON CONFLICT (${target}) DO UPDATE SET ${sql.join(assignments, sql`, `)}
      WHERE (${current}) IS DISTINCT FROM (${incoming})
      RETURNING (xmax = 0) AS inserted`);
    for (const row of rowsOf(result)) {
      if (row.inserted) counts.created++;
      else counts.updated++;
    }
  }
  return counts;
}

/** Plain bulk inserts; with `ignoreConflicts`, rows already there are kept (ON CONFLICT DO NOTHING). */
export async function insertRows(
  db: Queryable,
  table: PgTable,
  rows: Row[],
  options: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(table, rows[0] as Row);
  for (const batch of chunk(rows, ROWS_PER_STATEMENT)) {
    await db.execute(
      sql`INSERT INTO ${table} (${columns.names}) ${columns.values(batch)}${options.ignoreConflicts ? sql` ON CONFLICT DO NOTHING` : sql``}`,
    );
  }
}

/** Batched inserts that keep rows already there. */
export function insertMissingRows(db: Queryable, table: PgTable, rows: Row[]): Promise<void> {
  return insertRows(db, table, rows, { ignoreConflicts: true });
}

/** `column = ANY($1::type[])`: one parameter for any number of keys. */
export function anyOf(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = ANY(${sql.param(values)}::${sql.raw(column.getSQLType())}[])`;
}

/** Runs a query per chunk of keys and concatenates the results, keeping each statement modest. */
export async function selectByChunks<K, R>(
  keys: readonly K[],
  query: (keys: K[]) => Promise<R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (const part of chunk(keys, 20_000)) results.push(...(await query(part)));
  return results;
}

export async function deleteByIds(
  db: Queryable,
  table: PgTable,
  idColumn: PgColumn,
  ids: number[],
): Promise<number> {
  for (const part of chunk(ids, 20_000))
    await db.execute(sql`DELETE FROM ${table} WHERE ${anyOf(idColumn, part)}`);
  return ids.length;
}
