// What happens when a competitor form is submitted: the sign-in check, the run, the toasts, and on
// success the run's own address (its tool and id, the gap on its opportunities view), which the
// history, a bookmark or a share opens the same way.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { LONG_TOAST_MS } from '@shared/constants/limits';
import { quotaUnitsFor } from '@shared/costs';
import { COMPETITOR_TOASTS, competitorRunDoneText } from '@shared/messages/competitor-screens';
import { isSessionExpired, showAuthRequired, showSessionExpired, showToolError } from '../../components/tool-errors';
import { ApiRequestError } from '../../lib/api';
import { ARRIVED_FROM_RUN } from '../../lib/focus';
import { useAuth } from '../auth';
import { useRunCompetitorTool, type CompetitorBodies, type CompetitorTool } from './api/competitors-api';
import { writeCompetitorForm, type CompetitorFormValues } from './competitor-form-values';
import { competitorRunHref } from './competitor-url';
import { rememberMarket } from './use-competitor-form';

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError || (error instanceof Error && error.message)) return error.message;
  return COMPETITOR_TOASTS.failedFallback;
}

export function useCompetitorSubmit() {
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mutation = useRunCompetitorTool();
  const isRunning = mutation.isPending;

  const submit = useCallback(
    async <T extends CompetitorTool>(tool: T, body: CompetitorBodies[T], values: CompetitorFormValues) => {
      if (isRunning) return;
      if (!user) return showAuthRequired(navigate);
      rememberMarket(values);
      try {
        const answer = await mutation.mutateAsync({ tool, body });
        // A discovery is one read; domain keywords and a gap one per 1,000 rows asked for.
        const units = tool !== 'competitors' && 'limit' in body ? quotaUnitsFor('competitors', body.limit) : 1;
        const spent = { units, cached: answer.cached, fetchedAt: answer.fetchedAt, providerCost: isAdmin ? answer.providerCost : null };
        // Long: it says what was charged, and the run's page loads after it.
        toast.success(COMPETITOR_TOASTS.doneTitle, { description: competitorRunDoneText(answer.kind, answer.totalResults, spent), duration: LONG_TOAST_MS });
        void navigate(competitorRunHref(answer.kind, answer.researchId, writeCompetitorForm(params, values)), { state: ARRIVED_FROM_RUN });
      } catch (error) {
        if (isSessionExpired(error)) return showSessionExpired(navigate);
        showToolError(COMPETITOR_TOASTS.failedTitle, failureMessage(error), error, navigate);
      }
    },
    [isAdmin, isRunning, mutation, navigate, params, user],
  );

  return { submit, isRunning };
}
