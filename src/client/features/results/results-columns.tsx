// The results table's columns: Keyword (with SEED), every metric's column as declared
// (src/shared/keyword-row/metrics.ts: Volume, Difficulty, CPC in the research's currency, Intent,
// Opportunity, the 12-month trend, ...), the metric source and date, and the links to the keyword's
// SERP analysis and related keywords in the research's market with the row's value of ranking;
// each keyword links to its own page.
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import type { KeywordSortKey } from '@shared/sorting';
import { keywordColumn, metricColumns, sourceColumn, toolLinksColumn, type KeywordColumn } from '../../components/keyword-table';
import type { ToolLinkMarket } from '../../components/tool-inputs';
import { keywordDetailPath } from '../../lib/paths';
import { isSeedRow } from './keyword-result-rows';
import { RowValueButton } from './row-value-button';

export function resultsColumns(
  locationCode: number | null,
  market: ToolLinkMarket | null = null,
  refreshHref: string | null = null,
  /** The research on screen: a keyword's page prefers its row (a list has none). */
  researchId: string | null = null,
): KeywordColumn<KeywordResultRow, KeywordSortKey>[] {
  const hrefOf = market ? (row: KeywordResultRow) => keywordDetailPath(row.keyword, market, researchId) : undefined;
  const columns: KeywordColumn<KeywordResultRow, KeywordSortKey>[] = [
    keywordColumn<KeywordResultRow>(isSeedRow, 'Keyword', hrefOf),
    ...metricColumns<KeywordResultRow>('results', { locationCode }),
    sourceColumn<KeywordResultRow>('Source', { kind: 'keywords', refreshHref }),
  ];
  if (!market) return columns;
  // The seed card holds the seed's value of ranking; every other row reads it from its tools.
  const valueOf = (row: KeywordResultRow) => (row.isSeedKeyword || row.isPlaceholder ? null : <RowValueButton row={row} market={market} researchId={researchId} />);
  return [...columns, toolLinksColumn<KeywordResultRow>(market, 'Analyze', valueOf)];
}
