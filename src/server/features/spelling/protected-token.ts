// Tokens the spelling hint leaves as typed, whatever the dictionary says: brand and product names,
// trade words, and shapes that signal a name or code rather than a misspelt word.

import { BRAND_NAMES } from './brand-names.js';
import { SEO_VOCABULARY } from './seo-vocabulary.js';

const PROTECTED: ReadonlySet<string> = new Set([...BRAND_NAMES, ...SEO_VOCABULARY]);

/** True when `token` must never be rewritten. */
export function isProtectedToken(token: string): boolean {
  if (/\d/u.test(token)) return true; // models and codes: "gel-kayano 30", "mp3", "b2b"
  if (!/^\p{L}+(?:['’]\p{L}+)?$/u.test(token)) return true; // punctuation, symbols, scripts mixed
  const letters = [...token];
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  if (upper >= 2) return true; // "BMW", "iPhone"-like mixed case, "McDonalds": a name, not a typo
  if (upper === 1 && token[0] === token[0]?.toLowerCase()) return true; // "iPhone", "eBay"
  return PROTECTED.has(token.toLowerCase());
}
