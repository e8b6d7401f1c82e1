// The Keyword Results screen (/keyword-results): loads the research by id from the server and
// composes the summary, the seed card and the results table; the empty state when there is
// nothing to show.
import { Link } from 'react-router';
import { marketText, useMarkets } from '../../components/markets';
import { RESULTS_EMPTY_STATE, RESULTS_NOT_FOUND } from '@shared/messages/research';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/paths';
import { ResultsSummary } from './results-summary';
import { ResultsTableSection } from './results-table-section';
import { SeedKeywordCard } from './seed-keyword-card';
import { useKeywordResults } from './use-keyword-results';
import { usePageTitle } from '../../components/layout/use-page-title';

export function KeywordResultsPage() {
  usePageTitle('Keyword Results');
  const { research, rows, isLoading, isNotFound } = useKeywordResults();
  useMarkets(); // names of every provider location, once the server's lists arrive
  const seed = rows[0]?.isSeedKeyword ? rows[0] : null;
  const locationCode = research?.location_code ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Keyword Results</h1>
          {research ? (
            <p className="mt-2 text-muted-foreground">
              Results for “{research.seed_keyword}” · Market: {marketText(research.location_code, research.language_code)}
            </p>
          ) : null}
        </div>
        <Link
          to={PATHS.research}
          className="inline-flex h-10 items-center rounded-md border border-border bg-white px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          New Research
        </Link>
      </div>
      {/* Labelled by the provider the research was made with, not the server's current one; no
          research, no numbers to label. */}
      <DemoDataNotice isDemoData={research?.provider === 'demo'} />
      {isLoading ? (
        <Spinner className="py-16" />
      ) : rows.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">
            <p>{isNotFound ? RESULTS_NOT_FOUND : RESULTS_EMPTY_STATE}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ResultsSummary rows={rows} locationCode={locationCode} />
          {seed ? <SeedKeywordCard seed={seed} locationCode={locationCode} note={research?.seed_keyword_note ?? null} /> : null}
          <ResultsTableSection rows={rows} locationCode={locationCode} languageCode={research?.language_code ?? null} />
        </>
      )}
    </div>
  );
}
