// Filters, text search and the derived row list of the keyword tables.
export { NumericFiltersPanel, METRIC_FILTER_LABELS, type NumericFiltersPanelProps } from './numeric-filters-panel';
export { KeywordSearchBox, type KeywordSearchBoxProps } from './keyword-search-box';
export { FiltersToggle, type FiltersToggleProps } from './filters-toggle';
export { useMetricFilters, type MetricFiltersState } from './use-metric-filters';
export { useFilteredRows, type FilteredRows } from './use-filtered-rows';
export { filterAndSortRows, type RowView } from './filtered-rows';
export { KeywordFilterPanel, PANEL_RANGE_METRICS, RANGE_LABELS, type KeywordFilterPanelProps } from './keyword-filter-panel';
export { useKeywordFilterParams } from './use-keyword-filter-params';
export { researchExportHref } from './export-link';
export { FilterPresets, type FilterPresetsProps } from './filter-presets';
