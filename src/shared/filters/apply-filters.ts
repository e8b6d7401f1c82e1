// Filters and text search applied to a keyword table. Runs on every keystroke over up to
// thousands of rows, so each filter's threshold is parsed once per call, not once per row.
import { readNumber } from '../format/number';
import {
  compareWith,
  METRIC_FILTER_KEYS,
  parseFilterNumber,
  type FilterOperator,
  type MetricFilters,
} from './numeric-filter';

export type { MetricFilters } from './numeric-filter';

export interface FilterableKeywordRow {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null;
  difficulty: number | null;
}

const ROW_FIELD = { volume: 'searchVolume', cpc: 'cpc', difficulty: 'difficulty' } as const;

interface ActiveCheck {
  field: (typeof ROW_FIELD)[keyof typeof ROW_FIELD];
  operator: FilterOperator;
  threshold: number;
}

function activeChecks(filters: MetricFilters): ActiveCheck[] {
  const checks: ActiveCheck[] = [];
  for (const key of METRIC_FILTER_KEYS) {
    const filter = filters[key];
    if (!filter.enabled) continue;
    const threshold = parseFilterNumber(filter.value);
    // An unreadable threshold passes every row, so it adds no check at all.
    if (threshold === null) continue;
    checks.push({ field: ROW_FIELD[key], operator: filter.operator, threshold });
  }
  return checks;
}

/**
 * Rows that pass every enabled filter (AND) and whose keyword contains the search text,
 * case-insensitively. Leading and trailing spaces of the search are ignored. Returns a new array
 * in the input order; the input is not changed.
 */
export function applyKeywordFilters<T extends FilterableKeywordRow>(
  rows: readonly T[],
  filters: MetricFilters,
  search: string,
): T[] {
  const checks = activeChecks(filters);
  const needle = search.trim().toLowerCase();
  if (checks.length === 0 && needle === '') return rows.slice();
  return rows.filter((row) => {
    if (needle !== '' && !row.keyword.toLowerCase().includes(needle)) return false;
    for (const check of checks) {
      const value = readNumber(row[check.field]);
      if (value === null || !compareWith(check.operator, value, check.threshold)) return false;
    }
    return true;
  });
}

/** The number on the Filters badge: how many filters are switched on. */
export function countActiveFilters(filters: MetricFilters): number {
  return METRIC_FILTER_KEYS.filter((key) => filters[key].enabled).length;
}
