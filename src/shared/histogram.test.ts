import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binIndex, binLabels, DIFFICULTY_BIN_EDGES, DIFFICULTY_MAX, histogram, VOLUME_BIN_EDGES } from './histogram';

describe('histogram bins', () => {
  it('puts each edge in the bin it opens, and the top of the range in the last bin', () => {
    expect(binIndex(0, VOLUME_BIN_EDGES)).toBe(0);
    expect(binIndex(9, VOLUME_BIN_EDGES)).toBe(0);
    expect(binIndex(10, VOLUME_BIN_EDGES)).toBe(1);
    expect(binIndex(999_999, VOLUME_BIN_EDGES)).toBe(5);
    expect(binIndex(50_000_000, VOLUME_BIN_EDGES)).toBe(6);
    expect(binIndex(100, DIFFICULTY_BIN_EDGES)).toBe(9);
    expect(binIndex(null, VOLUME_BIN_EDGES)).toBe(-1);
    expect(binIndex(-1, VOLUME_BIN_EDGES)).toBe(-1);
    expect(binIndex(Number.NaN, DIFFICULTY_BIN_EDGES)).toBe(-1);
  });

  it('labels the bins with whole-number ranges', () => {
    expect(binLabels(VOLUME_BIN_EDGES)).toEqual(['0–9', '10–99', '100–999', '1,000–9,999', '10,000–99,999', '100,000–999,999', '1,000,000+']);
    expect(binLabels(DIFFICULTY_BIN_EDGES, DIFFICULTY_MAX).at(-1)).toBe('90–100');
  });

  const values = fc.array(fc.option(fc.oneof(fc.integer({ min: -5, max: 5_000_000 }), fc.double({ min: 0, max: 100, noNaN: true })), { nil: null }), { maxLength: 200 });

  it('counts every value once: the bins and the missing add up to the values', () => {
    fc.assert(
      fc.property(values, fc.constantFrom(VOLUME_BIN_EDGES, DIFFICULTY_BIN_EDGES), (list, edges) => {
        const { counts, missing } = histogram(list, edges);
        expect(counts).toHaveLength(edges.length);
        expect(counts.reduce((a, b) => a + b, 0) + missing).toBe(list.length);
        expect(missing).toBe(list.filter((v) => v === null || v < 0).length);
      }),
    );
  });

  it('puts a value in the bin whose range holds it, and a larger value never in an earlier bin', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 0, max: 1e7, noNaN: true }), (a, b) => {
        const i = binIndex(a, VOLUME_BIN_EDGES);
        expect(a).toBeGreaterThanOrEqual(VOLUME_BIN_EDGES[i] ?? Infinity);
        expect(a).toBeLessThan(VOLUME_BIN_EDGES[i + 1] ?? Infinity);
        if (a <= b) expect(binIndex(a, VOLUME_BIN_EDGES)).toBeLessThanOrEqual(binIndex(b, VOLUME_BIN_EDGES));
      }),
    );
  });
});
