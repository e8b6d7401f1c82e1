import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_OPERATORS,
  filterValueOf,
  matchesNumericFilter,
  parseFilterNumber,
  RELATED_FILTER_DEFAULTS,
  RELATED_FILTER_RESET,
  RESULTS_FILTER_DEFAULTS,
  type FilterOperator,
  type NumericFilter,
} from './numeric-filter';

const on = (operator: FilterOperator, value: string): NumericFilter => ({ enabled: true, operator, value });

describe('parseFilterNumber', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['-5', -5],
    ['.5', 0.5],
    ['1.5k', 1500],
    ['1.5K', 1500],
    ['1.1k', 1100],
    ['$2M', 2_000_000],
    ['2.5m', 2_500_000],
    ['1,234', 1234],
    [' $ 1,000 ', 1000],
    ['$0.75', 0.75],
  ])('%j -> %d', (raw, expected) => {
    expect(parseFilterNumber(raw)).toBe(expected);
  });

  it.each(['', '  ', 'abc', 'k', '$', '1.2.3', '1e3', '0x10', '5kk', '5b', 'Infinity', '--1'])('%j -> null', (raw) => {
    expect(parseFilterNumber(raw)).toBeNull();
  });

  it('round-trips any finite number written plainly or with separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(parseFilterNumber(String(n))).toBe(n);
        expect(parseFilterNumber(`$${n.toLocaleString('en-US')}`.replace('$-', '-$'))).toBe(n);
      }),
    );
  });

  it('scales by exactly a thousand or a million', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (n) => {
        expect(parseFilterNumber(`${n}k`)).toBe(n * 1e3);
        expect(parseFilterNumber(`${n}M`)).toBe(n * 1e6);
      }),
    );
  });
});

describe('filterValueOf', () => {
  it('turns empty or invalid input into 0', () => {
    expect(filterValueOf('')).toBe(0);
    expect(filterValueOf('abc')).toBe(0);
    expect(filterValueOf('2k')).toBe(2000);
  });
});

describe('matchesNumericFilter', () => {
  it('applies each operator', () => {
    expect(matchesNumericFilter(5, on('<', '10'))).toBe(true);
    expect(matchesNumericFilter(10, on('<', '10'))).toBe(false);
    expect(matchesNumericFilter(10, on('<=', '10'))).toBe(true);
    expect(matchesNumericFilter(10, on('=', '10'))).toBe(true);
    expect(matchesNumericFilter(11, on('=', '10'))).toBe(false);
    expect(matchesNumericFilter(10, on('>=', '10'))).toBe(true);
    expect(matchesNumericFilter(10, on('>', '10'))).toBe(false);
    expect(matchesNumericFilter(1500, on('>', '1.4k'))).toBe(true);
  });

  it('lets everything through when disabled', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...FILTER_OPERATORS), fc.string(), (row, operator, value) => {
        expect(matchesNumericFilter(row, { enabled: false, operator, value })).toBe(true);
      }),
    );
  });

  it('lets every row through when the filter value is not a number', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...FILTER_OPERATORS), fc.constantFrom('', 'abc', '-', '$'), (row, op, value) => {
        expect(matchesNumericFilter(row, on(op, value))).toBe(true);
      }),
    );
  });

  it('fails rows whose value is not a number', () => {
    for (const row of [null, undefined, NaN, 'n/a', {}]) {
      for (const op of FILTER_OPERATORS) expect(matchesNumericFilter(row, on(op, '0'))).toBe(false);
    }
  });

  it('reads numeric strings in rows', () => {
    expect(matchesNumericFilter('12.5', on('>', '12'))).toBe(true);
  });

  it('splits the number line: for any row exactly one of < = > holds', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), (row, threshold) => {
        const hits = (['<', '=', '>'] as const).filter((op) => matchesNumericFilter(row, on(op, String(threshold))));
        expect(hits).toHaveLength(1);
        expect(matchesNumericFilter(row, on('<=', String(threshold)))).toBe(hits[0] !== '>');
        expect(matchesNumericFilter(row, on('>=', String(threshold)))).toBe(hits[0] !== '<');
      }),
    );
  });
});

describe('default filters', () => {
  it('results: volume > 0, cpc > 0, difficulty < 100, all off', () => {
    expect(RESULTS_FILTER_DEFAULTS).toEqual({
      volume: { enabled: false, operator: '>', value: '0' },
      cpc: { enabled: false, operator: '>', value: '0' },
      difficulty: { enabled: false, operator: '<', value: '100' },
    });
  });

  it('related starts with >=, >=, <= and resets to >, >, <', () => {
    expect(RELATED_FILTER_DEFAULTS).toEqual({
      volume: { enabled: false, operator: '>=', value: '0' },
      cpc: { enabled: false, operator: '>=', value: '0' },
      difficulty: { enabled: false, operator: '<=', value: '100' },
    });
    expect(RELATED_FILTER_RESET).toEqual(RESULTS_FILTER_DEFAULTS);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(RESULTS_FILTER_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(RESULTS_FILTER_DEFAULTS.volume)).toBe(true);
    expect(Object.isFrozen(RELATED_FILTER_DEFAULTS.cpc)).toBe(true);
  });
});
