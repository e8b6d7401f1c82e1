// The seasonality of a row: the 12-month sparkline, the peak month and the
// 3-month trend (the shared rule, src/shared/analysis/seasonality.ts), and a button that opens the
// larger monthly chart (the plain line chart of decision 028, with its table as the text
// alternative). Rows without monthly data say so.
import { LineChart as LineChartIcon } from 'lucide-react';
import { latestMonths, MONTH_NAMES, MONTH_SHORT_NAMES, RECENT_MONTHS, shortMonthLabel } from '@shared/analysis/months';
import { FORECAST_METHOD_TEXT, forecastVolumes } from '@shared/analysis/forecast';
import { formatTrend, hasMonthlyData, seasonality, TREND_RULE_TEXT, trendDirection } from '@shared/analysis/seasonality';
import { LineChart } from '../charts/line-chart';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { Sparkline, type SparklinePoint } from './sparkline';

const NO_MONTHLY_DATA = 'No monthly data';

function chronological(points: readonly SparklinePoint[]): SparklinePoint[] {
  return [...points].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
}

const TREND_TONES = { up: 'text-emerald-700', down: 'text-red-700' } as const;

/** Coloured as the trend filter reads it: at or beyond the shared threshold. */
function trendTone(trend: number): string {
  const direction = trendDirection(trend);
  return direction === null ? 'text-muted-foreground' : TREND_TONES[direction];
}

export function SeasonalityCell({ keyword, points }: { keyword: string; points: readonly SparklinePoint[] }) {
  if (!hasMonthlyData(points)) return <span className="text-xs text-muted-foreground">{NO_MONTHLY_DATA}</span>;
  const { peakMonth, trend, trendYoy } = seasonality(points);
  const months = chronological(points);
  const title = `Monthly searches: ${keyword}`;
  return (
    <div className="flex items-center gap-2">
      <Sparkline points={latestMonths(points, RECENT_MONTHS)} />
      <div className="flex min-w-0 flex-col text-xs leading-tight">
        {peakMonth !== null ? <span className="whitespace-nowrap" title={`Peaks in ${MONTH_NAMES[peakMonth - 1]}`}>Peak {MONTH_SHORT_NAMES[peakMonth - 1]}</span> : null}
        {trend !== null ? (
          <span className={trendTone(trend)} title={TREND_RULE_TEXT}>
            {formatTrend(trend)}
          </span>
        ) : null}
      </div>
      <Dialog>
        <DialogTrigger asChild>
          <button
            type="button"
            aria-label={`Show the monthly chart of ${keyword}`}
            className="rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LineChartIcon className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </DialogTrigger>
        <DialogContent title={title} description={seasonalitySentence(peakMonth, trend, trendYoy)}>
          <LineChart
            title={title}
            xHeader="Month"
            xLabels={months.map(shortMonthLabel)}
            series={[{ name: 'Searches', values: months.map((m) => m.searchVolume ?? 0), stroke: 'stroke-blue-600', swatch: 'bg-blue-600' }]}
          />
          <ForecastChart keyword={keyword} points={points} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function seasonalitySentence(peakMonth: number | null, trend: number | null, trendYoy: number | null): string {
  const parts = [
    peakMonth !== null ? `Peaks in ${MONTH_NAMES[peakMonth - 1]}.` : null,
    trend !== null ? `Last 3 months ${formatTrend(trend)} against the 3 before.` : 'Not enough months for a 3-month trend.',
    trendYoy !== null ? `Year over year ${formatTrend(trendYoy)}.` : null,
  ];
  return parts.filter((p) => p !== null).join(' ');
}

/** The next 12 months as forecast, beside the same months of the latest year (forecast.ts, decision 060). */
function ForecastChart({ keyword, points }: { keyword: string; points: readonly SparklinePoint[] }) {
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
