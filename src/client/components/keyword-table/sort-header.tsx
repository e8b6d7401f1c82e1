// A sortable column header: a button named by the header text, with aria-sort on the cell so
// screen readers hear the current order.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from '@shared/sorting';
import { cn } from '../../lib/cn';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface SortHeaderProps {
  label: string;
  direction: SortDirection | null;
  onSort: () => void;
  align?: 'left' | 'right' | 'center';
}

export function SortHeader({ label, direction, onSort, align = 'left' }: SortHeaderProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
      className={cn('sticky top-0 z-10 bg-slate-50 px-3 py-2 font-medium text-muted-foreground', alignClass(align))}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          direction && 'text-foreground',
        )}
      >
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

export function PlainHeader({ label, align = 'left' }: { label: string; align?: 'left' | 'right' | 'center' }) {
  return (
    <th scope="col" className={cn('sticky top-0 z-10 bg-slate-50 px-3 py-2 font-medium text-muted-foreground', alignClass(align))}>
      {label}
    </th>
  );
}

export function alignClass(align: 'left' | 'right' | 'center' = 'left'): string {
  return align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left';
}
