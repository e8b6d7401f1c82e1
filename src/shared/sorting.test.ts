import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortRows, sortRowsKeepingSeedFirst, type SortState } from './sorting';

interface Row {
  id: number;
  keyword: string;
  searchVolume: number | null;
  intent?: string | null;
}

const rows: Row[] = [
  { id: 1, keyword: 'banana', searchVolume: 50, intent: 'commercial' },
  { id: 2, keyword: 'Apple', searchVolume: null, intent: null },
  { id: 3, keyword: 'cherry', searchVolume: 500 },
  { id: 4, keyword: 'apple pie', searchVolume: NaN, intent: 'informational' },
  { id: 5, keyword: 'date', searchVolume: 50, intent: 'informational' },
];

const ids = (list: Row[]) => list.map((r) => r.id);

describe('nextSort', () => {
  it('starts with search volume descending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'searchVolume', direction: 'desc' });
  });

  it('flips the active column and sorts a new one descending', () => {
    expect(nextSort(DEFAULT_SORT, 'searchVolume')).toEqual({ key: 'searchVolume', direction: 'asc' });
    expect(nextSort({ key: 'searchVolume', direction: 'asc' }, 'searchVolume')).toEqual({ key: 'searchVolume', direction: 'desc' });
    expect(nextSort({ key: 'keyword', direction: 'asc' }, 'cpc')).toEqual({ key: 'cpc', direction: 'desc' });
  });
});

describe('sortRows', () => {
  it('sorts numbers numerically with missing values last in both directions', () => {
    expect(ids(sortRows(rows, { key: 'searchVolume', direction: 'desc' }))).toEqual([3, 1, 5, 2, 4]);
    expect(ids(sortRows(rows, { key: 'searchVolume', direction: 'asc' }))).toEqual([1, 5, 3, 2, 4]);
  });

  it('sorts text by locale, ignoring case differences in order', () => {
    expect(ids(sortRows(rows, { key: 'keyword', direction: 'asc' }))).toEqual([2, 4, 1, 3, 5]);
    expect(ids(sortRows(rows, { key: 'intent', direction: 'desc' }))).toEqual([4, 5, 1, 2, 3]);
  });

  it('does not change its input', () => {
    const copy = rows.map((r) => ({ ...r }));
    sortRows(rows, { key: 'keyword', direction: 'desc' });
    expect(rows).toEqual(copy);
  });

  const rowArb = fc.record({
    id: fc.nat(),
    keyword: fc.string(),
    searchVolume: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(null), fc.constant(Number.NaN)),
  });
  const sortArb = fc.record({
    key: fc.constantFrom('keyword' as const, 'searchVolume' as const),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  });

  it('is an ordered, stable permutation with missing values at the end', () => {
    fc.assert(
      fc.property(fc.array(rowArb), sortArb, (list, sort: SortState<'keyword' | 'searchVolume'>) => {
        const indexed = list.map((row, index) => ({ ...row, index }));
        const out = sortRows(indexed, sort);
        expect(out).toHaveLength(list.length);
        expect([...out].sort((a, b) => a.index - b.index)).toEqual(indexed);
        const missing = (v: unknown) => v === null || Number.isNaN(v);
        const firstMissing = out.findIndex((r) => missing(r[sort.key]));
        if (firstMissing >= 0) expect(out.slice(firstMissing).every((r) => missing(r[sort.key]))).toBe(true);
        for (let i = 1; i < out.length; i++) {
          const a = out[i - 1]!;
          const b = out[i]!;
          const av = a[sort.key];
          const bv = b[sort.key];
          if (missing(av) || missing(bv)) continue;
          const cmp =
            typeof av === 'number' && typeof bv === 'number' ? av - bv : String(av).localeCompare(String(bv));
          const ordered = sort.direction === 'asc' ? cmp : -cmp;
          expect(ordered).toBeLessThanOrEqual(0);
          if (ordered === 0) expect(a.index).toBeLessThan(b.index);
        }
      }),
    );
  });

  it('reverses between directions apart from ties and missing values', () => {
    const list = [3, 1, 2, null, 5].map((v, id) => ({ id, keyword: '', searchVolume: v }));
    const asc = sortRows(list, { key: 'searchVolume', direction: 'asc' }).map((r) => r.searchVolume);
    const desc = sortRows(list, { key: 'searchVolume', direction: 'desc' }).map((r) => r.searchVolume);
    expect(asc).toEqual([1, 2, 3, 5, null]);
    expect(desc).toEqual([5, 3, 2, 1, null]);
  });
});

describe('sortRowsKeepingSeedFirst', () => {
  it('keeps the seed on top whatever the sort', () => {
    const isSeed = (r: Row) => r.id === 2;
    for (const direction of ['asc', 'desc'] as const) {
      const out = sortRowsKeepingSeedFirst(rows, { key: 'searchVolume', direction }, isSeed);
      expect(out[0]?.id).toBe(2);
      expect(ids(out.slice(1))).toEqual(ids(sortRows(rows.filter((r) => !isSeed(r)), { key: 'searchVolume', direction })));
    }
  });
});
