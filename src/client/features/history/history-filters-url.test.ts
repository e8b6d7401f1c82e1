import { describe, expect, it } from 'vitest';
import { readHistoryFilters, writeHistoryFilters } from './history-filters-url';

describe('history filters in the URL', () => {
  it('round-trips and drops what is not a filter value', () => {
    const filters = readHistoryFilters(new URLSearchParams('kind=serp&keyword=shoes&from=2026-10-01&to=bad&x=1'));
    expect(filters).toEqual({ kind: 'serp', keyword: 'shoes', from: '2026-10-01', to: '' });
    expect(writeHistoryFilters(filters).toString()).toBe('kind=serp&keyword=shoes&from=2026-10-01');
    expect(readHistoryFilters(new URLSearchParams('kind=images')).kind).toBe('');
  });
});
