import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface DataTableProps<Row> {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** Sorting done by the server: the table shows it and asks for another through onSortingChange. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  empty: string;
}

/**
 * A list as a real table (headers, caption for screen readers) that scrolls sideways on a narrow screen.
 * Sorting and paging belong to the server (the URL holds them), so the table only renders.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  sorting,
  onSortingChange,
  empty,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  // The table is rebuilt from its props on every render (a page of at most 100 rows), so the React
  // Compiler's memoization it opts out of is not missed.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    state: { sorting: sorting ?? [] },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting ?? []) : updater;
      onSortingChange?.(next);
    },
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface-raised">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-sunken">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = onSortingChange !== undefined && header.column.getCanSort();
                const direction = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                    }
                    className="px-3 py-2 font-medium whitespace-nowrap"
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 hover:text-accent"
                        title={t('table.sort')}
                      >
                        {label}
                        {direction === 'asc' ? (
                          <ArrowUp aria-hidden className="size-3.5" />
                        ) : direction === 'desc' ? (
                          <ArrowDown aria-hidden className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-3.5 text-ink-muted" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
