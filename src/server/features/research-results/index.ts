// The result store's reads, for other features: who may read a research, and its records.
export { findResearchForViewer, type Viewer } from './research-access.js';
export { toKeywordRow, toResearchHeader } from './research-records.js';
export { figureValues, measuredValuesOf, measuredOrEmpty, providerMetricValues, type FigureValues, type ProviderMetricValues } from './keyword-metric-values.js';
export { createResearch, dateOrNull, insertKeywordRows, toResultInsert, type KeywordResultInsert, type NewResearch } from './keyword-row-insert.js';
export { readRowsPage, readSourceRowsPage } from './rows-reader.js';
export type { ResearchRow } from './research-access.js';
export { analyseResearchRows, analyseRows, insertAnalysedRows } from './keyword-analysis.js';
export { answerDigest, findStoredAnswer } from './answer-digest.js';
export { readClusters } from './clusters-reader.js';
export { keywordFilterCondition } from './keyword-filter-sql.js';
export { rowsOrderBy } from './row-order.js';
export { LIST_ROW_COLUMNS, listRowSource, researchRows } from './row-source.js';
export { EXPORT_FILE_ANSWER, exportableKind, exportResponse, listExportOf, researchExportOf, researchExportRoutes } from './export-route.js';
export { researchesRoutes } from './routes.js';
export { storeRowTotals } from './row-totals.js';
export { listResearches } from './history.js';
