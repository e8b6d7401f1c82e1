// One meaning of "trend" (decision 046): the stored figure, the filter, the CSV/TXT cell and the
// JSON export all give the table's rule, the last 3 months against the 3 before. The table's own
// cell is held to the same cases in src/client/components/keyword-table/seasonality-cell.test.tsx.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportCells, exportHeaders, exportJsonRecord, exportMonths, type ExportLayout } from '../export/export-layout';
import { monthlySearchesArb } from './monthly-volume.arbitraries';
import { monthIndex, type MonthlyVolume } from './months';
import { rowFigures } from './row-figures';
import { seasonality, TREND_THRESHOLD_PERCENT, trendDirection } from './seasonality';

/** The rule written out again, independently: sums of the 3 latest months and of the 3 before. */
function referenceTrend(monthly: readonly MonthlyVolume[]): number | null {
  const known = new Map<number, number>();
  for (const m of monthly) if (m.searchVolume !== null) known.set(monthIndex(m), m.searchVolume);
  if (known.size === 0) return null;
  const latest = Math.max(...known.keys());
  const sum = (from: number) => [0, 1, 2].reduce<number | null>((total, k) => (total === null || !known.has(from - k) ? null : total + known.get(from - k)!), 0);
  const last3 = sum(latest);
  const before3 = sum(latest - 3);
  if (last3 === null || before3 === null || before3 === 0) return null;
  return Math.floor(((last3 - before3) / before3) * 100 + 0.5);
}

describe('the trend rule', () => {
  it('property: the stored figure, the CSV cell and the JSON export give the table rule', () => {
    fc.assert(
      fc.property(monthlySearchesArb, fc.constantFrom('keywords', 'related') as fc.Arbitrary<ExportLayout['kind']>, (monthlySearches, kind) => {
        const trend = referenceTrend(monthlySearches);
        expect(seasonality(monthlySearches).trend).toBe(trend);
        expect(rowFigures({ searchVolume: 100, cpc: 1, difficulty: 30, intent: null, monthlySearches }).trend).toBe(trend);

        const row = { keyword: 'seo', monthlySearches };
        const layout: ExportLayout = { kind, locationCode: 2840, languageCode: 'en', months: exportMonths([row], new Date('2026-11-01T00:00:00Z')), providers: [] };
        const trendColumn = exportHeaders(layout).indexOf('Trend (%)');
        const empty = kind === 'keywords' ? '-' : null;
        expect(exportCells(row, layout)[trendColumn]).toBe(trend ?? empty);
        expect(exportJsonRecord(row, layout).trendPercent).toBe(trend);
      }),
    );
  });

  it('property: a direction only at or beyond the threshold', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -500, max: 500 }), { nil: null }), (trend) => {
        const direction = trendDirection(trend);
        if (trend === null || Math.abs(trend) < TREND_THRESHOLD_PERCENT) expect(direction).toBeNull();
        else expect(direction).toBe(trend > 0 ? 'up' : 'down');
      }),
    );
  });
});
