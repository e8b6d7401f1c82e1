// Ready-made columns of the keyword tables: the keyword, every declared metric's column
// (src/shared/keyword-row/metrics.ts: header, width, cell kind, sort), the metric source and the
// tool links. A screen takes the metrics' columns in their declared order:
//   const columns = [keywordColumn(isSeed), ...metricColumns('results', { locationCode }), sourceColumn()];
// Each factory is generic over any row type that has the fields it reads. The default widths are
// shares of a 1200 px table, turned into pixels by the table (the keyword column takes what the
// others leave; the user may resize each); a screen sets its own with withWidths. On the results screen the middle
// third (Volume to Opportunity) holds no control, so a toast in the middle covers none (decision 032).
import type { ReactNode } from 'react';
import { categoryNames } from '@shared/categories/category-names';
import { EM_DASH } from '@shared/format/number';
import { COLUMN_METRIC_KEYS, KEYWORD_METRICS, TABLE_SORT_KEYS, type ApiMetricValue, type ColumnDeclaration, type ColumnMetricKey, type MetricCellKind, type TableSortKey } from '@shared/keyword-row/metrics';
import type { KeywordSortKey } from '@shared/sorting';
import { DifficultyBadge, IntentBadge, KeywordCell, MoneyCell, NumberCell, PercentCell, TextCell } from './metric-cells';
import type { ToolLinkMarket } from '../tool-inputs/tool-link';
import { KeywordToolLinks } from './keyword-tool-links';
import { MetricSource, type MetricSourceProps } from './metric-source';
import { SeasonalityCell } from './seasonality-cell';
import { SerpFeatureIcons } from './serp-features-cell';
import type { SparklinePoint } from './sparkline';
import type { KeywordColumn } from './types';

/** The keyword; with `hrefOf`, a link to the keyword's own page (decision 067). */
export function keywordColumn<Row extends { keyword: string }>(
  isSeedRow?: (row: Row) => boolean,
  header = 'Keyword',
  hrefOf?: (row: Row) => string,
): KeywordColumn<Row, KeywordSortKey> {
  return {
    id: 'keyword',
    header,
    sortKey: 'keyword',
    width: '19%',
    cell: (row) => <KeywordCell keyword={row.keyword} isSeed={isSeedRow?.(row) ?? false} href={hrefOf?.(row)} />,
  };
}

/** The row fields the metric columns read: every metric with a column, and the months the trend draws. */
export type MetricColumnRow = { keyword: string; monthlySearches: readonly SparklinePoint[] } & { [K in ColumnMetricKey]: ApiMetricValue<K> };

/** What a cell needs besides its row: the market whose currency the CPC is in (decision 006). */
interface CellContext {
  locationCode?: number | null;
}

/** One cell per kind a metric may declare (src/shared/keyword-row/metrics.ts). */
const CELLS: { [C in MetricCellKind]: (row: MetricColumnRow, key: ColumnMetricKey, context: CellContext) => ReactNode } = {
  number: (row, key) => <NumberCell value={row[key]} />,
  difficulty: (row, key) => <DifficultyBadge value={row[key]} />,
  money: (row, key, context) => <MoneyCell value={row[key]} locationCode={context.locationCode} />,
  intent: (row, key) => <IntentBadge intent={row[key]} />,
  seasonality: (row) => <SeasonalityCell keyword={row.keyword} points={row.monthlySearches} />,
  categories: (row) => <TextCell text={categoryNames(row.categories) || EM_DASH} />,
  percent: (row, key) => <PercentCell value={row[key]} />,
  serpFeatures: (row) => <SerpFeatureIcons features={row.serpFeatures} />,
  // The one text metric with a column is the parent topic (decision 067).
  text: (row, key) => <TextCell text={typeof row[key] === 'string' ? row[key] : EM_DASH} />,
};

const isTableSortKey = (key: ColumnMetricKey): key is TableSortKey => (TABLE_SORT_KEYS as readonly string[]).includes(key);

/**
 * A metric's column as its declaration says: header, hint, width, alignment, cell, and its sort when
 * it sorts. `Row` need only hold the fields this metric's cell reads (the named factories below say which).
 */
export function metricColumn<Row>(key: ColumnMetricKey, context: CellContext = {}, header?: string): KeywordColumn<Row, KeywordSortKey> {
  const declared: ColumnDeclaration = KEYWORD_METRICS[key].column;
  return {
    id: key,
    header: header ?? declared.header,
    ...(declared.hint ? { hint: declared.hint } : {}),
    ...(isTableSortKey(key) ? { sortKey: key } : {}),
    ...(declared.align ? { align: declared.align } : {}),
    width: declared.width,
    // The caller's Row holds this cell's fields (metricColumns asks for all of them, each named factory for its own).
    cell: (row) => CELLS[declared.cell](row as unknown as MetricColumnRow, key, context),
  };
}

/** Every metric's column for a table, in declaration order (the related and the competitor tables add the ones only they show). */
export function metricColumns<Row extends MetricColumnRow>(table: 'results' | 'related' | 'competitors', context: CellContext = {}): KeywordColumn<Row, KeywordSortKey>[] {
  return COLUMN_METRIC_KEYS.filter((key) => {
    const shownIn = KEYWORD_METRICS[key].column.tables;
    return shownIn === 'all' || shownIn === table;
  }).map((key) => metricColumn<Row>(key, context));
}

export const volumeColumn = <Row extends Pick<MetricColumnRow, 'searchVolume'>>(header?: string) => metricColumn<Row>('searchVolume', {}, header);
export const difficultyColumn = <Row extends Pick<MetricColumnRow, 'difficulty'>>(header?: string) => metricColumn<Row>('difficulty', {}, header);
/** CPC in the currency of the research's location (decision 006). */
export const cpcColumn = <Row extends Pick<MetricColumnRow, 'cpc'>>(locationCode?: number | null, header?: string) => metricColumn<Row>('cpc', { locationCode }, header);
export const intentColumn = <Row extends Pick<MetricColumnRow, 'intent'>>(header?: string) => metricColumn<Row>('intent', {}, header);
/** The sparkline, peak month and 3-month trend, with the larger chart a click away; sorts by the stored trend. */
export const trendColumn = <Row extends Pick<MetricColumnRow, 'keyword' | 'monthlySearches'>>(header?: string) => metricColumn<Row>('trend', {}, header);
/** The stored opportunity score (0-100); the header explains the formula on hover and focus. */
export const opportunityColumn = <Row extends Pick<MetricColumnRow, 'opportunity'>>(header?: string) => metricColumn<Row>('opportunity', {}, header);

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

/** One click from the row to its SERP analysis or related keywords, in the table's market; `actionsOf` adds a screen's own row actions. */
export function toolLinksColumn<Row extends { keyword: string }>(market: ToolLinkMarket, header = 'Analyze', actionsOf?: (row: Row) => ReactNode): KeywordColumn<Row, KeywordSortKey> {
  return {
    id: 'tools',
    header,
    width: '10%',
    cell: (row) => (
      <KeywordToolLinks keyword={row.keyword} market={market}>
        {actionsOf?.(row)}
      </KeywordToolLinks>
    ),
  };
}

/** The columns with the widths given by column id (the others keep theirs). */
export function withWidths<Row>(columns: readonly KeywordColumn<Row, KeywordSortKey>[], widths: Readonly<Record<string, string>>): KeywordColumn<Row, KeywordSortKey>[] {
  return columns.map((column) => (widths[column.id] ? { ...column, width: widths[column.id] } : column));
}
