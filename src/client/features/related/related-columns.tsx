// The related table's columns (spec): Keyword (the seed, depth 0, carries the SEED badge),
// Volume, Difficulty, CPC in the search location's currency, Intent (each header sorts), the
// 12-month trend (values on hover and on keyboard focus, as on the results table) and the
// provider's categories by name (an id without a name shows as the id).
import { toRelatedKeywordRow, type RelatedKeywordRow } from '@shared/contract/related-request';
import type { KeywordRow } from '@shared/contract/researches';
import type { KeywordSortKey } from '@shared/sorting';
import { categoryNames } from '@shared/categories/category-names';
import { EM_DASH } from '@shared/format/number';
import { cpcColumn, difficultyColumn, intentColumn, keywordColumn, opportunityColumn, trendColumn, volumeColumn, TextCell, withWidths, type KeywordColumn } from '../../components/keyword-table';

/** A row of the table: the related keyword with its 12 months of search volume (the trend) and its rank in the stored research (what Add to list names). */
export type RelatedTableRow = RelatedKeywordRow & Pick<KeywordRow, 'rank' | 'monthlySearches' | 'opportunity'>;

export const toRelatedTableRow = (row: KeywordRow): RelatedTableRow => ({
  ...toRelatedKeywordRow(row),
  rank: row.rank,
  monthlySearches: row.monthlySearches,
  opportunity: row.opportunity,
});

export const isSeedRelatedRow = (row: RelatedKeywordRow): boolean => row.depth === 0;

/** The columns whose headers sort (the server sorts the stored rows by them). */
export const RELATED_SORT_KEYS = ['keyword', 'searchVolume', 'difficulty', 'cpc', 'intent', 'opportunity', 'trend'] as const satisfies readonly KeywordSortKey[];

/** With the checkbox column (3 %), these fill the related table (no Source or Analyze columns). */
const RELATED_WIDTHS = { keyword: '25%', searchVolume: '8%', difficulty: '8%', cpc: '7%', intent: '10%', opportunity: '11%', trend: '14%', categories: '14%' };

export function relatedColumns(locationCode: number | null): KeywordColumn<RelatedTableRow, KeywordSortKey>[] {
  return withWidths([
    keywordColumn<RelatedTableRow>(isSeedRelatedRow),
    volumeColumn<RelatedTableRow>(),
    difficultyColumn<RelatedTableRow>(),
    cpcColumn<RelatedTableRow>(locationCode),
    intentColumn<RelatedTableRow>(),
    opportunityColumn<RelatedTableRow>(),
    trendColumn<RelatedTableRow>(),
    { id: 'categories', header: 'Categories', cell: (row) => <TextCell text={categoryNames(row.categories) || EM_DASH} /> },
  ], RELATED_WIDTHS);
}
