// @vitest-environment jsdom
// The table's trend is the export's trend (decision 046): for the same monthly searches the
// seasonality cell shows the number the CSV and JSON exports write, coloured by the shared threshold.
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { monthlySearchesArb } from '@shared/analysis/monthly-volume.arbitraries';
import { formatTrend, trendDirection } from '@shared/analysis/seasonality';
import { exportJsonRecord, exportMonths } from '@shared/export/export-layout';
import { SeasonalityCell } from './seasonality-cell';

afterEach(cleanup);

describe('the seasonality cell', () => {
  it('property: shows the export\'s trend, coloured only at or beyond the threshold', () => {
    fc.assert(
      fc.property(monthlySearchesArb, (monthlySearches) => {
        const row = { keyword: 'seo', monthlySearches };
        const layout = { kind: 'keywords' as const, locationCode: 2840, languageCode: 'en', months: exportMonths([row], new Date('2026-11-01T00:00:00Z')), providers: [] };
        const exported = exportJsonRecord(row, layout).trendPercent;
        const { container, unmount } = render(<SeasonalityCell keyword="seo" points={monthlySearches} />);
        const shown = container.querySelector('[title="Last 3 months against the 3 before"]');
        if (exported === null) expect(shown).toBeNull();
        else {
          expect(shown?.textContent).toBe(formatTrend(exported));
          const direction = trendDirection(exported);
          expect(shown?.className).toBe(direction === 'up' ? 'text-emerald-700' : direction === 'down' ? 'text-red-700' : 'text-muted-foreground');
        }
        unmount();
      }),
      { numRuns: 60 },
    );
  });
});
