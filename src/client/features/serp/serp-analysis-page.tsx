// The SERP Analysis screen (/serp-analysis): composes the form, the analysis flow, the results,
// the keywords the SERP suggests (to add to a list), the history and the demo notice.
import { RESULTS_NOT_FOUND } from '@shared/messages/research';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { useAutoRunFromToolLink, useToolInputs } from '../../components/tool-inputs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SerpForm } from './serp-form';
import { SerpHistoryCard } from './serp-history';
import { SerpKeywordsCard } from './serp-keywords-card';
import { SERP_INPUTS } from './serp-inputs';
import { ShareResearchButton } from '../../components/share-links';
import { SerpResults } from './serp-results';
import { useSerpAnalysis } from './use-serp-analysis';
import { usePageTitle } from '../../components/layout/use-page-title';

export function SerpAnalysisPage() {
  usePageTitle('SERP Analysis');
  const inputs = useToolInputs(SERP_INPUTS);
  const { analysis, submit, isRunning, resultsRef, isNotFound } = useSerpAnalysis(inputs);
  useAutoRunFromToolLink(() => void submit());

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">SERP Analysis</h1>
        <p className="mt-2 text-muted-foreground">See who ranks in the top 10 organic results for a keyword, and which SERP features compete with them.</p>
      </div>
      {/* Labelled by the analysis shown; before any, by the server's current provider. */}
      <DemoDataNotice isDemoData={analysis?.isDemoData} />
      <Card>
        <CardHeader>
          <CardTitle>Analyze a keyword</CardTitle>
          <CardDescription>Choose the market to look at.</CardDescription>
        </CardHeader>
        <CardContent>
          <SerpForm inputs={inputs} isRunning={isRunning} onSubmit={() => void submit()} />
        </CardContent>
      </Card>
      {analysis ? (
        <div className="flex justify-end">
          <ShareResearchButton researchId={analysis.researchId} />
        </div>
      ) : null}
      {analysis ? <SerpResults ref={resultsRef} analysis={analysis} /> : null}
      {analysis ? <SerpKeywordsCard analysis={analysis} /> : null}
      {analysis ? <SerpHistoryCard analysis={analysis} /> : null}
      {isNotFound ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">
            <p>{RESULTS_NOT_FOUND}</p>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
