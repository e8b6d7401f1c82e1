// The keyword filter (src/shared/filters/keyword-filter.ts) as one SQL condition over
// keyword_results or a list's items (row-source.ts), for the paged reads and the export. It must pass exactly the rows the
// reference predicate passes (tests/api/keyword-filter-sql.test.ts checks it on random data):
// words come from the same separator list, lower() matches JavaScript's toLowerCase() under a
// UTF-8 character type (PGlite and PostgreSQL alike), and a missing metric fails any range.
import { and, inArray, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isOpenRange, RANGE_FIELD, RANGE_METRICS, type KeywordFilter, type KeywordFilterOptions, type NumberRange, type RangeMetric } from '../../../shared/filters/keyword-filter.js';
import { lowerKeyword, WORD_SEPARATOR_CLASS } from '../../../shared/filters/keyword-words.js';
import { questionWordsFor } from '../../../shared/filters/question-words.js';
import { TREND_THRESHOLD_PERCENT } from '../../../shared/analysis/seasonality.js';
import { isEmptySerpFeatureFilter, type SerpFeatureFilter } from '../../../shared/filters/serp-feature-filter.js';
import { RESEARCH_ROW_COLUMNS, type KeywordRowColumns } from './row-source.js';

function rangeColumn(columns: KeywordRowColumns, metric: RangeMetric): SQLWrapper {
  return columns[RANGE_FIELD[metric]];
}

const lowerText = (columns: KeywordRowColumns) => sql`lower(${columns.keyword})`;
/** The keyword's words, lower case, without the empty strings a leading separator leaves. */
const keywordWordArray = (columns: KeywordRowColumns) => sql`array_remove(regexp_split_to_array(${lowerText(columns)}, ${WORD_SEPARATOR_CLASS}), '')`;

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

function containsText(columns: KeywordRowColumns, fragment: string): SQL {
  return sql`strpos(${lowerText(columns)}, ${fragment}) > 0`;
}

function wordsCondition(columns: KeywordRowColumns, words: readonly string[], match: 'any' | 'all'): SQL {
  const array = keywordWordArray(columns);
  return match === 'all' ? sql`${array} @> ${textArray(words)}` : sql`${array} && ${textArray(words)}`;
}

function questionCondition(columns: KeywordRowColumns, language: string | undefined): SQL | undefined {
  const question = questionWordsFor(language);
  return or(
    question.words.length > 0 ? wordsCondition(columns, question.words, 'any') : undefined,
    ...question.fragments.map((fragment) => containsText(columns, fragment)),
  );
}

/** Every wanted feature there, no refused one there, and the features known at all (serp-feature-filter.ts). */
function serpFeatureCondition(columns: KeywordRowColumns, filter: SerpFeatureFilter): SQL | undefined {
  if (isEmptySerpFeatureFilter(filter)) return undefined;
  return and(
    sql`cardinality(${columns.serpFeatures}) > 0`,
    filter.has.length > 0 ? sql`${columns.serpFeatures} @> ${textArray(filter.has)}` : undefined,
    filter.lacks.length > 0 ? not(sql`${columns.serpFeatures} && ${textArray(filter.lacks)}`) : undefined,
  );
}

/** The filter as a WHERE condition over a research's rows or a list's items (undefined when it filters nothing). */
export function keywordFilterCondition(filter: KeywordFilter, options: KeywordFilterOptions = {}, columns: KeywordRowColumns = RESEARCH_ROW_COLUMNS): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const needle = lowerKeyword(filter.search.trim());
  if (needle !== '') parts.push(containsText(columns, needle));
  for (const metric of RANGE_METRICS) {
    const range = filter.ranges[metric];
    if (!range || isOpenRange(range)) continue;
    parts.push(rangeCondition(rangeColumn(columns, metric), range));
  }
  if (filter.intents.length > 0) parts.push(inArray(columns.intent, filter.intents));
  if (filter.include.words.length > 0) parts.push(wordsCondition(columns, filter.include.words, filter.include.match));
  if (filter.exclude.words.length > 0) parts.push(not(wordsCondition(columns, filter.exclude.words, filter.exclude.match)));
  if (filter.questionsOnly) parts.push(questionCondition(columns, options.language));
  if (filter.trend === 'up') parts.push(sql`${columns.trend} >= ${TREND_THRESHOLD_PERCENT}`);
  if (filter.trend === 'down') parts.push(sql`${columns.trend} <= ${-TREND_THRESHOLD_PERCENT}`);
  if (filter.peakMonth !== null) parts.push(sql`${columns.peakMonth} = ${filter.peakMonth}`);
  if (filter.clusterId !== null) parts.push(sql`${columns.clusterId} = ${filter.clusterId}`);
  if (filter.gapCategories.length > 0) parts.push(sql`${columns.gapCategories} && ${textArray(filter.gapCategories)}`);
  if (filter.brand === 'exclude') parts.push(sql`${columns.brandKeyword} is not true`);
  if (filter.brand === 'only') parts.push(sql`${columns.brandKeyword} is true`);
  if (filter.aiOverviewOnly) parts.push(sql`${columns.aiOverviewCited} is true`);
  parts.push(serpFeatureCondition(columns, filter.serpFeatures));
  return and(...parts);
}
