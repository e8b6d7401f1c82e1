// The numeric filters panel (spec: three rows Volume, CPC, Difficulty, each with an enable
// checkbox, an operator select <, <=, =, >=, > and a value; "All filters use AND logic"; Reset).
// Controlled: the screen owns the MetricFilters (see use-metric-filters) and its defaults.
// A value field is committed on blur: empty or invalid becomes 0 (spec section 5).
// Props: filters, onChange(key, patch), onReset(), optional idPrefix for unique field ids.
import { useId } from 'react';
import { FILTER_OPERATORS, filterValueOf, isFilterOperator, METRIC_FILTER_KEYS, type MetricFilterKey, type MetricFilters, type NumericFilter } from '@shared/filters/numeric-filter';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

export const METRIC_FILTER_LABELS: Record<MetricFilterKey, string> = { volume: 'Volume', cpc: 'CPC', difficulty: 'Difficulty' };

export interface NumericFiltersPanelProps {
  filters: MetricFilters;
  onChange: (key: MetricFilterKey, patch: Partial<NumericFilter>) => void;
  onReset: () => void;
  className?: string;
}

export function NumericFiltersPanel({ filters, onChange, onReset, className }: NumericFiltersPanelProps) {
  const baseId = useId();
  return (
    <section aria-label="Filters" className={className ?? 'flex flex-col gap-3 rounded-md border border-border bg-slate-50 p-4'}>
      {METRIC_FILTER_KEYS.map((key) => {
        const filter = filters[key];
        const label = METRIC_FILTER_LABELS[key];
        const id = `${baseId}-${key}`;
        return (
          <div key={key} className="grid grid-cols-[8rem_5.5rem_minmax(0,12rem)] items-center gap-3">
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-enabled`} checked={filter.enabled} onChange={(event) => onChange(key, { enabled: event.target.checked })} />
              <Label htmlFor={`${id}-enabled`}>{label}</Label>
            </div>
            <Select
              aria-label={`${label} operator`}
              value={filter.operator}
              disabled={!filter.enabled}
              onChange={(event) => {
                if (isFilterOperator(event.target.value)) onChange(key, { operator: event.target.value });
              }}
            >
              {FILTER_OPERATORS.map((operator) => (
                <option key={operator} value={operator}>
                  {operator}
                </option>
              ))}
            </Select>
            <Input
              aria-label={`${label} value`}
              inputMode="decimal"
              value={filter.value}
              disabled={!filter.enabled}
              placeholder="0"
              onChange={(event) => onChange(key, { value: event.target.value })}
              // Typed text ("1.5k", "$2M") filters as soon as it reads as a number; on leaving the
              // field it is committed as that number, and empty or unreadable text becomes 0.
              onBlur={() => onChange(key, { value: String(filterValueOf(filter.value)) })}
            />
          </div>
        );
      })}
      <div className="flex items-center justify-between gap-3 pt-1">
        <p className="text-xs text-muted-foreground">All filters use AND logic</p>
        <Button variant="outline" size="sm" onClick={onReset}>
          Reset
        </Button>
      </div>
    </section>
  );
}
