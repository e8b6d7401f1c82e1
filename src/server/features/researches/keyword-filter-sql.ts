// The keyword filter (src/shared/filters/keyword-filter.ts) as one SQL condition over
// keyword_results, for the paged reads and the export. It must pass exactly the rows the
// reference predicate passes (tests/api/keyword-filter-sql.test.ts checks it on random data):
// words come from the same separator list, lower() matches JavaScript's toLowerCase() under a
// UTF-8 character type (PGlite and PostgreSQL alike), and a missing metric fails any range.
import { and, eq, inArray, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isOpenRange, RANGE_METRICS, type KeywordFilter, type KeywordFilterOptions, type NumberRange, type RangeMetric } from '../../../shared/filters/keyword-filter.js';
import { lowerKeyword, WORD_SEPARATOR_CLASS } from '../../../shared/filters/keyword-words.js';
import { questionWordsFor } from '../../../shared/filters/question-words.js';
import { keywordResults } from '../../db/schema/index.js';
import { TREND_THRESHOLD_PERCENT } from '../../../shared/analysis/seasonality.js';

const RANGE_COLUMN: Record<RangeMetric, SQLWrapper> = {
  volume: keywordResults.searchVolume,
  difficulty: keywordResults.difficulty,
  cpc: keywordResults.cpc,
  competition: keywordResults.competition,
  opportunity: keywordResults.opportunity,
};

const lowerText = sql`lower(${keywordResults.keyword})`;
/** The keyword's words, lower case, without the empty strings a leading separator leaves. */
const keywordWordArray = sql`array_remove(regexp_split_to_array(${lowerText}, ${WORD_SEPARATOR_CLASS}), '')`;

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function rangeCondition(value: SQLWrapper, range: NumberRange): SQL | undefined {
  return and(
    range.min === null ? undefined : sql`${value} >= ${range.min}`,
    range.max === null ? undefined : sql`${value} <= ${range.max}`,
  );
}

function containsText(fragment: string): SQL {
  return sql`strpos(${lowerText}, ${fragment}) > 0`;
}

function wordsCondition(words: readonly string[], match: 'any' | 'all'): SQL {
  return match === 'all' ? sql`${keywordWordArray} @> ${textArray(words)}` : sql`${keywordWordArray} && ${textArray(words)}`;
}

function questionCondition(language: string | undefined): SQL | undefined {
  const question = questionWordsFor(language);
  return or(
    question.words.length > 0 ? wordsCondition(question.words, 'any') : undefined,
    ...question.fragments.map(containsText),
  );
}

/** The filter as a WHERE condition (undefined when it filters nothing). */
export function keywordFilterCondition(filter: KeywordFilter, options: KeywordFilterOptions = {}): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const needle = lowerKeyword(filter.search.trim());
  if (needle !== '') parts.push(containsText(needle));
  for (const metric of RANGE_METRICS) {
    const range = filter.ranges[metric];
    if (!range || isOpenRange(range)) continue;
    parts.push(rangeCondition(RANGE_COLUMN[metric], range));
  }
  if (filter.intents.length > 0) parts.push(inArray(keywordResults.intent, filter.intents));
  if (filter.wordCount && !isOpenRange(filter.wordCount)) parts.push(rangeCondition(sql`cardinality(${keywordWordArray})`, filter.wordCount));
  if (filter.include.words.length > 0) parts.push(wordsCondition(filter.include.words, filter.include.match));
  if (filter.exclude.words.length > 0) parts.push(not(wordsCondition(filter.exclude.words, filter.exclude.match)));
  if (filter.questionsOnly) parts.push(questionCondition(options.language));
  if (filter.trend === 'up') parts.push(sql`${keywordResults.trend} >= ${TREND_THRESHOLD_PERCENT}`);
  if (filter.trend === 'down') parts.push(sql`${keywordResults.trend} <= ${-TREND_THRESHOLD_PERCENT}`);
  if (filter.peakMonth !== null) parts.push(eq(keywordResults.peakMonth, filter.peakMonth));
  if (filter.clusterId !== null) parts.push(eq(keywordResults.clusterId, filter.clusterId));
  return and(...parts);
}
