// The word-suggestion API contract: GET /api/spelling?s=<text>&max=1&lang=<code>
// answers a list of at most `max` items carrying a `word` field. The query schema is in
// src/shared/contract/spelling.ts, so the browser does not load zod for the hint.

export const SPELLING_MAX_SUGGESTIONS = 1;

export interface WordSuggestion {
  word: string;
}
