// The keyword rules (lengths, the keyword data provider's own limits, and what a search engine takes
// as a query) as plain functions, so screens can check them without loading zod; validation.ts
// builds the server's schemas from the same functions, so the two never disagree.
import { KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH, LABS_KEYWORD_MAX_LENGTH, LABS_KEYWORD_MAX_WORDS } from './constants/limits';
import { keywordAsSent as asSent } from './keyword-text';
import {
  KEYWORD_CONTROL_CHARS,
  KEYWORD_FORMULA_LIKE,
  KEYWORD_NO_LETTERS,
  KEYWORD_TOO_LONG,
  KEYWORD_TOO_SHORT,
  LABS_KEYWORD_TOO_LONG,
  LABS_KEYWORD_TOO_MANY_WORDS,
} from './messages/validation';

/** The message for a keyword outside 2..200 characters after trimming, or null when it passes. */
export function keywordLengthIssue(keyword: string): string | null {
  // Code points, as the server's schema counts them: "𐀀" is one character, not two.
  const length = [...keyword.trim()].length;
  if (length < KEYWORD_MIN_LENGTH) return KEYWORD_TOO_SHORT;
  if (length > KEYWORD_MAX_LENGTH) return KEYWORD_TOO_LONG;
  return null;
}

// C0 and C1 controls: PostgreSQL refuses NUL in text, and none of them belongs in a query.
const CONTROL_CHARS = /\p{Cc}/u;
// A letter or digit of any script: a query needs at least one ("東京 ラーメン", "ä ö ü", "5 * 3").
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// What a spreadsheet runs when a cell starts with it. "=" always starts a formula; "+", "-" and
// "@" only when an operator, a call or a DDE pipe follows, so "+44 phone code" and
// "-5 celsius to fahrenheit" stay queries while "-2+3+cmd" and "@SUM(1+1)" do not.
const FORMULA_ALWAYS = /^=/;
const FORMULA_SIGN = /^[+\-@]/;
const FORMULA_TAIL = /[=+\-@|!();]/;

/**
 * Why no search engine would take this as a query, or null: a control character, a spreadsheet
 * formula, or no letter or digit at all. Checked before anything is charged, on every way in.
 */
export function searchableQueryIssue(keyword: string): string | null {
  const text = keyword.trim();
  if (CONTROL_CHARS.test(text)) return KEYWORD_CONTROL_CHARS;
  if (FORMULA_ALWAYS.test(text) || (FORMULA_SIGN.test(text) && FORMULA_TAIL.test(text.slice(1)))) return KEYWORD_FORMULA_LIKE;
  if (!LETTER_OR_DIGIT.test(text)) return KEYWORD_NO_LETTERS;
  return null;
}

/** The general keyword rule (every tool): 2..200 characters, then a searchable query. */
export function keywordIssue(keyword: string): string | null {
  return keywordLengthIssue(keyword) ?? searchableQueryIssue(keyword);
}

/** Words of the keyword as sent (space separated). */
export function keywordWordCount(keyword: string): number {
  const text = asSent(keyword);
  return text === '' ? 0 : text.split(' ').length;
}

/**
 * The rule for seeds sent to DataForSEO Labs (keyword research, related keywords): the general
 * length rule, then at most 80 characters and 10 words as sent, so the provider never refuses a
 * seed after quota was reserved, then a searchable query. Characters are Unicode code points.
 */
export function labsSeedIssue(keyword: string): string | null {
  const general = keywordLengthIssue(keyword);
  if (general !== null) return general;
  if (labsSeedLength(keyword) > LABS_KEYWORD_MAX_LENGTH) return LABS_KEYWORD_TOO_LONG;
  if (keywordWordCount(keyword) > LABS_KEYWORD_MAX_WORDS) return LABS_KEYWORD_TOO_MANY_WORDS;
  return searchableQueryIssue(keyword);
}

/** A seed's length as the Labs limit counts it: code points of the keyword as sent (the form's counter). */
export function labsSeedLength(keyword: string): number {
  return [...asSent(keyword)].length;
}
