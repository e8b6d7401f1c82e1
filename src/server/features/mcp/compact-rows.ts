// Compact rows for tool answers (decision 062): a row carries its rank, its keyword and the chosen
// columns only (a compact set by default), and a page is cut where it would pass the rows' token
// budget, saying so (`truncated`, `nextOffset`, a hint naming the call for the next page).
import { z } from 'zod';
import { ROW_SORT_KEYS, type RowsPage } from '../../../shared/contract/researches.js';
import { keywordFilterQuerySchema } from '../../../shared/filters/keyword-filter-url.js';
import type { MetricKey } from '../../../shared/keyword-row/metrics.js';
import { estimateTokens, MCP_ROW_COLUMNS, MCP_ROWS_BUDGET_TOKENS, MCP_ROWS_DEFAULT, MCP_ROWS_MAX } from '../../../shared/mcp/limits.js';
import { nextPageHint } from '../../../shared/mcp/messages.js';

/**
 * The results table's filter in its URL vocabulary, as text values; read by the rows route's own
 * schema in the tool (keywordFilterQuerySchema), so its rules and messages hold. Declared as a plain
 * record: the full schema of every parameter would triple the tool list an assistant must load.
 */
export const filterInput = z
  .record(z.string(), z.string())
  .optional()
  .describe(
    `The results table's filter, as in its address: ranges "min..max", "min.." or "..max" (vol, kd, cpc, ...), words (inc, exc), intent, qs=1 for questions. ` +
      `Keys: ${Object.keys(keywordFilterQuerySchema.shape).join(', ')}. Example: {"vol":"1000..","kd":"..30","intent":"commercial"}.`,
  );

const columnEnum = z.enum(MCP_ROW_COLUMNS as [MetricKey, ...MetricKey[]]);

/** The input fields of every tool that reads rows: the REST rows route's filter and sort, a page, columns. */
export const rowsPageInput = {
  columns: z
    .array(columnEnum)
    .max(MCP_ROW_COLUMNS.length)
    .optional()
    .describe('Columns beside rank and keyword; omitted: a compact set for the kind of research.'),
  filter: filterInput,
  sort: z.enum(ROW_SORT_KEYS).optional().describe('Column to sort by; default searchVolume.'),
  direction: z.enum(['asc', 'desc']).optional().describe('Default desc.'),
  limit: z.number().int().min(1).max(MCP_ROWS_MAX).default(MCP_ROWS_DEFAULT).describe(`Rows to return, at most ${MCP_ROWS_MAX}.`),
  offset: z.number().int().min(0).default(0).describe('Rows to skip (nextOffset of the previous answer).'),
};

const compactRowSchema = z.object({ rank: z.number(), keyword: z.string() }).catchall(z.unknown());
export type CompactRow = z.infer<typeof compactRowSchema>;

/** The output fields of a page of rows (plain numbers: integer bounds would lengthen every tool list an assistant loads). */
export const rowsPageOutput = {
  columns: z.array(z.string()),
  rows: z.array(compactRowSchema),
  offset: z.number(),
  totalMatching: z.number().describe('Rows passing the filter.'),
  totalRows: z.number(),
  truncated: z.boolean().describe('True when more rows match than this answer carries.'),
  nextOffset: z.number().nullable(),
  nextPage: z.string().nullable().describe('How to get the next rows.'),
};
export type CompactPage = z.output<z.ZodObject<typeof rowsPageOutput>>;

export function compactRow(row: { rank: number; keyword: string; id?: string } & Partial<Record<MetricKey, unknown>>, columns: readonly MetricKey[]): CompactRow {
  // A list's keyword carries its item id: what removing it takes.
  const compact: CompactRow = { rank: row.rank, keyword: row.keyword, ...(row.id === undefined ? {} : { itemId: row.id }) };
  for (const column of columns) compact[column] = row[column] ?? null;
  return compact;
}

/** The first rows that fit the budget (at least one, so a page always moves on). */
export function rowsWithinBudget<R>(rows: readonly R[], budgetTokens = MCP_ROWS_BUDGET_TOKENS): R[] {
  let tokens = 0;
  const kept: R[] = [];
  for (const row of rows) {
    tokens += estimateTokens(JSON.stringify(row)) + 1;
    if (tokens > budgetTokens && kept.length > 0) break;
    kept.push(row);
  }
  return kept;
}

/** A page read from the store, compacted and cut to the budget, with the way to the next page. */
export function compactPage(page: Pick<RowsPage, 'offset' | 'totalMatching' | 'totalRows'> & { rows: ReadonlyArray<Parameters<typeof compactRow>[0]> }, columns: readonly MetricKey[], tool: string): CompactPage {
  const rows = rowsWithinBudget(page.rows.map((row) => compactRow(row, columns)));
  const end = page.offset + rows.length;
  const nextOffset = end < page.totalMatching && rows.length > 0 ? end : null;
  return {
    columns: ['rank', 'keyword', ...columns],
    rows,
    offset: page.offset,
    totalMatching: page.totalMatching,
    totalRows: page.totalRows,
    truncated: nextOffset !== null,
    nextOffset,
    nextPage: nextPageHint(tool, nextOffset),
  };
}
