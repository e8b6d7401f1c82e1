// The figures every stored keyword row carries from its own metrics (decisions 027 and
// 033): the opportunity without a SERP and the seasonality. One rule for a research's rows
// (keyword-row-insert.ts) and a saved list's items (list-items.ts), so both stores hold the same
// numbers for the same metrics; the SERP refinement and the clusters need the other rows and
// follow in the server's analysis pass.
import { opportunityScore, type OpportunityInput } from './opportunity';
import { seasonality, type Seasonality } from './seasonality';
import type { MonthlyVolume } from './months';

export interface RowFigures extends Seasonality {
  opportunity: number;
}

export function rowFigures(row: OpportunityInput & { monthlySearches: readonly MonthlyVolume[] }): RowFigures {
  return { opportunity: opportunityScore(row), ...seasonality(row.monthlySearches) };
}

/** What a row stores before its metrics are known (a list item an import has not fetched yet). */
export const NO_ROW_FIGURES: Readonly<Record<keyof RowFigures, null>> = { opportunity: null, peakMonth: null, trend: null, trendYoy: null };
