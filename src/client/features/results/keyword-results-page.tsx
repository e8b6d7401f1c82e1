// The Keyword Results screen (/keyword-results?id=): the research's header, the overview (closed
// until opened: the summary of the rows the view shows, the charts (lazy), the clusters, the seed
// card), the changes since the last run of the same question, and the results table, each read from the server; the empty
// state when there is nothing to show. Without an id it opens the account's latest research. The route starts the first reads (header, rows, seed row)
// before this code loads; the clusters, changes and distribution are read once the first rows are
// painted (decision 043).
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isIdeaTab } from '@shared/ideas/idea-tabs';
import { marketText, useMarkets } from '../../components/markets';
import { RESULTS_EMPTY_STATE, RESULTS_NOT_FOUND } from '@shared/messages/research';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { CollapsibleOverview } from '../../components/table-layout';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useFocusAfterRun } from '../../lib/focus';
import { PATHS, TOOL_FORM_PATHS } from '../../lib/paths';
import { ResultsChartsSection } from './results-charts-section';
import { ResultsClustersSection } from './results-clusters-section';
import { ResearchChangesSection } from '../../components/research-changes';
import { ShareResearchButton } from '../../components/share-links';
import { rerunHref } from '../../components/tool-inputs';
import { ResultsSummary } from './results-summary';
import { ResultsTableSection } from './results-table-section';
import { LinkedAnalyses } from './linked-analyses';
import { OpenLatestResearch } from './open-latest-research';
import { SeedKeywordCard } from './seed-keyword-card';
import { useKeywordResults } from './use-keyword-results';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useResultsView } from './use-results-view';
import { usePageTitle } from '../../components/layout/use-page-title';
import { IdeaTabNav, IdeaTabRunPanel, useIdeaTabs } from './idea-tabs';

export function KeywordResultsPage() {
  usePageTitle('Keyword Results');
  const view = useResultsView();
  const { researchId, research, rows, seed, summary, totalMatching, totalRows, rowsWindow, standIns, isShowingPreviousView, isLoading, isNotFound } = useKeywordResults(view);
  useMarkets(); // names of every provider location, once the server's lists arrive
  const secondaryReads = useAfterFirstPaint(!isLoading);
  const shownSeed = seed ?? (rows[0]?.isPlaceholder ? rows[0] : null);
  const locationCode = research?.locationCode ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRun(heading);
  // The idea tabs of a keyword research, on it and on each tab's own rows.
  const [params] = useSearchParams();
  const hasTabs = research?.kind === 'keywords' || research?.kind === 'ideas';
  const ideaTabs = useIdeaTabs(hasTabs ? (research?.id ?? null) : null).data ?? null;
  const chosenParam = params.get('tab');
  const chosenTab = research?.kind === 'keywords' && isIdeaTab(chosenParam) ? chosenParam : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} className="text-3xl font-bold tracking-tight focus:outline-none">
            Keyword Results
          </h1>
          {research ? (
            <p className="mt-2 text-muted-foreground">
              Results for {research.seeds.map((seed) => `“${seed}”`).join(', ')} · Market: {marketText(research.locationCode, research.languageCode)}
            </p>
          ) : null}
          {research ? <LinkedAnalyses research={research} /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {research ? <ShareResearchButton researchId={research.id} /> : null}
          <Link
            to={PATHS.research}
            className="inline-flex h-10 items-center rounded-md border border-border bg-white px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            New Research
          </Link>
        </div>
      </div>
      {/* Labelled by the provider the research was made with, not the server's current one; no
          research, no numbers to label. */}
      <DemoDataNotice isDemoData={research?.isDemoData ?? false} />
      {ideaTabs && researchId ? <IdeaTabNav tabs={ideaTabs} researchId={researchId} chosen={chosenTab} /> : null}
      {chosenTab && ideaTabs ? (
        <IdeaTabRunPanel parentId={ideaTabs.researchId} tab={chosenTab} seedKeyword={ideaTabs.seedKeyword} />
      ) : researchId === null ? (
        <OpenLatestResearch />
      ) : isLoading ? (
        <Spinner className="py-16" />
      ) : totalRows === 0 && rows.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">
            <p>{isNotFound ? RESULTS_NOT_FOUND : RESULTS_EMPTY_STATE}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <CollapsibleOverview page="results" holds="Summary, charts, topic clusters and the seed keyword">
            {summary ? (
              <ResultsSummary summary={summary} totalMatching={totalMatching} totalRows={totalRows} filtered={!view.unfiltered} locationCode={locationCode} />
            ) : null}
            {researchId ? (
              <ResultsChartsSection researchId={researchId} filter={view.view.filter} filtered={!view.unfiltered} enabled={secondaryReads} />
            ) : null}
            {researchId ? (
              <ResultsClustersSection researchId={researchId} totalRows={totalRows} filter={view.filter} onFilterChange={view.setFilter} enabled={secondaryReads} />
            ) : null}
            {shownSeed ? <SeedKeywordCard
                seed={shownSeed}
                locationCode={locationCode}
                note={research?.seedKeywordNote ?? null}
                researchId={researchId}
                languageCode={research?.languageCode ?? null}
                serpResearchId={research?.linked.serpResearchId ?? null}
              /> : null}
          </CollapsibleOverview>
          {/* Only after a repeat of the same question: what changed is news, not overview. */}
          <ResearchChangesSection researchId={secondaryReads ? researchId : null} kind="keywords" locationCode={locationCode} />
          <ResultsTableSection
            researchId={researchId}
            view={view}
            rows={rows}
            totalMatching={totalMatching}
            totalRows={totalRows}
            rowsWindow={rowsWindow}
            standIns={standIns}
            isShowingPreviousView={isShowingPreviousView}
            locationCode={locationCode}
            languageCode={research?.languageCode ?? null}
            refreshHref={research ? rerunHref(research, TOOL_FORM_PATHS) : null}
          />
        </>
      )}
    </div>
  );
}
