// The results page's "Charts" card: a Hide/Show button (remembered in the browser) and, while
// shown, the charts, whose code is a separate chunk loaded only then (decision 028).
import { lazy, Suspense, useState } from 'react';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { readString, removeKey, STORAGE_KEYS, writeString } from '../../lib/storage';

const ResultsCharts = lazy(() => import('./results-charts'));

export function ResultsChartsSection({ researchId, filter, filtered }: { researchId: string; filter: KeywordFilter; filtered: boolean }) {
  const [shown, setShown] = useState(() => readString(STORAGE_KEYS.resultsChartsHidden) !== '1');
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
              <ResultsCharts researchId={researchId} filter={filter} filtered={filtered} />
            </Suspense>
          </CardContent>
        ) : null}
      </Card>
    </section>
  );
}
