// The results table's columns: Keyword (with SEED), Volume, Difficulty, CPC in the research's
// currency, Intent, then the 12-month trend and the metric source and date.
import type { KeywordResultRow } from '@shared/api/research';
import type { KeywordSortKey } from '@shared/sorting';
import {
  cpcColumn,
  difficultyColumn,
  intentColumn,
  keywordColumn,
  sourceColumn,
  trendColumn,
  volumeColumn,
  type KeywordColumn,
} from '../../components/keyword-table';
import { isSeedRow } from './keyword-result-rows';

export function resultsColumns(locationCode: number | null): KeywordColumn<KeywordResultRow, KeywordSortKey>[] {
  return [
    keywordColumn<KeywordResultRow>(isSeedRow),
    volumeColumn<KeywordResultRow>(),
    difficultyColumn<KeywordResultRow>(),
    cpcColumn<KeywordResultRow>(locationCode),
    intentColumn<KeywordResultRow>(),
    trendColumn<KeywordResultRow>(),
    sourceColumn<KeywordResultRow>(),
  ];
}
