// Ready-made columns of the keyword tables (spec: Keyword, Volume, Difficulty, CPC, Intent, plus
// the optional 12-month trend and metric source). A screen lists the ones it needs:
//   const columns = [keywordColumn(isSeed), volumeColumn(), difficultyColumn(), cpcColumn(locationCode), intentColumn()];
// Each factory is generic over any row type that has the fields it reads. The default widths fill
// the results table (with its checkbox and Analyze columns) at 100 %; a screen with other columns
// sets its own with withWidths, so no header is clipped at 1366 px. On that screen the middle
// third (Volume to Opportunity) holds no control, so a toast in the middle covers none (decision 032).
import { OPPORTUNITY_EXPLANATION } from '@shared/analysis/opportunity';
import type { KeywordSortKey } from '@shared/sorting';
import { DifficultyBadge, IntentBadge, KeywordCell, MoneyCell, NumberCell } from './metric-cells';
import type { ToolLinkMarket } from '../tool-inputs/tool-link';
import { KeywordToolLinks } from './keyword-tool-links';
import { MetricSource, type MetricSourceProps } from './metric-source';
import { SeasonalityCell } from './seasonality-cell';
import type { SparklinePoint } from './sparkline';
import type { KeywordColumn } from './types';

export function keywordColumn<Row extends { keyword: string }>(
  isSeedRow?: (row: Row) => boolean,
  header = 'Keyword',
): KeywordColumn<Row, KeywordSortKey> {
  return {
    id: 'keyword',
    header,
    sortKey: 'keyword',
    width: '19%',
    cell: (row) => <KeywordCell keyword={row.keyword} isSeed={isSeedRow?.(row) ?? false} />,
  };
}

export function volumeColumn<Row extends { searchVolume: number | null }>(header = 'Volume'): KeywordColumn<Row, KeywordSortKey> {
  return { id: 'searchVolume', header, sortKey: 'searchVolume', align: 'right', width: '7%', cell: (row) => <NumberCell value={row.searchVolume} /> };
}

export function difficultyColumn<Row extends { difficulty: number | null }>(header = 'Difficulty'): KeywordColumn<Row, KeywordSortKey> {
  return { id: 'difficulty', header, sortKey: 'difficulty', align: 'center', width: '8%', cell: (row) => <DifficultyBadge value={row.difficulty} /> };
}

/** CPC in the currency of the research's location (spec section 9). */
export function cpcColumn<Row extends { cpc: number | null }>(locationCode?: number | null, header = 'CPC'): KeywordColumn<Row, KeywordSortKey> {
  return { id: 'cpc', header, sortKey: 'cpc', align: 'right', width: '6%', cell: (row) => <MoneyCell value={row.cpc} locationCode={locationCode} /> };
}

export function intentColumn<Row extends { intent: string | null }>(header = 'Intent'): KeywordColumn<Row, KeywordSortKey> {
  return { id: 'intent', header, sortKey: 'intent', width: '10%', cell: (row) => <IntentBadge intent={row.intent} /> };
}

/** The sparkline, peak month and 3-month trend, with the larger chart a click away; sorts by the stored trend. */
export function trendColumn<Row extends { keyword: string; monthlySearches: readonly SparklinePoint[] }>(header = 'Trend'): KeywordColumn<Row, KeywordSortKey> {
  return { id: 'trend', header, sortKey: 'trend', width: '14%', cell: (row) => <SeasonalityCell keyword={row.keyword} points={row.monthlySearches} /> };
}

/** The stored opportunity score (0-100); the header explains the formula on hover and focus. */
export function opportunityColumn<Row extends { opportunity: number | null }>(header = 'Opportunity'): KeywordColumn<Row, KeywordSortKey> {
  return {
    id: 'opportunity',
    header,
    hint: OPPORTUNITY_EXPLANATION,
    sortKey: 'opportunity',
    align: 'right',
    width: '11%',
    cell: (row) => <NumberCell value={row.opportunity} />,
  };
}

/** Source and date of each row's metrics; `provenance` names the endpoint and links Refresh for stale rows. */
export function sourceColumn<Row extends { metricsSource: string; metricsUpdatedAt?: string | null; metricsFetchedAt?: string | null }>(
  header = 'Source',
  provenance: Pick<MetricSourceProps, 'kind' | 'refreshHref'> = {},
): KeywordColumn<Row, KeywordSortKey> {
  return {
    id: 'source',
    header,
    width: '12%',
    cell: (row) => <MetricSource source={row.metricsSource} updatedAt={row.metricsUpdatedAt} fetchedAt={row.metricsFetchedAt} {...provenance} />,
  };
}

/** One click from the row to its SERP analysis or related keywords, in the table's market. */
export function toolLinksColumn<Row extends { keyword: string }>(market: ToolLinkMarket, header = 'Analyze'): KeywordColumn<Row, KeywordSortKey> {
  return { id: 'tools', header, width: '10%', cell: (row) => <KeywordToolLinks keyword={row.keyword} market={market} /> };
}

/** The columns with the widths given by column id (the others keep theirs). */
export function withWidths<Row>(columns: readonly KeywordColumn<Row, KeywordSortKey>[], widths: Readonly<Record<string, string>>): KeywordColumn<Row, KeywordSortKey>[] {
  return columns.map((column) => (widths[column.id] ? { ...column, width: widths[column.id] } : column));
}
