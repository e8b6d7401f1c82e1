// A sortable column header: a button named by the header text, with aria-sort on the cell so
// screen readers hear the current order.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { SortDirection } from '@shared/sorting';
import { cn } from '../../lib/cn';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface SortHeaderProps {
  label: string;
  direction: SortDirection | null;
  onSort: () => void;
  align?: 'left' | 'right' | 'center';
  /** What the column means: a tooltip on hover and focus, and the button's description. */
  hint?: string;
  /** The column's resize handle, on the header's right edge. */
  resizer?: ReactNode;
}

export function SortHeader({ label, direction, onSort, align = 'left', hint, resizer }: SortHeaderProps) {
  const hintId = useId();
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
      className={cn('group sticky top-0 z-10 bg-slate-50 px-3 py-2 font-medium text-muted-foreground', alignClass(align))}
    >
      <button
        type="button"
        onClick={onSort}
        aria-describedby={hint ? hintId : undefined}
        className={cn(
          'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          direction && 'text-foreground',
        )}
      >
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      {hint ? (
        <span
          id={hintId}
          role="tooltip"
          className="invisible absolute right-0 top-full z-20 mt-1 w-72 rounded-md border bg-white p-2 text-left text-xs font-normal text-slate-800 shadow-md group-focus-within:visible group-hover:visible"
        >
          {hint}
        </span>
      ) : null}
      {resizer}
    </th>
  );
}

export function PlainHeader({ label, align = 'left', compact = false, resizer }: { label: string; align?: 'left' | 'right' | 'center'; compact?: boolean; resizer?: ReactNode }) {
  return (
    <th scope="col" className={cn('sticky top-0 z-10 bg-slate-50 py-2 font-medium text-muted-foreground', compact ? 'px-1' : 'px-3', alignClass(align))}>
      {compact ? <span className="sr-only">{label}</span> : label}
      {resizer}
    </th>
  );
}

export function alignClass(align: 'left' | 'right' | 'center' = 'left'): string {
  return align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left';
}
