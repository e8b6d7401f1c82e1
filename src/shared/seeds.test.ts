import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEEDS_PER_RESEARCH } from './constants/limits';
import { NO_SEEDS, TOO_MANY_SEEDS } from './messages/research';
import { normalizeKeyword } from './keyword-text';
import { researchSeeds, seedListIssue, splitSeeds } from './seeds';

const word = fc.stringMatching(/^[a-z0-9][a-z0-9 ]{0,20}[a-z0-9]$/);

describe('splitSeeds', () => {
  it('splits on commas and line breaks, trims and drops blanks', () => {
    expect(splitSeeds(' running shoes, trail shoes ,,\nhiking boots\r\n ')).toEqual(['running shoes', 'trail shoes', 'hiking boots']);
    expect(splitSeeds('   ')).toEqual([]);
  });

  it('gives back the seeds joined by any separator, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 15 }), fc.constantFrom(', ', ',', '\n', ' ,\n '), (seeds, separator) => {
        expect(splitSeeds(seeds.join(separator))).toEqual(seeds.map((seed) => seed.trim()));
      }),
    );
  });
});

describe('seedListIssue', () => {
  it('refuses none, more than the limit and a duplicate after normalisation', () => {
    expect(seedListIssue([])).toBe(NO_SEEDS);
    expect(seedListIssue(Array.from({ length: MAX_SEEDS_PER_RESEARCH + 1 }, (_, i) => `seed ${i}`))).toBe(TOO_MANY_SEEDS);
    expect(seedListIssue(['Running  Shoes', 'running shoes'])).toMatch(/listed twice/);
    expect(seedListIssue(Array.from({ length: MAX_SEEDS_PER_RESEARCH }, (_, i) => `seed ${i}`))).toBeNull();
  });

  it('accepts a list exactly when it has 1..limit seeds that normalise apart (property)', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 14 }), (seeds) => {
        const distinct = new Set(seeds.map(normalizeKeyword)).size === seeds.length;
        const ok = seeds.length >= 1 && seeds.length <= MAX_SEEDS_PER_RESEARCH && distinct;
        expect(seedListIssue(seeds) === null).toBe(ok);
      }),
    );
  });
});

describe('researchSeeds', () => {
  it('reads the list of a research of several seeds, else its one keyword', () => {
    expect(researchSeeds({ keyword: 'a b', seeds: ['a b', 'c d'] })).toEqual(['a b', 'c d']);
    expect(researchSeeds({ keyword: 'a b' })).toEqual(['a b']);
    expect(researchSeeds({ keyword: 'a b', seeds: [] })).toEqual(['a b']);
  });
});
