// The competitor tools' calls: the quote before a run, the run itself (answers the stored research's
// id, which the screen then opens by URL), and a run's report beside its rows (the rows are read
// with the results table's own paged read, GET /api/researches/{id}/rows), through the typed client.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CompetitorReport, CompetitorRunStarted } from '@shared/contract/competitors';
import type { CompetitorDiscoveryBody, DomainKeywordsBody, KeywordGapBody } from '@shared/contract/competitors-request';
import type { RunQuote } from '@shared/contract/quote';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshUsage } from '../../pricing';

export interface CompetitorBodies {
  domain: DomainKeywordsBody;
  competitors: CompetitorDiscoveryBody;
  gap: KeywordGapBody;
}
export type CompetitorTool = keyof CompetitorBodies;

/** Each tool's run and quote calls. */
type ToolCalls = { [T in CompetitorTool]: { run: (json: CompetitorBodies[T]) => Promise<CompetitorRunStarted>; quote: (json: CompetitorBodies[T]) => Promise<RunQuote> } };

const CALLS: ToolCalls = {
  domain: {
    run: (json) => unwrap(api.competitors['domain-keywords'].$post({ json })),
    quote: (json) => unwrap(api.competitors['domain-keywords'].quote.$post({ json })),
  },
  competitors: {
    run: (json) => unwrap(api.competitors.discovery.$post({ json })),
    quote: (json) => unwrap(api.competitors.discovery.quote.$post({ json })),
  },
  gap: {
    run: (json) => unwrap(api.competitors.gap.$post({ json })),
    quote: (json) => unwrap(api.competitors.gap.quote.$post({ json })),
  },
};

export function quoteCompetitorRun<T extends CompetitorTool>(tool: T, body: CompetitorBodies[T]): Promise<RunQuote> {
  return CALLS[tool].quote(body);
}

export function runCompetitorTool<T extends CompetitorTool>(tool: T, body: CompetitorBodies[T]): Promise<CompetitorRunStarted> {
  return CALLS[tool].run(body);
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
    queryFn: ({ signal }): Promise<CompetitorReport> => unwrap(api.competitors[':id'].$get({ param: { id: researchId } }, { init: { signal } })),
    staleTime: Infinity,
    retry: false,
  });
}

export function useCompetitorReport(researchId: string | null) {
  return useQuery({ ...competitorReportOptions(researchId ?? ''), enabled: researchId !== null });
}
