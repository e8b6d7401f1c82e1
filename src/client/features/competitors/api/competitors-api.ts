// The competitor tools' calls: the quote before a run, the run itself (answers the stored research's
// id, which the screen then opens by URL), and a run's report beside its rows (the rows are read
// with the results table's own paged read, GET /api/researches/{id}/rows). Through apiFetch with the
// contract's types rather than the typed client: the server declares these routes with a helper
// whose path is a plain string, which the typed client cannot key.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CompetitorReport, CompetitorRunStarted } from '@shared/contract/competitors';
import type { CompetitorDiscoveryBody, DomainKeywordsBody, KeywordGapBody } from '@shared/contract/competitors-request';
import type { RunQuote } from '@shared/contract/quote';
import { apiFetch } from '../../../lib/api';
import { useRefreshUsage } from '../../pricing';

export interface CompetitorBodies {
  domain: DomainKeywordsBody;
  competitors: CompetitorDiscoveryBody;
  gap: KeywordGapBody;
}
export type CompetitorTool = keyof CompetitorBodies;

const ROUTES: Record<CompetitorTool, string> = {
  domain: '/api/competitors/domain-keywords',
  competitors: '/api/competitors/discovery',
  gap: '/api/competitors/gap',
};

export function quoteCompetitorRun<T extends CompetitorTool>(tool: T, body: CompetitorBodies[T]): Promise<RunQuote> {
  return apiFetch<RunQuote>(`${ROUTES[tool]}/quote`, { method: 'POST', json: body });
}

export function runCompetitorTool<T extends CompetitorTool>(tool: T, body: CompetitorBodies[T]): Promise<CompetitorRunStarted> {
  return apiFetch<CompetitorRunStarted>(ROUTES[tool], { method: 'POST', json: body });
}

/** A run of any of the three tools; every run refreshes the quota shown. */
export function useRunCompetitorTool() {
  const refreshUsage = useRefreshUsage();
  return useMutation({
    mutationFn: ({ tool, body }: { tool: CompetitorTool; body: CompetitorBodies[CompetitorTool] }) => runCompetitorTool(tool, body),
    onSettled: refreshUsage,
  });
}

export function competitorReportOptions(researchId: string) {
  // A stored run never changes: once read it stays fresh.
  return queryOptions({
    queryKey: ['competitor-report', researchId],
    queryFn: ({ signal }) => apiFetch<CompetitorReport>(`/api/competitors/${encodeURIComponent(researchId)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useCompetitorReport(researchId: string | null) {
  return useQuery({ ...competitorReportOptions(researchId ?? ''), enabled: researchId !== null });
}
