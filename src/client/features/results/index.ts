// What other screens use of the results feature: the server-side paged reads of a research's rows,
// the URL-kept view (filter and sort) that drives them, and the summary of the filtered rows.
export { ROWS_PAGE_SIZE, useResearchRows, type RowsView } from './api/get-research-rows';
export { ResultsSummary, type ResultsSummaryProps } from './results-summary';
export { useRowsView, type ResultsView as RowsViewState } from './use-results-view';
