// The DataForSEO competitor questions through the real client against the local stand-in
// (tests/support/fake-dataforseo, the documented shapes): what is asked, paging 1,000 rows a call,
// truncation read as unknown, the call plan of a gap, costs from the answers, and failures.
import { providerFailureStatus } from '../../src/server/http/domain-errors.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gapCategory, positionFromSlice } from '../../src/shared/competitors/gap-rules.js';
import { parseCompetitorTarget, type CompetitorTarget } from '../../src/shared/competitors/target.js';
import { GAP_TOO_MANY_INTERSECTING } from '../../src/shared/messages/competitors.js';
import type { ProviderCallRecord } from '../../src/server/providers/provider-calls.js';
import { gapPosition, type ProviderError } from '../../src/server/providers/types.js';
import { fakeRank, FAKE_WEB_KEYWORDS } from '../support/fake-dataforseo/fake-competitors.js';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeProvider, rejectionOf } from './client-helpers.js';

let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const where = { languageCode: 'en', locationCode: 2840 };

function site(text: string): CompetitorTarget {
  const parsed = parseCompetitorTarget(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.target;
}

function bodies(endpoint: string): Array<Record<string, unknown>> {
  return fake.requests.filter((r) => r.endpoint === endpoint).map((r) => (r.body as Array<Record<string, unknown>>)[0] ?? {});
}

function billed(): number {
  return fake.responses.reduce((sum, r) => sum + r.cost, 0);
}

describe('ranked keywords', () => {
  it('asks for the organic results and AI Overview citations by volume, and reads one row per keyword', async () => {
    const answer = await fakeProvider(fake).getRankedKeywords({ target: site('www.small-site.example'), limit: 5000, ...where });
    const asked = { target: 'small-site.example', location_code: 2840, language_code: 'en', item_types: ['organic', 'ai_overview_reference'], order_by: ['keyword_data.keyword_info.search_volume,desc'], limit: 1000 };
    expect(bodies(ENDPOINTS.ranked)).toEqual([asked, { ...asked, offset: 1000 }]);
    const { keywords, coverage, summary } = answer.data;
    const organic = FAKE_WEB_KEYWORDS.filter((k) => fakeRank('small-site.example', k));
    expect(keywords).toHaveLength(organic.length);
    expect(coverage).toMatchObject({ truncated: false, volumeFloor: null, calls: 2, totalCount: coverage.rowsRead });
    expect(coverage.rowsRead).toBeGreaterThan(organic.length); // the citations are rows of their own
    expect(keywords.some((k) => k.citedInAiOverview && k.position !== null)).toBe(true);
    for (const k of keywords) expect(k.position).toBe(fakeRank('small-site.example', k.metrics.keyword)?.position);
    expect(summary?.keywords).toBe(organic.length);
    expect(answer.providerCost).toBeCloseTo(2 * 0.01 + 0.0001 * coverage.rowsRead, 9);
    expect(answer.providerCost).toBeCloseTo(billed(), 9);
    expect(answer.data.target).toBe('small-site.example');
  });

  it('reads 1,000 rows a call up to the limit, says how many of how many, and where the cut fell', async () => {
    const records: ProviderCallRecord[] = [];
    const answer = await fakeProvider(fake, { onCall: (c) => void records.push(c) }).getRankedKeywords({ target: site('huge.example'), limit: 2500, ...where });
    expect(bodies(ENDPOINTS.ranked).map((b) => [b['limit'], b['offset']])).toEqual([
      [1000, undefined],
      [1000, 1000],
      [500, 2000],
    ]);
    const { coverage, keywords } = answer.data;
    expect(coverage.calls).toBe(3);
    expect(coverage.rowsRead).toBe(2500);
    expect(coverage.totalCount).toBeGreaterThan(2500);
    expect(coverage.truncated).toBe(true);
    const volumes = keywords.map((k) => k.metrics.searchVolume ?? 0);
    expect(coverage.volumeFloor).toBe(Math.min(...volumes));
    expect(answer.providerCost).toBeCloseTo(3 * 0.01 + 2500 * 0.0001, 9);
    expect(records.map((r) => [r.endpoint, r.outcome])).toEqual(Array(3).fill([ENDPOINTS.ranked, 'success']));
  });

  it('lets a truncated list make a keyword unknown, never missing, for the site it was cut from', async () => {
    const provider = fakeProvider(fake);
    const cut = (await provider.getRankedKeywords({ target: site('huge.example'), limit: 600, ...where })).data;
    const read = new Set(cut.keywords.map((k) => k.metrics.keyword));
    const coverage = { complete: !cut.coverage.truncated, volumeFloor: cut.coverage.volumeFloor };
    const unread = FAKE_WEB_KEYWORDS.filter((k) => !read.has(k));
    expect(unread.length).toBeGreaterThan(0);
    const full = (await provider.getRankedKeywords({ target: site('huge.example'), limit: 5000, ...where })).data;
    const volumeOf = new Map(full.keywords.map((k) => [k.metrics.keyword, k.metrics.searchVolume]));
    for (const keyword of unread) {
      const own = positionFromSlice(undefined, volumeOf.get(keyword) ?? null, coverage);
      expect(own, keyword).toBe('unknown');
      expect(gapCategory('missing', { own, competitors: [3] })).toBe('unknown');
    }
    expect(full.coverage.truncated).toBe(false);
  });

  it('reads a folder through a filter on the ranking URL, and a page by its address', async () => {
    const provider = fakeProvider(fake);
    const folder = await provider.getRankedKeywords({ target: site('small-site.example/blog/'), limit: 1000, ...where });
    expect(bodies(ENDPOINTS.ranked)[0]).toMatchObject({ target: 'small-site.example', filters: [['ranked_serp_element.serp_item.relative_url', 'like', '/blog/%']] });
    expect(folder.data.keywords.length).toBeGreaterThan(0);
    expect(folder.data.keywords.every((k) => k.url?.startsWith('https://small-site.example/blog/'))).toBe(true);
    const url = folder.data.keywords[0]?.url ?? '';
    const pageTarget = parseCompetitorTarget(url, 'page');
    if (!pageTarget.ok) throw new Error(pageTarget.error);
    const page = await provider.getRankedKeywords({ target: pageTarget.target, limit: 10, ...where });
    expect(bodies(ENDPOINTS.ranked)[1]).toMatchObject({ target: url, limit: 10 });
    expect(page.data.keywords.map((k) => k.url)).toEqual([url]);
  });

  it('reads a site with no data as an empty, complete list', async () => {
    const answer = await fakeProvider(fake).getRankedKeywords({ target: site('nodata.example'), limit: 1000, ...where });
    expect(answer.data.keywords).toEqual([]);
    expect(answer.data.coverage).toEqual({ totalCount: 0, rowsRead: 0, truncated: false, volumeFloor: null, calls: 1 });
    expect(answer.providerCost).toBeCloseTo(0.01, 9);
  });

  it('blames the typed address when the provider refuses the target', async () => {
    fake.failNext({ taskStatus: 40501, message: "Invalid Field: 'target'." }, 1, ENDPOINTS.ranked);
    const error = (await rejectionOf(fakeProvider(fake).getRankedKeywords({ target: site('small-site.example'), limit: 10, ...where }))) as ProviderError;
    expect(providerFailureStatus(error.kind)).toBe(400);
    expect(error).toMatchObject({ kind: 'invalid_input', providerStatusCode: 40501 });
    expect(error.message).toMatch(/^The domain or address was not accepted/);
  });

  it('carries the cost of the pages already read when a later page fails', async () => {
    const records: ProviderCallRecord[] = [];
    fake.failNext({ taskStatus: 40101 }, 1, ENDPOINTS.ranked, 1);
    const error = (await rejectionOf(fakeProvider(fake, { onCall: (c) => void records.push(c) }).getRankedKeywords({ target: site('huge.example'), limit: 2000, ...where }))) as ProviderError;
    expect(error.kind).toBe('unavailable');
    expect(error.providerCost).toBeCloseTo(0.01 + 1000 * 0.0001, 9);
    expect(records.map((r) => [r.outcome, r.providerCost])).toEqual([
      ['success', 0.11],
      ['provider', 0],
    ]);
  });

  it('stops at an account failure on the first page', async () => {
    fake.failNext('http_402_40210', 1, ENDPOINTS.ranked);
    const error = (await rejectionOf(fakeProvider(fake).getRankedKeywords({ target: site('huge.example'), limit: 2000, ...where }))) as ProviderError;
    expect(error).toMatchObject({ kind: 'billing', providerCost: 0 });
    expect(fake.calls[ENDPOINTS.ranked]).toBe(1);
  });
});

describe('competitors of a domain', () => {
  it('asks for one row more than wanted, leaves the target out, and keeps the provider’s counts', async () => {
    const answer = await fakeProvider(fake).findDomainCompetitors({ target: site('small-site.example'), limit: 3, ...where, excludeDomains: ['youtube.com'] });
    expect(bodies(ENDPOINTS.competitors)).toEqual([
      { target: 'small-site.example', location_code: 2840, language_code: 'en', item_types: ['organic'], limit: 4, exclude_domains: ['youtube.com'] },
    ]);
    const domains = answer.data.competitors.map((c) => c.domain);
    expect(domains).toHaveLength(3);
    expect(domains).not.toContain('small-site.example');
    expect(domains).not.toContain('youtube.com');
    const shared = answer.data.competitors.map((c) => c.sharedKeywords);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    const top = answer.data.competitors[0];
    const expected = FAKE_WEB_KEYWORDS.filter((k) => fakeRank('small-site.example', k) && fakeRank(top?.domain ?? '', k)).length;
    expect(top?.sharedKeywords).toBe(expected);
    expect(top?.keywords).toBe(FAKE_WEB_KEYWORDS.filter((k) => fakeRank(top?.domain ?? '', k)).length);
    expect(answer.providerCost).toBeCloseTo(0.01 + 4 * 0.0001, 9);
  });

  it('answers an empty list for a site with no data', async () => {
    const answer = await fakeProvider(fake).findDomainCompetitors({ target: site('nodata.example'), limit: 10, ...where });
    expect(answer.data).toEqual({ target: 'nodata.example', competitors: [], totalCount: 0 });
  });
});

describe('keyword gap', () => {
  const own = site('small-site.example');
  const rivals = [site('rival-one.example'), site('rival-two.example/blog/'), site('rival-three.example')];

  it('reads every site’s place in one union of pages, your site first, by volume', async () => {
    const answer = await fakeProvider(fake).getKeywordGap({ own, competitors: rivals, scope: 'all', limit: 1000, ...where });
    expect(bodies(ENDPOINTS.pageIntersection)).toEqual([
      {
        pages: { '1': 'https://small-site.example/*', '2': 'https://rival-one.example/*', '3': 'https://rival-two.example/blog/*', '4': 'https://rival-three.example/*' },
        intersection_mode: 'union',
        item_types: ['organic'],
        include_serp_info: true,
        location_code: 2840,
        language_code: 'en',
        order_by: ['keyword_data.keyword_info.search_volume,desc'],
        limit: 1000,
      },
    ]);
    const { keywords, coverage } = answer.data;
    expect(answer.data.competitors).toEqual(['rival-one.example', 'rival-two.example/blog/', 'rival-three.example']);
    expect(keywords.length).toBe(1000);
    expect(coverage.truncated).toBe(coverage.totalCount > 1000);
    for (const row of keywords) {
      expect(row.own?.position ?? null).toBe(fakeRank('small-site.example', row.metrics.keyword)?.position ?? null);
      expect(row.competitors[0]?.position ?? null).toBe(fakeRank('rival-one.example', row.metrics.keyword)?.position ?? null);
      const two = fakeRank('rival-two.example', row.metrics.keyword);
      expect(row.competitors[1]?.position ?? null).toBe(two && two.relativeUrl.startsWith('/blog/') ? two.position : null);
    }
    const categories = new Set(
      (['shared', 'missing', 'weak', 'strong', 'untapped', 'unique'] as const).filter((c) =>
        keywords.some((row) => gapCategory(c, { own: gapPosition(row.own), competitors: row.competitors.map(gapPosition) }) === 'yes'),
      ),
    );
    expect([...categories].sort()).toEqual(['missing', 'shared', 'strong', 'unique', 'untapped', 'weak']);
    expect(answer.providerCost).toBeCloseTo(0.01 + 0.0001 * 1000, 9);
  });

  it('costs one call per 1,000 rows however many competitors: 1 + 10 sites, 2,000 rows, 2 calls', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => site(`rival-${i}.example`));
    const answer = await fakeProvider(fake).getKeywordGap({ own, competitors: ten, scope: 'all', limit: 2000, ...where });
    expect(fake.totalCalls()).toBe(2);
    expect(bodies(ENDPOINTS.pageIntersection).map((b) => [Object.keys(b['pages'] as object).length, b['limit'], b['offset']])).toEqual([
      [11, 1000, undefined],
      [11, 1000, 1000],
    ]);
    expect(answer.data.coverage).toMatchObject({ calls: 2, rowsRead: 2000, truncated: true });
    expect(answer.data.keywords.every((r) => r.competitors.length === 10)).toBe(true);
    expect(answer.providerCost).toBeCloseTo(2 * 0.01 + 2000 * 0.0001, 9);
  });

  it('in the untapped scope, has the provider exclude your site, so a cut answer never calls a keyword missing', async () => {
    const provider = fakeProvider(fake);
    const untapped = await provider.getKeywordGap({ own, competitors: rivals, scope: 'untapped', limit: 5000, ...where });
    expect(bodies(ENDPOINTS.pageIntersection)[0]).toMatchObject({
      pages: { '1': 'https://rival-one.example/*', '2': 'https://rival-two.example/blog/*', '3': 'https://rival-three.example/*' },
      exclude_pages: ['https://small-site.example/*'],
      intersection_mode: 'union',
    });
    expect(untapped.data.keywords.length).toBeGreaterThan(0);
    for (const row of untapped.data.keywords) {
      expect(fakeRank('small-site.example', row.metrics.keyword)).toBeNull();
      expect(row.own).toBeNull();
      expect(row.competitors.some((c) => c !== null)).toBe(true);
    }
    const all = await provider.getKeywordGap({ own, competitors: rivals, scope: 'all', limit: 5000, ...where });
    const expected = all.data.keywords.filter((r) => r.own === null).map((r) => r.metrics.keyword);
    expect(untapped.data.keywords.map((r) => r.metrics.keyword)).toEqual(expected);
  });

  it('tells the user when the sites share too many keywords to compare (40504)', async () => {
    const records: ProviderCallRecord[] = [];
    const error = (await rejectionOf(
      fakeProvider(fake, { onCall: (c) => void records.push(c) }).getKeywordGap({ own, competitors: [site('toomany.example')], scope: 'all', limit: 1000, ...where }),
    )) as ProviderError;
    expect(providerFailureStatus(error.kind)).toBe(400);
    expect(error).toMatchObject({ kind: 'invalid_input', providerStatusCode: 40504, message: GAP_TOO_MANY_INTERSECTING });
    expect(records.map((r) => [r.endpoint, r.statusCode])).toEqual([[ENDPOINTS.pageIntersection, 40504]]);
  });

  it('passes other failures on as they are classified', async () => {
    fake.failNext({ taskStatus: 40204 }, 1, ENDPOINTS.pageIntersection);
    const error = (await rejectionOf(fakeProvider(fake).getKeywordGap({ own, competitors: rivals, scope: 'all', limit: 10, ...where }))) as ProviderError;
    expect(error).toMatchObject({ kind: 'auth', providerStatusCode: 40204 });
  });
});

describe('the stand-in', () => {
  it('answers domain_intersection in its documented shape: the two elements directly, null where the second site does not rank', async () => {
    const client = fakeProvider(fake).client;
    const answer = await client.postTask(ENDPOINTS.domainIntersection, { target1: 'rival-one.example', target2: 'small-site.example', intersections: false, limit: 5, location_code: 2840, language_code: 'en' });
    const result = answer.result[0] as { target1: string; total_count: number; items: Array<{ first_domain_serp_element: { rank_group: number }; second_domain_serp_element: null }> };
    expect(result.target1).toBe('rival-one.example');
    expect(result.items).toHaveLength(5);
    expect(result.items.every((i) => i.second_domain_serp_element === null && i.first_domain_serp_element.rank_group >= 1)).toBe(true);
    expect(answer.providerCost).toBeCloseTo(0.0105, 9);
  });

  it('refuses malformed competitor tasks with 40501 naming the field', async () => {
    const client = fakeProvider(fake).client;
    for (const [endpoint, task, field] of [
      [ENDPOINTS.ranked, { target: 'example.com/blog/' }, 'target'],
      [ENDPOINTS.ranked, { target: 'example.com', limit: 1001 }, 'limit'],
      [ENDPOINTS.pageIntersection, { pages: {} }, 'pages'],
      [ENDPOINTS.pageIntersection, { pages: { '1': 'https://a.example/*' }, exclude_pages: Array(11).fill('https://b.example/*') }, 'exclude_pages'],
      [ENDPOINTS.competitors, { target: '' }, 'target'],
    ] as const) {
      const error = (await rejectionOf(client.postTask(endpoint, task))) as ProviderError;
      expect(error.providerStatusCode, `${endpoint} ${field}`).toBe(40501);
      expect(error.providerMessage).toBe(`Invalid Field: '${field}'.`);
    }
  });
});
