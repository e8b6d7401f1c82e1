// Cost estimates shown before a run (spec section 9). Sums are done in whole small units
// (cents; $0.0001 for SERP) so the results are exact decimals, not float drift
// like 0.1 + 0.2.
import { formatCostEstimate } from './format/number';

const KEYWORDS_PER_BLOCK = 100;
const CENTS_PER_BLOCK = 1;
// SERP prices in units of $0.0001: first page $0.002, each further page $0.0015.
const SERP_FIRST_PAGE_UNITS = 20;
const SERP_EXTRA_PAGE_UNITS = 15;
const SERP_UNITS_PER_DOLLAR = 10_000;

function positiveOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Seed screen: $0.01 per started block of 100 keywords (50 -> 0.01, 250 -> 0.03). */
export function estimateResearchCost(limit: number): number {
  const blocks = Math.ceil(positiveOrZero(limit) / KEYWORDS_PER_BLOCK);
  return (blocks * CENTS_PER_BLOCK) / 100;
}

/** SERP: 0 pages $0; the first page $0.002; each further page $0.0015. Partial pages count. */
export function estimateSerpCost(pages: number): number {
  const wholePages = Math.ceil(positiveOrZero(pages));
  if (wholePages === 0) return 0;
  const units = SERP_FIRST_PAGE_UNITS + (wholePages - 1) * SERP_EXTRA_PAGE_UNITS;
  return units / SERP_UNITS_PER_DOLLAR;
}

/**
 * Related screen: $0.01 per 100 of the chosen limit, proportionally (the offered limits are all
 * multiples of 100, so this only matters for odd inputs, which the display rounds to cents).
 */
export function estimateRelatedCost(limit: number): number {
  return positiveOrZero(limit) / (KEYWORDS_PER_BLOCK * 100);
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
