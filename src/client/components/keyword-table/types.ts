// Column definition and props of the keyword table kit: each screen passes its own column list,
// built from the factories in columns.tsx or written by hand. The table and its card list (narrow
// screens) both read the props from here.
import type { ReactNode } from 'react';
import type { TableLayout } from '@shared/keyword-row/table-layout';
import type { SortState } from '@shared/sorting';

export interface KeywordColumn<Row, K extends string = string> {
  /** Unique within the table. */
  id: string;
  /** Visible header text; it is also the sort button's accessible name. */
  header: string;
  /** What the column means, shown on hover and keyboard focus of the header. */
  hint?: string;
  /** The row field this column sorts by; the header is a sort button only when set. */
  sortKey?: K;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The column's default width: a share of a 1200 px table ("7%") or pixels (table-layout is fixed so virtualised rows never shift). */
  width?: string;
  /** A narrow control column (the row checkbox): tight padding, its header read by screen readers only. */
  compact?: boolean;
}

export interface KeywordTableProps<Row, K extends string> {
  /** Accessible name of the table and its scroll region. */
  caption: string;
  rows: readonly Row[];
  columns: readonly KeywordColumn<Row, K>[];
  getRowKey: (row: Row, index: number) => string;
  sort?: SortState<K>;
  onSortChange?: (next: SortState<K>) => void;
  /** Rows drawn highlighted (the SEED row); the caller keeps them first. */
  isSeedRow?: (row: Row) => boolean;
  /** A row's least height and the first estimate of each (default 54: a row with the 12-month trend's three lines). */
  rowHeight?: number;
  emptyMessage?: ReactNode;
  className?: string;
  /** Rows the whole list holds when only some are loaded (paged reads): the table's aria-rowcount. */
  totalRowCount?: number;
  /** Called when the rows in view come near the last loaded one: the caller loads the next page. */
  onNearEnd?: () => void;
  /**
   * Rows read by their place in the list (decision 068): the table is as long as `totalRowCount`
   * from the start, `rows` are the rows from `offset` on, and every other place is drawn as an empty
   * row until the caller, told which places are in view, reads them. Without it the table holds
   * only `rows` and grows through onNearEnd.
   */
  rowsWindow?: RowsWindow;
  /** The user's columns, widths and density; without it every column shows at its default width. */
  layout?: KeywordTableLayoutState;
  /** A line under the table's name (the provenance every row shares), shown in its caption. */
  captionNote?: ReactNode;
}

/** The user's layout of a table (columns shown, order, widths, density) and its setter. */
export interface KeywordTableLayoutState {
  layout: TableLayout;
  setLayout: (next: TableLayout) => void;
}

/** The loaded stretch of a list read by position, and where the caller hears which places are in view. */
export interface RowsWindow {
  /** The place in the whole list of `rows[0]`. */
  offset: number;
  /** The first and last places drawn (in view plus the overscan), whenever they change. */
  onRangeChange: (first: number, last: number) => void;
}
