// The summary of a target's rankings: keywords by position band (1, 2–3, 4–10, 11–20, 21–100),
// estimated monthly traffic, and new / up / down / lost since the provider's previous look where it
// says them. The provider's figures cover the whole target; without them, the stored rows' bands.
import type { CompetitorReport } from '@shared/contract/competitors';
import { formatCount } from '@shared/format/number';
import { Card } from '../../components/ui/card';

interface Stat {
  label: string;
  value: number | null;
}

export function summaryStats(report: Pick<CompetitorReport, 'summary' | 'storedBands'>): { bands: Stat[]; movement: Stat[]; ofWholeTarget: boolean } {
  const { summary, storedBands } = report;
  const source = summary ?? storedBands;
  const keywords = summary ? summary.keywords : storedBands.pos1 + storedBands.pos2to3 + storedBands.pos4to10 + storedBands.pos11to20 + storedBands.pos21to100;
  const bands: Stat[] = [
    { label: 'Ranking keywords', value: keywords },
    { label: 'Position 1', value: source.pos1 },
    { label: 'Positions 2–3', value: source.pos2to3 },
    { label: 'Positions 4–10', value: source.pos4to10 },
    { label: 'Positions 11–20', value: source.pos11to20 },
    { label: 'Positions 21–100', value: source.pos21to100 },
    { label: 'Estimated traffic', value: source.estimatedTraffic === null ? null : Math.round(source.estimatedTraffic) },
  ];
  const movement: Stat[] = summary
    ? [
        { label: 'New', value: summary.isNew },
        { label: 'Up', value: summary.isUp },
        { label: 'Down', value: summary.isDown },
        { label: 'Lost', value: summary.isLost },
      ].filter((stat) => stat.value !== null)
    : [];
  return { bands, movement, ofWholeTarget: summary !== null };
}

export function RankingSummary({ report }: { report: CompetitorReport }) {
  const { bands, movement, ofWholeTarget } = summaryStats(report);
  return (
    <section aria-label="Rankings summary" className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {bands.map((stat) => (
          <Card key={stat.label} className="px-3 py-2">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            {/* A count is one word: it never breaks across lines. */}
            <dd className="whitespace-nowrap text-lg font-semibold tabular-nums">{formatCount(stat.value)}</dd>
          </Card>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {movement.length > 0 ? `Since the provider’s previous look: ${movement.map((stat) => `${formatCount(stat.value)} ${stat.label.toLowerCase()}`).join(' · ')}. ` : null}
        {ofWholeTarget ? 'Over every keyword the target ranks for (the provider’s figures), not only the rows read.' : 'Over the rows read.'} Estimated traffic is monthly visits
        from organic search.
      </p>
    </section>
  );
}
