// The keyword table kit shared by the results, related and other keyword tables.
export { KeywordTable } from './keyword-table';
export type { KeywordColumn, KeywordTableLayoutState, KeywordTableProps, RowsWindow } from './types';
export { keywordColumn, metricColumn, metricColumns, volumeColumn, difficultyColumn, cpcColumn, intentColumn, opportunityColumn, trendColumn, sourceColumn, toolLinksColumn, withWidths, type MetricColumnRow } from './columns';
export { DifficultyBadge, IntentBadge, KeywordCell, MoneyCell, NumberCell, SeedBadge, TextCell } from './metric-cells';
export { Sparkline, sparklineLabel, sparklinePath, type SparklinePoint } from './sparkline';
export { MetricSource, type MetricSourceProps } from './metric-source';
export { SortHeader, PlainHeader } from './sort-header';
export { defaultColumnWidth } from './use-keyword-table-model';
export { SeasonalityCell, seasonalitySentence } from './seasonality-cell';
export { SerpFeatureIcons } from './serp-features-cell';
