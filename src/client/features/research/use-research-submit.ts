// What happens when the Seed Keyword form is submitted: the keyword
// rule, the sign-in checks, the call, the toasts, and on success the stored research id and
// keyword and the move to /keyword-results.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LONG_TOAST_MS } from '@shared/constants/limits';
import { RESEARCH_TOASTS, researchCompleteMessage } from '@shared/messages/research';
import { INVALID_KEYWORD_TITLE } from '@shared/messages/validation';
import { isSessionExpired, showAuthRequired, showSessionExpired, showToolError } from '../../components/tool-errors';
import { checkKeyword, type ToolInputs } from '../../components/tool-inputs';
import { researchRequestFrom, type ResearchFlags } from './research-inputs';
import { useAuth } from '../auth';
import { ApiRequestError, readApiFailure } from '../../lib/api';
import { ARRIVED_FROM_RUN } from '../../lib/focus';
import { keywordResultsPath } from '../../lib/paths';
import { clearToolResults, STORAGE_KEYS, writeString } from '../../lib/storage';
import { useRunResearch } from './api/run-research';

/** The server's error text; "Analysis failed..." when it answered without one; else the generic text. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const hasServerText = Boolean(readApiFailure(error.body).message);
    return hasServerText || error.status === 0 ? error.message : RESEARCH_TOASTS.serverFailedFallback;
  }
  return error instanceof Error && error.message ? error.message : RESEARCH_TOASTS.failedFallback;
}

export function useResearchSubmit(inputs: ToolInputs, flags: ResearchFlags) {
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const mutation = useRunResearch();
  const isRunning = mutation.isPending;

  const submit = useCallback(async () => {
    if (isRunning) return;
    const built = researchRequestFrom(inputs.values, flags);
    // One seed gets the keyword rule's own toast; a list, the first thing wrong with it.
    if (built.seeds.length <= 1 && !checkKeyword(built.seeds[0] ?? '', { labs: true })) return;
    if ('issue' in built) {
      toast.error(INVALID_KEYWORD_TITLE, { description: built.issue });
      return;
    }
    if (!user) {
      showAuthRequired(navigate);
      return;
    }
    const values = inputs.commit();
    clearToolResults();
    try {
      const answer = await mutation.mutateAsync(built.request);
      if (answer.totalResults === 0) {
        toast.error(RESEARCH_TOASTS.noResultsTitle, { description: RESEARCH_TOASTS.noResults });
        return;
      }
      writeString(STORAGE_KEYS.currentResearchId, answer.researchId);
      writeString(STORAGE_KEYS.keywordAnalyzed, values.keyword);
      toast.success(RESEARCH_TOASTS.completeTitle, {
        // Long: it says what was charged, and the run's page loads after it.
        duration: LONG_TOAST_MS,
        // What the server charged: nothing for a repeat the cache answered.
        description: researchCompleteMessage(answer.totalResults, { lines: answer.charges, providerCost: isAdmin ? answer.providerCost : null }, answer.seedKeywordNote),
      });
      void navigate(keywordResultsPath(answer.researchId), { state: ARRIVED_FROM_RUN });
    } catch (error) {
      if (isSessionExpired(error)) return showSessionExpired(navigate);
      showToolError(RESEARCH_TOASTS.failedTitle, failureMessage(error), error, navigate);
    }
  }, [flags, inputs, isAdmin, isRunning, mutation, navigate, user]);

  return { submit, isRunning };
}
