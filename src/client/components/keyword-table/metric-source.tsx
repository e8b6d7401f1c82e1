// Where a row's metrics come from and when: the source in words, the provider's
// update date (or, without one, when our server fetched them), the provider and endpoint in the
// label's tooltip and for screen readers, and, past 30 days, a "stale" mark with a Refresh link
// (the tool's form filled with the request, which shows the cost before anything runs).
import { Link } from 'react-router';
import { formatDate } from '@shared/format/date';
import { metricProvenance, metricSourceLabel, type ProvenanceKind } from '@shared/format/metric-source';
import { isStaleMetric } from '@shared/metric-freshness';
import { useProviderProfiles } from '../../lib/use-me';

export interface MetricSourceProps {
  source: string | null | undefined;
  updatedAt?: string | null;
  fetchedAt?: string | null;
  /** The kind of run the row came from: names the provider's endpoint. */
  kind?: ProvenanceKind;
  /** Where Refresh goes when the values are stale; no link without it. */
  refreshHref?: string | null;
}

export function MetricSource({ source, updatedAt, fetchedAt, kind = 'keywords', refreshHref }: MetricSourceProps) {
  const date = updatedAt ?? fetchedAt ?? null;
  const dateLabel = updatedAt ? 'Updated' : 'Fetched';
  const profiles = useProviderProfiles();
  const provenance = metricProvenance(source, kind, profiles);
  const isStale = isStaleMetric(fetchedAt);
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate text-xs font-medium" title={provenance || undefined}>
          {metricSourceLabel(source, profiles)}
          {provenance ? <span className="sr-only"> ({provenance})</span> : null}
        </span>
        {isStale && refreshHref ? (
          <Link to={refreshHref} className="shrink-0 text-xs font-medium text-blue-800 underline underline-offset-2" aria-label="Refresh these values (shows the cost first)">
            Refresh
          </Link>
        ) : null}
      </span>
      {date ? (
        <span className={isStale ? 'truncate text-xs font-medium text-amber-800' : 'truncate text-xs text-muted-foreground'}>
          {dateLabel} {formatDate(date)}
          {isStale ? ' · stale' : null}
        </span>
      ) : null}
    </span>
  );
}
