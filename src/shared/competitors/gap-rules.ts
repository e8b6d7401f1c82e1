// The keyword gap's categories and filters, decided per keyword from each site's position. A site's
// position is a number (its organic rank), null (it does not rank: the data for it is complete and
// the keyword is not there) or 'unknown' (its data ran out before this keyword). Unknown is never
// read as "does not rank": every rule answers yes, no, or unknown when the answer depends on a
// position nobody read (three-valued logic, decision 051).
//
//   Shared   you and every competitor rank
//   Missing  every competitor ranks, you do not
//   Weak     Shared, and you rank below every competitor
//   Strong   Shared, and you rank above every competitor
//   Untapped at least one competitor ranks, you do not (Missing is part of it)
//   Unique   you rank, no competitor does

export type DomainPosition = number | null | 'unknown';

export const GAP_CATEGORIES = ['shared', 'missing', 'weak', 'strong', 'untapped', 'unique'] as const;
export type GapCategory = (typeof GAP_CATEGORIES)[number];

export type Truth = 'yes' | 'no' | 'unknown';

export interface GapPositions {
  own: DomainPosition;
  competitors: readonly DomainPosition[];
}

function not(t: Truth): Truth {
  return t === 'yes' ? 'no' : t === 'no' ? 'yes' : 'unknown';
}

function all(values: readonly Truth[]): Truth {
  if (values.includes('no')) return 'no';
  return values.includes('unknown') ? 'unknown' : 'yes';
}

function any(values: readonly Truth[]): Truth {
  if (values.includes('yes')) return 'yes';
  return values.includes('unknown') ? 'unknown' : 'no';
}

function ranks(p: DomainPosition): Truth {
  return p === 'unknown' ? 'unknown' : p === null ? 'no' : 'yes';
}

/** Both rank and `a` is above (a smaller number than) `b`. Positions start at 1 and have no upper bound. */
function above(a: DomainPosition, b: DomainPosition): Truth {
  if (a === null || b === null) return 'no';
  if (typeof a === 'number' && typeof b === 'number') return a < b ? 'yes' : 'no';
  // Nothing can be above position 1; anything known can have an unknown below it.
  if (typeof b === 'number') return b > 1 ? 'unknown' : 'no';
  return 'unknown';
}

/**
 * One category for one keyword. Weak and Strong compare your position with every competitor's
 * at once; their parts can be read one by one because a single position of yours can satisfy
 * them all together whenever each part alone is possible.
 */
export function gapCategory(category: GapCategory, { own, competitors }: GapPositions): Truth {
  const competitorRanks = competitors.map(ranks);
  switch (category) {
    case 'shared':
      return all([ranks(own), ...competitorRanks]);
    case 'missing':
      return all([not(ranks(own)), ...competitorRanks]);
    case 'untapped':
      return all([not(ranks(own)), any(competitorRanks)]);
    case 'unique':
      return all([ranks(own), ...competitorRanks.map(not)]);
    case 'weak':
      return all([ranks(own), ...competitors.map((c) => above(c, own))]);
    case 'strong':
      return all([ranks(own), ...competitors.map((c) => above(own, c))]);
  }
}

export interface GapCategoryAnswer {
  /** Categories the keyword is in, whatever the unknown positions are. */
  categories: GapCategory[];
  /** Categories it may or may not be in: they depend on an unknown position. */
  undetermined: GapCategory[];
}

export function gapCategories(positions: GapPositions): GapCategoryAnswer {
  const categories: GapCategory[] = [];
  const undetermined: GapCategory[] = [];
  for (const category of GAP_CATEGORIES) {
    const truth = gapCategory(category, positions);
    if (truth === 'yes') categories.push(category);
    else if (truth === 'unknown') undetermined.push(category);
  }
  return { categories, undetermined };
}

/** "At least `n` of the competitors rank" (the competitor count is M). */
export function competitorsRankAtLeast({ competitors }: GapPositions, n: number): Truth {
  const known = competitors.filter((p) => typeof p === 'number').length;
  const unknown = competitors.filter((p) => p === 'unknown').length;
  if (known >= n) return 'yes';
  return known + unknown >= n ? 'unknown' : 'no';
}

/** "A competitor ranks in the top `n`" (position n or better). */
export function competitorInTop({ competitors }: GapPositions, n: number): Truth {
  return any(competitors.map((p): Truth => (p === 'unknown' ? (n >= 1 ? 'unknown' : 'no') : p !== null && p <= n ? 'yes' : 'no')));
}

/** How completely one site's rows were read: all of them, or the top rows by volume down to a floor. */
export interface SliceCoverage {
  /** True when every row the provider holds for the site was read. */
  complete: boolean;
  /** The lowest search volume among the rows read when they were cut short; null when unknown. */
  volumeFloor: number | null;
}

/**
 * A site's position for a keyword from a slice of its rankings read by volume, highest first: the
 * position when the keyword was read; null (does not rank) when the slice is complete or the
 * keyword's volume is above the floor, so it would have been read; unknown otherwise, even at the
 * floor itself, where rows of equal volume may have been cut.
 */
export function positionFromSlice(found: number | null | undefined, keywordVolume: number | null, coverage: SliceCoverage): DomainPosition {
  if (typeof found === 'number') return found;
  if (coverage.complete) return null;
  if (keywordVolume !== null && coverage.volumeFloor !== null && keywordVolume > coverage.volumeFloor) return null;
  return 'unknown';
}
