// The history's filter bar: kind, part of the keyword and a day range. Each change replaces the
// URL's filters (history-filters-url.ts), which the list reads.
import { RESEARCH_KIND_VALUES } from '@shared/contract/researches';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { KIND_LABELS, type HistoryFilters } from './history-filters-url';

export function HistoryFiltersForm({ filters, onChange }: { filters: HistoryFilters; onChange: (next: HistoryFilters) => void }) {
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  return (
    <form role="search" aria-label="Filter the history" className="grid gap-3 sm:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
      <div className="space-y-1">
        <Label htmlFor="history-kind">Kind</Label>
        <Select id="history-kind" value={filters.kind} onChange={(event) => set({ kind: event.target.value as HistoryFilters['kind'] })}>
          <option value="">All kinds</option>
          {RESEARCH_KIND_VALUES.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="history-keyword">Keyword</Label>
        <Input id="history-keyword" type="search" value={filters.keyword} maxLength={200} placeholder="Part of the keyword" onChange={(event) => set({ keyword: event.target.value })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="history-from">From</Label>
        <Input id="history-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => set({ from: event.target.value })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="history-to">To</Label>
        <Input id="history-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => set({ to: event.target.value })} />
      </div>
    </form>
  );
}
