// Keyword idea candidates for the demo provider, in the research language: its modifiers before
// and after the seed, qualifiers, and whole patterns (questions, comparisons, "near me", years),
// as keyword tools show them (phrases/). Candidates come in tiers, shortest (most searched) first.

import { containsWords, modifiersFor } from './phrases/index.js';

/** Drops modifiers whose words the seed already has ("beste beste laufschuhe"). */
function fresh(list: readonly string[], seed: string, languageCode: string): string[] {
  return list.filter((m) => !m.split(' ').some((w) => containsWords(seed, w, languageCode)));
}

/** Every demo idea for a seed, in tier order, without duplicates or the seed itself. */
export function buildIdeaCandidates(seed: string, languageCode: string, year: number): string[] {
  const set = modifiersFor(seed, languageCode, year);
  const before = fresh(set.before, seed, languageCode);
  const after = fresh(set.after, seed, languageCode);
  const qualifiers = fresh(set.qualifiers, seed, languageCode);
  // Where nothing goes before the seed (ja, ko, zh), a second modifier after it plays that part.
  const pairs = before.length > 0 ? [] : after.flatMap((a, i) => after.slice(i + 1).map((b) => `${a} ${b}`));

  const out = new Set<string>();
  const add = (...parts: string[]): void => {
    const keyword = parts.filter((p) => p !== '').join(' ');
    if (keyword !== seed) out.add(keyword);
  };

  // Tier 1: one modifier, or one pattern.
  for (const a of after) add(seed, a);
  for (const b of before) add(b, seed);
  for (const q of qualifiers) add(seed, q);
  for (const p of set.patterns) add(p.replace('{x}', seed));
  // Tier 2: two modifiers.
  for (const b of before) for (const a of after) add(b, seed, a);
  for (const b of before) for (const q of qualifiers) add(b, seed, q);
  for (const a of after) for (const q of qualifiers) add(seed, a, q);
  for (const pair of pairs) add(seed, pair);
  // Tier 3: the long tail.
  for (const b of before) for (const a of after) for (const q of qualifiers) add(b, seed, a, q);
  for (const pair of pairs) for (const q of qualifiers) add(seed, pair, q);
  return [...out];
}
