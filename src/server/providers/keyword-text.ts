// Our relevance heuristic for related keywords; keyword sameness is the one shared rule
// (src/shared/keyword-text.ts).
import { normalizeKeyword } from '../../shared/keyword-text.js';

/**
 * Our own relevance heuristic for related keywords (no provider returns one for related_keywords):
 * the share of the seed's words the keyword contains, lowered 15% per step away from the seed.
 * Two decimals, 0-1.
 */
export function computeRelevance(seed: string, keyword: string, depth: number): number {
  const seedWords = new Set(normalizeKeyword(seed).split(' ').filter(Boolean));
  if (seedWords.size === 0) return 0;
  const words = new Set(normalizeKeyword(keyword).split(' '));
  let shared = 0;
  for (const w of seedWords) if (words.has(w)) shared += 1;
  const overlap = shared / seedWords.size;
  const distance = Math.max(0, 1 - 0.15 * Math.max(0, depth));
  return Math.round(overlap * distance * 100) / 100;
}
