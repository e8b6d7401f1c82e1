// The SERP screen's flow: the analysis shown is the one the URL names
// (?id=, so a reload, a second tab or a shared link opens exactly it), else the user's latest;
// the submit with its keyword rule, toasts and the move to the new analysis's URL; the form shows
// the request on screen; the smooth scroll to the results 100 ms after a success.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SCROLL_TO_RESULTS_DELAY_MS } from '@shared/constants/limits';
import { SERP_EMPTY_KEYWORD, SERP_NO_RESULTS, SERP_TOASTS, serpCompleteMessage } from '@shared/messages/serp';
import { isSessionExpired, showAuthRequired, showSessionExpired, showToolError } from '../../components/tool-errors';
import { checkKeyword, restoredRequestMatchesUrl, useFormShowsRequest, type ToolInputs } from '../../components/tool-inputs';
import { ApiRequestError } from '../../lib/api';
import { focusHeading } from '../../lib/focus';
import { useAuth } from '../auth';
import { useLatestSerpAnalysis, useSerpAnalysisById } from './api/get-serp-analysis';
import { useRunSerpAnalysis } from './api/run-serp-analysis';

export function useSerpAnalysis(inputs: ToolInputs) {
  const { user, isAdmin } = useAuth();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const researchId = params.get('id')?.trim() || null;
  const mutation = useRunSerpAnalysis();
  const isRunning = mutation.isPending;
  const resultsRef = useRef<HTMLElement>(null);
  const [justRun, setJustRun] = useState<string | null>(null);

  const byId = useSerpAnalysisById(researchId);
  const latest = useLatestSerpAnalysis(userId, researchId === null);
  // Without an id the latest analysis is shown, unless the URL asks for another request (a row's
  // tool link, a shared link): then the form shows that request and no results of another.
  const latestAnalysis = latest.data?.analysis ?? null;
  const latestFits = latestAnalysis !== null && restoredRequestMatchesUrl(latestAnalysis, params);
  const analysis = researchId ? (byId.data ?? null) : latestFits ? latestAnalysis : null;
  const isNotFound = byId.error instanceof ApiRequestError && byId.error.status === 404;
  useFormShowsRequest(
    inputs,
    analysis ? { id: analysis.researchId, keyword: analysis.keyword, languageCode: analysis.languageCode, locationCode: analysis.locationCode } : null,
  );

  useEffect(() => {
    if (!justRun || analysis?.researchId !== justRun) return undefined;
    const timer = window.setTimeout(() => {
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      focusHeading(resultsRef.current?.querySelector('h2'));
    }, SCROLL_TO_RESULTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [analysis, justRun]);

  const submit = useCallback(async () => {
    if (isRunning) return;
    const keyword = inputs.values.keyword.trim();
    if (keyword === '') {
      toast.error(SERP_TOASTS.emptyTitle, { description: SERP_EMPTY_KEYWORD });
      return;
    }
    if (!checkKeyword(keyword)) return;
    if (!userId) {
      showAuthRequired(navigate);
      return;
    }
    const values = inputs.commit();
    try {
      const answer = await mutation.mutateAsync({ keyword: values.keyword, languageCode: values.languageCode, locationCode: values.locationCode, limit: 10 });
      if (answer.totalResults === 0) {
        toast.error(SERP_TOASTS.failedTitle, { description: SERP_NO_RESULTS });
        return;
      }
      setJustRun(answer.researchId);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('id', answer.researchId);
          return next;
        },
        { replace: false },
      );
      toast.success(SERP_TOASTS.completeTitle, { description: serpCompleteMessage(answer.totalResults, values.keyword, { lines: answer.charges, providerCost: isAdmin ? answer.providerCost : null }) });
    } catch (error) {
      if (isSessionExpired(error)) return showSessionExpired(navigate);
      const message = error instanceof Error && error.message ? error.message : SERP_NO_RESULTS;
      showToolError(SERP_TOASTS.failedTitle, message, error, navigate);
    }
  }, [inputs, isAdmin, isRunning, mutation, navigate, setParams, userId]);

  return { analysis, submit, isRunning, resultsRef, isNotFound };
}
