// The column model of a keyword table, on TanStack Table's own column state: visibility, order and
// sizing come from the user's saved layout (table-layout/use-table-layout.ts) and a resize is
// written back to it. The grid and the phone's card list read the same model, so a column hidden
// or moved shows the same way on both. Widths are pixels: each column's default is its declared
// share of a 1200 px table (the results table at 1366 px), and the keyword column takes the room
// the others leave, so it widens with the window instead of cutting long keywords.
import { functionalUpdate, getCoreRowModel, useReactTable, type ColumnDef, type ColumnSizingState, type Updater } from '@tanstack/react-table';
import { useMemo } from 'react';
import { COLUMN_SIZE_BOUNDS, LOCKED_COLUMNS, type TableLayout } from '@shared/keyword-row/table-layout';
import type { KeywordColumn, KeywordTableLayoutState } from './types';

/** The table width the declared percentages are shares of. */
const REFERENCE_WIDTH = 1200;
/** The keyword column never gets less than this when it takes the room left. */
const KEYWORD_MIN_WIDTH = 180;
const FALLBACK_WIDTH = 120;

/** A column's default width in pixels: its declared share of the reference table, or its pixels. */
export function defaultColumnWidth(width: string | undefined): number {
  if (!width) return FALLBACK_WIDTH;
  const value = Number.parseFloat(width);
  if (!Number.isFinite(value)) return FALLBACK_WIDTH;
  return Math.round(width.trim().endsWith('%') ? (value / 100) * REFERENCE_WIDTH : value);
}

const visibilityOf = (layout: TableLayout) => Object.fromEntries(layout.hidden.map((id) => [id, false]));

export function useKeywordTableModel<Row, K extends string>(options: {
  rows: readonly Row[];
  columns: readonly KeywordColumn<Row, K>[];
  getRowKey: (row: Row, index: number) => string;
  layout?: KeywordTableLayoutState;
  /** The width the table has to fill; the keyword column takes what the others leave of it. */
  availableWidth?: number;
}) {
  const { rows, columns, getRowKey, layout: saved, availableWidth = REFERENCE_WIDTH } = options;
  const layout = saved?.layout;
  const hidden = useMemo(() => new Set(layout?.hidden ?? []), [layout]);
  const othersWidth = columns
    .filter((column) => column.id !== 'keyword' && !hidden.has(column.id))
    .reduce((sum, column) => sum + (layout?.sizes[column.id] ?? defaultColumnWidth(column.width)), 0);
  // Whole pixels, and only when the room changes by more than a few, so a scrollbar's coming and
  // going does not redraw every row.
  const keywordWidth = Math.max(KEYWORD_MIN_WIDTH, Math.floor((availableWidth - othersWidth) / 8) * 8);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        cell: (info) => column.cell(info.row.original),
        size: column.id === 'keyword' ? keywordWidth : defaultColumnWidth(column.width),
        minSize: column.compact ? defaultColumnWidth(column.width) : COLUMN_SIZE_BOUNDS.min,
        maxSize: COLUMN_SIZE_BOUNDS.max,
        enableHiding: !LOCKED_COLUMNS.includes(column.id),
        enableResizing: !column.compact,
      })),
    [columns, keywordWidth],
  );

  const setSizes = (updater: Updater<ColumnSizingState>) => {
    if (!saved) return;
    saved.setLayout({ ...saved.layout, sizes: functionalUpdate(updater, saved.layout.sizes) });
  };

  return useReactTable<Row>({
    // TanStack Table wants a mutable array type; it never writes to it.
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => getRowKey(row, index),
    manualSorting: true,
    enableColumnResizing: saved !== undefined,
    columnResizeMode: 'onEnd',
    state: layout ? { columnVisibility: visibilityOf(layout), columnOrder: layout.order, columnSizing: layout.sizes } : {},
    onColumnSizingChange: setSizes,
  });
}
