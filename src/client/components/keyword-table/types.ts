// Column definition of the keyword table kit: each screen passes its own list, built from the
// factories in columns.tsx or written by hand.
import type { ReactNode } from 'react';

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
  /** CSS width of the column (table-layout is fixed so virtualised rows never shift). */
  width?: string;
  /** A narrow control column (the row checkbox): tight padding, its header read by screen readers only. */
  compact?: boolean;
}
