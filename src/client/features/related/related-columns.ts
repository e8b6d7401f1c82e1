// The related table's columns (spec): Keyword (the seed, depth 0, carries the SEED badge),
// Volume, Difficulty, CPC in the search location's currency, Intent (each header sorts), and the
// provider's categories by name (an id without a name shows as the id).
import type { RelatedKeywordRow } from '@shared/api/related';
import type { KeywordSortKey } from '@shared/sorting';
import { categoryNames } from '@shared/categories/category-names';
import { cpcColumn, difficultyColumn, intentColumn, keywordColumn, volumeColumn, type KeywordColumn } from '../../components/keyword-table';

export const isSeedRelatedRow = (row: RelatedKeywordRow): boolean => row.depth === 0;

export function relatedColumns(locationCode: number | null): KeywordColumn<RelatedKeywordRow, KeywordSortKey>[] {
  return [
    keywordColumn<RelatedKeywordRow>(isSeedRelatedRow),
    volumeColumn<RelatedKeywordRow>(),
    difficultyColumn<RelatedKeywordRow>(),
    cpcColumn<RelatedKeywordRow>(locationCode),
    intentColumn<RelatedKeywordRow>(),
    { id: 'categories', header: 'Categories', width: '18%', cell: (row) => categoryNames(row.categories) || '—' },
  ];
}
