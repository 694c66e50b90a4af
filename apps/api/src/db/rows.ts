import { type SQL, sql } from 'drizzle-orm';

/** The SQL types rows are sent to a statement in. */
type ColumnType = 'int' | 'text';

export type Columns = Record<string, ColumnType>;

/**
 * A statement's parameter holding rows: one array per column, named `<set>_<column>`, which the
 * statement unnests (`unnestedRows`). PostgreSQL knows how many elements an array parameter holds
 * (and takes 10 for one it cannot see), while it takes any JSON array for 100 rows: with that
 * estimate it joined a batch of one cart's payment to the payments table by hashing every row.
 */
export function rowParameters(
  set: string,
  columns: Columns,
  rows: ReadonlyArray<object>,
): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.keys(columns).map((column) => [
      `${set}_${column}`,
      rows.map((row) => (row as Record<string, unknown>)[column] ?? null),
    ]),
  );
}

/**
 * The rows of `rowParameters(set, columns, …)` as a FROM item named `set`, its columns named as
 * given; `position` adds each row's position (1, 2, …) as the column `position`.
 */
export function unnestedRows(
  param: (key: string) => unknown,
  set: string,
  columns: Columns,
  options: { position?: boolean } = {},
): SQL {
  const names = Object.keys(columns).map((column) => `"${column}"`);
  const arrays = Object.entries(columns).map(
    ([column, type]) => sql`${param(`${set}_${column}`)}::${sql.raw(type)}[]`,
  );
  return sql`unnest(${sql.join(arrays, sql`, `)})${options.position ? sql` with ordinality` : sql``}
    as ${sql.raw(set)}(${sql.raw([...names, ...(options.position ? ['position'] : [])].join(', '))})`;
}
