// The head of a competitor run: what was compared, in which market and when, where the answer came
// from ("Cached, fetched …" for a free repeat), how much of the provider's list was read ("1,000 rows
// read of 12,480": keywords below the volume floor were not read, so their positions are unknown,
// not missing), the Share button and the demo label of a demo answer.
import { Database } from 'lucide-react';
import type { RefObject } from 'react';
import type { CompetitorReport } from '@shared/contract/competitors';
import { formatDate } from '@shared/format/date';
import { formatCount } from '@shared/format/number';
import { cachedFetchedText, rowsReadText } from '@shared/messages/competitor-screens';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { marketText } from '../../components/markets';
import { ShareResearchButton } from '../../components/share-links';
import { Badge } from '../../components/ui/badge';

export function runTitle(report: Pick<CompetitorReport, 'kind' | 'sites' | 'source'>): string {
  const [first, ...rest] = report.sites;
  if (report.kind === 'gap') return `Keyword gap: ${first?.label ?? ''} vs ${rest.map((site) => site.label).join(', ')}`;
  if (report.kind === 'competitors') return `Competitors of ${report.source.kind === 'domain' ? (first?.label ?? report.source.name) : `“${report.source.name}”`}`;
  return `Keywords of ${first?.label ?? ''}`;
}

export function CoverageLine({ coverage }: { coverage: CompetitorReport['coverage'] }) {
  // A toast leaves this line readable (data-keep-readable): it says whether "not ranking" can be trusted.
  if (!coverage.truncated) return <p data-keep-readable className="text-sm text-muted-foreground">All {formatCount(coverage.rowsRead)} rows read.</p>;
  return (
    <p data-keep-readable className="text-sm text-amber-900">
      <strong>{rowsReadText(coverage.rowsRead, coverage.totalCount)}</strong>
      {coverage.volumeFloor !== null ? ` (highest search volume first, down to ${formatCount(coverage.volumeFloor)} a month)` : null}. Where a site’s rows ran
      out, its position reads “unknown”, not missing.
    </p>
  );
}

export function RunHeader({ report, shareable = true, headingRef }: { report: CompetitorReport; shareable?: boolean; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-label="About this analysis" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 ref={headingRef} className="break-words text-2xl font-semibold tracking-tight focus:outline-none" tabIndex={-1}>
            {runTitle(report)}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>Market: {marketText(report.locationCode, report.languageCode)}</span>
            <span aria-hidden="true">·</span>
            <span>Run on {formatDate(report.createdAt)}</span>
            {report.cached ? (
              <Badge tone="info" className="gap-1">
                <Database className="h-3 w-3" aria-hidden="true" />
                {cachedFetchedText(report.fetchedAt)}
              </Badge>
            ) : null}
          </p>
        </div>
        {shareable ? <ShareResearchButton researchId={report.researchId} /> : null}
      </div>
      <DemoDataNotice isDemoData={report.isDemoData} />
      {report.isDemoData && report.demoNote ? <p className="text-sm text-amber-900">{report.demoNote}</p> : null}
      {report.kind !== 'competitors' ? <CoverageLine coverage={report.coverage} /> : null}
    </section>
  );
}
