// Filters and text search of the keyword tables: one vocabulary (kept in the URL), its panel and the saved presets.
export { KeywordSearchBox, type KeywordSearchBoxProps } from './keyword-search-box';
export { FiltersToggle, type FiltersToggleProps } from './filters-toggle';
export { filterAndSortRows, type RowView } from './filtered-rows';
export { COMPETITOR_PANEL_RANGE_METRICS, KeywordFilterPanel, PANEL_RANGE_METRICS, RANGE_LABELS, type KeywordFilterPanelProps } from './keyword-filter-panel';
export { showSearchInAddress, useKeywordFilterParams } from './use-keyword-filter-params';
export { researchExportHref, researchExportPath, rowsExportHref } from './export-link';
export { FilterPresets, type FilterPresetsProps } from './filter-presets';
export { KeywordFilterTools, type KeywordFilterToolsProps } from './keyword-filter-tools';
