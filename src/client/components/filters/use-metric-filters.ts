// State of the numeric filters panel: starts at the screen's defaults (RESULTS_FILTER_DEFAULTS,
// RELATED_FILTER_DEFAULTS) and resets to `resetTo` (defaults unless given; the related screen
// resets to RELATED_FILTER_RESET). Usage:
//   const { filters, update, reset, activeCount } = useMetricFilters(RESULTS_FILTER_DEFAULTS);
import { useCallback, useMemo, useState } from 'react';
import { countActiveFilters } from '@shared/filters/apply-filters';
import type { MetricFilterKey, MetricFilters, NumericFilter } from '@shared/filters/numeric-filter';

export interface MetricFiltersState {
  filters: MetricFilters;
  update: (key: MetricFilterKey, patch: Partial<NumericFilter>) => void;
  reset: () => void;
  /** How many filters are switched on (the Filters badge). */
  activeCount: number;
}

export function useMetricFilters(initial: MetricFilters, resetTo: MetricFilters = initial): MetricFiltersState {
  const [filters, setFilters] = useState<MetricFilters>(initial);
  const update = useCallback((key: MetricFilterKey, patch: Partial<NumericFilter>) => {
    setFilters((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  }, []);
  const reset = useCallback(() => setFilters(resetTo), [resetTo]);
  const activeCount = useMemo(() => countActiveFilters(filters), [filters]);
  return { filters, update, reset, activeCount };
}
