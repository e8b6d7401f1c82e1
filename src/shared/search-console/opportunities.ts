// The three Search Console opportunities (issue 34 item 4; peers' rules in the reference §4.4), pure
// so the server's views and any later caller (a project's "from Search Console") share them.
import { normalizeKeyword } from '../keyword-text';
import { expectedCtr } from './ctr-curve';

/** A query's figures over a date range. */
export interface QueryFigures {
  query: string;
  clicks: number;
  impressions: number;
  /** Clicks / impressions (a fraction). */
  ctr: number;
  position: number;
}

/** A query's figures on one page, when the data says which page ranked (the API's query × page). */
export interface QueryPageFigures extends QueryFigures {
  page: string;
}

export interface Opportunity extends QueryFigures {
  /** The query's best page when pages are known, else null. */
  page: string | null;
  /** The CTR its position usually gets (low CTR only). */
  expectedCtr: number | null;
}

export const OPPORTUNITY_KINDS = ['striking-distance', 'low-ctr', 'untracked'] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];

/** Striking distance: ranked on positions 4–20, near page one's top three or on page two. */
export const STRIKING_DISTANCE_POSITIONS = { from: 4, to: 20 } as const;
/** Impressions a query needs over the range to be an opportunity: fewer is noise. */
export const MEANINGFUL_IMPRESSIONS = 50;
/** Low CTR: enough impressions for the CTR to mean something (open-seo's 200). */
export const LOW_CTR_MIN_IMPRESSIONS = 200;
/** Low CTR: at most this share of the CTR the position usually gets. */
export const LOW_CTR_SHARE = 0.5;

const byImpressions = (a: QueryFigures, b: QueryFigures) => b.impressions - a.impressions || a.position - b.position || a.query.localeCompare(b.query);

/** Each query's best-placed page among those with meaningful impressions (more impressions break a tie). */
export function bestPages(pages: readonly QueryPageFigures[]): Map<string, string> {
  const best = new Map<string, QueryPageFigures>();
  for (const row of pages) {
    if (row.impressions < MEANINGFUL_IMPRESSIONS) continue;
    const held = best.get(row.query);
    if (!held || row.position < held.position || (row.position === held.position && row.impressions > held.impressions)) best.set(row.query, row);
  }
  return new Map([...best].map(([query, row]) => [query, row.page]));
}

/** Queries on positions 4–20 with meaningful impressions, most impressions first, each with its best page when known. */
export function strikingDistance(queries: readonly QueryFigures[], pages: readonly QueryPageFigures[] = []): Opportunity[] {
  const best = bestPages(pages);
  return queries
    .filter((q) => q.position >= STRIKING_DISTANCE_POSITIONS.from && q.position <= STRIKING_DISTANCE_POSITIONS.to && q.impressions >= MEANINGFUL_IMPRESSIONS)
    .sort(byImpressions)
    .map((q) => ({ ...q, page: best.get(q.query) ?? null, expectedCtr: null }));
}

/** Queries on page one or two whose CTR is at most half what their position usually gets, the biggest shortfall in clicks first. */
export function lowCtrForPosition(queries: readonly QueryFigures[]): Opportunity[] {
  const missedClicks = (q: QueryFigures) => (expectedCtr(q.position) - q.ctr) * q.impressions;
  return queries
    .filter((q) => q.impressions >= LOW_CTR_MIN_IMPRESSIONS && q.position <= STRIKING_DISTANCE_POSITIONS.to && q.ctr <= expectedCtr(q.position) * LOW_CTR_SHARE)
    .sort((a, b) => missedClicks(b) - missedClicks(a) || a.query.localeCompare(b.query))
    .map((q) => ({ ...q, page: null, expectedCtr: expectedCtr(q.position) }));
}

/**
 * Queries that are not tracked yet, most impressions first. `tracked` holds the keywords the caller
 * tracks, normalised (normalizeKeyword): today the keywords of the user's saved lists; a project's
 * tracked keywords join here when projects exist.
 */
export function queriesNotTracked(queries: readonly QueryFigures[], tracked: ReadonlySet<string>): Opportunity[] {
  return queries
    .filter((q) => !tracked.has(normalizeKeyword(q.query)))
    .sort(byImpressions)
    .map((q) => ({ ...q, page: null, expectedCtr: null }));
}

/** The opportunity view of one kind. */
export function opportunities(kind: OpportunityKind, queries: readonly QueryFigures[], pages: readonly QueryPageFigures[], tracked: ReadonlySet<string>): Opportunity[] {
  if (kind === 'striking-distance') return strikingDistance(queries, pages);
  if (kind === 'low-ctr') return lowCtrForPosition(queries);
  return queriesNotTracked(queries, tracked);
}
