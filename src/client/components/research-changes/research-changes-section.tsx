// "Changes since last run": when a research repeats an earlier one of the same
// request, a card lists each row's change in volume, KD and CPC (SERP: position), with new and
// lost rows, and a "Show only changes" switch. The server compares and pages; the card shows the
// loaded pages and a Load more button. Nothing is shown for a first run.
import { useState } from 'react';
import { formatDate } from '@shared/format/date';
import { formatCount, formatNumber } from '@shared/format/number';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';
import { SimpleTable } from '../ui/simple-table';
import { ChangeStatusBadge, cpcFormatter, formatVolume, MetricChangeCell } from './change-cells';
import { useResearchChanges } from './use-research-changes';

export interface ResearchChangesSectionProps {
  researchId: string | null;
  /** 'competitors': a domain's keywords or a gap, whose rows carry a position (a gap's: your site's). */
  kind: 'keywords' | 'serp' | 'related' | 'competitors';
  locationCode: number | null;
}

export function ResearchChangesSection({ researchId, kind, locationCode }: ResearchChangesSectionProps) {
  const [onlyChanges, setOnlyChanges] = useState(true);
  const changes = useResearchChanges(researchId, onlyChanges);
  const pages = changes.data?.pages ?? [];
  const first = pages[0];
  if (!first?.previous) return null;
  const rows = pages.flatMap((page) => page.rows);
  const isSerp = kind === 'serp';
  const withPosition = kind === 'competitors';
  const headers = isSerp ? ['Result', 'Change', 'Position'] : ['Keyword', 'Change', ...(withPosition ? ['Position'] : []), 'Volume', 'KD', 'CPC'];
  const cpc = cpcFormatter(locationCode);
  const { counts } = first;
  return (
    <Card>
      <CardHeader className="gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Changes since last run</CardTitle>
          <CardDescription>
            Compared with the same request run on {formatDate(first.previous.createdAt)}: {formatCount(counts.new)} new, {formatCount(counts.lost)} lost,{' '}
            {formatCount(counts.changed)} changed, {formatCount(counts.unchanged)} unchanged.
          </CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="only-changes" checked={onlyChanges} onChange={(event) => setOnlyChanges(event.target.checked)} />
          <Label htmlFor="only-changes">Show only changes</Label>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {rows.length === 0 ? (
          <p className="text-muted-foreground">Nothing changed since the last run.</p>
        ) : (
          <SimpleTable caption="Changes since last run" headers={headers}>
            {rows.map((row) => (
              <tr key={`${row.status}:${row.key}`} className="border-b border-border">
                <td className="max-w-xs truncate px-3 py-2 font-medium" title={row.label}>
                  {row.label}
                </td>
                <td className="px-3 py-2">
                  <ChangeStatusBadge status={row.status} />
                </td>
                {isSerp ? (
                  <td className="px-3 py-2">
                    <MetricChangeCell change={row.position} format={formatNumber} lowerIsBetter />
                  </td>
                ) : (
                  <>
                    {withPosition ? (
                      <td className="px-3 py-2">
                        <MetricChangeCell change={row.position} format={formatNumber} lowerIsBetter />
                      </td>
                    ) : null}
                    <td className="px-3 py-2">
                      <MetricChangeCell change={row.searchVolume} format={formatVolume} />
                    </td>
                    <td className="px-3 py-2">
                      <MetricChangeCell change={row.difficulty} format={formatNumber} lowerIsBetter />
                    </td>
                    <td className="px-3 py-2">
                      <MetricChangeCell change={row.cpc} format={cpc} />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </SimpleTable>
        )}
        {changes.hasNextPage ? (
          <Button variant="outline" className="self-center" onClick={() => void changes.fetchNextPage()} disabled={changes.isFetchingNextPage}>
            {changes.isFetchingNextPage ? 'Loading...' : 'Load more changes'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
