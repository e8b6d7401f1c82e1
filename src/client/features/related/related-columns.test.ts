import { describe, expect, it } from 'vitest';
import { isSeedRelatedRow } from './related-columns';

describe('isSeedRelatedRow', () => {
  it('is the seed of the walk at depth 0, or a row stored without a depth', () => {
    expect(isSeedRelatedRow({ depth: 0 })).toBe(true);
    expect(isSeedRelatedRow({ depth: null })).toBe(true);
    expect(isSeedRelatedRow({ depth: 1 })).toBe(false);
  });
});
