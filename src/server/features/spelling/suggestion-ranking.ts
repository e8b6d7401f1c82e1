// Re-ranks nspell's suggestions for a misspelt word. nspell orders by its own affix logic
// ("mony" -> "bony" first); search typos are mostly a dropped, doubled or swapped letter, so we
// prefer those edits, keep the first letter, and favour our SEO vocabulary.

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

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i += 1;
  return i === short.length;
}

function isAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) diff.push(i);
  const [x, y] = diff;
  return diff.length === 2 && x !== undefined && y === x + 1 && a[x] === b[y] && a[y] === b[x];
}

function score(typed: string, suggestion: string, vocabulary: ReadonlySet<string>): number {
  const candidate = suggestion.toLowerCase();
  let value = editDistance(typed, candidate);
  if (typed.length < candidate.length && isSubsequence(typed, candidate)) value -= 0.5; // dropped a letter
  else if (typed.length > candidate.length && isSubsequence(candidate, typed)) value -= 0.3; // doubled/extra letter
  else if (isAdjacentSwap(typed, candidate)) value -= 0.5; // swapped letters
  if (typed[0] !== candidate[0]) value += 1;
  if (suggestion !== candidate) value += 0.5; // a proper noun for a lowercase query word
  if (vocabulary.has(candidate)) value -= 0.3;
  return value;
}

/** Edits we accept: a far-fetched "correction" ("restaraunt" -> "restraint") is worse than none. */
function maxEdits(typed: string): number {
  return Math.max(1, Math.floor(typed.length / 4));
}

/** The best suggestion for `typed` (lowercase), or undefined; ties keep nspell's order. */
export function pickSuggestion(typed: string, suggestions: readonly string[], vocabulary: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const s of suggestions) {
    if (editDistance(typed, s.toLowerCase()) > maxEdits(typed)) continue;
    const value = score(typed, s, vocabulary);
    if (value < bestScore) {
      best = s;
      bestScore = value;
    }
  }
  return best;
}
