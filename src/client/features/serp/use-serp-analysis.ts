// The SERP screen's flow (spec sections 4, 5 and 8): the analysis shown (restored on load from
// the browser, else from the server's latest), the submit with its keyword rule, toasts and
// stored values, and the smooth scroll to the results 100 ms after a success.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SerpAnalysisRecord } from '@shared/api/serp';
import { SCROLL_TO_RESULTS_DELAY_MS } from '@shared/constants/limits';
import { SERP_EMPTY_KEYWORD, SERP_NO_RESULTS, SERP_TOASTS, serpCompleteMessage } from '@shared/messages/serp';
import { isSessionExpired, showAuthRequired, showSessionExpired, showToolError } from '../../components/tool-errors';
import { checkKeyword, type ToolInputs } from '../../components/tool-inputs';
import { useAuth } from '../auth';
import { useLatestSerpAnalysis } from './api/get-latest-serp-analysis';
import { useRunSerpAnalysis } from './api/run-serp-analysis';
import { readSavedSerpAnalysis, saveSerpAnalysis } from './saved-serp-analysis';

export function useSerpAnalysis(inputs: ToolInputs) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const mutation = useRunSerpAnalysis(userId);
  const isRunning = mutation.isPending;
  const resultsRef = useRef<HTMLElement>(null);
  const [analysis, setAnalysis] = useState<SerpAnalysisRecord | null>(() => (userId ? readSavedSerpAnalysis(userId) : null));
  const [hasRun, setHasRun] = useState(false);

  // Nothing saved in this browser: ask the server for the latest analysis, once.
  const latest = useLatestSerpAnalysis(userId, analysis === null && !hasRun);
  const restored = latest.data?.analysis ?? null;

  useEffect(() => {
    if (!hasRun || !analysis) return undefined;
    const timer = window.setTimeout(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_TO_RESULTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [analysis, hasRun]);

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
      const { success: _success, ...record } = answer;
      if (record.results.length === 0) {
        toast.error(SERP_TOASTS.failedTitle, { description: SERP_NO_RESULTS });
        return;
      }
      saveSerpAnalysis(userId, record);
      setHasRun(true);
      setAnalysis(record);
      toast.success(SERP_TOASTS.completeTitle, { description: serpCompleteMessage(record.results.length, values.keyword, record.estimated_cost) });
    } catch (error) {
      if (isSessionExpired(error)) return showSessionExpired(navigate);
      const message = error instanceof Error && error.message ? error.message : SERP_NO_RESULTS;
      showToolError(SERP_TOASTS.failedTitle, message, error, navigate);
    }
  }, [inputs, isRunning, mutation, navigate, userId]);

  // This browser's own (or newest) analysis first; the server's latest until there is one.
  return { analysis: analysis ?? restored, submit, isRunning, resultsRef };
}
