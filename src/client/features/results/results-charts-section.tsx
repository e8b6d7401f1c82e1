// The results page's "Charts" card: a Hide/Show button (remembered in the browser) and, while
// shown, the charts, whose code is a separate chunk loaded only then (decision 028). The section
// reads the distribution itself, so the read runs alongside the chunk's load, not after it.
import { lazy, Suspense, useState } from 'react';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { Button } from '../../components/ui/button';
import { useDistribution } from './api/get-distribution';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { readString, removeKey, STORAGE_KEYS, writeString } from '../../lib/storage';

const ResultsCharts = lazy(() => import('./results-charts'));

export interface ResultsChartsSectionProps {
  researchId: string;
  filter: KeywordFilter;
  filtered: boolean;
  /** False until the page's first rows are painted: the distribution is read after them. */
  enabled: boolean;
}

export function ResultsChartsSection({ researchId, filter, filtered, enabled }: ResultsChartsSectionProps) {
  const [shown, setShown] = useState(() => readString(STORAGE_KEYS.resultsChartsHidden) !== '1');
  const { data } = useDistribution(researchId, filter, enabled && shown);
  const toggle = () => {
    if (shown) writeString(STORAGE_KEYS.resultsChartsHidden, '1');
    else removeKey(STORAGE_KEYS.resultsChartsHidden);
    setShown(!shown);
  };
  return (
    <section aria-labelledby="results-charts-title">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-4 space-y-0">
          <CardTitle id="results-charts-title">Charts</CardTitle>
          <Button variant="outline" size="sm" onClick={toggle} aria-expanded={shown} aria-controls="results-charts-body">
            {shown ? 'Hide charts' : 'Show charts'}
          </Button>
        </CardHeader>
        {shown ? (
          <CardContent id="results-charts-body">
            <Suspense fallback={<p className="text-sm text-muted-foreground">Loading charts…</p>}>
              {data ? <ResultsCharts data={data} filtered={filtered} /> : null}
            </Suspense>
          </CardContent>
        ) : null}
      </Card>
    </section>
  );
}
