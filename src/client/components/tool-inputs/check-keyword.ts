// The keyword rule of the tool screens before a call (spec section 5): a keyword outside the
// shared length limits gets the "Invalid Keyword" toast and no request. Returns true when it passes.
import { toast } from 'sonner';
import { keywordLengthIssue } from '@shared/keyword-rule';
import { INVALID_KEYWORD_TITLE } from '@shared/messages/validation';

export function checkKeyword(keyword: string): boolean {
  const issue = keywordLengthIssue(keyword);
  if (issue === null) return true;
  toast.error(INVALID_KEYWORD_TITLE, { description: issue });
  return false;
}
