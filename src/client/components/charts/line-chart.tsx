// A small line chart without a chart library (decision 028): one SVG polyline per series over
// shared x steps, stretched to the width (strokes keep their thickness), axis text in HTML. Screen
// readers get one sentence per chart; the numbers open as a table.
import { formatCount } from '@shared/format/number';
import { ChartTable } from './chart-table';

export interface LineSeries {
  name: string;
  /** One value per x label. */
  values: readonly number[];
  /** A Tailwind stroke class, e.g. "stroke-blue-600", and the matching swatch background. */
  stroke: string;
  swatch: string;
}

export interface LineChartProps {
  title: string;
  xLabels: readonly string[];
  series: readonly LineSeries[];
  /** The table's first column header (what x is). */
  xHeader: string;
}

function points(values: readonly number[], max: number): string {
  const step = values.length > 1 ? 100 / (values.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(2)},${(100 - (v / max) * 100).toFixed(2)}`).join(' ');
}

export function LineChart({ title, xLabels, series, xHeader }: LineChartProps) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const last = xLabels.length - 1;
  const description = `${title}: ${series.map((s) => `${s.name} ${formatCount(s.values[last] ?? 0)} by ${xLabels[last] ?? ''}`).join('; ')}.`;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <ul className="flex flex-wrap gap-3 text-xs text-slate-700">
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block h-2 w-4 rounded-sm ${s.swatch}`} />
            {s.name}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex h-32 flex-col justify-between text-right text-[10px] text-slate-700">
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <svg role="img" aria-label={description} viewBox="0 0 100 100" preserveAspectRatio="none" className="h-32 min-w-0 flex-1 overflow-visible border-b border-l border-slate-400">
          {series.map((s) => (
            <polyline key={s.name} points={points(s.values, max)} fill="none" strokeWidth={2} vectorEffect="non-scaling-stroke" className={s.stroke} />
          ))}
        </svg>
      </div>
      <div aria-hidden="true" className="flex justify-between pl-6 text-[10px] text-slate-700">
        <span>{xLabels[0] ?? ''}</span>
        <span>{xLabels[last] ?? ''}</span>
      </div>
      <ChartTable caption={title} headers={[xHeader, ...series.map((s) => s.name)]} rows={xLabels.map((x, i) => [x, ...series.map((s) => formatCount(s.values[i] ?? 0))])} />
    </figure>
  );
}
