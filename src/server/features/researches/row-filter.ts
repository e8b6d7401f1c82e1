// The table's filter vocabulary as SQL (issue 21 item 1 runs on this): ONE function from the
// parsed filter to a drizzle condition, so the extended vocabulary can replace it in one place.
// Same rules as the shared applyKeywordFilters: keyword contains the text (any case), every
// metric condition holds (AND), a row without the metric fails its condition.
import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { RowFilter } from '../../../shared/contract/researches.js';
import type { FilterOperator, MetricFilterKey } from '../../../shared/filters/numeric-filter.js';
import { keywordResults } from '../../db/schema/index.js';

const METRIC_COLUMN = { volume: keywordResults.searchVolume, cpc: keywordResults.cpc, difficulty: keywordResults.difficulty } as const;
const COMPARE = { '<': lt, '<=': lte, '=': eq, '>=': gte, '>': gt } as const satisfies Record<FilterOperator, unknown>;

/** LIKE's own characters in the search text match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function rowFilterCondition(filter: RowFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search !== '') conditions.push(sql`${keywordResults.keyword} ilike ${`%${escapeLike(filter.search)}%`}`);
  for (const [key, condition] of Object.entries(filter.metrics) as Array<[MetricFilterKey, RowFilter['metrics'][MetricFilterKey]]>) {
    if (!condition) continue;
    // NULL fails every comparison in SQL, as a missing value fails the filter in the table.
    conditions.push(COMPARE[condition.operator](METRIC_COLUMN[key], condition.threshold));
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}
