// One metric's change in a cell: "1,000 → 1,200 (+200)", a lone value for a new or lost row, a dash
// when neither run has it. The delta says its direction in words for screen readers.
import type { RowChangeRecord } from '@shared/contract/research-changes';
import { formatCpc } from '@shared/format/money';
import { EM_DASH, formatNumber } from '@shared/format/number';
import { Badge, type Tone } from '../ui/badge';

type MetricChange = RowChangeRecord['searchVolume'];

const STATUS: Record<RowChangeRecord['status'], { label: string; tone: Tone }> = {
  new: { label: 'New', tone: 'success' },
  lost: { label: 'Lost', tone: 'destructive' },
  changed: { label: 'Changed', tone: 'warning' },
  unchanged: { label: 'Unchanged', tone: 'muted' },
};

export function ChangeStatusBadge({ status }: { status: RowChangeRecord['status'] }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

export function MetricChangeCell({ change, format, lowerIsBetter = false }: { change: MetricChange; format: (value: number | null) => string; lowerIsBetter?: boolean }) {
  const { before, after, delta } = change;
  if (before === null && after === null) return <span className="text-muted-foreground">{EM_DASH}</span>;
  if (before === null || after === null || delta === null || Math.abs(delta) < 1e-9) {
    return <span className="tabular-nums">{format(after ?? before)}</span>;
  }
  const better = lowerIsBetter ? delta < 0 : delta > 0;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {format(before)} <span aria-hidden="true">→</span>
      <span className="sr-only"> to </span> {format(after)}{' '}
      <span className={better ? 'text-emerald-700' : 'text-red-700'}>
        ({delta > 0 ? '+' : '−'}
        {format(Math.abs(delta))})
      </span>
    </span>
  );
}

export const formatVolume = (value: number | null) => formatNumber(value);
export const cpcFormatter = (locationCode: number | null) => (value: number | null) => formatCpc(value, locationCode);
