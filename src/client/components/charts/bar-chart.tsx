// A small column chart without a chart library (decision 028): HTML columns scaled to the largest
// value, so labels stay crisp at any width. Screen readers get one sentence (role="img") and
// everyone can open the numbers as a table.
import { formatCount } from '@shared/format/number';
import { ChartTable } from './chart-table';

export interface ChartBar {
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  bars: readonly ChartBar[];
  /** Column headers of the table: the bar's label, then its value. */
  headers: readonly [string, string];
  /** A line under the chart, e.g. how many rows had no value. */
  note?: string | undefined;
}

export function BarChart({ title, bars, headers, note }: BarChartProps) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const description = `${title}: ${bars.map((b) => `${b.label}: ${formatCount(b.value)}`).join('; ')}.`;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div role="img" aria-label={description} className="flex h-36 items-end gap-1 border-b border-slate-400">
        {bars.map((bar) => (
          <div key={bar.label} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-0.5">
            <span className="text-[10px] leading-none text-slate-700">{bar.value > 0 ? formatCount(bar.value) : ''}</span>
            <div className="w-full rounded-t-sm bg-blue-600" style={{ height: `${(bar.value / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1">
        {bars.map((bar) => (
          // Whole, never cut: a range label may break after its dash ("1,000–" over "9,999").
          <span key={bar.label} data-axis-label className="min-w-0 flex-1 break-words text-center text-[10px] leading-tight text-slate-700">
            {bar.label.replace('–', '–\u200b')}
          </span>
        ))}
      </div>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <ChartTable caption={title} headers={headers} rows={bars.map((b) => [b.label, formatCount(b.value)])} />
    </figure>
  );
}
