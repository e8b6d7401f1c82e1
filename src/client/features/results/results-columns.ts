// The results table's columns: Keyword (with SEED), Volume, Difficulty, CPC in the research's
// currency, Intent, then the 12-month trend, the metric source and date, and the links to the
// keyword's SERP analysis and related keywords in the research's market.
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import type { KeywordSortKey } from '@shared/sorting';
import {
  cpcColumn,
  difficultyColumn,
  intentColumn,
  keywordColumn,
  opportunityColumn,
  sourceColumn,
  toolLinksColumn,
  trendColumn,
  volumeColumn,
  type KeywordColumn,
} from '../../components/keyword-table';
import type { ToolLinkMarket } from '../../components/tool-inputs';
import { isSeedRow } from './keyword-result-rows';

export function resultsColumns(
  locationCode: number | null,
  market: ToolLinkMarket | null = null,
  refreshHref: string | null = null,
): KeywordColumn<KeywordResultRow, KeywordSortKey>[] {
  const columns: KeywordColumn<KeywordResultRow, KeywordSortKey>[] = [
    keywordColumn<KeywordResultRow>(isSeedRow),
    volumeColumn<KeywordResultRow>(),
    difficultyColumn<KeywordResultRow>(),
    cpcColumn<KeywordResultRow>(locationCode),
    intentColumn<KeywordResultRow>(),
    opportunityColumn<KeywordResultRow>(),
    trendColumn<KeywordResultRow>(),
    sourceColumn<KeywordResultRow>('Source', { kind: 'keywords', refreshHref }),
  ];
  return market ? [...columns, toolLinksColumn<KeywordResultRow>(market)] : columns;
}
