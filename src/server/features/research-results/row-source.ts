// Where keyword rows are read from: a research's `keyword_results` or a saved list's
// `keyword_list_items` (decision 029). The filter (keyword-filter-sql.ts), the order (row-order.ts),
// the paged read (rows-reader.ts) and the export (export-rows.ts) are written once over these
// columns, so a list filters, sorts and exports exactly as a research does.
import { eq, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { keywordListItems, keywordResults } from '../../db/schema/index.js';

export interface KeywordRowColumns {
  id: AnyColumn;
  rank: AnyColumn;
  keyword: AnyColumn;
  searchVolume: AnyColumn;
  cpc: AnyColumn;
  competition: AnyColumn;
  competitionLevel: AnyColumn;
  intent: AnyColumn;
  difficulty: AnyColumn;
  monthlySearches: AnyColumn;
  categories: AnyColumn;
  metricsSource: AnyColumn;
  metricsFetchedAt: AnyColumn;
  /** Pinned on top of every sort (a research's seed; a list has none). */
  isSeedKeyword: SQLWrapper;
  /** Related keywords only (null elsewhere). */
  relevance: SQLWrapper;
  depth: SQLWrapper;
  /** The stored analysis (decisions 027 and 033): stored with a research's rows and a list's items alike. */
  opportunity: AnyColumn;
  trend: AnyColumn;
  peakMonth: AnyColumn;
  clusterId: AnyColumn;
}

export interface RowSource<T extends PgTable = PgTable> {
  table: T;
  columns: KeywordRowColumns;
  /** The rows of this research or list. */
  scope: SQL;
  /** Whose rows these are: where their stored totals are kept (row-totals.ts). */
  owner: { kind: 'research' | 'list'; id: string };
}

export const RESEARCH_ROW_COLUMNS: KeywordRowColumns = {
  id: keywordResults.id,
  rank: keywordResults.rank,
  keyword: keywordResults.keyword,
  searchVolume: keywordResults.searchVolume,
  cpc: keywordResults.cpc,
  competition: keywordResults.competition,
  competitionLevel: keywordResults.competitionLevel,
  intent: keywordResults.intent,
  difficulty: keywordResults.difficulty,
  monthlySearches: keywordResults.monthlySearches,
  categories: keywordResults.categories,
  metricsSource: keywordResults.metricsSource,
  metricsFetchedAt: keywordResults.metricsFetchedAt,
  isSeedKeyword: keywordResults.isSeedKeyword,
  relevance: keywordResults.relevance,
  depth: keywordResults.depth,
  opportunity: keywordResults.opportunity,
  trend: keywordResults.trend,
  peakMonth: keywordResults.peakMonth,
  clusterId: keywordResults.clusterId,
};

export const LIST_ROW_COLUMNS: KeywordRowColumns = {
  id: keywordListItems.id,
  rank: keywordListItems.rank,
  keyword: keywordListItems.keyword,
  searchVolume: keywordListItems.searchVolume,
  cpc: keywordListItems.cpc,
  competition: keywordListItems.competition,
  competitionLevel: keywordListItems.competitionLevel,
  intent: keywordListItems.intent,
  difficulty: keywordListItems.difficulty,
  monthlySearches: keywordListItems.monthlySearches,
  categories: keywordListItems.categories,
  metricsSource: keywordListItems.metricsSource,
  metricsFetchedAt: keywordListItems.metricsFetchedAt,
  // Always false. A cast, since ORDER BY refuses a bare constant; the planner drops a constant
  // sort key, so the list's page indexes (db/schema/page-indexes.ts) need no seed column.
  isSeedKeyword: sql`false::boolean`,
  relevance: sql`null::double precision`,
  depth: sql`null::integer`,
  opportunity: keywordListItems.opportunity,
  trend: keywordListItems.trend,
  peakMonth: keywordListItems.peakMonth,
  clusterId: keywordListItems.clusterId,
};

export function researchRowSource(researchId: string): RowSource<typeof keywordResults> {
  return { table: keywordResults, columns: RESEARCH_ROW_COLUMNS, scope: eq(keywordResults.researchId, researchId), owner: { kind: 'research', id: researchId } };
}

export function listRowSource(listId: string): RowSource<typeof keywordListItems> {
  return { table: keywordListItems, columns: LIST_ROW_COLUMNS, scope: eq(keywordListItems.listId, listId), owner: { kind: 'list', id: listId } };
}
