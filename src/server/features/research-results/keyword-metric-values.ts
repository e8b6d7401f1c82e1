// The one mapper from a provider's answer to the stored metrics (decision 048), for a research's
// rows and a list's items alike: each metric the provider measures, stored as its value kind is
// (src/shared/keyword-row/metrics.ts), with the row's own figures (decisions 027 and 033) computed
// from them. A metric declared with source `provider` that the provider's answer lacks, or a
// figure rowFigures does not give, fails to compile here.
import { NO_ROW_FIGURES, rowFigures } from '../../../shared/analysis/row-figures.js';
import {
  KEYWORD_METRICS,
  PROVIDER_METRIC_KEYS,
  type MetricKeyWhere,
  type MetricValueKind,
  type ProviderMetricKey,
  type RelatedMetricKey,
  type StoredMetricValue,
} from '../../../shared/keyword-row/metrics.js';
import type { KeywordMetrics } from '../../providers/types.js';

type Values<K extends ProviderMetricKey | RelatedMetricKey | MetricKeyWhere<'source', 'figures'>> = { [Key in K]: StoredMetricValue<Key> };
export type ProviderMetricValues = Values<ProviderMetricKey>;
export type RelatedMetricValues = Values<RelatedMetricKey>;
export type FigureValues = Values<MetricKeyWhere<'source', 'figures'>>;

// integer columns: providers answer whole numbers, but a stray fraction must not fail the insert.
const wholeOrNull = (value: unknown): number | null => (typeof value !== 'number' || !Number.isFinite(value) ? null : Math.round(value));
const finiteOrNull = (value: unknown): number | null => (typeof value !== 'number' || !Number.isFinite(value) ? null : value);

/** How a provider's value of each kind is stored. */
const STORED_AS: { [V in MetricValueKind]: (value: unknown) => unknown } = {
  measure: wholeOrNull,
  whole: wholeOrNull,
  decimal: finiteOrNull,
  // The provider's own text (an intent), or null: never the column default, never a guess.
  text: (value) => (typeof value === 'string' ? value : null),
  months: (value) => (value as { year: number; month: number; searchVolume: number | null }[]).map((m) => ({ year: m.year, month: m.month, searchVolume: m.searchVolume })),
  // Google Ads category ids: whole numbers; anything else the provider sends is dropped.
  categoryIds: (value) => ((value as readonly unknown[] | undefined) ?? []).map(Number).filter(Number.isSafeInteger),
  texts: (value) => ((value as readonly unknown[] | undefined) ?? []).filter((item): item is string => typeof item === 'string'),
  flag: (value) => (typeof value === 'boolean' ? value : null),
  gapRanks: (value) => (Array.isArray(value) ? (value as unknown[]) : []),
};

/** The provider's measured metrics as stored. */
export function providerMetricValues(answer: Pick<KeywordMetrics, ProviderMetricKey>): ProviderMetricValues {
  const values: Record<string, unknown> = {};
  for (const key of PROVIDER_METRIC_KEYS) values[key] = STORED_AS[KEYWORD_METRICS[key].value](answer[key]);
  return values as ProviderMetricValues;
}

/** A related keyword's place in the walk; every other row has none. */
export function relatedMetricValues(related?: { depth: number; relevance: number | null; categories: readonly (string | number)[] }): RelatedMetricValues {
  return {
    depth: related?.depth ?? null,
    relevance: related ? finiteOrNull(related.relevance) : null,
    categories: STORED_AS.categoryIds(related?.categories) as number[],
  };
}

/** The figures a row stores from its own metrics (the SERP refinement and clusters follow in the analysis pass); none while they are pending. */
export function figureValues(measured: Pick<ProviderMetricValues, 'searchVolume' | 'difficulty' | 'cpc' | 'intent' | 'monthlySearches'> | null): FigureValues {
  return measured ? rowFigures(measured) : NO_ROW_FIGURES;
}

/** The measured metrics (provider's and related) a stored row holds, to copy them to another store. */
export function measuredValuesOf(row: ProviderMetricValues & Pick<RelatedMetricValues, 'categories'>): ProviderMetricValues & Pick<RelatedMetricValues, 'categories'> {
  const values: Record<string, unknown> = { categories: row.categories };
  for (const key of PROVIDER_METRIC_KEYS) values[key] = row[key];
  return values as ProviderMetricValues & Pick<RelatedMetricValues, 'categories'>;
}

const EMPTY_STORED: { [V in MetricValueKind]: () => unknown } = { measure: () => null, whole: () => null, decimal: () => null, text: () => null, months: () => [], categoryIds: () => [], texts: () => [], flag: () => null, gapRanks: () => [] };

/** The measured metrics a partial row gives, each missing one empty (nothing measured: all empty). */
export function measuredOrEmpty(row: Partial<ProviderMetricValues> = {}): ProviderMetricValues {
  return Object.fromEntries(PROVIDER_METRIC_KEYS.map((key) => [key, row[key] ?? EMPTY_STORED[KEYWORD_METRICS[key].value]()])) as ProviderMetricValues;
}
