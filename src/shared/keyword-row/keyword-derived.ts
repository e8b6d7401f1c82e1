// The metrics computed from the keyword text alone (source `keyword` in metrics.ts): the rule the
// browser runs and its SQL twin, which the database runs as a generated column, so every stored
// row, however it was written, holds the number the rule gives (decision 048).
import { keywordWordCount } from '../keyword-rule';
import type { MetricKeyWhere } from './metrics';

export interface KeywordDerivedMetric {
  /** The value from the keyword as stored. */
  value: (keyword: string) => number;
  /** The same value as an SQL expression over the keyword column (immutable, for a generated column). */
  sql: (keywordColumn: string) => string;
}

/**
 * What JavaScript's \s and trim() take for white space, as code points: keywordWordCount trims the
 * keyword and splits it on these, so the SQL below splits on exactly these (a unit test compares them).
 */
export const KEYWORD_SPACE_CODE_POINTS = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
  0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
] as const;

/** A bracket expression JavaScript and PostgreSQL's regular expressions read the same way (\uXXXX escapes). */
const SPACE_RUN = `[${KEYWORD_SPACE_CODE_POINTS.map((point) => `\\u${point.toString(16).padStart(4, '0')}`).join('')}]+`;

export const KEYWORD_DERIVED_METRICS: { [K in MetricKeyWhere<'source', 'keyword'>]: KeywordDerivedMetric } = {
  // The words of the keyword as sent to the provider: its runs of non-space characters.
  wordCount: {
    value: keywordWordCount,
    sql: (keyword) => `cardinality(array_remove(regexp_split_to_array(${keyword}, '${SPACE_RUN}'), ''))`,
  },
};

/** Every keyword-derived metric of a keyword, as the database's generated columns hold them. */
export function keywordDerivedValues(keyword: string): { [K in MetricKeyWhere<'source', 'keyword'>]: number } {
  const values: Record<string, number> = {};
  for (const [key, metric] of Object.entries(KEYWORD_DERIVED_METRICS)) values[key] = metric.value(keyword);
  return values as { [K in MetricKeyWhere<'source', 'keyword'>]: number };
}
