// The seasonality of a row: the 12-month sparkline, the peak month and the
// 3-month trend (the shared rule, src/shared/analysis/seasonality.ts), and a button that opens the
// larger monthly chart (the plain line chart of decision 028, with its table as the text
// alternative). Rows without monthly data say so.
import { LineChart as LineChartIcon } from 'lucide-react';
import { latestMonths, MONTH_NAMES, MONTH_SHORT_NAMES, RECENT_MONTHS } from '@shared/analysis/months';
import { formatTrend, hasMonthlyData, seasonality, TREND_RULE_TEXT, trendDirection } from '@shared/analysis/seasonality';
import { ForecastChart, MonthlyVolumeChart } from '../charts/monthly-volume-charts';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { Sparkline, type SparklinePoint } from './sparkline';

const NO_MONTHLY_DATA = 'No monthly data';

const TREND_TONES = { up: 'text-emerald-700', down: 'text-red-700' } as const;

/** Coloured as the trend filter reads it: at or beyond the shared threshold. */
function trendTone(trend: number): string {
  const direction = trendDirection(trend);
  return direction === null ? 'text-muted-foreground' : TREND_TONES[direction];
}

export function SeasonalityCell({ keyword, points }: { keyword: string; points: readonly SparklinePoint[] }) {
  if (!hasMonthlyData(points)) return <span className="text-xs text-muted-foreground">{NO_MONTHLY_DATA}</span>;
  const { peakMonth, trend, trendYoy } = seasonality(points);
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
          <MonthlyVolumeChart keyword={keyword} points={points} />
          <ForecastChart keyword={keyword} points={points} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Peak month, 3-month trend and year over year in words (the chart dialog's and the keyword page's description). */
export function seasonalitySentence(peakMonth: number | null, trend: number | null, trendYoy: number | null): string {
  const parts = [
    peakMonth !== null ? `Peaks in ${MONTH_NAMES[peakMonth - 1]}.` : null,
    trend !== null ? `Last 3 months ${formatTrend(trend)} against the 3 before.` : 'Not enough months for a 3-month trend.',
    trendYoy !== null ? `Year over year ${formatTrend(trendYoy)}.` : null,
  ];
  return parts.filter((p) => p !== null).join(' ');
}
