import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysBetween } from './select-range';

describe('keysBetween', () => {
  const order = [4, 1, 7, 2, 9];
  it('answers the shown keys between the anchor and the clicked row, either way', () => {
    expect(keysBetween(order, 1, 2)).toEqual([1, 7, 2]);
    expect(keysBetween(order, 9, 7)).toEqual([7, 2, 9]);
  });
  it('answers the clicked row alone without an anchor or when the anchor is not shown', () => {
    expect(keysBetween(order, null, 7)).toEqual([7]);
    expect(keysBetween(order, 3, 7)).toEqual([7]);
  });
  it('works on string keys (a list item id)', () => {
    expect(keysBetween(['a', 'b', 'c'], 'c', 'a')).toEqual(['a', 'b', 'c']);
  });
  it('is a contiguous run of the shown order that holds both ends, whichever is clicked first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 40 }), fc.nat(), fc.nat(), (order, i, j) => {
        const from = order[i % order.length]!;
        const to = order[j % order.length]!;
        const run = keysBetween(order, from, to);
        expect(run).toEqual(keysBetween(order, to, from));
        expect(run).toContain(from);
        expect(run).toContain(to);
        const start = order.indexOf(run[0]!);
        expect(order.slice(start, start + run.length)).toEqual(run);
      }),
    );
  });
});
