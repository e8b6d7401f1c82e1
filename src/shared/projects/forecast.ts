// The monthly cost forecast of a project (decision 064): checks a month × pages read × the standard
// queue's price. Shown in units (pages read) to everyone and in dollars to admins. Worked in whole
// micro-dollars so the sums are exact, and rounded up: the figure shown is never below the bill.
import { RESULTS_PER_PAGE, type CheckInterval, type ProjectDevice } from './options';

/** DataForSEO standard queue, normal priority (reference §3.3): $0.0006 the first page, $0.00045 each further. */
export const QUEUE_FIRST_PAGE_MICROS = 600;
export const QUEUE_EXTRA_PAGE_MICROS = 450;
/** Live SERP, for stragglers past the deadline: $0.002 and $0.0015. */
export const LIVE_FIRST_PAGE_MICROS = 2_000;
export const LIVE_EXTRA_PAGE_MICROS = 1_500;

/** Average days in a month (365.25 / 12), and the weeks in it. */
export const DAYS_PER_MONTH = 30.4375;
export const WEEKS_PER_MONTH = DAYS_PER_MONTH / 7;

export interface ForecastKeywords {
  /** Keywords checked at each interval (a keyword's override counted under its own interval). */
  daily: number;
  weekly: number;
}

export interface ForecastInput {
  keywords: ForecastKeywords;
  devices: readonly ProjectDevice[];
  /** Results read per check (10 a page). */
  depth: number;
}

export interface CostForecast {
  /** Checks a month: keyword × device × slot. */
  checksPerMonth: number;
  /** Pages read at most per check (the crawl may stop earlier, so the bill is usually lower). */
  pagesPerCheck: number;
  /** Units: pages read a month at most. */
  unitsPerMonth: number;
  /** Dollars a month at most, rounded up to the cent. */
  dollarsPerMonth: number;
}

export function pagesFor(depth: number): number {
  return Math.max(1, Math.ceil(Math.max(0, depth) / RESULTS_PER_PAGE));
}

/** What one check costs at most, in micro-dollars, on the queue (or live). */
export function checkPriceMicros(pages: number, live = false): number {
  const first = live ? LIVE_FIRST_PAGE_MICROS : QUEUE_FIRST_PAGE_MICROS;
  const extra = live ? LIVE_EXTRA_PAGE_MICROS : QUEUE_EXTRA_PAGE_MICROS;
  return first + extra * Math.max(0, pages - 1);
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function forecastMonthlyCost(input: ForecastInput): CostForecast {
  const devices = new Set(input.devices).size;
  const perDevice = count(input.keywords.daily) * DAYS_PER_MONTH + count(input.keywords.weekly) * WEEKS_PER_MONTH;
  const checksPerMonth = Math.ceil(perDevice * devices);
  const pagesPerCheck = pagesFor(input.depth);
  const micros = checksPerMonth * checkPriceMicros(pagesPerCheck);
  return {
    checksPerMonth,
    pagesPerCheck,
    unitsPerMonth: checksPerMonth * pagesPerCheck,
    dollarsPerMonth: Math.ceil(micros / 10_000) / 100,
  };
}

/** Counts keywords per interval from their own settings and the project's (paused ones cost nothing). */
export function keywordsByInterval(projectInterval: CheckInterval, overrides: ReadonlyArray<CheckInterval | null>): ForecastKeywords {
  const result: ForecastKeywords = { daily: 0, weekly: 0 };
  for (const own of overrides) {
    const interval = own ?? projectInterval;
    if (interval !== 'paused') result[interval] += 1;
  }
  return result;
}
