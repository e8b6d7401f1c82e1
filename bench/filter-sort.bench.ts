// Filter + sort of 10,000 keyword results with the shared functions the results table uses
// (applyKeywordFilters, sortRowsKeepingSeedFirst via filterAndSortRows): median of 60 runs.
import { RESULTS_FILTER_DEFAULTS, type MetricFilters } from '../src/shared/filters/numeric-filter.js';
import type { KeywordSortKey, SortState } from '../src/shared/sorting.js';
import { filterAndSortRows } from '../src/client/components/filters/filtered-rows.js';
import { makeRows, ms, time, type BenchRow } from './bench-utils.js';

const ROWS = 10_000;
const rows = makeRows(ROWS);
const isPinned = (row: BenchRow) => row.isSeedKeyword;

const allFilters: MetricFilters = {
  volume: { enabled: true, operator: '>=', value: '1k' },
  cpc: { enabled: true, operator: '>', value: '$0.50' },
  difficulty: { enabled: true, operator: '<', value: '70' },
};

const scenarios: Array<{ name: string; filters: MetricFilters; search: string; sort: SortState<Extract<KeywordSortKey, 'keyword' | 'searchVolume' | 'difficulty' | 'cpc' | 'intent'>> }> = [
  { name: 'default view (no filter, searchVolume desc)', filters: RESULTS_FILTER_DEFAULTS, search: '', sort: { key: 'searchVolume', direction: 'desc' } },
  { name: '3 filters + search "shoes", cpc asc', filters: allFilters, search: 'shoes', sort: { key: 'cpc', direction: 'asc' } },
  { name: 'no filter, keyword desc (locale compare)', filters: RESULTS_FILTER_DEFAULTS, search: '', sort: { key: 'keyword', direction: 'desc' } },
  { name: '3 filters, intent asc (locale compare)', filters: allFilters, search: '', sort: { key: 'intent', direction: 'asc' } },
];

console.log(`filter + sort of ${ROWS.toLocaleString('en-US')} result rows (median / p95 of 60 runs)`);
for (const scenario of scenarios) {
  let shown = 0;
  const timing = time(() => {
    shown = filterAndSortRows(rows, { filters: scenario.filters, search: scenario.search, sort: scenario.sort, isPinned }).length;
  });
  console.log(`  ${scenario.name.padEnd(46)} ${ms(timing.medianMs).padStart(10)}  p95 ${ms(timing.p95Ms).padStart(10)}  (${shown} rows shown)`);
}
