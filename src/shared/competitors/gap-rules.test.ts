import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAP_CATEGORIES,
  competitorInTop,
  competitorsRankAtLeast,
  gapCategories,
  gapCategory,
  positionFromSlice,
  type DomainPosition,
  type GapCategory,
  type GapPositions,
  type Truth,
} from './gap-rules';

// The reference: the categories read literally over known positions only (null = does not rank),
// and an unknown position settled by trying every value it could take. A rule is 'yes' when it holds
// whatever the unknowns are, 'no' when it never does, 'unknown' otherwise.
type Known = number | null;

function crisp(category: GapCategory, own: Known, competitors: readonly Known[]): boolean {
  const ranked = competitors.filter((c): c is number => c !== null);
  const allRank = ranked.length === competitors.length;
  switch (category) {
    case 'shared':
      return own !== null && allRank;
    case 'missing':
      return own === null && allRank;
    case 'untapped':
      return own === null && ranked.length > 0;
    case 'unique':
      return own !== null && ranked.length === 0;
    case 'weak':
      return own !== null && allRank && ranked.every((c) => own > c);
    case 'strong':
      return own !== null && allRank && ranked.every((c) => own < c);
  }
}

/** Every value an unknown position could take that can change a comparison with the known ones (or with n). */
function candidates(positions: readonly DomainPosition[], n = 0): Known[] {
  const known = positions.filter((p): p is number => typeof p === 'number');
  const top = Math.max(1, n, ...known) + 2;
  return [null, ...Array.from({ length: top }, (_, i) => i + 1)];
}

function completions(positions: readonly DomainPosition[], values: readonly Known[]): Known[][] {
  let out: Known[][] = [[]];
  for (const p of positions) {
    const choices = p === 'unknown' ? values : [p];
    out = out.flatMap((prefix) => choices.map((c) => [...prefix, c]));
  }
  return out;
}

function settle(outcomes: boolean[]): Truth {
  if (outcomes.every(Boolean)) return 'yes';
  return outcomes.some(Boolean) ? 'unknown' : 'no';
}

function referenceCategory(category: GapCategory, { own, competitors }: GapPositions): Truth {
  const all = [own, ...competitors];
  return settle(completions(all, candidates(all)).map(([o = null, ...cs]) => crisp(category, o, cs)));
}

function referenceAtLeast({ competitors }: GapPositions, n: number): Truth {
  return settle(completions(competitors, candidates(competitors)).map((cs) => cs.filter((c) => c !== null).length >= n));
}

function referenceInTop({ competitors }: GapPositions, n: number): Truth {
  return settle(completions(competitors, candidates(competitors, n)).map((cs) => cs.some((c) => c !== null && c <= n)));
}

const VALUES: DomainPosition[] = [null, 'unknown', 1, 2, 3];

/** Every own position with every list of 1 to `max` competitor positions drawn from VALUES. */
function everyCombination(max: number): GapPositions[] {
  const lists: DomainPosition[][] = [];
  let layer: DomainPosition[][] = [[]];
  for (let m = 1; m <= max; m += 1) {
    layer = layer.flatMap((prefix) => VALUES.map((v) => [...prefix, v]));
    lists.push(...layer);
  }
  return VALUES.flatMap((own) => lists.map((competitors) => ({ own, competitors })));
}

const positionArb: fc.Arbitrary<DomainPosition> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant('unknown' as const) },
);

// At most three unknowns, so the reference's trials stay few; up to ten competitors.
const positionsArb: fc.Arbitrary<GapPositions> = fc
  .record({ own: positionArb, competitors: fc.array(positionArb, { minLength: 1, maxLength: 10 }) })
  .filter(({ own, competitors }) => [own, ...competitors].filter((p) => p === 'unknown').length <= 3);

describe('gap categories', () => {
  it('match the reference for every combination of positions of up to three competitors, unknown included', () => {
    const cases = everyCombination(3);
    expect(cases.length).toBe(5 * (5 + 25 + 125));
    for (const positions of cases) {
      for (const category of GAP_CATEGORIES) {
        expect(gapCategory(category, positions), `${category} ${JSON.stringify(positions)}`).toBe(referenceCategory(category, positions));
      }
    }
  });

  it('match the reference for up to ten competitors at any positions', () => {
    fc.assert(
      fc.property(positionsArb, (positions) => {
        for (const category of GAP_CATEGORIES) expect(gapCategory(category, positions)).toBe(referenceCategory(category, positions));
      }),
      { numRuns: 300 },
    );
  });

  it('never call a keyword missing or untapped when your own position is unknown', () => {
    fc.assert(
      fc.property(positionsArb, ({ competitors }) => {
        const { categories } = gapCategories({ own: 'unknown', competitors });
        expect(categories).not.toContain('missing');
        expect(categories).not.toContain('untapped');
      }),
    );
  });

  it('read the usual cases as the categories are defined', () => {
    expect(gapCategories({ own: 4, competitors: [1, 2] }).categories).toEqual(['shared', 'weak']);
    expect(gapCategories({ own: 1, competitors: [3, 9] }).categories).toEqual(['shared', 'strong']);
    expect(gapCategories({ own: 2, competitors: [1, 3] }).categories).toEqual(['shared']);
    expect(gapCategories({ own: null, competitors: [5, 7] }).categories).toEqual(['missing', 'untapped']);
    expect(gapCategories({ own: null, competitors: [5, null] }).categories).toEqual(['untapped']);
    expect(gapCategories({ own: 8, competitors: [null, null] }).categories).toEqual(['unique']);
    expect(gapCategories({ own: null, competitors: [null] }).categories).toEqual([]);
  });

  it('leave open what an unknown position decides, and no more', () => {
    expect(gapCategories({ own: 'unknown', competitors: [2, 5] })).toEqual({ categories: [], undetermined: ['shared', 'missing', 'weak', 'strong', 'untapped'] });
    expect(gapCategories({ own: null, competitors: [3, 'unknown'] })).toEqual({ categories: ['untapped'], undetermined: ['missing'] });
    // Nothing ranks above position 1, so at 1 you cannot be weak whatever the unknown competitor holds.
    expect(gapCategory('weak', { own: 1, competitors: ['unknown'] })).toBe('no');
    expect(gapCategory('strong', { own: 'unknown', competitors: [1] })).toBe('no');
  });
});

describe('gap filters', () => {
  it('"at least N of M competitors rank" matches the reference for every combination and N', () => {
    for (const positions of everyCombination(3)) {
      for (let n = 0; n <= positions.competitors.length + 1; n += 1) {
        expect(competitorsRankAtLeast(positions, n), `${n} ${JSON.stringify(positions)}`).toBe(referenceAtLeast(positions, n));
      }
    }
  });

  it('"a competitor in the top N" matches the reference for every combination and N', () => {
    for (const positions of everyCombination(3)) {
      for (let n = 0; n <= 4; n += 1) {
        expect(competitorInTop(positions, n), `${n} ${JSON.stringify(positions)}`).toBe(referenceInTop(positions, n));
      }
    }
  });

  it('both match the reference for up to ten competitors', () => {
    fc.assert(
      fc.property(positionsArb, fc.integer({ min: 0, max: 12 }), (positions, n) => {
        expect(competitorsRankAtLeast(positions, n)).toBe(referenceAtLeast(positions, n));
        expect(competitorInTop(positions, n)).toBe(referenceInTop(positions, n));
      }),
      { numRuns: 300 },
    );
  });
});

describe('positionFromSlice', () => {
  const cut = { complete: false, volumeFloor: 500 };

  it('keeps a position that was read', () => {
    expect(positionFromSlice(7, 10, cut)).toBe(7);
  });

  it('reads an absent keyword as not ranking when the slice is complete', () => {
    expect(positionFromSlice(undefined, 10, { complete: true, volumeFloor: null })).toBeNull();
    expect(positionFromSlice(null, null, { complete: true, volumeFloor: 500 })).toBeNull();
  });

  it('reads an absent keyword as not ranking above the floor of a cut slice, since it would have been read', () => {
    expect(positionFromSlice(undefined, 501, cut)).toBeNull();
  });

  it('reads an absent keyword as unknown at or below the floor, or when its volume is unknown: unknown is not missing', () => {
    expect(positionFromSlice(undefined, 500, cut)).toBe('unknown');
    expect(positionFromSlice(undefined, 20, cut)).toBe('unknown');
    expect(positionFromSlice(undefined, null, cut)).toBe('unknown');
    expect(positionFromSlice(undefined, 10_000, { complete: false, volumeFloor: null })).toBe('unknown');
  });

  it('never turns a cut slice into a Missing keyword below its floor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }), (volume, competitors) => {
        const own = positionFromSlice(undefined, volume, cut);
        expect(gapCategory('missing', { own, competitors })).toBe('unknown');
      }),
    );
  });
});
