// The demo's answers to the competitor questions, read from the demo web (demo-sites.ts) like
// DataForSEO reads its database: rows by search volume, highest first, cut at the limit with the
// total and the volume where the cut fell, so truncation looks as it will with real data.

import { COMPETITOR_ROWS_PER_CALL } from '../../../shared/competitors/gap-limits.js';
import { parseCompetitorTarget, type CompetitorTarget } from '../../../shared/competitors/target.js';
import type {
  DomainCompetitor,
  DomainCompetitors,
  DomainCompetitorsQuery,
  GapKeyword,
  GapRank,
  KeywordGapPage,
  KeywordGapQuery,
  SerpCompetitor,
  SerpCompetitors,
  SerpCompetitorsQuery,
  RankedKeyword,
  RankedKeywordsPage,
  RankedKeywordsQuery,
  RankingSummary,
  ReadCoverage,
} from '../types.js';
import { createDemoMetrics, demoSearchVolume, type DemoMetricsContext } from './demo-metrics.js';
import { demoAllSiteHosts, demoCompetitorHosts, demoPoolFor, demoRank, demoSerpFeatures, demoTraffic, type DemoRank } from './demo-sites.js';
import { randomFor } from './seeded-random.js';

interface Scored {
  keyword: string;
  volume: number;
}

function byVolume(a: Scored, b: Scored): number {
  return b.volume - a.volume || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0);
}

/** The first `limit` of `rows` (already by volume), with what a real paged read would report. */
function cut<T extends Scored>(rows: T[], limit: number): { read: T[]; coverage: ReadCoverage } {
  const read = rows.slice(0, Math.max(1, Math.round(limit)));
  const truncated = read.length < rows.length;
  return {
    read,
    coverage: {
      totalCount: rows.length,
      rowsRead: read.length,
      truncated,
      volumeFloor: truncated ? (read[read.length - 1]?.volume ?? null) : null,
      calls: Math.max(1, Math.ceil(read.length / COMPETITOR_ROWS_PER_CALL)),
    },
  };
}

function siteTarget(host: string): CompetitorTarget {
  const parsed = parseCompetitorTarget(host);
  // Demo hosts are written by this module and always parse; a fallback keeps the type honest.
  return parsed.ok ? parsed.target : { kind: 'domain', host, domain: host, path: null, label: host };
}

function rankedRow(keyword: string, rank: DemoRank, ctx: DemoMetricsContext, volume: number): RankedKeyword {
  const metrics = createDemoMetrics(keyword, ctx, volume);
  const serpFeatures = demoSerpFeatures(keyword);
  const random = randomFor('ranked-extra', rank.url, keyword);
  const traffic = demoTraffic(volume, rank.position);
  // The first draw is the movement, which the summary counts from the same stream.
  const move = random();
  const cited = serpFeatures.includes('ai_overview') && rank.position <= 10 && random() < 0.45;
  return {
    metrics,
    position: rank.position,
    url: rank.url,
    estimatedTraffic: traffic,
    held: [
      { type: 'organic', position: rank.position, rankAbsolute: rank.position + (serpFeatures.length > 3 ? 2 : 0), url: rank.url, title: `${keyword} (demo page)`, estimatedTraffic: traffic },
      ...(cited ? [{ type: 'ai_overview_reference', position: 1 + Math.floor(random() * 5), rankAbsolute: 1, url: rank.url, title: `${keyword} (demo page)`, estimatedTraffic: null }] : []),
    ],
    citedInAiOverview: cited,
    featuredSnippet: rank.position === 1 && serpFeatures.includes('featured_snippet'),
    serpFeatures,
    change: {
      previousRankAbsolute: move < 0.15 ? null : Math.max(1, rank.position + Math.round((move - 0.55) * 8)),
      isNew: move < 0.15,
      isUp: move >= 0.15 && move < 0.5,
      isDown: move >= 0.6,
    },
    lost: false,
    serpUpdatedAt: ctx.now.toISOString(),
  };
}

function summaryOf(rows: ReadonlyArray<{ position: number; traffic: number; move: number }>): RankingSummary {
  const band = (lo: number, hi: number) => rows.filter((r) => r.position >= lo && r.position <= hi).length;
  return {
    keywords: rows.length,
    pos1: band(1, 1),
    pos2to3: band(2, 3),
    pos4to10: band(4, 10),
    pos11to20: band(11, 20),
    pos21to100: band(21, 100),
    estimatedTraffic: Math.round(rows.reduce((sum, r) => sum + r.traffic, 0) * 10) / 10,
    isNew: rows.filter((r) => r.move < 0.15).length,
    isUp: rows.filter((r) => r.move >= 0.15 && r.move < 0.5).length,
    isDown: rows.filter((r) => r.move >= 0.6).length,
    isLost: Math.round(rows.length * 0.04),
  };
}

export function demoRankedKeywords(q: RankedKeywordsQuery, ctx: DemoMetricsContext): RankedKeywordsPage {
  const ranked = demoPoolFor(q.target.host)
    .flatMap((keyword) => {
      const rank = demoRank(q.target, keyword);
      return rank ? [{ keyword, rank, volume: demoSearchVolume(keyword, ctx) }] : [];
    })
    .sort(byVolume);
  const { read, coverage } = cut(ranked, q.limit);
  const summary = summaryOf(
    ranked.map((r) => ({ position: r.rank.position, traffic: demoTraffic(r.volume, r.rank.position), move: randomFor('ranked-extra', r.rank.url, r.keyword)() })),
  );
  return { target: q.target.label, keywords: read.map((r) => rankedRow(r.keyword, r.rank, ctx, r.volume)), summary, coverage };
}

export function demoDomainCompetitors(q: DomainCompetitorsQuery, ctx: DemoMetricsContext): DomainCompetitors {
  const excluded = new Set(q.excludeDomains ?? []);
  const ownPool = demoPoolFor(q.target.host).filter((k) => demoRank(q.target, k) !== null);
  const competitors: DomainCompetitor[] = [];
  for (const host of demoCompetitorHosts(q.target.host)) {
    if (host === q.target.host || excluded.has(host)) continue;
    const site = siteTarget(host);
    const positions = ownPool.flatMap((k) => {
      const rank = demoRank(site, k);
      return rank ? [rank.position] : [];
    });
    if (positions.length === 0) continue;
    const all = demoPoolFor(host).flatMap((k) => {
      const rank = demoRank(site, k);
      return rank ? [demoTraffic(demoSearchVolume(k, ctx), rank.position)] : [];
    });
    const sharedTraffic = ownPool.reduce((sum, k) => {
      const rank = demoRank(site, k);
      return rank ? sum + demoTraffic(demoSearchVolume(k, ctx), rank.position) : sum;
    }, 0);
    competitors.push({
      domain: host,
      sharedKeywords: positions.length,
      avgPosition: Math.round((positions.reduce((a, b) => a + b, 0) / positions.length) * 10) / 10,
      estimatedTraffic: Math.round(all.reduce((a, b) => a + b, 0) * 10) / 10,
      keywords: all.length,
      sharedTraffic: Math.round(sharedTraffic * 10) / 10,
    });
  }
  competitors.sort((a, b) => b.sharedKeywords - a.sharedKeywords || (a.domain < b.domain ? -1 : 1));
  return { target: q.target.label, competitors: competitors.slice(0, Math.max(0, q.limit)), totalCount: competitors.length };
}

function gapRank(rank: DemoRank | null, volume: number): GapRank | null {
  return rank ? { position: rank.position, url: rank.url, estimatedTraffic: demoTraffic(volume, rank.position) } : null;
}

export function demoKeywordGap(q: KeywordGapQuery, ctx: DemoMetricsContext): KeywordGapPage {
  const sites = [q.own, ...q.competitors];
  const universe = [...new Set(sites.flatMap((s) => demoPoolFor(s.kind === 'page' ? s.host.replace(/^www\./, '') : s.host)))];
  const rows = universe
    .flatMap((keyword) => {
      const own = demoRank(q.own, keyword);
      const competitors = q.competitors.map((c) => demoRank(c, keyword));
      const anyCompetitor = competitors.some((c) => c !== null);
      const keep = q.scope === 'all' ? own !== null || anyCompetitor : own === null && anyCompetitor;
      return keep ? [{ keyword, volume: demoSearchVolume(keyword, ctx), own, competitors }] : [];
    })
    .sort(byVolume);
  const { read, coverage } = cut(rows, q.limit);
  const keywords: GapKeyword[] = read.map((r) => ({
    metrics: createDemoMetrics(r.keyword, ctx, r.volume),
    own: q.scope === 'all' ? gapRank(r.own, r.volume) : null,
    competitors: r.competitors.map((c) => gapRank(c, r.volume)),
    serpFeatures: demoSerpFeatures(r.keyword),
  }));
  return { own: q.own.label, competitors: q.competitors.map((c) => c.label), scope: q.scope, keywords, coverage };
}

/** The demo sites ranking across a keyword set: keyword count, average position, traffic and share of the set's clicks. */
export function demoSerpCompetitors(q: SerpCompetitorsQuery, ctx: DemoMetricsContext): SerpCompetitors {
  const keywords = [...new Set(q.keywords.map((k) => k.trim().toLowerCase()))];
  const clicks = keywords.reduce((sum, k) => sum + demoTraffic(demoSearchVolume(k, ctx), 1), 0);
  const competitors: SerpCompetitor[] = [];
  for (const host of demoAllSiteHosts()) {
    const site = siteTarget(host);
    const ranks = keywords.flatMap((k) => {
      const rank = demoRank(site, k);
      return rank ? [{ position: rank.position, traffic: demoTraffic(demoSearchVolume(k, ctx), rank.position) }] : [];
    });
    if (ranks.length === 0) continue;
    const traffic = ranks.reduce((sum, r) => sum + r.traffic, 0);
    competitors.push({
      domain: host,
      keywordsCount: ranks.length,
      avgPosition: Math.round((ranks.reduce((sum, r) => sum + r.position, 0) / ranks.length) * 10) / 10,
      estimatedTraffic: Math.round(traffic * 10) / 10,
      visibility: clicks > 0 ? Math.round((traffic / clicks) * 1000) / 1000 : null,
    });
  }
  competitors.sort((a, b) => b.keywordsCount - a.keywordsCount || (a.domain < b.domain ? -1 : 1));
  return { keywords: keywords.length, competitors: competitors.slice(0, Math.max(0, q.limit)), totalCount: competitors.length };
}
