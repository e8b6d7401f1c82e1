// The summary block: Total Keywords, Total Volume, Avg Difficulty, Avg CPC (US dollars, with a
// note where the location's own currency differs), over every row that passes the current search
// and filters (computed by the server over all of them, not only the rows loaded), and says so.
import type { RowsSummary } from '@shared/contract/researches';
import { cpcCurrencyNote, formatCpc } from '@shared/format/money';
import { formatCount, formatNumber } from '@shared/format/number';
import { Card } from '../../components/ui/card';

export interface ResultsSummaryProps {
  summary: RowsSummary;
  totalMatching: number;
  totalRows: number;
  filtered: boolean;
  locationCode: number | null;
}

export function ResultsSummary({ summary, totalMatching, totalRows, filtered, locationCode }: ResultsSummaryProps) {
  const stats = [
    { label: 'Total Keywords', value: formatCount(totalMatching) },
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
      {filtered ? (
        <p className="text-xs text-muted-foreground">
          Summary of the {formatCount(totalMatching)} keywords that match the search and filters (of {formatCount(totalRows)}).
        </p>
      ) : null}
      {currencyNote ? <p className="text-xs text-muted-foreground">{currencyNote}</p> : null}
    </section>
  );
}
