// The demo provider's competitor answers: believable, the same for the same site every time,
// consistent between the three tools, cut at the limit like real data, and plainly demo.
import { describe, expect, it } from 'vitest';
import { gapCategory, positionFromSlice } from '../../src/shared/competitors/gap-rules.js';
import { isMegaDomain } from '../../src/shared/competitors/mega-domains.js';
import { parseCompetitorTarget, type CompetitorTarget } from '../../src/shared/competitors/target.js';
import { DemoProvider } from '../../src/server/providers/demo/demo-provider.js';
import { gapPosition } from '../../src/server/providers/types.js';

const where = { languageCode: 'en', locationCode: 2840 };
const now = () => new Date('2026-09-01T00:00:00.000Z');

function site(text: string): CompetitorTarget {
  const parsed = parseCompetitorTarget(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.target;
}

describe('demo ranked keywords', () => {
  it('answer the same for the same site, for any site, as demo data at no cost', async () => {
    const a = await new DemoProvider({ now }).getRankedKeywords({ target: site('my-running-blog.com'), limit: 1000, ...where });
    const b = await new DemoProvider({ now }).getRankedKeywords({ target: site('https://www.my-running-blog.com/'), limit: 1000, ...where });
    expect(a).toEqual(b);
    expect(a.providerCost).toBe(0);
    expect(a.provider).toBe('demo');
    expect(a.data.keywords.length).toBeGreaterThan(20);
    expect(a.data.keywords.every((k) => k.metrics.source === 'demo')).toBe(true);
    const other = await new DemoProvider({ now }).getRankedKeywords({ target: site('unrelated-name.net'), limit: 1000, ...where });
    expect(other.data.keywords.length).toBeGreaterThan(0);
    expect(other.data.keywords.map((k) => k.metrics.keyword)).not.toEqual(a.data.keywords.map((k) => k.metrics.keyword));
  });

  it('give each row a position, its URL on the site, traffic and SERP features, AI Overview citations included', async () => {
    const { data } = await new DemoProvider({ now }).getRankedKeywords({ target: site('stridelab.example'), limit: 1000, ...where });
    for (const row of data.keywords) {
      expect(row.position).toBeGreaterThanOrEqual(1);
      expect(row.position).toBeLessThanOrEqual(100);
      expect(row.url).toMatch(/^https:\/\/stridelab\.example\//);
      expect(row.held[0]).toMatchObject({ type: 'organic', position: row.position, url: row.url });
      expect(row.serpFeatures).toContain('organic');
      if (row.citedInAiOverview) expect(row.serpFeatures).toContain('ai_overview');
    }
    expect(data.keywords.some((k) => k.citedInAiOverview)).toBe(true);
    const summary = data.summary;
    expect(summary).not.toBeNull();
    expect((summary?.pos1 ?? 0) + (summary?.pos2to3 ?? 0) + (summary?.pos4to10 ?? 0) + (summary?.pos11to20 ?? 0) + (summary?.pos21to100 ?? 0)).toBe(summary?.keywords);
  });

  it('read by volume and say where a cut fell, so an absent keyword below it is unknown, not missing', async () => {
    const provider = new DemoProvider({ now });
    const full = (await provider.getRankedKeywords({ target: site('stridelab.example'), limit: 5000, ...where })).data;
    expect(full.coverage).toMatchObject({ truncated: false, volumeFloor: null, rowsRead: full.keywords.length, totalCount: full.keywords.length });
    const cutAt = 25;
    const part = (await provider.getRankedKeywords({ target: site('stridelab.example'), limit: cutAt, ...where })).data;
    expect(part.coverage).toMatchObject({ truncated: true, rowsRead: cutAt, totalCount: full.keywords.length, calls: 1 });
    const volumes = part.keywords.map((k) => k.metrics.searchVolume ?? 0);
    expect(volumes).toEqual([...volumes].sort((x, y) => y - x));
    expect(part.coverage.volumeFloor).toBe(Math.min(...volumes));
    const read = new Set(part.keywords.map((k) => k.metrics.keyword));
    const coverage = { complete: false, volumeFloor: part.coverage.volumeFloor };
    for (const row of full.keywords.filter((k) => !read.has(k.metrics.keyword))) {
      expect(positionFromSlice(undefined, row.metrics.searchVolume, coverage)).toBe('unknown');
    }
    // The summary covers the whole site, not only the rows read.
    expect(part.summary).toEqual(full.summary);
  });

  it('read a folder as part of its site, and a page as a few keywords with its own address', async () => {
    const provider = new DemoProvider({ now });
    const whole = (await provider.getRankedKeywords({ target: site('stridelab.example'), limit: 5000, ...where })).data.keywords;
    const folder = (await provider.getRankedKeywords({ target: site('stridelab.example/blog/'), limit: 5000, ...where })).data.keywords;
    const page = (await provider.getRankedKeywords({ target: site('https://stridelab.example/best-shoes'), limit: 5000, ...where })).data.keywords;
    expect(folder.length).toBeGreaterThan(0);
    expect(folder.length).toBeLessThan(whole.length);
    expect(folder.every((k) => k.url?.startsWith('https://stridelab.example/blog/'))).toBe(true);
    expect(page.length).toBeLessThan(folder.length + 1);
    expect(page.every((k) => k.url === 'https://stridelab.example/best-shoes')).toBe(true);
  });
});

describe('demo competitor discovery', () => {
  it('lists demo sites of the same topic and the mega-sites, most shared keywords first, never the site itself', async () => {
    const { data } = await new DemoProvider({ now }).findDomainCompetitors({ target: site('stridelab.example'), limit: 20, ...where });
    const domains = data.competitors.map((c) => c.domain);
    expect(domains).not.toContain('stridelab.example');
    expect(domains.every((d) => d.endsWith('.example') || isMegaDomain(d))).toBe(true);
    expect(domains.some((d) => isMegaDomain(d))).toBe(true);
    expect(domains.filter((d) => d.endsWith('.example')).length).toBeGreaterThanOrEqual(3);
    const shared = data.competitors.map((c) => c.sharedKeywords);
    expect(shared).toEqual([...shared].sort((x, y) => y - x));
    for (const c of data.competitors) {
      expect(c.avgPosition).toBeGreaterThanOrEqual(1);
      expect(c.keywords).toBeGreaterThanOrEqual(c.sharedKeywords);
      expect(c.estimatedTraffic).toBeGreaterThanOrEqual(c.sharedTraffic ?? 0);
    }
  });

  it('leaves out the domains asked, and keeps to the limit', async () => {
    const provider = new DemoProvider({ now });
    const { data } = await provider.findDomainCompetitors({ target: site('stridelab.example'), limit: 2, ...where, excludeDomains: ['runnersden.example'] });
    expect(data.competitors).toHaveLength(2);
    expect(data.competitors.map((c) => c.domain)).not.toContain('runnersden.example');
  });
});

describe('demo keyword gap', () => {
  const own = site('stridelab.example');
  const competitors = [site('runnersden.example'), site('trailhub.example'), site('paceworks.example')];

  it('gives each site the same position as its own keyword list does', async () => {
    const provider = new DemoProvider({ now });
    const gap = (await provider.getKeywordGap({ own, competitors, scope: 'all', limit: 5000, ...where })).data;
    const ownRows = (await provider.getRankedKeywords({ target: own, limit: 5000, ...where })).data.keywords;
    const ownPositions = new Map(ownRows.map((k) => [k.metrics.keyword, k.position]));
    expect(gap.competitors).toEqual(competitors.map((c) => c.label));
    for (const row of gap.keywords) {
      expect(row.own?.position ?? null).toBe(ownPositions.get(row.metrics.keyword) ?? null);
      expect(row.competitors).toHaveLength(3);
      expect(row.own !== null || row.competitors.some((c) => c !== null)).toBe(true);
    }
  });

  it('holds keywords of every category, and its untapped scope is exactly the untapped rows of the whole gap', async () => {
    const provider = new DemoProvider({ now });
    const all = (await provider.getKeywordGap({ own, competitors, scope: 'all', limit: 5000, ...where })).data;
    const untapped = (await provider.getKeywordGap({ own, competitors, scope: 'untapped', limit: 5000, ...where })).data;
    const categoryOf = (row: (typeof all.keywords)[number]) => ({ own: gapPosition(row.own), competitors: row.competitors.map(gapPosition) });
    for (const category of ['shared', 'missing', 'weak', 'strong', 'untapped', 'unique'] as const) {
      expect(all.keywords.some((row) => gapCategory(category, categoryOf(row)) === 'yes'), category).toBe(true);
    }
    const expected = all.keywords.filter((row) => gapCategory('untapped', categoryOf(row)) === 'yes').map((r) => r.metrics.keyword);
    expect(untapped.keywords.map((r) => r.metrics.keyword)).toEqual(expected);
    expect(untapped.keywords.every((r) => r.own === null)).toBe(true);
  });

  it('is cut by volume at the limit, with the count of rows it holds', async () => {
    const { data } = await new DemoProvider({ now }).getKeywordGap({ own, competitors, scope: 'all', limit: 30, ...where });
    expect(data.keywords).toHaveLength(30);
    expect(data.coverage.truncated).toBe(true);
    expect(data.coverage.totalCount).toBeGreaterThan(30);
    expect(data.coverage.volumeFloor).toBe(data.keywords[29]?.metrics.searchVolume);
  });
});
