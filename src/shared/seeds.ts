// Several seeds per keyword research (decision 025): how the form's text becomes
// a list of seeds, and the list's rules, shared by the browser (comfort) and the server (for real).
// Seeds are separated by commas (line breaks are accepted too, for pasted lists); each seed follows
// the Labs seed rule on its own; two seeds that normalise alike (case, spaces) are a duplicate.
import { MAX_SEEDS_PER_RESEARCH } from './constants/limits';
import { normalizeKeyword } from './keyword-text';
import { duplicateSeedMessage, NO_SEEDS, TOO_MANY_SEEDS } from './messages/research';

const SEED_SEPARATORS = /[,\n\r]+/;

/** "running shoes, trail shoes" -> ["running shoes", "trail shoes"]: trimmed, blanks dropped, order kept. */
export function splitSeeds(text: string): string[] {
  return text
    .split(SEED_SEPARATORS)
    .map((seed) => seed.trim())
    .filter((seed) => seed.length > 0);
}

/** Why a list of seeds cannot be run (none, more than the limit, a duplicate), or null. Each seed's own rule is checked apart. */
export function seedListIssue(seeds: readonly string[]): string | null {
  if (seeds.length === 0) return NO_SEEDS;
  if (seeds.length > MAX_SEEDS_PER_RESEARCH) return TOO_MANY_SEEDS;
  const seen = new Set<string>();
  for (const seed of seeds) {
    const key = normalizeKeyword(seed);
    if (seen.has(key)) return duplicateSeedMessage(seed.trim());
    seen.add(key);
  }
  return null;
}

/** The seeds a research ran for: the list when it has one, else its single keyword (every research before decision 025). */
export function researchSeeds(request: { keyword: string; seeds?: readonly string[] | undefined }): string[] {
  return request.seeds && request.seeds.length > 0 ? [...request.seeds] : [request.keyword];
}
