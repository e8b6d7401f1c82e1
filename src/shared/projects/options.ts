// The one list of each project option (decision 064): devices, check intervals, depth, the limits a
// project and a plan keep. Server validation, the schema's CHECKs and the client's selects read these.
import type { Tier } from '../pricing';

export const PROJECT_DEVICES = ['desktop', 'mobile'] as const;
export type ProjectDevice = (typeof PROJECT_DEVICES)[number];

/** How often a keyword is checked; `paused` keeps its history and checks nothing. */
export const CHECK_INTERVALS = ['daily', 'weekly', 'paused'] as const;
export type CheckInterval = (typeof CHECK_INTERVALS)[number];

/** Where a project's keywords came from. */
export const KEYWORD_SOURCES = ['list', 'research', 'gap', 'search_console', 'paste'] as const;
export type KeywordSource = (typeof KEYWORD_SOURCES)[number];

/** A check's life: queued (due, not sent), posted (the provider holds the task), done, failed (unknown). */
export const CHECK_STATES = ['queued', 'posted', 'done', 'failed'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

export const MAX_PROJECT_COMPETITORS = 5;
export const PROJECT_NAME_MAX = 80;

/** Results read per check: 10 a page; the crawl stops at our page unless competitors are tracked. */
export const CHECK_DEPTHS = [10, 20, 30, 50, 100] as const;
export const DEFAULT_CHECK_DEPTH = 30;
export const RESULTS_PER_PAGE = 10;

/**
 * Projects and tracked keywords (over all of a user's projects) per plan tier. Projects: the plan's
 * max_saved_projects when it sets one, else PROJECTS_UNLIMITED_CAP; keywords from this table.
 */
export const TRACKED_KEYWORDS_PER_TIER: Readonly<Record<Tier, number>> = {
  free_trial: 50,
  starter: 500,
  professional: 2_500,
  enterprise: 10_000,
  admin: 10_000,
};
/** Projects a plan without max_saved_projects may hold: bounded so one account cannot fill the database. */
export const PROJECTS_UNLIMITED_CAP = 500;
/** The most keywords one project tracks (the table stays a paged server read at this size). */
export const MAX_PROJECT_KEYWORDS = 10_000;

export function projectCapOf(maxSavedProjects: number | null): number {
  return maxSavedProjects === null || maxSavedProjects < 0 ? PROJECTS_UNLIMITED_CAP : maxSavedProjects;
}

export function trackedKeywordCapOf(tier: string): number {
  return (TRACKED_KEYWORDS_PER_TIER as Record<string, number | undefined>)[tier] ?? TRACKED_KEYWORDS_PER_TIER.free_trial;
}
