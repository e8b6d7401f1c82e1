// What other screens use of the competitor tools: the parts of a run's view the share link shows
// read-only (the columns of a domain's keywords and of a gap, the coverage line, the rankings
// summary, the gap's category tabs and the competitors found).
export { domainKeywordColumns, gapColumns } from './competitor-columns';
export { GAP_ROW_HEIGHT } from './gap-view';
export { GapToolbar } from './gap-toolbar';
export { CoverageLine } from './run-header';
export { RankingSummary } from './ranking-summary';
export { DiscoveryView } from './discovery-view';
