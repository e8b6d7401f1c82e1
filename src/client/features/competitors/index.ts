// What other screens use of the competitor tools: the columns of a domain's keywords and of a gap (the share link shows them).
export { domainKeywordColumns, gapColumns } from './competitor-columns';
export { GAP_ROW_HEIGHT } from './gap-view';
