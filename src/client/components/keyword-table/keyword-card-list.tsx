// The keyword table as a list of cards, for phones (below 640 px): the first column (the keyword)
// titles each card, the others are label/value pairs, so nothing scrolls sideways inside the
// page. Sorting moves from the hidden header buttons to a "Sort by" select and a direction
// button; filtering happens before the rows arrive here, so it is the same as the table's. The
// list scrolls with the page and only the cards in view are in the DOM. The user's layout (the
// same TanStack column model as the grid) decides which figures a card shows and in which order.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useRef } from 'react';
import type { SortState } from '@shared/sorting';
import { cn } from '../../lib/cn';
import type { KeywordColumn, KeywordTableProps } from './types';
import { useKeywordTableModel } from './use-keyword-table-model';
import { useWindowRows } from './use-window-rows';

const CARD_ESTIMATE = 176;
const OVERSCAN = 4;

export function KeywordCardList<Row, K extends string>({
  caption,
  rows,
  columns,
  getRowKey,
  sort,
  onSortChange,
  isSeedRow,
  emptyMessage = 'No keywords match.',
  className,
  totalRowCount,
  onNearEnd,
  rowsWindow,
  layout,
  captionNote,
}: KeywordTableProps<Row, K>) {
  const listRef = useRef<HTMLOListElement>(null);
  const table = useKeywordTableModel({ rows, columns, getRowKey, layout });
  const columnsById = new Map(columns.map((column) => [column.id, column]));
  const shown = table.getVisibleLeafColumns().flatMap((column) => columnsById.get(column.id) ?? []);
  const compact = layout?.layout.density === 'compact';
  // A control column (the row checkbox) sits beside the card's title, not among its figures; the
  // keyword titles the card wherever the user put its column.
  const controlColumns = shown.filter((column) => column.compact);
  const titleColumn: KeywordColumn<Row, K> | undefined = shown.find((column) => column.id === 'keyword') ?? shown.find((column) => !column.compact);
  const detailColumns = shown.filter((column) => !column.compact && column !== titleColumn);
  // Read by position (decision 068): the whole list's length from the start, the loaded cards at their places.
  const rowsFrom = rowsWindow?.offset ?? 0;
  const count = rowsWindow ? Math.max(totalRowCount ?? 0, rowsFrom + rows.length) : rows.length;
  const { virtualizer, items, paddingTop, paddingBottom } = useWindowRows(listRef, {
    count,
    estimateSize: CARD_ESTIMATE,
    overscan: OVERSCAN,
    initialRect: { width: 390, height: 844 },
    // The server's rows arrive page by page: the next page is asked for as the cards near the end.
    onNearEnd,
    nearEndMargin: OVERSCAN * 2,
    onRangeChange: rowsWindow?.onRangeChange,
  });

  return (
    <section aria-label={caption} className={cn('flex flex-col gap-3', className)}>
      {captionNote ? <p className="text-xs text-muted-foreground">{captionNote}</p> : null}
      {sort && onSortChange ? <CardSortControls columns={columns} sort={sort} onSortChange={onSortChange} /> : null}
      {count === 0 ? <p className="rounded-md border border-border px-3 py-10 text-center text-muted-foreground">{emptyMessage}</p> : null}
      <ol
        ref={listRef}
        className="flex flex-col"
        style={{ paddingTop, paddingBottom }}
        aria-label={totalRowCount !== undefined && totalRowCount > rows.length ? `${caption} (${rows.length} of ${totalRowCount} loaded)` : caption}
      >
        {items.map((item) => {
          const row = rows[item.index - rowsFrom];
          if (!titleColumn) return null;
          if (row === undefined) {
            // A place whose card is being read: as tall as a card, with no text until it arrives.
            return rowsWindow ? (
              <li key={`unread:${item.index}`} data-index={item.index} ref={virtualizer.measureElement} aria-busy="true" className={compact ? 'pb-2' : 'pb-3'}>
                <div className="h-40 animate-pulse rounded-md border border-border bg-muted" />
              </li>
            ) : null;
          }
          const isSeed = isSeedRow?.(row) ?? false;
          return (
            <li
              key={getRowKey(row, item.index)}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={compact ? 'pb-2' : 'pb-3'}
            >
              <article className={cn('rounded-md border border-border', compact ? 'p-2 text-xs' : 'p-3 text-sm', isSeed ? 'bg-blue-50' : 'bg-white')}>
                <div className="mb-2 flex items-start gap-2">
                  {controlColumns.map((column) => (
                    <span key={column.id} className="shrink-0 pt-0.5">
                      {column.cell(row)}
                    </span>
                  ))}
                  <div className="min-w-0 flex-1 break-words font-medium">{titleColumn.cell(row)}</div>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  {detailColumns.map((column) => (
                    <div key={column.id} className="contents">
                      <dt className="text-muted-foreground">{column.header}</dt>
                      <dd className="min-w-0 break-words text-right">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function CardSortControls<Row, K extends string>({
  columns,
  sort,
  onSortChange,
}: {
  columns: KeywordTableProps<Row, K>['columns'];
  sort: SortState<K>;
  onSortChange: (next: SortState<K>) => void;
}) {
  const selectId = useId();
  const sortable = columns.filter((column): column is typeof column & { sortKey: K } => column.sortKey !== undefined);
  if (sortable.length === 0) return null;
  const ascending = sort.direction === 'asc';
  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          Sort by
        </label>
        <select
          id={selectId}
          value={sort.key}
          onChange={(event) => onSortChange({ key: event.target.value as K, direction: sort.direction })} // the options are the sortable keys
          className="h-10 rounded-md border border-input bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {sortable.map((column) => (
            <option key={column.id} value={column.sortKey}>
              {column.header}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => onSortChange({ key: sort.key, direction: ascending ? 'desc' : 'asc' })}
        aria-label={ascending ? 'Sorted ascending; sort descending' : 'Sorted descending; sort ascending'}
        className="inline-flex h-10 items-center gap-1 rounded-md border border-input bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {ascending ? <ArrowUp className="h-4 w-4" aria-hidden="true" /> : <ArrowDown className="h-4 w-4" aria-hidden="true" />}
        {ascending ? 'Ascending' : 'Descending'}
      </button>
    </div>
  );
}
