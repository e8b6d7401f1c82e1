// The word-suggestion API contract (spec section 7, "Other"): GET /api/spelling?s=<text>&max=1
// answers a list of at most `max` items carrying a `word` field.
import { z } from 'zod';

export const SPELLING_MAX_SUGGESTIONS = 1;

export const spellingQuerySchema = z.object({
  s: z.string().max(500, 'The text to check is too long.').default(''),
  max: z.coerce.number().int().min(0).max(SPELLING_MAX_SUGGESTIONS).catch(SPELLING_MAX_SUGGESTIONS),
});

export interface WordSuggestion {
  word: string;
}

export function spellingPath(text: string): string {
  return `/api/spelling?${new URLSearchParams({ s: text, max: String(SPELLING_MAX_SUGGESTIONS) }).toString()}`;
}
