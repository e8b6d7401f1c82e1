// The analysis shown: a card titled with the keyword, the organic results in the page's own flow
// (all ten readable by scrolling the page, no inner scroll box), and the SERP features beside them.
import { forwardRef } from 'react';
import type { SerpAnalysis } from '@shared/contract/serp';
import { marketText, useMarkets } from '../../components/markets';
import { formatDate } from '@shared/format/date';
import { formatNumber } from '@shared/format/number';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SerpFeaturesList } from './serp-features-list';
import { SerpResultCard } from './serp-result-card';
import { SerpStrengthSummary } from './serp-strength-summary';

export const SerpResults = forwardRef<HTMLElement, { analysis: SerpAnalysis }>(function SerpResults({ analysis }, ref) {
  useMarkets(); // names of every provider location, once the server's lists arrive
  return (
    <section ref={ref} aria-labelledby="serp-results-title" className="scroll-mt-6">
      <Card>
        <CardHeader>
          <CardTitle id="serp-results-title">Top {analysis.results.length} organic results for “{analysis.keyword}”</CardTitle>
          <CardDescription>
            Market: {marketText(analysis.locationCode, analysis.languageCode)} · {formatDate(analysis.createdAt)}
            {analysis.seResultsCount !== null ? ` · About ${formatNumber(analysis.seResultsCount)} results on Google` : ''}
          </CardDescription>
        </CardHeader>
        {/* One column below lg that never grows past the page: a result's one-line breadcrumb would
            otherwise widen it, and a phone would scroll sideways. */}
        <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div role="region" aria-label="Organic results" className="flex flex-col gap-3 rounded-md border border-border bg-slate-50 p-3">
            <SerpStrengthSummary strength={analysis.strength} difficulty={null} titleId="serp-strength-title" />
            <ol className="flex flex-col gap-3">
              {analysis.results.map((result) => (
                <li key={`${result.position}-${result.url}`}>
                  <SerpResultCard result={result} />
                </li>
              ))}
            </ol>
          </div>
          <SerpFeaturesList features={analysis.features} />
        </CardContent>
      </Card>
    </section>
  );
});
