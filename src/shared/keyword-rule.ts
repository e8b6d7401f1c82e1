// The seed-keyword rules (spec section 5, and the keyword data provider's own limits) as plain
// functions, so screens can check them without loading zod; validation.ts builds the server's
// schemas from the same functions, so the two never disagree.
import { KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH, LABS_KEYWORD_MAX_LENGTH, LABS_KEYWORD_MAX_WORDS } from './constants/limits';
import { keywordAsSent as asSent } from './keyword-text';
import { KEYWORD_TOO_LONG, KEYWORD_TOO_SHORT, LABS_KEYWORD_TOO_LONG, LABS_KEYWORD_TOO_MANY_WORDS } from './messages/validation';

/** The message for a keyword outside 2..200 characters after trimming, or null when it passes. */
export function keywordLengthIssue(keyword: string): string | null {
  const length = keyword.trim().length;
  if (length < KEYWORD_MIN_LENGTH) return KEYWORD_TOO_SHORT;
  if (length > KEYWORD_MAX_LENGTH) return KEYWORD_TOO_LONG;
  return null;
}

/** Words of the keyword as sent (space separated). */
export function keywordWordCount(keyword: string): number {
  const text = asSent(keyword);
  return text === '' ? 0 : text.split(' ').length;
}

/**
 * The rule for seeds sent to DataForSEO Labs (keyword research, related keywords): the general
 * rule, then at most 80 characters and 10 words as sent, so the provider never refuses a seed
 * after quota was reserved. Characters are Unicode code points.
 */
export function labsSeedIssue(keyword: string): string | null {
  const general = keywordLengthIssue(keyword);
  if (general !== null) return general;
  if ([...asSent(keyword)].length > LABS_KEYWORD_MAX_LENGTH) return LABS_KEYWORD_TOO_LONG;
  if (keywordWordCount(keyword) > LABS_KEYWORD_MAX_WORDS) return LABS_KEYWORD_TOO_MANY_WORDS;
  return null;
}
