// The metric columns of every table that stores keyword rows (a research's keyword_results, a
// list's keyword_list_items), built from the one declaration (src/shared/keyword-row/metrics.ts,
// decision 048): a metric declared there is a column here, in each store it is declared for, with
// the type its value kind gives. A metric computed from the keyword is a generated column, so the
// database fills it for every row however the row was written (and for the rows already stored).
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { KEYWORD_DERIVED_METRICS, type KeywordDerivedMetric } from '../../../shared/keyword-row/keyword-derived.js';
import { KEYWORD_METRICS, storedMetricKeys, type MetricDeclaration, type MetricKey, type MetricKeyWhere, type MetricValueKind, type GapRankValue, type MonthlyVolumeValue, type StoredMetricKey } from '../../../shared/keyword-row/metrics.js';

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const BUILDERS = {
  measure: (name: string) => integer(name),
  whole: (name: string) => integer(name),
  decimal: (name: string) => doublePrecision(name),
  text: (name: string) => text(name),
  months: (name: string) => jsonb(name).$type<MonthlyVolumeValue[]>().notNull().default(sql`'[]'::jsonb`),
  categoryIds: (name: string) => jsonb(name).$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  // A text array, so a filter on any of several names is one overlap test (&&).
  texts: (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`),
  flag: (name: string) => boolean(name),
  gapRanks: (name: string) => jsonb(name).$type<GapRankValue[]>().notNull().default(sql`'[]'::jsonb`),
} satisfies Record<MetricValueKind, (name: string) => unknown>;

type KeywordDerivedKey = MetricKeyWhere<'source', 'keyword'>;
const derived: Partial<Record<MetricKey, KeywordDerivedMetric>> = KEYWORD_DERIVED_METRICS;
const generated = (name: string, rule: KeywordDerivedMetric) => integer(name).generatedAlwaysAs(sql.raw(rule.sql('"keyword"')));

type MetricColumns<Store extends 'research' | 'list'> = {
  [K in StoredMetricKey<Store>]: K extends KeywordDerivedKey ? ReturnType<typeof generated> : ReturnType<(typeof BUILDERS)[(typeof KEYWORD_METRICS)[K]['value']]>;
};

/**
 * Defaults a store had before the columns were declared once, kept so the schema (and its
 * migrations) stay as they are: a research's intent defaulted to informational.
 */
const STORE_DEFAULTS: { [Store in 'research' | 'list']: Partial<Record<StoredMetricKey<Store>, string>> } = {
  research: { intent: 'informational' },
  list: {},
};

/** The metric columns of one store, to spread into its table (the table's own columns stay beside them). */
export function keywordMetricColumns<Store extends 'research' | 'list'>(store: Store): MetricColumns<Store> {
  const columns: Record<string, unknown> = {};
  for (const key of storedMetricKeys(store)) {
    const declaration: MetricDeclaration = KEYWORD_METRICS[key];
    const name = snake(key);
    const rule = derived[key];
    if (rule) {
      columns[key] = generated(name, rule);
      continue;
    }
    const fallback = (STORE_DEFAULTS[store] as Partial<Record<string, string>>)[key];
    columns[key] = fallback === undefined ? BUILDERS[declaration.value](name) : text(name).default(fallback);
  }
  return columns as MetricColumns<Store>;
}
