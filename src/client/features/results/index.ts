// What other screens use of the results feature: the server-side paged reads of stored keyword
// rows, the URL-kept view (filter and sort) that drives them, the summary of the filtered rows,
// and the table and clusters cards a saved list's page composes too (decision 033).
export { ROWS_PAGE_SIZE, rowsQueryParams, useNextPage, usePagedRows, useResearchRows, type RowsView } from './api/get-research-rows';
export { ResultsSummary, type ResultsSummaryProps } from './results-summary';
export { useResultsView, useRowsView, type ResultsView as RowsViewState } from './use-results-view';
export { KeywordRowsSection, type KeywordRowsSectionProps } from './keyword-rows-section';
export { ClustersSection, type ClustersSectionProps } from './results-clusters-section';
export { resultsColumns } from './results-columns';
export { SelectionBar, type SelectionBarProps } from './selection/selection-bar';
