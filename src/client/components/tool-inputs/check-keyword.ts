// The keyword rule of the tool screens before a call (spec section 5): a keyword outside the
// shared length limits gets the "Invalid Keyword" toast and no request. Returns true when it passes.
import { toast } from 'sonner';
import { keywordLengthIssue, labsSeedIssue } from '@shared/keyword-rule';
import { INVALID_KEYWORD_TITLE } from '@shared/messages/validation';

/** `labs`: the tool sends the seed to DataForSEO Labs (research, related), whose own limits apply too. */
export function checkKeyword(keyword: string, options: { labs?: boolean } = {}): boolean {
  const issue = options.labs ? labsSeedIssue(keyword) : keywordLengthIssue(keyword);
  if (issue === null) return true;
  toast.error(INVALID_KEYWORD_TITLE, { description: issue });
  return false;
}
