// What one finished check says (reference §2.3 and §3.4, decision 064): our position (rank group and
// absolute) and ranking URL, the SERP features present, the AI Overview state and whom it cites, and
// each competitor's position. Pure: the provider's parser hands a neutral SERP, this reads it for a
// target. A check that did not finish is never read: it stays unknown, never "not ranking".
import { comparableHost, isSameOrSubdomain } from '../competitors/domain-name';

export const AI_OVERVIEW_STATES = ['cited', 'present_not_cited', 'present_without_references', 'absent', 'unknown'] as const;
export type AiOverviewState = (typeof AI_OVERVIEW_STATES)[number];

export interface RankSerpOrganic {
  rankGroup: number;
  rankAbsolute: number;
  domain: string;
  url: string;
}

export interface RankSerpReference {
  domain: string;
  url: string;
}

/** One results page as every provider hands it to the reading. */
export interface RankSerp {
  organic: RankSerpOrganic[];
  /** The element types present ("ai_overview", "featured_snippet", ...), as the provider names them. */
  itemTypes: string[];
  /** The AI Overview element, with its references in their order (top-level and nested, deduped by URL); null when absent. */
  aiOverview: { references: RankSerpReference[] } | null;
  /** False when the AI Overview was not asked for (a cache-only answer): absence then means nothing. */
  aiOverviewAsked: boolean;
  /** Results read: pages crawled × 10 ("not in the top N"). */
  resultsRead: number;
}

/** A project's target as the reading compares it: a host, and a folder path when the target is a folder. */
export interface RankTarget {
  host: string;
  /** "/blog/" for a folder target; null for a domain or subdomain. */
  path: string | null;
}

export interface CheckReading {
  /** Position among organic results; null when not found in the results read. */
  rankGroup: number | null;
  rankAbsolute: number | null;
  url: string | null;
  /** N of "not in the top N" when not found; null when found. */
  notInTop: number | null;
  serpFeatures: string[];
  aiOverview: AiOverviewState;
  /** Our reference's position among the AI Overview's references (1-based) when cited. */
  aiCitedPosition: number | null;
  /** Every domain the AI Overview cites, in order, once each. */
  aiCitedDomains: string[];
  /** Each competitor's rank group, null when not found in the results read. */
  competitors: Record<string, number | null>;
}

/** True when `url` belongs to the target: same host or a subdomain, and within its folder when it has one. */
export function urlMatchesTarget(url: string, domain: string, target: RankTarget): boolean {
  if (!isSameOrSubdomain(domain || url, target.host)) return false;
  if (target.path === null) return true;
  let path: string;
  try {
    path = new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`).pathname;
  } catch {
    return false;
  }
  const folder = target.path.toLowerCase();
  const own = `${path.toLowerCase()}${path.endsWith('/') ? '' : '/'}`;
  return own.startsWith(folder);
}

function citedDomains(references: RankSerpReference[]): string[] {
  const seen = new Set<string>();
  for (const reference of references) {
    const host = comparableHost(reference.domain || reference.url);
    if (host) seen.add(host);
  }
  return [...seen];
}

export function readCheck(serp: RankSerp, target: RankTarget, competitors: readonly string[] = []): CheckReading {
  const ours = serp.organic.find((item) => urlMatchesTarget(item.url, item.domain, target)) ?? null;
  const references = serp.aiOverview?.references ?? [];
  const citedAt = references.findIndex((r) => urlMatchesTarget(r.url, r.domain, target));
  let aiOverview: AiOverviewState;
  if (serp.aiOverview === null) aiOverview = serp.aiOverviewAsked ? 'absent' : 'unknown';
  else if (references.length === 0) aiOverview = 'present_without_references';
  else aiOverview = citedAt >= 0 ? 'cited' : 'present_not_cited';
  const rivals: Record<string, number | null> = {};
  for (const competitor of competitors) {
    const hit = serp.organic.find((item) => isSameOrSubdomain(item.domain || item.url, competitor));
    rivals[comparableHost(competitor)] = hit?.rankGroup ?? null;
  }
  return {
    rankGroup: ours?.rankGroup ?? null,
    rankAbsolute: ours?.rankAbsolute ?? null,
    url: ours?.url ?? null,
    notInTop: ours ? null : Math.max(serp.resultsRead, serp.organic.length),
    serpFeatures: [...new Set(serp.itemTypes)],
    aiOverview,
    aiCitedPosition: citedAt >= 0 ? citedAt + 1 : null,
    aiCitedDomains: citedDomains(references),
    competitors: rivals,
  };
}

/** Reads a project's stored target label ("example.com", "blog.example.com", "example.com/blog/") as a RankTarget. */
export function rankTargetOf(label: string): RankTarget {
  const host = comparableHost(label);
  const slash = label.replace(/^[a-z]+:\/\//i, '').indexOf('/');
  const rest = slash >= 0 ? label.replace(/^[a-z]+:\/\//i, '').slice(slash) : '';
  const path = rest.length > 1 ? `${rest.replace(/\/+$/, '')}/` : null;
  return { host, path };
}
