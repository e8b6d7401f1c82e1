// The keyword table kit: TanStack Table for the column model (the user's visibility, order and
// widths, use-keyword-table-model.ts), TanStack Virtual so only the rows in view (plus a small
// overscan) are in the DOM, however long the list. The table scrolls with the page (no inner scroll
// box unless the chosen widths exceed the window) and its header sticks to the top of the window.
// Sorting is done outside with src/shared/sorting.ts (see use-filtered-rows): the header buttons
// only report the next sort via onSortChange(nextSort(current, key)). Rows are measured: a long
// keyword wraps instead of being cut.
//
//   <KeywordTable caption="Keyword results" rows={rows} columns={columns} getRowKey={(r) => r.keyword}
//     sort={sort} onSortChange={setSort} isSeedRow={(r) => r.isSeedKeyword} layout={layout} />
import type { Header } from '@tanstack/react-table';
import { useRef } from 'react';
import { nextSort } from '@shared/sorting';
import { cn } from '../../lib/cn';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { KeywordCardList } from './keyword-card-list';
import { alignClass, PlainHeader, SortHeader } from './sort-header';
import type { KeywordTableProps } from './types';
import { useElementWidth } from './use-element-width';
import { useKeywordTableModel } from './use-keyword-table-model';
import { useWindowRows } from './use-window-rows';

const OVERSCAN = 8;
/** Compact rows: one line of figures (the trend's sparkline keeps its height). */
const COMPACT_ROW_HEIGHT = 40;

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
  rowsWindow,
  layout,
  captionNote,
}: KeywordTableProps<Row, K>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const regionWidth = useElementWidth(regionRef);
  const columnsById = new Map(columns.map((column) => [column.id, column]));
  const table = useKeywordTableModel({ rows, columns, getRowKey, layout, availableWidth: regionWidth ?? undefined });
  const tableRows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const compact = layout?.layout.density === 'compact';
  const shownRowHeight = compact ? Math.min(rowHeight, COMPACT_ROW_HEIGHT) : rowHeight;
  const totalWidth = table.getTotalSize();
  // Sideways scrolling only when the chosen widths do not fit: otherwise nothing clips, so the
  // header can stick to the window.
  const overflows = regionWidth !== null && totalWidth > regionWidth;

  // Read by position: the whole list's length from the start, the loaded rows at their places.
  const rowsFrom = rowsWindow?.offset ?? 0;
  const count = rowsWindow ? Math.max(totalRowCount ?? 0, rowsFrom + tableRows.length) : tableRows.length;
  const { virtualizer, items: virtualRows, paddingTop, paddingBottom } = useWindowRows(bodyRef, {
    count,
    estimateSize: shownRowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 1024, height: 800 },
    onNearEnd,
    nearEndMargin: OVERSCAN * 4,
    onRangeChange: rowsWindow?.onRangeChange,
  });

  return (
    // Focusable because it can scroll (axe: scrollable-region-focusable).
    <div
      ref={regionRef}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn('rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', overflows ? 'overflow-x-auto' : 'max-md:overflow-x-auto', className)}
    >
      <table
        // Named by its caption alone: the caption's provenance line is read as the caption, not as the name.
        aria-label={caption}
        className={cn('table-fixed border-collapse', compact ? 'text-xs' : 'text-sm')}
        style={{ width: totalWidth, minWidth: '100%' }}
        aria-rowcount={(totalRowCount ?? rows.length) + 1}
      >
        <caption className={captionNote ? 'px-3 py-1.5 text-left text-xs text-muted-foreground' : 'sr-only'}>
          <span className="sr-only">{caption}</span>
          {captionNote ? <> {captionNote}</> : null}
        </caption>
        <colgroup>
          {visibleColumns.map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-white shadow-[0_1px_0_var(--color-border)]">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1} className="border-b border-border">
              {group.headers.map((header) => {
                const column = columnsById.get(header.column.id);
                if (!column) return null;
                const sortKey = column.sortKey;
                const resizer = layout && header.column.getCanResize() ? <ResizeHandle header={header} /> : null;
                if (!sortKey || !sort || !onSortChange)
                  return <PlainHeader key={header.id} label={column.header} align={column.align} compact={column.compact} resizer={resizer} />;
                return (
                  <SortHeader
                    key={header.id}
                    label={column.header}
                    align={column.align}
                    hint={column.hint}
                    direction={sort.key === sortKey ? sort.direction : null}
                    onSort={() => onSortChange(nextSort(sort, sortKey))}
                    resizer={resizer}
                  />
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef}>
          {count === 0 ? (
            <tr>
              <td colSpan={visibleColumns.length} className="px-3 py-10 text-center text-muted-foreground">
                {emptyMessage}
              </td>
            </tr>
          ) : null}
          {paddingTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={visibleColumns.length} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          ) : null}
          {virtualRows.map((virtualRow) => {
            const row = tableRows[virtualRow.index - rowsFrom];
            if (!row) {
              return rowsWindow ? (
                <UnreadRow key={`unread:${virtualRow.index}`} index={virtualRow.index} columns={visibleColumns.length} height={shownRowHeight} measure={virtualizer.measureElement} />
              ) : null;
            }
            const isSeed = isSeedRow?.(row.original) ?? false;
            return (
              <tr
                key={row.id}
                aria-rowindex={virtualRow.index + 2}
                // Measured, not assumed: a row whose keyword wraps or whose cells are taller than
                // rowHeight keeps its own height, so the page's height holds still as rows scroll in.
                data-index={virtualRow.index}
                ref={virtualizer.measureElement}
                style={{ height: shownRowHeight }}
                className={cn('border-b border-border last:border-b-0', isSeed ? 'bg-blue-50' : 'hover:bg-slate-50')}
              >
                {row.getVisibleCells().map((cell) => {
                  const column = columnsById.get(cell.column.id);
                  return (
                    <td
                      key={cell.id}
                      className={cn('overflow-hidden align-middle', compact ? 'py-0.5' : 'py-1', column?.compact ? 'px-1' : compact ? 'px-2' : 'px-3', alignClass(column?.align))}
                    >
                      {column?.cell(row.original)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={visibleColumns.length} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A place of a list read by position whose row is being read: as tall as a row, with no text (a
 * row's text says it has arrived), busy for assistive technology.
 */
function UnreadRow({ index, columns, height, measure }: { index: number; columns: number; height: number; measure: (element: Element | null) => void }) {
  return (
    <tr aria-rowindex={index + 2} aria-busy="true" data-index={index} ref={measure} style={{ height }} className="border-b border-border last:border-b-0">
      <td colSpan={columns} className="px-3 py-1 align-middle">
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
      </td>
    </tr>
  );
}

/**
 * The drag handle on a header's right edge (TanStack Table's resize handler); a double click gives
 * the column its default width back. For the pointer only, and kept out of the header's name: the
 * keyboard sets widths in the Columns panel.
 */
function ResizeHandle<Row>({ header }: { header: Header<Row, unknown> }) {
  const handler = header.getResizeHandler();
  return (
    <div
      aria-hidden="true"
      data-resize-handle={header.column.id}
      onMouseDown={handler}
      onTouchStart={handler}
      onDoubleClick={() => header.column.resetSize()}
      className={cn(
        'absolute right-0 top-0 h-full w-2 cursor-col-resize touch-none select-none border-r-2 border-transparent hover:border-blue-400',
        header.column.getIsResizing() && 'border-blue-600',
      )}
    />
  );
}
