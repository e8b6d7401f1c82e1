// The rows of the results table: the pages loaded so far, with the seed's stand-in on top of the
// unfiltered list when the provider returned nothing for the seed. The server says which (the
// research's `seed`, GET /api/researches/{id}) and keeps a stored seed first in every sort.
import type { KeywordResultRow } from '@shared/contract/keyword-result';

export function buildResultRows(loaded: readonly KeywordResultRow[], options: { seed: KeywordResultRow | null; unfiltered: boolean }): KeywordResultRow[] {
  const { seed, unfiltered } = options;
  return unfiltered && seed?.isPlaceholder ? [seed, ...loaded] : loaded.slice();
}

/** Stable for the table. */
export const isSeedRow = (row: KeywordResultRow): boolean => row.isSeedKeyword;
