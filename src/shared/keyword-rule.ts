// The seed-keyword length rule (spec section 5) as a plain function, so screens can check it
// without loading zod; keywordSchema (validation.ts) enforces the same limits on the server.
import { KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH } from './constants/limits';
import { KEYWORD_TOO_LONG, KEYWORD_TOO_SHORT } from './messages/validation';

/** The message for a keyword outside 2..200 characters after trimming, or null when it passes. */
export function keywordLengthIssue(keyword: string): string | null {
  const length = keyword.trim().length;
  if (length < KEYWORD_MIN_LENGTH) return KEYWORD_TOO_SHORT;
  if (length > KEYWORD_MAX_LENGTH) return KEYWORD_TOO_LONG;
  return null;
}
