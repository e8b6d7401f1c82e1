// The filter panel of the keyword tables for the full vocabulary: a Min and a
// Max per metric (the word count among them), words to include and to exclude with any/all, intent
// checkboxes, "Questions only" and the SERP features a keyword's page has or lacks. Controlled: the screen owns the KeywordFilter (kept in the URL
// by useKeywordFilterParams); word lists are committed when their field is left or Enter is pressed.
import { useId, type KeyboardEvent } from 'react';
import { MONTH_NAMES } from '@shared/analysis/months';
import { TREND_DIRECTIONS, TREND_THRESHOLD_PERCENT, type TrendDirection } from '@shared/analysis/seasonality';
import { intentLabel, SEARCH_INTENTS, type SearchIntent } from '@shared/format/difficulty';
import { KEYWORD_METRICS, RANGE_METRIC_ENTRIES } from '@shared/keyword-row/metrics';
import { EMPTY_KEYWORD_FILTER, normalizeIntents, RANGE_METRICS, type KeywordFilter, type NumberRange, type RangeMetric, type WordMatch, type WordRule } from '@shared/filters/keyword-filter';
import { parseWordList } from '@shared/filters/keyword-words';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { SerpFeatureFields } from './serp-feature-fields';

/** The ranges the panel offers: every declared one (src/shared/keyword-row/metrics.ts), in order. */
export const PANEL_RANGE_METRICS: readonly RangeMetric[] = RANGE_METRIC_ENTRIES.filter((entry) => KEYWORD_METRICS[entry.key].source !== 'competitor').map((entry) => entry.filter.name);

/** The competitor tables' panel: their own ranges too (position, traffic, competitors ranking, best competitor position). */
export const COMPETITOR_PANEL_RANGE_METRICS: readonly RangeMetric[] = RANGE_METRICS;

/** Each range's label and input step (a decimal metric steps by cents, the others by one). */
export const RANGE_LABELS = Object.fromEntries(RANGE_METRIC_ENTRIES.map((entry) => [entry.filter.name, entry.label])) as Record<RangeMetric, string>;
const RANGE_STEPS = Object.fromEntries(RANGE_METRIC_ENTRIES.map((entry) => [entry.filter.name, KEYWORD_METRICS[entry.key].value === 'decimal' ? '0.01' : '1'])) as Record<RangeMetric, string>;

/** Seasonality: trending up or down, and the month the searches peak in. */
function SeasonalityFields({ filter, onChange }: { filter: KeywordFilter; onChange: (filter: KeywordFilter) => void }) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-trend`}>Trend</Label>
        <Select id={`${id}-trend`} value={filter.trend ?? ''} onChange={(e) => onChange({ ...filter, trend: readTrend(e.target.value) })}>
          <option value="">Any trend</option>
          <option value="up">Trending up (+{TREND_THRESHOLD_PERCENT}% or more)</option>
          <option value="down">Trending down (−{TREND_THRESHOLD_PERCENT}% or more)</option>
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-peak`}>Peaks in</Label>
        <Select id={`${id}-peak`} value={filter.peakMonth === null ? '' : String(filter.peakMonth)} onChange={(e) => onChange({ ...filter, peakMonth: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">Any month</option>
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

const readTrend = (value: string): TrendDirection | null => TREND_DIRECTIONS.find((d) => d === value) ?? null;

export interface KeywordFilterPanelProps {
  filter: KeywordFilter;
  onChange: (filter: KeywordFilter) => void;
  /** The ranges the table's rows hold (the keyword tables' by default). */
  rangeMetrics?: readonly RangeMetric[];
  className?: string;
}

function readEnd(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function RangeFields({ label, range, step, onChange }: { label: string; range: NumberRange | null | undefined; step: string; onChange: (range: NumberRange) => void }) {
  const id = useId();
  const current = range ?? { min: null, max: null };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-min`}>Min</Label>
          <Input id={`${id}-min`} type="number" min={0} step={step} value={current.min ?? ''} onChange={(e) => onChange({ ...current, min: readEnd(e.target.value) })} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-max`}>Max</Label>
          <Input id={`${id}-max`} type="number" min={0} step={step} value={current.max ?? ''} onChange={(e) => onChange({ ...current, max: readEnd(e.target.value) })} />
        </div>
      </div>
    </fieldset>
  );
}

function WordFields({ label, rule, onChange }: { label: string; rule: WordRule; onChange: (rule: WordRule) => void }) {
  const id = useId();
  const commit = (text: string) => onChange({ ...rule, words: parseWordList(text) });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-words`}>{label}</Label>
      <div className="flex gap-2">
        <Input
          // Re-mounted when the words change elsewhere (Reset, a link), so the field shows them.
          key={rule.words.join(' ')}
          id={`${id}-words`}
          defaultValue={rule.words.join(' ')}
          placeholder="e.g. nike adidas"
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Select aria-label={`${label}: match`} value={rule.match} onChange={(e) => onChange({ ...rule, match: e.target.value as WordMatch })}>
          <option value="any">any</option>
          <option value="all">all</option>
        </Select>
      </div>
    </div>
  );
}

export function KeywordFilterPanel({ filter, onChange, rangeMetrics = PANEL_RANGE_METRICS, className }: KeywordFilterPanelProps) {
  const id = useId();
  const setRange = (metric: RangeMetric, range: NumberRange) => onChange({ ...filter, ranges: { ...filter.ranges, [metric]: range } });
  const toggleIntent = (intent: SearchIntent, on: boolean) =>
    onChange({ ...filter, intents: normalizeIntents(on ? [...filter.intents, intent] : filter.intents.filter((i) => i !== intent)) });
  return (
    <section aria-label="Filters" className={className ?? 'flex flex-col gap-4 rounded-md border border-border bg-slate-50 p-4'}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {rangeMetrics.map((metric) => (
          <RangeFields
            key={metric}
            label={RANGE_LABELS[metric]}
            range={filter.ranges[metric]}
            step={RANGE_STEPS[metric]}
            onChange={(range) => setRange(metric, range)}
          />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <WordFields label="Include words" rule={filter.include} onChange={(include) => onChange({ ...filter, include })} />
        <WordFields label="Exclude words" rule={filter.exclude} onChange={(exclude) => onChange({ ...filter, exclude })} />
      </div>
      <SeasonalityFields filter={filter} onChange={onChange} />
      <SerpFeatureFields value={filter.serpFeatures} onChange={(serpFeatures) => onChange({ ...filter, serpFeatures })} />
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-1 text-sm font-medium">Intent</legend>
        {SEARCH_INTENTS.map((intent) => (
          <div key={intent} className="flex items-center gap-2">
            <Checkbox id={`${id}-${intent}`} checked={filter.intents.includes(intent)} onChange={(e) => toggleIntent(intent, e.target.checked)} />
            <Label htmlFor={`${id}-${intent}`}>{intentLabel(intent)}</Label>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-questions`} checked={filter.questionsOnly} onChange={(e) => onChange({ ...filter, questionsOnly: e.target.checked })} />
          <Label htmlFor={`${id}-questions`}>Questions only</Label>
        </div>
        <p className="text-xs text-muted-foreground">All filters use AND logic</p>
        <Button variant="outline" size="sm" onClick={() => onChange({ ...EMPTY_KEYWORD_FILTER, search: filter.search })}>
          Reset
        </Button>
      </div>
    </section>
  );
}
