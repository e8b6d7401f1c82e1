import { describe, expect, it } from 'vitest';
import { RESULTS_FILTER_DEFAULTS } from '@shared/filters/numeric-filter';
import { filterAndSortRows } from './filtered-rows';

const row = (keyword: string, searchVolume: number | null, isSeedKeyword = false) => ({ keyword, searchVolume, cpc: 1, difficulty: 10, isSeedKeyword });
const rows = [row('seo', 10, true), row('seo tools', 500), row('best seo', null), row('seo audit', 900)];
const isPinned = (r: { isSeedKeyword: boolean }) => r.isSeedKeyword;

describe('filterAndSortRows', () => {
  it('keeps the seed first and sorts the rest with missing values last', () => {
    const shown = filterAndSortRows(rows, { filters: RESULTS_FILTER_DEFAULTS, search: '', sort: { key: 'searchVolume', direction: 'desc' }, isPinned });
    expect(shown.map((r) => r.keyword)).toEqual(['seo', 'seo audit', 'seo tools', 'best seo']);
  });

  it('applies enabled filters and the search', () => {
    const filters = { ...RESULTS_FILTER_DEFAULTS, volume: { enabled: true, operator: '>=' as const, value: '500' } };
    const shown = filterAndSortRows(rows, { filters, search: 'AUDIT', sort: { key: 'keyword', direction: 'asc' }, isPinned });
    expect(shown.map((r) => r.keyword)).toEqual(['seo audit']);
  });

  it('sorts without pinning when no pin rule is given', () => {
    const shown = filterAndSortRows(rows, { filters: RESULTS_FILTER_DEFAULTS, search: '', sort: { key: 'searchVolume', direction: 'asc' } });
    expect(shown.map((r) => r.keyword)).toEqual(['seo', 'seo tools', 'seo audit', 'best seo']);
  });
});
