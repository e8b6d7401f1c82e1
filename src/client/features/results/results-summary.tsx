// The summary block: Total Keywords, Total Volume, Avg Difficulty, Avg CPC (US dollars, with a
// note where the location's own currency differs), over every result of the research.
import { useMemo } from 'react';
import type { KeywordResultRow } from '@shared/api/research';
import { cpcCurrencyNote, formatCpc } from '@shared/format/money';
import { formatCount, formatNumber } from '@shared/format/number';
import { summarizeKeywordResults } from '@shared/results-summary';
import { Card } from '../../components/ui/card';

export function ResultsSummary({ rows, locationCode }: { rows: readonly KeywordResultRow[]; locationCode: number | null }) {
  const summary = useMemo(() => summarizeKeywordResults(rows), [rows]);
  const stats = [
    { label: 'Total Keywords', value: formatCount(summary.totalKeywords) },
    { label: 'Total Volume', value: formatNumber(summary.totalVolume) },
    { label: 'Avg Difficulty', value: formatNumber(summary.averageDifficulty === null ? null : Math.round(summary.averageDifficulty)) },
    { label: 'Avg CPC', value: formatCpc(summary.averageCpc, locationCode) },
  ];
  const currencyNote = cpcCurrencyNote(locationCode);
  return (
    <section aria-label="Summary" className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} className="p-4">
            <p className="text-sm text-muted-foreground">{stat.label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{stat.value}</p>
          </Card>
        ))}
      </div>
      {currencyNote ? <p className="text-xs text-muted-foreground">{currencyNote}</p> : null}
    </section>
  );
}
