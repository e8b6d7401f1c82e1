// Cost estimates shown before a run (the provider's real prices). Sums are
// done in whole units of $0.0001 so the results are exact decimals, not float drift like 0.1 + 0.2.
import { COMPETITOR_ROWS_PER_CALL } from './competitors/gap-limits';
import { RELATED_PAGE_SIZE } from './constants/limits';
import { IMPORT_BATCH_SIZE } from './lists/import-limits';
import { TOOL_UNITS, type QuotaTool } from './messages/billing';
import { formatCostEstimate } from './format/number';
import { formatDate } from './format/date';

// SERP prices in units of $0.0001: first page $0.002, each further page $0.0015.
const SERP_FIRST_PAGE_UNITS = 20;
const SERP_EXTRA_PAGE_UNITS = 15;
const SERP_UNITS_PER_DOLLAR = 10_000;

function positiveOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

// DataForSEO Labs (keyword ideas, suggestions, related keywords) bills $0.01 per request plus
// $0.0001 per returned keyword (the provider's
// published Labs prices, not "$0.01 per 100 keywords" as once assumed). Estimates are worked out in units of $0.0001 and rounded UP to whole cents, so the
// two-decimal figure shown is never below what the provider will charge for that many keywords.
const LABS_REQUEST_UNITS = 100;
const LABS_KEYWORD_UNITS = 1;
const UNITS_PER_CENT = 100;

/** The price the research and related estimates are built on, said beside them. */
export const LABS_PRICE_NOTE = 'DataForSEO Labs charges $0.01 per request plus $0.0001 per keyword.';

function labsUnits(requests: number, keywords: number): number {
  return requests * LABS_REQUEST_UNITS + keywords * LABS_KEYWORD_UNITS;
}

function unitsToWholeCents(units: number): number {
  return Math.ceil(units / UNITS_PER_CENT) / 100;
}

/** Seed screen: one Labs request for up to `limit` keywords (50 -> $0.02, 100 -> $0.02, 1000 -> $0.11). */
export function estimateResearchCost(limit: number): number {
  const keywords = Math.ceil(positiveOrZero(limit));
  if (keywords === 0) return 0;
  return unitsToWholeCents(labsUnits(1, keywords));
}

/** SERP: 0 pages $0; the first page $0.002; each further page $0.0015. Partial pages count. */
export function estimateSerpCost(pages: number): number {
  const wholePages = Math.ceil(positiveOrZero(pages));
  if (wholePages === 0) return 0;
  const units = SERP_FIRST_PAGE_UNITS + (wholePages - 1) * SERP_EXTRA_PAGE_UNITS;
  return units / SERP_UNITS_PER_DOLLAR;
}

// The strength of a SERP's top pages (decision 059): backlinks/bulk_pages_summary bills $0.02 per
// task plus $0.00003 per page; Labs bulk_traffic_estimation $0.01 per task plus $0.0001 per page.
const BULK_PAGES_TASK_UNITS = 200;
const BULK_PAGES_PAGE_UNITS = 0.3;

/** Both strength reads for `pages` URLs (10 -> $0.0313); nothing for none. */
export function estimateSerpStrengthCost(pages: number): number {
  const count = Math.ceil(positiveOrZero(pages));
  if (count === 0) return 0;
  const units = BULK_PAGES_TASK_UNITS + count * BULK_PAGES_PAGE_UNITS + labsUnits(1, count);
  return Math.round(units) / SERP_UNITS_PER_DOLLAR;
}

// The value of ranking (decision 059): the SERP ($0.002, for its #1 page), that page's ranked
// keywords by traffic (one Labs row: $0.0101) and the clickstream global volume of one keyword
// (billed per task like Labs, read from each answer's cost: $0.0101 assumed).
const KEYWORD_VALUE_UNITS = SERP_FIRST_PAGE_UNITS + labsUnits(1, 1) + labsUnits(1, 1);

/** Dollars one value-of-ranking read costs when nothing is cached ($0.0222). */
export function estimateKeywordValueCost(): number {
  return KEYWORD_VALUE_UNITS / SERP_UNITS_PER_DOLLAR;
}

/** Dollars one keyword's longer history costs when not cached: Labs historical_search_volume, one task of one keyword ($0.0101; decision 067). */
export function estimateVolumeHistoryCost(): number {
  return labsUnits(1, 1) / SERP_UNITS_PER_DOLLAR;
}

/**
 * Related screen: the chosen limit is fetched in requests of 100 keywords, each billed
 * $0.01 + 100 x $0.0001 = $0.02 (100 -> $0.02, 250 -> three requests, $0.06, 1000 -> $0.20).
 */
export function estimateRelatedCost(limit: number): number {
  const requests = Math.ceil(positiveOrZero(limit) / RELATED_PAGE_SIZE);
  if (requests === 0) return 0;
  return unitsToWholeCents(labsUnits(requests, requests * RELATED_PAGE_SIZE));
}

export function formatResearchCostEstimate(limit: number): string {
  return formatCostEstimate(estimateResearchCost(limit), 2);
}

export function formatSerpCostEstimate(pages: number): string {
  return formatCostEstimate(estimateSerpCost(pages), 3);
}

export function formatRelatedCostEstimate(limit: number): string {
  return formatCostEstimate(estimateRelatedCost(limit), 2);
}

/** One unit of each tool, in the singular ("1 keyword research"); the plural is TOOL_UNITS. */
export const TOOL_UNIT: Record<QuotaTool, string> = {
  keywords: 'keyword research',
  serp: 'SERP analysis',
  related: 'related keyword request',
  competitors: 'competitor read (1,000 rows)',
};

/**
 * Quota units a run takes: a research or a SERP analysis is one unit whatever its size; related
 * keywords are bought per request of RELATED_PAGE_SIZE rows (decision 003), so a Find or Load More
 * of 250 takes 3.
 */
export function quotaUnitsFor(tool: QuotaTool, limit = 0): number {
  // A competitor run takes a unit per provider read of up to 1,000 rows (decision 052).
  if (tool === 'competitors') return Math.max(1, Math.ceil(positiveOrZero(limit) / COMPETITOR_ROWS_PER_CALL));
  if (tool !== 'related') return 1;
  return Math.max(1, Math.ceil(positiveOrZero(limit) / RELATED_PAGE_SIZE));
}

/** "1 keyword research", "3 related keyword requests". */
export function formatQuotaUnits(tool: QuotaTool, units: number): string {
  return `${units} ${units === 1 ? TOOL_UNIT[tool] : TOOL_UNITS[tool]}`;
}

/** What one tool's part of a run takes: units, and whether the cache holds the answer (the cost preview, decision 025). */
export interface ToolCostLine {
  tool: QuotaTool;
  units: number;
  cached?: boolean;
  fetchedAt?: string | null;
}

/**
 * The units a research takes before the server is asked: one keyword research per seed, one SERP
 * analysis and one related keyword request when those analyses are ticked (the server's quote then
 * says what is cached and free).
 */
export function expectedResearchUnits(options: { seeds: number; includeSerp: boolean; includeRelated: boolean }): ToolCostLine[] {
  const lines: ToolCostLine[] = [{ tool: 'keywords', units: Math.max(1, Math.floor(positiveOrZero(options.seeds))) }];
  if (options.includeSerp) lines.push({ tool: 'serp', units: quotaUnitsFor('serp') });
  if (options.includeRelated) lines.push({ tool: 'related', units: quotaUnitsFor('related', RELATED_PAGE_SIZE) });
  return lines;
}

/** "2 keyword researches", or "SERP analysis free (cached, fetched Nov 27, 2026)" for a free cached repeat. */
export function formatToolCost(line: ToolCostLine): string {
  if (line.units === 0 && line.cached) return `${TOOL_UNIT[line.tool]} free (cached${line.fetchedAt ? `, fetched ${formatDate(line.fetchedAt)}` : ''})`;
  return formatQuotaUnits(line.tool, line.units);
}

/** "2 keyword researches + 1 SERP analysis". */
export function formatRunCost(lines: readonly ToolCostLine[]): string {
  return lines.map(formatToolCost).join(' + ');
}

/** The provider dollars of a research with its analyses, from the same price table (admins see it). */
export function estimateResearchRunCost(options: { seeds: number; limit: number; includeSerp: boolean; includeRelated: boolean }): number {
  const cents = Math.round(estimateResearchCost(options.limit) * 100) * Math.max(1, Math.floor(positiveOrZero(options.seeds)));
  const serp = options.includeSerp ? estimateSerpCost(1) : 0;
  const related = options.includeRelated ? estimateRelatedCost(RELATED_PAGE_SIZE) : 0;
  return Math.round((cents / 100 + serp + related) * 10_000) / 10_000;
}

/**
 * An import's enrichment (decision 029): the keywords not in the cache are fetched in batches of
 * IMPORT_BATCH_SIZE through keyword_overview, each batch one Labs request ($0.01 + $0.0001 per
 * keyword, rounded up to whole cents per batch, as the ledger's per-call cost) and one keyword
 * research unit. Cached keywords are free.
 */
export function estimateImportCost(uncachedKeywords: number): { units: number; usd: number } {
  const keywords = Math.ceil(positiveOrZero(uncachedKeywords));
  const units = Math.ceil(keywords / IMPORT_BATCH_SIZE);
  let cents = 0;
  for (let batch = 0; batch < units; batch++) {
    const size = Math.min(IMPORT_BATCH_SIZE, keywords - batch * IMPORT_BATCH_SIZE);
    cents += Math.ceil(labsUnits(1, size) / UNITS_PER_CENT);
  }
  return { units, usd: cents / 100 };
}

/**
 * Several parts' lines folded into one per tool, in the order first met: the units added, cached
 * only when every part was, fetched on the oldest cached part's date (several pages of one run).
 */
export function mergeToolCostLines(lines: readonly ToolCostLine[]): ToolCostLine[] {
  const byTool = new Map<QuotaTool, ToolCostLine>();
  for (const line of lines) {
    const seen = byTool.get(line.tool);
    if (!seen) {
      byTool.set(line.tool, { ...line });
      continue;
    }
    const cached = seen.cached === true && line.cached === true;
    const dates = [seen.fetchedAt, line.fetchedAt].filter((at): at is string => typeof at === 'string' && at !== '').sort();
    byTool.set(line.tool, { tool: line.tool, units: seen.units + line.units, cached, fetchedAt: cached ? (dates[0] ?? null) : null });
  }
  return [...byTool.values()];
}

// DataForSEO Labs' competitor endpoints bill $0.01 per call plus $0.0001 per returned row, 1,000 rows
// a call at most (decision 051); the estimate is the most a run of `rows` rows can cost.
/** Domain keywords or a keyword gap of up to `rows` rows (1,000 -> $0.11, 10,000 -> $1.10). */
export function estimateCompetitorRowsCost(rows: number): number {
  const wanted = Math.ceil(positiveOrZero(rows));
  if (wanted === 0) return 0;
  return unitsToWholeCents(labsUnits(Math.ceil(wanted / COMPETITOR_ROWS_PER_CALL), wanted));
}

/** Competitor discovery of up to `limit` competitors: one call, the target's own row included (25 -> $0.02). */
export function estimateDiscoveryCost(limit: number): number {
  return unitsToWholeCents(labsUnits(1, Math.ceil(positiveOrZero(limit)) + 1));
}
