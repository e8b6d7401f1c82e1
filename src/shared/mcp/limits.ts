// The MCP server's answer limits and row columns (decision 062): one place for the tools, their
// descriptions, the README and the tests. Assistants reject tool answers over 25,000 tokens
// (Claude Code's default) and long answers crowd their context out, so every answer is kept well
// under MCP_ANSWER_MAX_TOKENS, estimated as characters / 4.
import type { MetricKey } from '../keyword-row/metrics';
import { METRIC_KEYS } from '../keyword-row/metrics';

/** The ceiling every tool answer stays under (the figure), in estimated tokens. */
export const MCP_ANSWER_MAX_TOKENS = 20_000;
/** What a page of rows may take: the rest of the ceiling is the answer's frame and summary. */
export const MCP_ROWS_BUDGET_TOKENS = 15_000;

/** Tokens of a text as assistants count them, roughly: one per four characters. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export const MCP_ROWS_DEFAULT = 50;
export const MCP_ROWS_MAX = 200;
/** Rows a run's answer shows straight away; the rest are read page by page. */
export const MCP_PREVIEW_ROWS = 10;
/** The organic results a SERP analysis answer lists. */
export const MCP_SERP_RESULTS = 10;

/** Every column a row may carry beside its rank and keyword: the declared metrics. */
export const MCP_ROW_COLUMNS = METRIC_KEYS;

/** The compact set a row carries when no columns are chosen, by the research's kind. */
export const MCP_DEFAULT_COLUMNS = {
  keywords: ['searchVolume', 'difficulty', 'cpc', 'intent'],
  related: ['searchVolume', 'difficulty', 'cpc', 'intent'],
  ideas: ['searchVolume', 'difficulty', 'cpc', 'intent'],
  domain: ['position', 'searchVolume', 'estimatedTraffic', 'rankingUrl'],
  gap: ['gapCategories', 'gapRanks', 'searchVolume', 'difficulty'],
  list: ['searchVolume', 'difficulty', 'cpc', 'intent'],
} as const satisfies Record<string, readonly MetricKey[]>;
export type McpRowsKind = keyof typeof MCP_DEFAULT_COLUMNS;

export function defaultColumnsFor(kind: string): readonly MetricKey[] {
  return kind in MCP_DEFAULT_COLUMNS ? MCP_DEFAULT_COLUMNS[kind as McpRowsKind] : MCP_DEFAULT_COLUMNS.keywords;
}
