// The keyword table kit: TanStack Table for the column model, TanStack Virtual so only the rows
// in view (plus a small overscan) are in the DOM, however long the list. The table scrolls with
// the page (no inner scroll box) and its header sticks to the top of the window. Sorting is done outside
// with src/shared/sorting.ts (see use-filtered-rows): the header buttons only report the next
// sort via onSortChange(nextSort(current, key)). Rows have a fixed height, so keep cells on one line.
//
//   <KeywordTable caption="Keyword results" rows={rows} columns={columns} getRowKey={(r) => r.keyword}
//     sort={sort} onSortChange={setSort} isSeedRow={(r) => r.isSeedKeyword} />
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import { nextSort } from '@shared/sorting';
import { cn } from '../../lib/cn';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { KeywordCardList } from './keyword-card-list';
import { alignClass, PlainHeader, SortHeader } from './sort-header';
import type { KeywordTableProps } from './types';
import { useWindowRows } from './use-window-rows';

const OVERSCAN = 8;

/** The table on screens 640 px and wider, a list of cards below. */
export function KeywordTable<Row, K extends string>(props: KeywordTableProps<Row, K>) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  return narrow ? <KeywordCardList {...props} /> : <KeywordGrid {...props} />;
}

function KeywordGrid<Row, K extends string>({
  caption,
  rows,
  columns,
  getRowKey,
  sort,
  onSortChange,
  isSeedRow,
  rowHeight = 54,
  emptyMessage = 'No keywords match.',
  className,
  totalRowCount,
  onNearEnd,
}: KeywordTableProps<Row, K>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, cell: (info) => column.cell(info.row.original) })),
    [columns],
  );
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const table = useReactTable<Row>({
    // TanStack Table wants a mutable array type; it never writes to it.
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => getRowKey(row, index),
    manualSorting: true,
  });
  const tableRows = table.getRowModel().rows;

  const { virtualizer, items: virtualRows, paddingTop, paddingBottom } = useWindowRows(bodyRef, {
    count: tableRows.length,
    estimateSize: rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 1024, height: 800 },
    onNearEnd,
    nearEndMargin: OVERSCAN * 4,
  });

  return (
    // Sideways scrolling only where the columns do not fit (narrow windows); from md up nothing
    // clips, so the header can stick to the window. Focusable because it can scroll (axe:
    // scrollable-region-focusable).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn('rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-md:overflow-x-auto', className)}
    >
      <table className="w-full min-w-[720px] table-fixed border-collapse text-sm" aria-rowcount={(totalRowCount ?? rows.length) + 1}>
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-white shadow-[0_1px_0_var(--color-border)]">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1} className="border-b border-border">
              {group.headers.map((header) => {
                const column = columnsById.get(header.column.id);
                if (!column) return null;
                const sortKey = column.sortKey;
                if (!sortKey || !sort || !onSortChange) return <PlainHeader key={header.id} label={column.header} align={column.align} compact={column.compact} />;
                return (
                  <SortHeader
                    key={header.id}
                    label={column.header}
                    align={column.align}
                    hint={column.hint}
                    direction={sort.key === sortKey ? sort.direction : null}
                    onSort={() => onSortChange(nextSort(sort, sortKey))}
                  />
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef}>
          {tableRows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-muted-foreground">
                {emptyMessage}
              </td>
            </tr>
          ) : null}
          {paddingTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          ) : null}
          {virtualRows.map((virtualRow) => {
            const row = tableRows[virtualRow.index];
            if (!row) return null;
            const isSeed = isSeedRow?.(row.original) ?? false;
            return (
              <tr
                key={row.id}
                aria-rowindex={virtualRow.index + 2}
                // Measured, not assumed: a row whose cells wrap (a narrow window, the seasonality
                // cell) is taller than rowHeight, and an estimate that stays wrong kept the page's
                // height changing near its end, so a button below the table never held still.
                data-index={virtualRow.index}
                ref={virtualizer.measureElement}
                style={{ height: rowHeight }}
                className={cn('border-b border-border last:border-b-0', isSeed ? 'bg-blue-50' : 'hover:bg-slate-50')}
              >
                {row.getVisibleCells().map((cell) => {
                  const column = columnsById.get(cell.column.id);
                  return (
                    <td key={cell.id} className={cn('overflow-hidden py-1 align-middle', column?.compact ? 'px-1' : 'px-3', alignClass(column?.align))}>
                      {column?.cell(row.original)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
