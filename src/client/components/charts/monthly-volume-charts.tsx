// A keyword's monthly searches as a line chart (all the months held: 12, or up to 48 with the
// longer history) and its forecast for the next 12 months beside the same months a year before
// (src/shared/analysis/forecast.ts, decision 060). The row's chart dialog and the keyword's page
// draw the same two.
import { FORECAST_METHOD_TEXT, forecastVolumes } from '@shared/analysis/forecast';
import { shortMonthLabel, type MonthlyVolume } from '@shared/analysis/months';
import { LineChart } from './line-chart';

function chronological(points: readonly MonthlyVolume[]): MonthlyVolume[] {
  return [...points].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
}

export function MonthlyVolumeChart({ keyword, points }: { keyword: string; points: readonly MonthlyVolume[] }) {
  const months = chronological(points);
  const title = `Monthly searches: ${keyword}`;
  return (
    <LineChart
      title={title}
      xHeader="Month"
      xLabels={months.map(shortMonthLabel)}
      series={[{ name: 'Searches', values: months.map((m) => m.searchVolume ?? 0), stroke: 'stroke-blue-600', swatch: 'bg-blue-600' }]}
    />
  );
}

/** The next 12 months as forecast, beside the same months of the latest year. */
export function ForecastChart({ keyword, points }: { keyword: string; points: readonly MonthlyVolume[] }) {
  const forecast = forecastVolumes(points);
  if (forecast.months.length === 0) return null;
  const known = new Map(points.map((p) => [p.year * 12 + p.month, p.searchVolume ?? 0]));
  const title = `Forecast, next 12 months: ${keyword}`;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <LineChart
        title={title}
        xHeader="Month"
        xLabels={forecast.months.map(shortMonthLabel)}
        series={[
          { name: 'Forecast', values: forecast.months.map((m) => m.searchVolume ?? 0), stroke: 'stroke-amber-600', swatch: 'bg-amber-600' },
          { name: 'A year before', values: forecast.months.map((m) => known.get((m.year - 1) * 12 + m.month) ?? 0), stroke: 'stroke-slate-400', swatch: 'bg-slate-400' },
        ]}
      />
      <p className="text-xs text-muted-foreground">{FORECAST_METHOD_TEXT}</p>
    </div>
  );
}
