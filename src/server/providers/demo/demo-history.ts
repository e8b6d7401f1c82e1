// The demo's longer monthly history: the years before a keyword's latest 12 months, so the
// multi-year chart, the year-over-year change and the forecast have something believable to read.
// Each earlier year repeats the latest year's seasonal shape at the level the keyword's own yearly
// growth puts it, with a little noise; about one keyword in seven is newer and has fewer years, as
// real keywords do. Deterministic per keyword and market, from a stream of its own, so the latest
// 12 months (and everything drawn from them) stay exactly as they were.
import { VOLUME_HISTORY_MONTHS } from '../../../shared/analysis/months.js';
import type { MonthlySearch } from '../types.js';
import { between, randomFor } from './seeded-random.js';

/** `latestYear` (12 months, oldest first) preceded by up to 36 earlier months. */
export function withDemoHistory(keyword: string, locationCode: number, languageCode: string, latestYear: readonly MonthlySearch[]): MonthlySearch[] {
  if (latestYear.length === 0) return [...latestYear];
  const random = randomFor('history', keyword, locationCode, languageCode);
  // Yearly growth: mostly mild, sometimes a fading or a rising keyword.
  const growth = random() < 0.15 ? between(random, 0.6, 0.85) : random() < 0.2 ? between(random, 1.3, 1.8) : between(random, 0.9, 1.2);
  const years = random() < 0.15 ? Math.floor(between(random, 0, 2)) : 3;
  const earlier: MonthlySearch[] = [];
  for (let back = years; back >= 1; back -= 1) {
    for (const month of latestYear) {
      const level = month.searchVolume === null ? null : month.searchVolume / growth ** back;
      const noise = between(random, 0.92, 1.08);
      earlier.push({ year: month.year - back, month: month.month, searchVolume: level === null ? null : roundVolume(level * noise) });
    }
  }
  return [...earlier, ...latestYear].slice(-VOLUME_HISTORY_MONTHS);
}

/** Two significant figures, as the demo's latest months are. */
function roundVolume(value: number): number {
  if (value < 10) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}
