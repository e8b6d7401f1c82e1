// How much one competitor run may read (decision 052). The plan sets the most rows a domain-keywords
// run or a gap may read (subscription_plans.competitor_rows_per_run); the options below are what the
// form offers, each a whole number of provider reads of 1,000 rows.
import { COMPETITOR_ROWS_PER_CALL } from './gap-limits';

/** Rows a domain-keywords run or a gap may ask for; a plan may allow fewer. */
export const COMPETITOR_ROW_LIMIT_OPTIONS = [1_000, 5_000, 10_000, 25_000, 50_000] as const;
export type CompetitorRowLimit = (typeof COMPETITOR_ROW_LIMIT_OPTIONS)[number];
export const DEFAULT_COMPETITOR_ROW_LIMIT: CompetitorRowLimit = 1_000;

/** Competitors one discovery run lists (after mega-domains are left out). */
export const DISCOVERY_LIMIT_OPTIONS = [10, 25, 50, 100] as const;
export type DiscoveryLimit = (typeof DISCOVERY_LIMIT_OPTIONS)[number];
export const DEFAULT_DISCOVERY_LIMIT: DiscoveryLimit = 25;

/** Entries a user's list of left-out sites (mega-domains) may hold: each is checked against every competitor found. */
export const LEFT_OUT_SITES_MAX = 100;

/** Longest entry of that list: a domain name's length. */
export const LEFT_OUT_SITE_MAX_LENGTH = 253;

/**
 * Keywords of a saved list or a research that discovery asks about: the highest-volume ones
 * (DataForSEO serp_competitors takes at most 200 keywords per call).
 */
export const DISCOVERY_KEYWORDS_MAX = 200;

/** Provider reads a run of `rows` rows takes. */
export function readsFor(rows: number): number {
  return Math.max(1, Math.ceil(rows / COMPETITOR_ROWS_PER_CALL));
}
