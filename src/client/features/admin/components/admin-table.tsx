// A plain, accessible table for the admin lists (short lists with no sorting or filtering of
// their own, so the keyword-table kit's virtualisation is not needed here).
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface AdminColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface AdminTableProps<T> {
  /** Names the table for screen readers (shown only to them). */
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  emptyText: string;
  /** A pointer shortcut; keyboard users reach the same action through a button in the row. */
  onRowClick?: (row: T) => void;
}

export function AdminTable<T>({ caption, columns, rows, rowKey, emptyText, onRowClick }: AdminTableProps<T>) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn('px-4 py-3 font-semibold', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-muted-foreground">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                // Selecting a cell's text with the mouse ends in a click too: that one opens nothing.
                onClick={onRowClick ? () => !window.getSelection()?.toString() && onRowClick(row) : undefined}
                className={cn('border-t border-border', onRowClick && 'cursor-pointer hover:bg-muted/60')}
              >
                {columns.map((column) => (
                  <td key={column.id} className={cn('px-4 py-3 align-middle', column.className)}>
                    {column.cell(row)}
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
