// The Related Keywords screen (/related-keywords): composes the form, the search flow, the
// progress while a page loads, the results card and the demo notice. Opened on results (their id in
// the address, or the ones kept from the last visit) the form is folded into one bar ("New search"),
// so the table comes first; a search run on the page keeps the form open.
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { MarketLabel } from '../../components/markets';
import { FoldedFormBar, useAutoRunFromToolLink, useToolInputs } from '../../components/tool-inputs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { RelatedForm } from './related-form';
import { RELATED_INPUTS } from './related-inputs';
import { ResearchChangesSection } from '../../components/research-changes';
import { ShareResearchButton } from '../../components/share-links';
import { RelatedResultsCard } from './related-results-card';
import { RelatedSearchProgress } from './related-search-progress';
import { useRelatedSearch } from './use-related-search';
import { focusHeading } from '../../lib/focus';
import { usePageTitle } from '../../components/layout/use-page-title';

export function RelatedKeywordsPage() {
  usePageTitle('Related Keywords');
  const inputs = useToolInputs(RELATED_INPUTS);
  const { state, search, loadMore } = useRelatedSearch(inputs);
  const results = useRef<HTMLDivElement>(null);
  const searched = useRef(false);
  const onSearch = () => {
    searched.current = true;
    void search();
  };
  useAutoRunFromToolLink(onSearch);
  const { query } = state;
  const [searchParams] = useSearchParams();
  // Read once: the page was opened on results, not to search.
  const [formFolded, setFormFolded] = useState(() => searchParams.has('id') || state.loaded > 0);
  const formId = useId();
  const folded = formFolded && query !== null && state.loaded > 0;
  // After a search the results' heading takes the focus, once its first rows are shown.
  useEffect(() => {
    if (!searched.current || !state.researchId || state.loaded === 0 || state.status === 'searching') return;
    searched.current = false;
    focusHeading(results.current?.querySelector('h2'));
  }, [state.researchId, state.loaded, state.status]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Related Keywords</h1>
        <p className="mt-2 text-muted-foreground">Find content pillars and opportunities: the searches related to a keyword, with volume, difficulty, CPC and intent.</p>
      </div>
      {/* Labelled by the answer shown; before any, by the server's current provider. */}
      <DemoDataNotice isDemoData={state.loaded > 0 ? state.isDemoData : undefined} />
      {folded ? (
        <FoldedFormBar title="Find related keywords" showing={`“${query.keyword}”, depth ${query.depth}`} formId={formId} onOpen={() => setFormFolded(false)} />
      ) : null}
      {/* Folded, the form stays in the page (hidden) and keeps the shown search's values. */}
      <Card id={formId} hidden={folded}>
        <CardHeader>
          <CardTitle>Find related keywords</CardTitle>
          <CardDescription>Deeper walks find more keywords: each step follows the searches related to the previous ones.</CardDescription>
        </CardHeader>
        <CardContent>
          <RelatedForm inputs={inputs} isRunning={state.status === 'searching'} onSubmit={onSearch} />
        </CardContent>
      </Card>
      {state.status === 'searching' && query && state.loaded === 0 ? <RelatedSearchProgress depth={query.depth} /> : null}
      {query && state.loaded > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <MarketLabel locationCode={query.locationCode} languageCode={query.languageCode} />
          {state.researchId ? <ShareResearchButton researchId={state.researchId} /> : null}
        </div>
      ) : null}
      {query && state.researchId && state.status !== 'searching' ? (
        <ResearchChangesSection researchId={state.researchId} kind="related" locationCode={query.locationCode} />
      ) : null}
      <div ref={results} className="contents">
      {query && state.loaded > 0 && state.researchId ? (
        // A new search remounts the card; its search, filters and sort are in the URL and stay.
        <RelatedResultsCard
          key={state.researchId}
          keyword={query.keyword}
          researchId={state.researchId}
          locationCode={query.locationCode}
          loaded={state.loaded}
          total={state.total}
          hasMore={state.hasMore}
          status={state.status}
          batch={state.batch}
          onLoadMore={() => void loadMore()}
        />
      ) : null}
      </div>
    </div>
  );
}
