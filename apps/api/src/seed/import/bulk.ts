import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';

/** PostgreSQL takes at most 65535 parameters per statement; stay well below and keep statements a few thousand rows. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS = 4_000;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export function rowsPerStatement(columnsPerRow: number): number {
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, columnsPerRow))));
}

export interface UpsertCounts {
  created: number;
  updated: number;
}

type Row = Record<string, unknown>;

/**
 * Multi-row INSERT … ON CONFLICT DO UPDATE that only touches rows whose values differ, so that an
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
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (key: string): PgColumn => {
    const found = columns[key];
    if (!found) throw new Error(`Unknown column ${key}`);
    return found;
  };
  const excluded = (key: string): SQL => sql.raw(`excluded."${toSnakeCase(column(key).name)}"`);
  const set: Record<string, SQL> = Object.fromEntries(options.update.map((key) => [key, excluded(key)]));
  if ('updatedAt' in columns) set.updatedAt = sql`now()`;
  const changed = sql`(${sql.join(
    options.update.map((key) => sql`${column(key)}`),
    sql`, `,
  )}) IS DISTINCT FROM (${sql.join(options.update.map(excluded), sql`, `)})`;

  const width = Object.keys(rows[0] ?? {}).length;
  for (const batch of chunk(rows, rowsPerStatement(width))) {
    const returned = (await db
      .insert(table)
      .values(batch)
      .onConflictDoUpdate({ target: options.target, set, setWhere: changed })
      .returning({ inserted: sql<boolean>`(xmax = 0)` })) as { inserted: boolean }[];
    for (const row of returned) {
      if (row.inserted) counts.created++;
      else counts.updated++;
    }
  }
  return counts;
}

/** Plain multi-row inserts, batched under the parameter limit. */
export async function insertRows(db: Queryable, table: PgTable, rows: Row[]): Promise<number> {
  if (rows.length === 0) return 0;
  const width = Object.keys(rows[0] ?? {}).length;
  for (const batch of chunk(rows, rowsPerStatement(width))) await db.insert(table).values(batch);
  return rows.length;
}

/** Runs a query per chunk of keys (e.g. `WHERE code IN (…)`) and concatenates the results. */
export async function selectByChunks<K, R>(
  keys: readonly K[],
  query: (keys: K[]) => Promise<R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (const part of chunk(keys, 10_000)) results.push(...(await query(part)));
  return results;
}

export async function deleteByIds(
  db: Queryable,
  table: PgTable,
  idColumn: PgColumn,
  ids: number[],
): Promise<number> {
  for (const part of chunk(ids, 10_000)) await db.delete(table).where(inArray(idColumn, part));
  return ids.length;
}

/** Batched inserts that keep rows already there (ON CONFLICT DO NOTHING). */
export async function insertMissingRows(db: Queryable, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const width = Object.keys(rows[0] ?? {}).length;
  for (const batch of chunk(rows, rowsPerStatement(width)))
    await db.insert(table).values(batch).onConflictDoNothing();
}
