// Offline spelling hint for keyword queries: the dictionary work runs in the spelling worker
// (query-corrections.ts, off the event loop), then a correction is dropped when the market's own
// keyword data holds the word as typed (market-words.ts, a database read on this thread). No hint
// beats a wrong one: accepting a hint spends a quota unit on the corrected keyword.

import type { LanguageCode } from '../../../shared/constants/languages.js';
import { hasDictionary } from './dictionaries.js';
import { correctInWorker } from './spelling-thread.js';

/** Which of these lowercase words the market's own keyword data holds (see market-words.ts). */
export type MarketWordLookup = (words: readonly string[]) => Promise<ReadonlySet<string>>;

/** The corrected query, or null when there is no confident correction. */
export async function suggestSpelling(text: string, language: LanguageCode = 'en', marketWords?: MarketWordLookup): Promise<string | null> {
  if (!hasDictionary(language)) return null; // no hint, and no worker started for it
  const found = await correctInWorker(text, language);
  if (!found) return null;
  const { parts } = found;
  const corrections = new Map(found.corrections);
  if (marketWords) {
    // A word the market's own keyword data holds is a real search term there, whatever Hunspell says.
    const seen = await marketWords([...corrections.keys()].map((i) => (parts[i] ?? '').toLowerCase()));
    for (const i of [...corrections.keys()]) if (seen.has((parts[i] ?? '').toLowerCase())) corrections.delete(i);
    if (corrections.size === 0) return null;
  }
  return parts.map((part, i) => corrections.get(i) ?? part).join('');
}

/** The word-suggestion shape the client expects: at most one item. */
export async function suggestWords(text: string, language: LanguageCode = 'en', marketWords?: MarketWordLookup): Promise<Array<{ word: string }>> {
  const suggestion = await suggestSpelling(text, language, marketWords);
  return suggestion === null ? [] : [{ word: suggestion }];
}
