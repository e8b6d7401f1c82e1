// The profile's quota chart, loaded lazily: the units used so far in the current
// period, per tool and day, cumulative (the numbers open as a table).
import { formatDate } from '@shared/format/date';
import { TOOL_UNITS } from '@shared/messages/billing';
import { usageSeries } from '@shared/usage-series';
import { LineChart } from '../../../components/charts/line-chart';
import { useUsageByDay } from '../api/get-usage-by-day';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function UsageChart() {
  const usage = useUsageByDay();
  if (!usage.data) return null;
  const series = usageSeries(usage.data, new Date());
  if (series.days.length === 0) return null;
  return (
    <LineChart
      title="Quota used this period"
      xHeader="Day"
      xLabels={series.days.map((day) => formatDate(day))}
      series={[
        { name: capitalised(TOOL_UNITS.keywords), values: series.cumulative.keywords, stroke: 'stroke-blue-600', swatch: 'bg-blue-600' },
        { name: TOOL_UNITS.serp, values: series.cumulative.serpAnalyses, stroke: 'stroke-violet-600', swatch: 'bg-violet-600' },
        { name: capitalised(TOOL_UNITS.related), values: series.cumulative.relatedKeywords, stroke: 'stroke-amber-600', swatch: 'bg-amber-600' },
      ]}
    />
  );
}
