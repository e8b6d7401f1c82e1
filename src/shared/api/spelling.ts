// The word-suggestion API contract (spec section 7, "Other"): GET /api/spelling?s=<text>&max=1&lang=<code>
// answers a list of at most `max` items carrying a `word` field. The query schema is in
// spelling-schema.ts, so the browser does not load zod for the hint.

export const SPELLING_MAX_SUGGESTIONS = 1;

export interface WordSuggestion {
  word: string;
}

/** `languageCode` is the research language: the hint uses that language's dictionary. */
export function spellingPath(text: string, languageCode: string): string {
  return `/api/spelling?${new URLSearchParams({ s: text, max: String(SPELLING_MAX_SUGGESTIONS), lang: languageCode }).toString()}`;
}
