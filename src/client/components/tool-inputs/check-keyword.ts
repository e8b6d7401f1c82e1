// The keyword rule of the tool screens before a call: a keyword the shared rule refuses (length,
// not a searchable query) gets the "Invalid Keyword" toast and no request; and the live feedback
// of a Labs keyword field (its counter and error as it is typed).
import { toast } from 'sonner';
import { LABS_KEYWORD_MAX_LENGTH } from '@shared/constants/limits';
import { keywordIssue, labsSeedIssue, labsSeedLength } from '@shared/keyword-rule';
import { INVALID_KEYWORD_TITLE, KEYWORD_TOO_SHORT } from '@shared/messages/validation';

/** `labs`: the tool sends the seed to DataForSEO Labs (research, related), whose own limits apply too. */
export function checkKeyword(keyword: string, options: { labs?: boolean } = {}): boolean {
  const issue = options.labs ? labsSeedIssue(keyword) : keywordIssue(keyword);
  if (issue === null) return true;
  toast.error(INVALID_KEYWORD_TITLE, { description: issue });
  return false;
}

/** The length counter of a Labs seed field ("81/80 characters"), null while it is empty. */
export function labsCounter(lengths: readonly number[]): string | null {
  if (lengths.length === 0) return null;
  return `${lengths.length > 1 ? 'Longest seed: ' : ''}${Math.max(...lengths)}/${LABS_KEYWORD_MAX_LENGTH} characters`;
}

/**
 * What a Labs keyword field says while it is typed: its length against the provider's limit, and
 * why it cannot be run. "Too short" waits for the submit (every keyword is too short after its
 * first letter); everything else shows at once, so nothing is sent only to be refused.
 */
export function labsKeywordFeedback(keyword: string): { error: string | null; counter: string | null } {
  if (keyword.trim() === '') return { error: null, counter: null };
  const issue = labsSeedIssue(keyword);
  return { error: issue === KEYWORD_TOO_SHORT ? null : issue, counter: labsCounter([labsSeedLength(keyword)]) };
}
