import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EM_DASH, formatProviderCost, formatCostEstimate, formatFixed, formatNumber, readNumber } from './number';

describe('readNumber', () => {
  it('reads finite numbers and plain numeric strings', () => {
    expect(readNumber(12)).toBe(12);
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
  });

  it.each([null, undefined, NaN, Infinity, -Infinity, '', '  ', 'abc', '1e3', '0x10', '12px', {}, [], true])(
    'refuses %s',
    (value) => {
      expect(readNumber(value)).toBeNull();
    },
  );
});

describe('formatNumber', () => {
  it.each([
    [null, EM_DASH],
    [undefined, EM_DASH],
    ['n/a', EM_DASH],
    [NaN, EM_DASH],
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [999, '999'],
    [34.567, '34.57'],
    [12.5, '12.5'],
    [1_000, '1.0K'],
    [1_500, '1.5K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [1_000_000, '1.0M'],
    [1_500_000, '1.5M'],
    [2_345_678_901, '2345.7M'],
    ['2400', '2.4K'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('moves up a unit instead of printing 1000.0K or 1000', () => {
    expect(formatNumber(999_999)).toBe('1.0M');
    expect(formatNumber(999_950)).toBe('1.0M');
    expect(formatNumber(999.999)).toBe('1.0K');
  });

  it('keeps the sign of negatives on the same scale', () => {
    expect(formatNumber(-5)).toBe('-5');
    expect(formatNumber(-1_500)).toBe('-1.5K');
    expect(formatNumber(-2_000_000)).toBe('-2.0M');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('is symmetric for negatives and always yields a short known shape', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (n) => {
        const positive = formatNumber(Math.abs(n));
        const text = formatNumber(n);
        expect(text).toMatch(/^-?(\d{1,3}(\.\d{1,2})?|\d{1,3}\.\dK|\d+\.\dM)$/);
        if (text.startsWith('-')) expect(text.slice(1)).toBe(positive);
        else expect(text).toBe(positive);
      }),
    );
  });
});

describe('money-like formatting', () => {
  it('formats API cost with two decimals', () => {
    expect(formatProviderCost(0.12)).toBe('$0.12');
    expect(formatProviderCost(0)).toBe('$0.00');
    expect(formatProviderCost('0.0450')).toBe('$0.05');
    expect(formatProviderCost(1234.5)).toBe('$1,234.50');
    expect(formatProviderCost(null)).toBe(EM_DASH);
  });

  it('rounds decimals the way people read them', () => {
    expect(formatFixed(1.005, 2)).toBe('1.01');
    expect(formatCostEstimate(0.0035, 3)).toBe('$0.004');
  });

  it('never prints a negative zero', () => {
    expect(formatCostEstimate(-0.0001, 2)).toBe('$0.00');
    expect(formatCostEstimate(-1.5, 2)).toBe('-$1.50');
  });

  it('always has the requested number of decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (n, d) => {
        const text = formatCostEstimate(n, d);
        const pattern = d === 0 ? /^\$[\d,]+$/ : new RegExp(`^\\$[\\d,]+\\.\\d{${d}}$`);
        expect(text).toMatch(pattern);
      }),
    );
  });
});
