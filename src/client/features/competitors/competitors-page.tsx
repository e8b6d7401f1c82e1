// The Competitors screen (/competitors): three tools in tabs (Domain keywords, Competitor discovery,
// Keyword gap), each a form with its cost before the run, and below it the run the address names
// (?id=, from a run, the history or a bookmark): its header (market, cache, coverage, share, demo
// label) and its view (the rankings summary and keywords, the competitors found, or the gap table).
// The tab follows the run's kind; a gap opened without a view gets its first view (opportunities).
// With a run shown the tabs and form fold into one bar ("New search"), so the run's table comes
// first on the screen (the run's heading below the bar names it); the bar opens them for that run,
// and the next run folds them again.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CompetitorResearchKind } from '@shared/contract/competitors';
import { COMPETITOR_RUN_NOT_FOUND_TEXT } from '@shared/messages/competitor-screens';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { ResearchChangesSection } from '../../components/research-changes';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useMarkets } from '../../components/markets';
import { FoldedFormBar } from '../../components/tool-inputs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiRequestError } from '../../lib/api';
import { useFocusAfterRun } from '../../lib/focus';
import { PATHS } from '../../lib/paths';
import { useResultsView } from '../results';
import { useCompetitorReport } from './api/competitors-api';
import { COMPETITOR_PARAMS, gapOpportunityParams, needsGapFirstView, readCompetitorTool, toolTabParams } from './competitor-url';
import { DiscoveryForm } from './discovery-form';
import { DiscoveryView } from './discovery-view';
import { DomainKeywordsForm } from './domain-keywords-form';
import { DomainKeywordsView } from './domain-keywords-view';
import { GapForm } from './gap-form';
import { GapView } from './gap-view';
import { RunHeader } from './run-header';
import { useCompetitorForm, type CompetitorForm } from './use-competitor-form';
import { useFormFromReport } from './use-form-from-report';

const TOOLS: Record<CompetitorResearchKind, { tab: string; title: string; description: string; Form: (props: { form: CompetitorForm }) => ReactNode }> = {
  domain: {
    tab: 'Domain keywords',
    title: 'What does a site rank for?',
    description: 'The keywords a domain, subdomain, folder or page ranks for, with position, URL, SERP features and estimated traffic.',
    Form: DomainKeywordsForm,
  },
  competitors: {
    tab: 'Competitor discovery',
    title: 'Who are the competitors?',
    description: 'The domains that compete for a site’s keywords, or that rank most across a saved list or a research.',
    Form: DiscoveryForm,
  },
  gap: {
    tab: 'Keyword gap',
    title: 'What do competitors win that you do not?',
    description: 'Your site against 1 to 10 competitors: each keyword with every site’s position and URL, sorted into what you miss, where you are weak and where you lead.',
    Form: GapForm,
  },
};

export function CompetitorsPage() {
  usePageTitle('Competitors');
  useMarkets();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const researchId = params.get(COMPETITOR_PARAMS.id)?.trim() || null;
  const report = useCompetitorReport(researchId);
  const tool = report.data?.kind ?? readCompetitorTool(params);
  const form = useCompetitorForm();
  useFormFromReport(form, report.data);
  const view = useResultsView();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstView = report.data?.kind === 'gap' && needsGapFirstView(params);
  useFocusAfterRun(heading, report.isSuccess && !firstView);
  useEffect(() => {
    if (firstView) setParams((current) => gapOpportunityParams(current), { replace: true });
  }, [firstView, setParams]);

  const formId = useId();
  // The run whose form the user opened again ("New search"); any other run shown folds the form.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const folded = researchId !== null && report.isSuccess && !firstView && openedFor !== researchId;

  const onTool = (next: string) => void navigate(`${PATHS.competitors}?${toolTabParams(params, next as CompetitorResearchKind).toString()}`);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Competitors</h1>
        {/* Folded, the bar and the run's heading say what the page shows. */}
        {folded ? null : <p className="mt-2 text-muted-foreground">See what a site ranks for, find who competes with it, and the keywords your competitors win and you do not.</p>}
      </div>
      {researchId === null ? <DemoDataNotice /> : null}
      {folded ? <FoldedFormBar title={TOOLS[tool].tab} formId={formId} onOpen={() => setOpenedFor(researchId)} /> : null}
      <Tabs id={formId} hidden={folded} value={tool} onValueChange={onTool}>
        <TabsList aria-label="Competitor tools" className="h-auto flex-wrap">
          {(Object.keys(TOOLS) as CompetitorResearchKind[]).map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {TOOLS[kind].tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.keys(TOOLS) as CompetitorResearchKind[]).map((kind) => {
          const { title, description, Form } = TOOLS[kind];
          return (
            <TabsContent key={kind} value={kind}>
              <Card>
                <CardHeader>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <Form form={form} />
                </CardContent>
              </Card>
            </TabsContent>
          );
        })}
      </Tabs>
      {researchId === null ? null : report.isPending ? (
        <Spinner className="py-16" />
      ) : report.error ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">
            <p>{report.error instanceof ApiRequestError && report.error.status === 404 ? COMPETITOR_RUN_NOT_FOUND_TEXT : report.error.message}</p>
          </CardContent>
        </Card>
      ) : firstView ? null : (
        <>
          <RunHeader report={report.data} headingRef={heading} />
          {report.data.kind === 'competitors' ? null : <ResearchChangesSection researchId={report.data.researchId} kind="competitors" locationCode={report.data.locationCode} />}
          {report.data.kind === 'domain' ? (
            <DomainKeywordsView report={report.data} view={view} />
          ) : report.data.kind === 'gap' ? (
            <GapView report={report.data} view={view} />
          ) : (
            <DiscoveryView key={report.data.researchId} report={report.data} form={form.values} />
          )}
        </>
      )}
    </div>
  );
}
