// The text search of a keyword table: case-insensitive substring match on the keyword (the
// matching itself is applyKeywordFilters in src/shared). Props: value, onChange, label, placeholder.
import { Search } from 'lucide-react';
import { Input } from '../ui/input';

export interface KeywordSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name (there is no visible label: the placeholder and icon say what it is). */
  label?: string;
  placeholder?: string;
  className?: string;
}

export function KeywordSearchBox({ value, onChange, label = 'Search keywords', placeholder = 'Search keywords...', className }: KeywordSearchBoxProps) {
  return (
    <div className={className ?? 'relative w-full max-w-xs'}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} className="pl-9" />
    </div>
  );
}
