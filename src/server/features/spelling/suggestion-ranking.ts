// Ranks the known words one typo away from a misspelt word and keeps one only when the ranking is
// confident. Search typos are mostly a dropped, doubled or swapped letter or a missing accent, so
// those cost least; a changed first letter or a proper noun costs more; our vocabulary less.

import type { TypoKind, WordCandidate } from './word-candidates.js';

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

// How likely each typo is; lower is likelier. A dropped letter of a double ("runing") and a missing
// accent are the commonest search typos; replacing a letter is the least telling.
const KIND_COST: Record<TypoKind, number> = {
  accent: 0.3,
  'dropped-double': 0.3,
  swap: 0.5,
  'extra-double': 0.5,
  'replacement-table': 0.6,
  dropped: 0.7,
  extra: 0.8,
  vowel: 0.6, // vowels sound alike: "insurence", "restaurent"
  'neighbour-key': 0.9,
  replaced: 1,
};

/** A known word one typo away, as the checker found it in the dictionary. */
export interface KnownCandidate extends WordCandidate {
  /** Known only with a capital (a proper noun, in languages that do not capitalise every noun). */
  properNoun: boolean;
}

// The best must beat the next one by this much, or the hint stays silent: a coin toss between
// "tools" and "tolls" is worse than no hint.
const CONFIDENCE_MARGIN = 0.1;
// Anything costlier (a replaced first letter, a replaced letter into a proper noun) is a guess.
const MAX_COST = 1;
// Three-letter words have dozens of neighbours; no ranking is confident there (but see accents).
const MIN_TYPED_LENGTH = 4;
// "Close" means at most two edits, whatever the kind (three missing accents are too many).
const MAX_DISTANCE = 2;

// Portuguese nasal diphthongs (-ão, -ães, -ões: "promoção", "pães", "opções") carry most of its
// accents, and the tilde is the dead key searchers skip most: typed "pao" means "pão" rather than the
// rare "paó" or "paô" the dictionary also holds.
const NASAL_DIPHTHONG = /ã[oe]|õe/u;

export function candidateCost(typed: string, c: KnownCandidate, vocabulary: ReadonlySet<string>): number {
  let cost = KIND_COST[c.kind];
  if (c.kind === 'accent' && NASAL_DIPHTHONG.test(c.word) && !NASAL_DIPHTHONG.test(typed)) cost -= 0.1;
  if (c.kind !== 'accent' && typed[0] !== c.word[0]) cost += 1;
  if (c.properNoun) cost += 0.5;
  if (vocabulary.has(c.word)) cost -= 0.3;
  return cost;
}

/**
 * The confident correction of `typed` (lowercase) among known candidates, or undefined: the
 * cheapest must cost at most MAX_COST and beat every other word by CONFIDENCE_MARGIN.
 */
export function pickConfident(typed: string, candidates: readonly KnownCandidate[], vocabulary: ReadonlySet<string>): string | undefined {
  // A short word is only given its missing accent ("fur" -> "für", "mas" -> "más").
  const short = [...typed].length < MIN_TYPED_LENGTH;
  const costs = new Map<string, number>();
  for (const c of candidates) {
    if (short && c.kind !== 'accent') continue;
    if (editDistance(typed, c.word) > MAX_DISTANCE) continue;
    const cost = candidateCost(typed, c, vocabulary);
    costs.set(c.word, Math.min(cost, costs.get(c.word) ?? Number.POSITIVE_INFINITY));
  }
  const ranked = [...costs].sort((a, b) => a[1] - b[1]);
  const [best, second] = ranked;
  if (!best || best[1] > MAX_COST) return undefined;
  if (second && second[1] - best[1] < CONFIDENCE_MARGIN - 1e-9) return undefined;
  return best[0];
}
