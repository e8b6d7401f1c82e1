// The competitor parsers against example answers in fixtures/:
// - labs-ranked-keywords-example.json: DataForSEO's published example of
//   dataforseo_labs/google/ranked_keywords/live (docs.dataforseo.com/v3/dataforseo_labs/google/ranked_keywords/live/,
//   target dataforseo.com, limit 3, cost 0.0103), read from the copy kept in
//   vishnut2003/seo_audit_tool src/utils/server/competitorAnalysis/competitorAnalysisReport/dataForSeoApi/organicKeywords/testData.ts
//   @ b2fc5fa4; abbreviated: monthly_searches cut to three months, paid/featured_snippet/local_pack
//   metrics_absolute, impressions_info, avg_backlinks_info and backlinks_info left out. Field names as published.
// - labs-competitors-domain.json, labs-domain-intersection.json, labs-page-intersection.json: no full
//   example is published for these (reference competitors §1.1); built from the official SDK models
//   (dataforseo/TypeScriptClient and PythonClient: DataforseoLabsGoogleCompetitorsDomainLiveResultInfo/Item,
//   DataforseoLabsMetricsInfo, DataforseoLabsGoogleDomainIntersectionLiveResultInfo (wire names
//   target1/target2)/Item, DataforseoLabsGooglePageIntersectionLiveResultInfo/Item) with made-up
//   values, the intersection elements in their direct shape (BaseDataforseoLabsSerpElementItem, no
//   `serp_item`). The target listed among its own competitors is how the provider answers (unverified).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCompetitorsResult } from '../../src/server/providers/dataforseo/parse-competitors.js';
import { parseDomainIntersectionItems, parsePageIntersectionItems, readIntersectionResult } from '../../src/server/providers/dataforseo/parse-intersection.js';
import { parseRankedItems, readRankedResult } from '../../src/server/providers/dataforseo/parse-ranked.js';
import { gapPosition } from '../../src/server/providers/types.js';

interface Envelope {
  cost: number;
  tasks: Array<{ result: unknown[] }>;
}

function fixture(name: string): Envelope {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Envelope;
}

function resultOf(name: string): unknown[] {
  return fixture(name).tasks[0]?.result ?? [];
}

const AT = '2026-11-01T00:00:00.000Z';

describe('ranked_keywords (the published example)', () => {
  const read = readRankedResult(resultOf('labs-ranked-keywords-example.json'));
  const rows = parseRankedItems(read.items, AT);

  it('reads the total the provider holds, so a cut can be told', () => {
    expect(read.target).toBe('dataforseo.com');
    expect(read.totalCount).toBe(4207);
    expect(read.items).toHaveLength(3);
  });

  it('reads each keyword with its metrics in the KeywordMetrics shape, position, URL, traffic and SERP features', () => {
    expect(rows.map((r) => r.metrics.keyword)).toEqual(['1000 keywords', '1000 most popular websites', '1000 useful websites']);
    const first = rows[0];
    expect(first).toMatchObject({
      position: 1,
      url: 'https://dataforseo.com/free-seo-stats/top-1000-websites',
      estimatedTraffic: expect.closeTo(27.36, 5) as number,
      serpFeatures: ['organic', 'people_also_ask', 'images'],
      citedInAiOverview: false,
      featuredSnippet: false,
      lost: false,
      serpUpdatedAt: '2024-07-18T16:46:17.000Z',
      change: { previousRankAbsolute: 2, isNew: false, isUp: true, isDown: false },
    });
    expect(first?.metrics).toEqual({
      keyword: '1000 keywords',
      searchVolume: 90,
      cpc: null,
      competition: expect.closeTo(0.02, 9) as number,
      competitionLevel: 'LOW',
      difficulty: 39,
      intent: 'commercial',
      monthlySearches: [
        { year: 2024, month: 5, searchVolume: 70 },
        { year: 2024, month: 6, searchVolume: 50 },
        { year: 2024, month: 7, searchVolume: 50 },
      ],
      source: 'dataforseo_labs',
      fetchedAt: AT,
      metricsUpdatedAt: '2024-08-09T15:36:13.000Z',
      serpFeatures: ['organic', 'people_also_ask', 'images'],
    });
    expect(first?.held).toEqual([
      { type: 'organic', position: 1, rankAbsolute: 1, url: 'https://dataforseo.com/free-seo-stats/top-1000-websites', title: 'Top 1000 Websites By Ranking Keywords', estimatedTraffic: expect.closeTo(27.36, 5) as number },
    ]);
  });

  it('reads the target’s position bands, traffic and movement counts', () => {
    expect(read.summary).toEqual({
      keywords: 4189,
      pos1: 24,
      pos2to3: 37,
      pos4to10: 510,
      pos11to20: 688,
      pos21to100: 469 + 442 + 405 + 331 + 360 + 345 + 320 + 258,
      estimatedTraffic: 2996906.1083163265,
      isNew: 1679,
      isUp: 1613,
      isDown: 711,
      isLost: 0,
    });
  });

  it('merges a keyword’s organic result and its AI Overview citation into one row', () => {
    const [item] = read.items as Array<Record<string, unknown>>;
    const element = item?.['ranked_serp_element'] as Record<string, unknown>;
    const citation = {
      ...item,
      ranked_serp_element: {
        ...element,
        serp_item_types: ['ai_overview', 'organic'],
        serp_item: { se_type: 'google', type: 'ai_overview_reference', rank_group: 2, rank_absolute: 1, position: 'left', source: 'DataForSEO', domain: 'dataforseo.com', url: 'https://dataforseo.com/free-seo-stats', title: 'Free SEO stats', text: '…' },
      },
    };
    const merged = parseRankedItems([citation, item], AT);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ position: 1, url: 'https://dataforseo.com/free-seo-stats/top-1000-websites', citedInAiOverview: true });
    expect(merged[0]?.held.map((e) => [e.type, e.position])).toEqual([
      ['organic', 1],
      ['ai_overview_reference', 2],
    ]);
    expect(merged[0]?.serpFeatures).toEqual(['ai_overview', 'organic', 'people_also_ask', 'images']);
    // Cited only: no organic position, the citation's URL.
    const only = parseRankedItems([citation], AT)[0];
    expect(only).toMatchObject({ position: null, url: 'https://dataforseo.com/free-seo-stats', citedInAiOverview: true, change: null });
  });

  it('skips what it cannot read instead of failing the page', () => {
    const broken = [null, 5, { keyword_data: { keyword: 'no element' } }, { ranked_serp_element: { serp_item: { rank_group: 3 } } }, { keyword_data: { keyword: 'odd', keyword_info: 'x' }, ranked_serp_element: { serp_item: { type: 'organic', rank_group: 'first', url: 7 } } }];
    const rows2 = parseRankedItems(broken, AT);
    expect(rows2.map((r) => [r.metrics.keyword, r.position, r.url, r.metrics.searchVolume])).toEqual([['odd', null, null, null]]);
    expect(readRankedResult([null, { total_count: 'many', items: 'none' }])).toEqual({ target: null, totalCount: null, items: [], summary: null });
  });
});

describe('competitors_domain (built from the SDK models)', () => {
  it('reads each competitor without the target itself, most shared keywords first', () => {
    const { totalCount, competitors } = parseCompetitorsResult(resultOf('labs-competitors-domain.json'), 'dataforseo.com');
    expect(totalCount).toBe(37012);
    expect(competitors.map((c) => c.domain)).toEqual(['semrush.com', 'ahrefs.com', 'moz.com']);
    expect(competitors[0]).toEqual({ domain: 'semrush.com', sharedKeywords: 818, avgPosition: 18.72, estimatedTraffic: 48210433.7, keywords: 2473953, sharedTraffic: 51804.6 });
  });

  it('drops the target however it is written, and repeats', () => {
    const result = [{ total_count: 3, items: [{ domain: 'WWW.Example.com' }, { domain: 'rival.com', intersections: 2 }, { domain: 'rival.com', intersections: 9 }, { domain: null }, { domain: 'other.com', intersections: 'x' }] }];
    const { competitors } = parseCompetitorsResult(result, 'example.com');
    expect(competitors.map((c) => [c.domain, c.sharedKeywords])).toEqual([
      ['rival.com', 2],
      ['other.com', 0],
    ]);
  });
});

describe('the intersection endpoints (built from the SDK models)', () => {
  it('domain_intersection: reads the two elements directly, null where the second site does not rank', () => {
    const read = readIntersectionResult(resultOf('labs-domain-intersection.json'));
    expect(read.totalCount).toBe(52210);
    const rows = parseDomainIntersectionItems(read.items, AT);
    expect(rows.map((r) => [r.keyword.keyword, r.first, r.second])).toEqual([
      ['keyword research tool', { position: 3, url: 'https://semrush.com/analytics/keywordmagic/', estimatedTraffic: 1065.6 }, null],
      ['seo audit checklist', { position: 2, url: 'https://semrush.com/blog/seo-audit/', estimatedTraffic: 435 }, null],
    ]);
  });

  it('page_intersection: gives each site its column by the key it was sent under', () => {
    const read = readIntersectionResult(resultOf('labs-page-intersection.json'));
    expect(read.totalCount).toBe(61877);
    const rows = parsePageIntersectionItems(read.items, '1', ['2', '3'], AT);
    expect(rows.map((r) => [r.metrics.keyword, r.own?.position ?? null, r.competitors.map((c) => c?.position ?? null)])).toEqual([
      ['keyword research tool', null, [3, 1]],
      ['serp api', 1, [9, null]],
      ['backlink checker', 14, [4, 2]],
    ]);
    expect(rows[0]?.serpFeatures).toEqual(['organic', 'people_also_ask', 'ai_overview', 'video']);
    expect(rows[1]?.own).toEqual({ position: 1, url: 'https://dataforseo.com/apis/serp-api', estimatedTraffic: 532 });
    expect(rows[0]?.metrics).toMatchObject({ keyword: 'keyword research tool', searchVolume: 14800, difficulty: 71, intent: 'commercial' });
  });

  it('page_intersection without your site (it was excluded): your column is null for every row', () => {
    const read = readIntersectionResult(resultOf('labs-page-intersection.json'));
    const rows = parsePageIntersectionItems(read.items, null, ['2', '3'], AT);
    expect(rows.every((r) => r.own === null)).toBe(true);
  });

  it('reads an element without a position (say, wrapped in serp_item) as a site whose position is unknown, never as one that does not rank', () => {
    const wrapped = [{ keyword_data: { keyword: 'x' }, first_domain_serp_element: { serp_item: { rank_group: 1, url: 'https://a.com/' } }, second_domain_serp_element: null }];
    const [row] = parseDomainIntersectionItems(wrapped, AT);
    expect(row?.first).toEqual({ position: null, url: null, estimatedTraffic: null });
    expect(gapPosition(row?.first ?? null)).toBe('unknown');
    expect(gapPosition(row?.second ?? null)).toBeNull();
  });
});
