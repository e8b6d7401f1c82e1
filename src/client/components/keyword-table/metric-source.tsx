// Where a row's metrics come from and when: the source in words and the provider's update date
// (or, without one, when our server fetched them).
import { formatDate } from '@shared/format/date';
import { metricSourceLabel } from '@shared/format/metric-source';

export interface MetricSourceProps {
  source: string | null | undefined;
  updatedAt?: string | null;
  fetchedAt?: string | null;
}

export function MetricSource({ source, updatedAt, fetchedAt }: MetricSourceProps) {
  const date = updatedAt ?? fetchedAt ?? null;
  const dateLabel = updatedAt ? 'Updated' : 'Fetched';
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="truncate text-xs font-medium">{metricSourceLabel(source)}</span>
      {date ? (
        <span className="truncate text-xs text-muted-foreground">
          {dateLabel} {formatDate(date)}
        </span>
      ) : null}
    </span>
  );
}
