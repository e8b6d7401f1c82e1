import { describe, expect, it } from 'vitest';
import { ranksBetween } from './select-range';

describe('ranksBetween', () => {
  const order = [4, 1, 7, 2, 9];
  it('answers the shown ranks between the anchor and the clicked row, either way', () => {
    expect(ranksBetween(order, 1, 2)).toEqual([1, 7, 2]);
    expect(ranksBetween(order, 9, 7)).toEqual([7, 2, 9]);
  });
  it('answers the clicked row alone without an anchor or when the anchor is not shown', () => {
    expect(ranksBetween(order, null, 7)).toEqual([7]);
    expect(ranksBetween(order, 3, 7)).toEqual([7]);
  });
});
