// The rules of the "Did you mean" hint, kept pure for unit tests.
import { SPELLING_MIN_LENGTH } from '@shared/constants/limits';

export function isSpellingCandidate(text: string): boolean {
  return text.trim().length >= SPELLING_MIN_LENGTH;
}

/** A suggestion is shown only when it differs from the typed text ignoring case. */
export function differsFromTyped(suggestion: string | null | undefined, typed: string): suggestion is string {
  if (!suggestion) return false;
  return suggestion.trim().toLowerCase() !== typed.trim().toLowerCase();
}
