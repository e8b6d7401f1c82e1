// The word-suggestion API contract (spec section 7, "Other"): GET /api/spelling?s=<text>&max=1
// answers a list of at most `max` items carrying a `word` field. The query schema is in
// spelling-schema.ts, so the browser does not load zod for the hint.

export const SPELLING_MAX_SUGGESTIONS = 1;

export interface WordSuggestion {
  word: string;
}

export function spellingPath(text: string): string {
  return `/api/spelling?${new URLSearchParams({ s: text, max: String(SPELLING_MAX_SUGGESTIONS) }).toString()}`;
}
