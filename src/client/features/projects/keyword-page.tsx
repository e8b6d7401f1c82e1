// /projects/:id/keywords/:keywordId: one keyword's history: the position chart per device (uPlot,
// loaded only here) and the same history as a table, with the URL, AI Overview state and cited
// domains of every check. A failed check is "Unknown", never "not ranking".
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@shared/format/date';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useKeywordHistory } from './api/projects';
import { aiOverviewText, positionText } from './rank-text';

const RankHistoryChart = lazy(() => import('./rank-history-chart'));

export function KeywordPage() {
  const { id = '', keywordId = '' } = useParams();
  const history = useKeywordHistory(id, keywordId);
  usePageTitle(history.data ? `Rank history: ${history.data.keyword}` : 'Rank history');
  if (history.isPending) return <Spinner className="py-16" />;
  if (history.error) return <Alert tone="error">{history.error.message}</Alert>;
  const { keyword, points } = history.data;
  const newestFirst = [...points].reverse();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div>
        <Link to={`/projects/${id}`} className="text-sm text-primary hover:underline">
          Back to the project
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{keyword}</h1>
      </div>
      {points.length === 0 ? (
        <p className="text-muted-foreground">Not checked yet. Run the project’s checks to start its history.</p>
      ) : (
        <Suspense fallback={<Spinner className="py-16" />}>
          <RankHistoryChart points={points} label={`Position history of ${keyword}, by device; the table below has every check.`} />
        </Suspense>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-medium">Every check, newest first</caption>
          <thead>
            <tr className="border-b text-left">
              <th className="py-2 pr-3">Date</th>
              <th className="py-2 pr-3">Device</th>
              <th className="py-2 pr-3 text-right">Position</th>
              <th className="hidden py-2 pr-3 sm:table-cell">URL</th>
              <th className="py-2 pr-3">AI Overview</th>
              <th className="hidden py-2 md:table-cell">Cited domains</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((point) => (
              <tr key={`${point.slotStart}-${point.device}`} className="border-b">
                <td className="py-2 pr-3">{formatDate(point.slotStart)}</td>
                <td className="py-2 pr-3">{point.device}</td>
                <td className="py-2 pr-3 text-right">{positionText(point)}</td>
                <td className="hidden max-w-xs truncate py-2 pr-3 sm:table-cell">{point.url ?? '–'}</td>
                <td className="py-2 pr-3">{aiOverviewText(point)}</td>
                <td className="hidden py-2 md:table-cell">{point.aiCitedDomains.join(', ') || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
