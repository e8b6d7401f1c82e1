import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyKeywordFilters, countActiveFilters, type FilterableKeywordRow } from './apply-filters';
import { matchesNumericFilter, RESULTS_FILTER_DEFAULTS, type MetricFilters } from './numeric-filter';

const rows: FilterableKeywordRow[] = [
  { keyword: 'Running Shoes', searchVolume: 12000, cpc: 1.2, difficulty: 45 },
  { keyword: 'running socks', searchVolume: 900, cpc: 0.4, difficulty: 20 },
  { keyword: 'trail shoes', searchVolume: null, cpc: null, difficulty: null },
  { keyword: 'shoe laces', searchVolume: 0, cpc: 0, difficulty: 5 },
];

const enable = (filters: MetricFilters, changes: Partial<MetricFilters>): MetricFilters => ({ ...filters, ...changes });

describe('applyKeywordFilters', () => {
  it('returns a copy of every row when nothing is active', () => {
    const out = applyKeywordFilters(rows, RESULTS_FILTER_DEFAULTS, '  ');
    expect(out).toEqual(rows);
    expect(out).not.toBe(rows);
  });

  it('searches keywords case-insensitively as a substring', () => {
    expect(applyKeywordFilters(rows, RESULTS_FILTER_DEFAULTS, 'SHOE').map((r) => r.keyword)).toEqual([
      'Running Shoes',
      'trail shoes',
      'shoe laces',
    ]);
  });

  it('combines enabled filters with AND and drops rows without the value', () => {
    const filters = enable(RESULTS_FILTER_DEFAULTS, {
      volume: { enabled: true, operator: '>', value: '0' },
      difficulty: { enabled: true, operator: '<', value: '40' },
    });
    expect(applyKeywordFilters(rows, filters, '').map((r) => r.keyword)).toEqual(['running socks']);
  });

  it('ignores an enabled filter whose value is being typed', () => {
    const filters = enable(RESULTS_FILTER_DEFAULTS, { cpc: { enabled: true, operator: '>', value: '' } });
    expect(applyKeywordFilters(rows, filters, '')).toHaveLength(rows.length);
  });

  it('agrees with matchesNumericFilter row by row', () => {
    const filterArb = fc.record({
      enabled: fc.boolean(),
      operator: fc.constantFrom('<', '<=', '=', '>=', '>' as const),
      value: fc.oneof(fc.integer({ min: -10, max: 200 }).map(String), fc.constantFrom('', 'x', '1k')),
    });
    const rowArb = fc.record({
      keyword: fc.string(),
      searchVolume: fc.option(fc.integer({ min: 0, max: 2000 })),
      cpc: fc.option(fc.double({ noNaN: true, min: 0, max: 20 })),
      difficulty: fc.option(fc.integer({ min: 0, max: 100 })),
    });
    fc.assert(
      fc.property(fc.array(rowArb), filterArb, filterArb, filterArb, fc.string({ maxLength: 2 }), (list, volume, cpc, difficulty, search) => {
        const filters = { volume, cpc, difficulty };
        const expected = list.filter(
          (r) =>
            r.keyword.toLowerCase().includes(search.trim().toLowerCase()) &&
            matchesNumericFilter(r.searchVolume, volume) &&
            matchesNumericFilter(r.cpc, cpc) &&
            matchesNumericFilter(r.difficulty, difficulty),
        );
        expect(applyKeywordFilters(list, filters, search)).toEqual(expected);
      }),
    );
  });

  // Speed is measured in bench/filter-sort.bench (npm run bench), never asserted in a test.
});

describe('countActiveFilters', () => {
  it('counts enabled filters', () => {
    expect(countActiveFilters(RESULTS_FILTER_DEFAULTS)).toBe(0);
    const two = enable(RESULTS_FILTER_DEFAULTS, {
      volume: { ...RESULTS_FILTER_DEFAULTS.volume, enabled: true },
      cpc: { ...RESULTS_FILTER_DEFAULTS.cpc, enabled: true },
    });
    expect(countActiveFilters(two)).toBe(2);
  });
});
