// Reading a research's rows for a tool: the viewer's research (another user's is the same "not
// found" as the REST route's), the rows route's filter, sort and page, compacted.
import { EMPTY_KEYWORD_FILTER } from '../../../shared/filters/keyword-filter.js';
import { keywordFilterFromQuery, keywordFilterQuerySchema, type KeywordFilterQuery } from '../../../shared/filters/keyword-filter-url.js';
import type { RowSortKey, RowsQuery } from '../../../shared/contract/researches.js';
import type { MetricKey } from '../../../shared/keyword-row/metrics.js';
import { defaultColumnsFor, MCP_PREVIEW_ROWS } from '../../../shared/mcp/limits.js';
import { InvalidInputError } from '../../domain/errors.js';
import { findResearchForViewer, readRowsPage } from '../research-results/index.js';
import { compactPage, type CompactPage } from './compact-rows.js';
import { validated, type ToolContext } from './tool-kit.js';

export interface RowsArgs {
  columns?: MetricKey[] | undefined;
  filter?: Record<string, string> | undefined;
  sort?: RowSortKey | undefined;
  direction?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

/** The rows query of the REST rows route, from a tool's arguments. */
export function rowsQueryOf(args: RowsArgs): RowsQuery {
  return {
    offset: args.offset,
    limit: args.limit,
    sort: args.sort ?? 'searchVolume',
    direction: args.direction ?? 'desc',
    filter: args.filter ? keywordFilterFromQuery(filterQueryOf(args.filter)) : EMPTY_KEYWORD_FILTER,
  };
}

/** A tool's filter read by the rows route's own schema: an unknown parameter or a bad value is refused with its message. */
export function filterQueryOf(filter: Record<string, string>): KeywordFilterQuery {
  return validated(keywordFilterQuerySchema.strict(), filter);
}

const ROWLESS_KINDS: Record<string, string> = {
  serp: 'This research is a SERP analysis: its results come with analyse_serp, not as keyword rows.',
  competitors: 'This research is a competitor discovery: it has no keyword rows.',
};

export async function readResearchRows(context: ToolContext, researchId: string, args: RowsArgs, tool: string): Promise<CompactPage & { kind: string; seedKeyword: string }> {
  const db = context.deps.database.db;
  // The query first, as the REST route validates it before reading anything.
  const query = rowsQueryOf(args);
  const research = await findResearchForViewer(db, researchId, context.user);
  const rowless = ROWLESS_KINDS[research.kind];
  if (rowless) throw new InvalidInputError(rowless);
  const page = await readRowsPage(db, research, query);
  return { kind: research.kind, seedKeyword: research.seedKeyword, ...compactPage(page, args.columns ?? defaultColumnsFor(research.kind), tool) };
}

/** The first rows of a run just stored, by volume: what a run's answer shows straight away. */
export function previewRows(context: ToolContext, researchId: string) {
  return readResearchRows(context, researchId, { limit: MCP_PREVIEW_ROWS, offset: 0 }, 'get_research_rows');
}
