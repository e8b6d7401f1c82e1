// Above the gap table: the category tabs (Opportunities, the first view; All; Shared, Missing, Weak,
// Strong, Untapped, Unique) with each one's count, and the gap's own filters: brand searches of the
// compared sites left out, "at least N of M competitors rank", "a competitor in the top N". All of
// it lives in the URL with the table's other filters, so the rows, the count and the export follow.
import { useSearchParams } from 'react-router';
import type { CompetitorReport } from '@shared/contract/competitors';
import { GAP_CATEGORIES } from '@shared/competitors/gap-rules';
import { GAP_CATEGORY_HINTS, GAP_CATEGORY_LABELS, GAP_OPPORTUNITIES_HINT } from '@shared/competitors/gap-view';
import { formatCount } from '@shared/format/number';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import type { RowsViewState } from '../results';
import { brandExcluded, gapTabParams, readGapTab, withBrandExcluded, type GapTab } from './competitor-url';

const TOP_OPTIONS = [1, 3, 10, 20, 50] as const;

export function GapToolbar({ report, view }: { report: CompetitorReport; view: RowsViewState }) {
  const [params, setParams] = useSearchParams();
  const active = readGapTab(params);
  const competitorCount = report.sites.filter((site) => site.role === 'competitor').length;
  const counts = report.categoryCounts;
  const tabs: Array<{ tab: GapTab; label: string; hint: string; count?: string }> = [
    { tab: 'opportunities', label: 'Opportunities', hint: GAP_OPPORTUNITIES_HINT },
    { tab: 'all', label: 'All keywords', hint: 'Every keyword any compared site ranks for.' },
    ...GAP_CATEGORIES.map((category) => {
      const count = counts?.[category];
      return {
        tab: category,
        label: GAP_CATEGORY_LABELS[category],
        hint: GAP_CATEGORY_HINTS[category],
        count: count ? `${formatCount(count.count)}${count.undetermined > 0 ? ` +${formatCount(count.undetermined)}?` : ''}` : undefined,
      };
    }),
  ];
  const atLeast = view.filter.ranges.competitorsRanking?.min ?? null;
  const topN = view.filter.ranges.bestCompetitorPosition?.max ?? null;
  const setRange = (metric: 'competitorsRanking' | 'bestCompetitorPosition', range: { min: number | null; max: number | null } | null) => {
    const ranges = { ...view.filter.ranges };
    if (range === null) delete ranges[metric];
    else ranges[metric] = range;
    view.setFilter({ ...view.filter, ranges });
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Gap category" className="flex flex-wrap gap-1 rounded-md bg-muted p-1">
        {tabs.map(({ tab, label, hint, count }) => (
          <button
            key={tab}
            type="button"
            aria-pressed={active === tab}
            title={hint}
            onClick={() => setParams((current) => gapTabParams(current, tab), { replace: true })}
            className={cn(
              'rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active === tab ? 'bg-white shadow' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {label}
            {count !== undefined ? <span className="ml-1.5 whitespace-nowrap text-xs tabular-nums text-muted-foreground">{count}</span> : null}
          </button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {active === 'opportunities' ? GAP_OPPORTUNITIES_HINT : active === 'all' ? 'Every keyword any compared site ranks for.' : GAP_CATEGORY_HINTS[active]} “?” counts keywords
        that may be in a category: a site’s position there is unknown.
      </p>
      {/* Each label beside its field: one row, so the table starts higher. */}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="gap-at-least" className="whitespace-nowrap">Competitors ranking</Label>
          <Select
            id="gap-at-least"
            className="w-44 max-w-full"
            value={atLeast === null ? '' : String(atLeast)}
            onChange={(event) => setRange('competitorsRanking', event.target.value === '' ? null : { min: Number(event.target.value), max: null })}
          >
            <option value="">Any number</option>
            {Array.from({ length: competitorCount }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                At least {n} of {competitorCount} rank
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="gap-top-n" className="whitespace-nowrap">Best competitor position</Label>
          <Select
            id="gap-top-n"
            className="w-44 max-w-full"
            value={topN === null ? '' : String(topN)}
            onChange={(event) => setRange('bestCompetitorPosition', event.target.value === '' ? null : { min: null, max: Number(event.target.value) })}
          >
            <option value="">Any position</option>
            {TOP_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? 'A competitor at #1' : `A competitor in the top ${n}`}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox id="gap-brand" checked={brandExcluded(params)} onChange={(event) => setParams((current) => withBrandExcluded(current, event.target.checked), { replace: true })} />
          <Label htmlFor="gap-brand" className="font-normal">
            Leave out brand searches{report.brands.length > 0 ? ` (${report.brands.join(', ')})` : ''}
          </Label>
        </div>
      </div>
    </div>
  );
}
