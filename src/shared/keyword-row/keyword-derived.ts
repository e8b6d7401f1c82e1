// The metrics computed from the keyword text alone (source `keyword` in metrics.ts): the rule the
// browser runs and its SQL twin, which the database runs as a generated column, so every stored
// row, however it was written, holds the same number the rule gives (decision 048).
import type { MetricKeyWhere } from './metrics';

export interface KeywordDerivedMetric {
  /** The value from the keyword as stored. */
  value: (keyword: string) => number;
  /** The same value as an SQL expression over the keyword column (immutable, for a generated column). */
  sql: (keywordColumn: string) => string;
}

export const KEYWORD_DERIVED_METRICS: { [K in MetricKeyWhere<'source', 'keyword'>]: KeywordDerivedMetric } = {};
