// The related table's columns (spec): Keyword (the seed, depth 0, carries the SEED badge),
// Volume, Difficulty, CPC in the search location's currency, Intent (each header sorts), the
// 12-month trend (values on hover and on keyboard focus, as on the results table) and the
// provider's categories by name (an id without a name shows as the id).
import { toRelatedKeywordRow, type RelatedKeywordRow } from '@shared/contract/related-request';
import type { KeywordRow } from '@shared/contract/researches';
import { COLUMN_METRIC_KEYS, type ColumnMetricKey } from '@shared/keyword-row/metrics';
import { KEYWORD_SORT_KEYS, type KeywordSortKey } from '@shared/sorting';
import { keywordColumn, metricColumns, withWidths, type KeywordColumn } from '../../components/keyword-table';

/** A row of the table: the related keyword with every metric a column shows (the trend's 12 months too) and its rank in the stored research (what Add to list names). */
export type RelatedTableRow = RelatedKeywordRow & Pick<KeywordRow, 'rank' | 'monthlySearches' | ColumnMetricKey>;

export const toRelatedTableRow = (row: KeywordRow): RelatedTableRow => ({
  ...toRelatedKeywordRow(row),
  ...(Object.fromEntries(COLUMN_METRIC_KEYS.map((key) => [key, row[key]])) as Pick<KeywordRow, ColumnMetricKey>),
  rank: row.rank,
  monthlySearches: row.monthlySearches,
});

export const isSeedRelatedRow = (row: RelatedKeywordRow): boolean => row.depth === 0;

/** The columns whose headers sort (the server sorts the stored rows by them). */
export const RELATED_SORT_KEYS: readonly KeywordSortKey[] = KEYWORD_SORT_KEYS;

/** The related table's default widths (shares of a 1200 px table; the keyword column takes what the others leave). */
const RELATED_WIDTHS = { keyword: '25%', searchVolume: '8%', difficulty: '8%', cpc: '7%', intent: '10%', opportunity: '11%', trend: '17%', categories: '14%' };

export function relatedColumns(locationCode: number | null): KeywordColumn<RelatedTableRow, KeywordSortKey>[] {
  return withWidths([keywordColumn<RelatedTableRow>(isSeedRelatedRow), ...metricColumns<RelatedTableRow>('related', { locationCode })], RELATED_WIDTHS);
}
