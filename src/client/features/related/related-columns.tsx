// The related table's columns: Keyword (the seed, depth 0, carries the SEED badge), Volume,
// Difficulty, CPC in the search location's currency, Intent (each header sorts), the 12-month trend
// (values on hover and on keyboard focus, as on the results table) and the provider's categories
// by name (an id without a name shows as the id). A row is the API's keyword row as it comes.
import type { KeywordRow } from '@shared/contract/researches';
import { KEYWORD_SORT_KEYS, type KeywordSortKey } from '@shared/sorting';
import { keywordColumn, metricColumns, withWidths, type KeywordColumn } from '../../components/keyword-table';

/** The seed of the walk: depth 0 (a row stored without a depth is the seed's too). */
export const isSeedRelatedRow = (row: Pick<KeywordRow, 'depth'>): boolean => (row.depth ?? 0) === 0;

/** The columns whose headers sort (the server sorts the stored rows by them). */
export const RELATED_SORT_KEYS: readonly KeywordSortKey[] = KEYWORD_SORT_KEYS;

/** The related table's default widths (shares of a 1200 px table; the keyword column takes what the others leave). */
const RELATED_WIDTHS = { keyword: '25%', searchVolume: '8%', difficulty: '8%', cpc: '7%', intent: '10%', opportunity: '11%', trend: '17%', categories: '14%' };

export function relatedColumns(locationCode: number | null): KeywordColumn<KeywordRow, KeywordSortKey>[] {
  return withWidths([keywordColumn<KeywordRow>(isSeedRelatedRow), ...metricColumns<KeywordRow>('related', { locationCode })], RELATED_WIDTHS);
}
