// Seed keyword matching for the results page and duplicate removal for Load More.
// Two keywords are the same by the one rule of keyword-text.ts.
import { normalizeKeyword } from './keyword-text';

// Re-exported for the callers that read the rule beside the seed helpers.
export { isSameKeyword, normalizeKeyword } from './keyword-text';

/** Metrics of the stand-in seed row when the provider returned nothing for the seed. */
export const SEED_PLACEHOLDER_METRICS = Object.freeze({
  searchVolume: 0,
  cpc: 0,
  difficulty: null,
});

export type WithSeedFlag<T> = T & { isSeedKeyword: boolean };

/**
 * The seed row first and flagged, every other row flagged false, order otherwise kept.
 * When the seed is missing, `makePlaceholder` builds it from the trimmed seed text (use
 * SEED_PLACEHOLDER_METRICS). Further rows matching the seed are dropped: they would show the
 * seed twice. A blank seed keyword pins nothing.
 */
export function placeSeedFirst<T extends { keyword: string }>(
  rows: readonly T[],
  seedKeyword: string,
  makePlaceholder: (seedKeyword: string) => T,
): WithSeedFlag<T>[] {
  const seedKey = normalizeKeyword(seedKeyword);
  if (seedKey === '') return rows.map((row) => ({ ...row, isSeedKeyword: false }));
  let seed: T | undefined;
  const others: WithSeedFlag<T>[] = [];
  for (const row of rows) {
    if (normalizeKeyword(row.keyword) !== seedKey) others.push({ ...row, isSeedKeyword: false });
    else if (seed === undefined) seed = row;
  }
  const seedRow = seed ?? makePlaceholder(seedKeyword.trim());
  return [{ ...seedRow, isSeedKeyword: true }, ...others];
}

export interface DedupeResult<T> {
  added: T[];
  duplicateCount: number;
}

/**
 * New rows of a Load More page that are not already listed. Repeats inside the page count as
 * duplicates too, so the toast's "{d} duplicates filtered" matches what was dropped.
 */
export function dedupeByKeyword<T extends { keyword: string }>(
  existing: readonly { keyword: string }[],
  incoming: readonly T[],
): DedupeResult<T> {
  const seen = new Set(existing.map((row) => normalizeKeyword(row.keyword)));
  const added: T[] = [];
  for (const row of incoming) {
    const key = normalizeKeyword(row.keyword);
    if (seen.has(key)) continue;
    seen.add(key);
    added.push(row);
  }
  return { added, duplicateCount: incoming.length - added.length };
}
