import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../../../shared/mcp/limits.js';
import { compactPage, compactRow, rowsWithinBudget } from './compact-rows.js';

const row = (rank: number) => ({ rank, keyword: `keyword ${rank}`, searchVolume: rank * 10, difficulty: 20, cpc: null, intent: ['commercial'], monthlySearches: [] });

describe('compact rows', () => {
  it('keeps rank, keyword and the chosen columns only (missing ones as null), and a list item\'s id', () => {
    expect(compactRow(row(3), ['searchVolume', 'cpc'])).toEqual({ rank: 3, keyword: 'keyword 3', searchVolume: 30, cpc: null });
    expect(compactRow({ ...row(1), id: 'item-1' }, ['difficulty'])).toEqual({ rank: 1, keyword: 'keyword 1', itemId: 'item-1', difficulty: 20 });
  });

  it('cuts a page at the token budget, never below one row', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ text: 'x'.repeat(400), i }));
    const kept = rowsWithinBudget(rows, 1_000);
    expect(estimateTokens(JSON.stringify(kept))).toBeLessThanOrEqual(1_000 + kept.length);
    expect(kept.length).toBeLessThan(rows.length);
    expect(rowsWithinBudget([{ text: 'x'.repeat(10_000) }], 10)).toHaveLength(1);
  });

  it('says whether more rows match and which offset reads them', () => {
    const page = compactPage({ offset: 10, totalMatching: 25, totalRows: 40, rows: [row(11), row(12)] }, ['searchVolume'], 'get_research_rows');
    expect(page).toMatchObject({ truncated: true, nextOffset: 12, nextPage: 'Call get_research_rows again with offset=12 for the next rows.', columns: ['rank', 'keyword', 'searchVolume'] });
    expect(compactPage({ offset: 0, totalMatching: 2, totalRows: 2, rows: [row(1), row(2)] }, [], 't')).toMatchObject({ truncated: false, nextOffset: null, nextPage: null });
  });
});
