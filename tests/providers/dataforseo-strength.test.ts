// The strength of a results page and the value of ranking against DataForSEO (decision 059): the
// parsers read every kept field of the documented example answers, and the provider, through the
// real client against the local stand-in, asks in bulk (two tasks for ten pages), adds up the
// answers' costs, and falls back when the account lacks a product (40204).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseBulkPagesSummary } from '../../src/server/providers/dataforseo/parse-backlinks.js';
import { parseBulkTrafficEstimation } from '../../src/server/providers/dataforseo/parse-traffic.js';
import { parseGlobalSearchVolume } from '../../src/server/providers/dataforseo/parse-global-volume.js';
import { parseAverageBacklinksInfo } from '../../src/server/providers/dataforseo/parse-avg-backlinks.js';
import { pageKey } from '../../src/server/providers/dataforseo/strength-calls.js';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeProvider } from './client-helpers.js';

function exampleResult(name: string): unknown[] {
  const answer = JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as { tasks: Array<{ result: unknown[] }> };
  return answer.tasks[0]?.result ?? [];
}

describe('parsers, on the documented example answers', () => {
  it('bulk_pages_summary: every figure of each page', () => {
    const pages = parseBulkPagesSummary(exampleResult('backlinks-bulk-pages-summary-example.json'));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toEqual({
      url: 'https://dataforseo.com/', rank: 251, mainDomainRank: 401, backlinks: 13264, firstSeen: '2017-02-04T06:03:57.000Z', lostDate: null,
      backlinksSpamScore: 7, brokenBacklinks: 12, brokenPages: 0, referringDomains: 1131, referringDomainsNofollow: 188, referringMainDomains: 1043,
      referringMainDomainsNofollow: 149, referringIps: 1111, referringSubnets: 1071, referringPages: 13164, referringPagesNofollow: 2652,
    });
    expect(pages[1]?.url).toBe('https://dataforseo.com/about-us');
  });

  it('bulk_traffic_estimation: every element type of each target', () => {
    const targets = parseBulkTrafficEstimation(exampleResult('labs-bulk-traffic-estimation-example.json'));
    expect(targets.map((t) => t.target)).toEqual(['dataforseo.com', 'cnn.com', 'forbes.com']);
    expect(targets[1]).toEqual({ target: 'cnn.com', organic: { etv: 217332878.18734226, count: 11786473 }, paid: { etv: 0, count: 0 }, featuredSnippet: null, localPack: null });
    expect(targets[2]?.featuredSnippet).toEqual({ etv: 1203.4, count: 97 });
  });

  it('global_search_volume: volume and every country, shares as fractions, largest first', () => {
    const [first, second] = parseGlobalSearchVolume(exampleResult('clickstream-global-search-volume-example.json'));
    expect(first).toEqual({
      keyword: 'you tube',
      searchVolume: 2741200,
      countries: [
        { countryCode: 'US', searchVolume: 1006800, share: 0.3673 },
        { countryCode: 'IN', searchVolume: 352700, share: 0.1287 },
        { countryCode: 'GB', searchVolume: 151900, share: 0.0554 },
      ],
    });
    expect(second?.countries.map((c) => c.countryCode)).toEqual(['US', 'BR']);
  });

  it('avg_backlinks_info: the documented Labs example', () => {
    // The keyword_suggestions example's avg_backlinks_info (docs reference §3).
    const info = parseAverageBacklinksInfo({
      se_type: 'google', backlinks: 4739.3, dofollow: 2334.9, referring_pages: 4121.3, referring_domains: 210.3, referring_main_domains: 184.2,
      rank: 113.1, main_domain_rank: 512.4, last_updated_time: '2024-08-04 08:25:38 +00:00',
    });
    expect(info).toEqual({ backlinks: 4739.3, dofollow: 2334.9, referringPages: 4121.3, referringDomains: 210.3, referringMainDomains: 184.2, rank: 113.1, mainDomainRank: 512.4, updatedAt: '2024-08-04T08:25:38.000Z' });
    expect(parseAverageBacklinksInfo(null)).toBeNull();
  });

  it('a page is the same page whatever its scheme, www, host case or trailing slash', () => {
    expect(pageKey('https://WWW.Example.com/a/')).toBe(pageKey('http://example.com/a'));
    expect(pageKey('https://example.com/a?b=1')).not.toBe(pageKey('https://example.com/a'));
  });
});

let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const where = { languageCode: 'en', locationCode: 2840 };
const urls = Array.from({ length: 10 }, (_, i) => `https://site${i}.example/page-${i}`);

describe('getSerpStrength', () => {
  it('reads ten pages in two tasks and charges what the answers say', async () => {
    const answer = await fakeProvider(fake).getSerpStrength({ urls, keyword: 'running shoes', ...where });
    expect(fake.calls[ENDPOINTS.pagesSummary]).toBe(1);
    expect(fake.calls[ENDPOINTS.traffic]).toBe(1);
    expect(fake.totalCalls()).toBe(2);
    expect(answer.providerCost).toBeCloseTo(fake.totalBilled(), 9);
    expect(answer.providerCost).toBeCloseTo(0.02 + 0.00003 * 10 + 0.01 + 0.0001 * 10, 9);
    expect(answer.data.missing).toEqual([]);
    expect(answer.data.pages.map((p) => p.url)).toEqual(urls);
    for (const page of answer.data.pages) {
      expect(page.domainRank).toBeGreaterThanOrEqual(0);
      expect(page.domainRank).toBeLessThanOrEqual(1000);
      expect(page.referringDomains).not.toBeNull();
      expect(page.backlinks).not.toBeNull();
      expect(page.estimatedTraffic).not.toBeNull();
      expect(page.keywords).not.toBeNull();
    }
    const body = (fake.requests.find((r) => r.endpoint === ENDPOINTS.pagesSummary)?.body as Array<Record<string, unknown>>)[0];
    expect(body).toEqual({ targets: urls, rank_scale: 'one_thousand' });
  });

  it('without the Backlinks API (40204) it reads the top 10 average from Labs and says links are missing', async () => {
    fake.failNext({ taskStatus: 40204 }, 1, ENDPOINTS.pagesSummary);
    const answer = await fakeProvider(fake).getSerpStrength({ urls, keyword: 'running shoes', ...where });
    expect(answer.data.missing).toEqual(['links']);
    expect(answer.data.topAverage?.domainRank).not.toBeNull();
    expect(answer.data.pages.every((p) => p.domainRank === null && p.estimatedTraffic !== null)).toBe(true);
    expect(fake.calls[ENDPOINTS.overview]).toBe(1);
    expect(answer.providerCost).toBeCloseTo(fake.totalBilled(), 9);
  });

  it('any other failure fails the read', async () => {
    fake.failNext('task_error_40501', 1, ENDPOINTS.traffic);
    await expect(fakeProvider(fake).getSerpStrength({ urls, keyword: 'running shoes', ...where })).rejects.toMatchObject({ name: 'ProviderError' });
  });

  it('asks nothing for a page without organic results', async () => {
    const answer = await fakeProvider(fake).getSerpStrength({ urls: [], keyword: 'x', ...where });
    expect(answer).toMatchObject({ providerCost: 0, data: { pages: [], missing: [] } });
    expect(fake.totalCalls()).toBe(0);
  });
});

describe('getKeywordValue', () => {
  it('reads the #1 page by traffic (one row) and the worldwide volume', async () => {
    const answer = await fakeProvider(fake).getKeywordValue({ keyword: 'Running Shoes', topUrl: 'https://stridelab.example/shoes', ...where });
    expect(fake.calls[ENDPOINTS.ranked]).toBe(1);
    expect(fake.calls[ENDPOINTS.globalVolume]).toBe(1);
    const ranked = (fake.requests.find((r) => r.endpoint === ENDPOINTS.ranked)?.body as Array<Record<string, unknown>>)[0];
    expect(ranked).toMatchObject({ target: 'https://stridelab.example/shoes', order_by: ['ranked_serp_element.serp_item.etv,desc'], limit: 1 });
    expect(answer.data.trafficPotential).toBeGreaterThan(0);
    expect(answer.data.parentTopic).toMatch(/stridelab/);
    expect(answer.data.globalSearchVolume).toBeGreaterThan(0);
    expect(answer.data.countries.length).toBeGreaterThan(0);
    const shares = answer.data.countries.map((c) => c.share ?? 0);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(answer.providerCost).toBeCloseTo(fake.totalBilled(), 9);
  });

  it('without clickstream data (40204) keeps the traffic potential and says the global volume is missing', async () => {
    fake.failNext({ taskStatus: 40204 }, 1, ENDPOINTS.globalVolume);
    const answer = await fakeProvider(fake).getKeywordValue({ keyword: 'running shoes', topUrl: 'https://stridelab.example/shoes', ...where });
    expect(answer.data.missing).toEqual(['global']);
    expect(answer.data.globalSearchVolume).toBeNull();
    expect(answer.data.trafficPotential).not.toBeNull();
  });

  it('without a #1 page asks only for the global volume', async () => {
    const answer = await fakeProvider(fake).getKeywordValue({ keyword: 'running shoes', topUrl: null, ...where });
    expect(fake.calls[ENDPOINTS.ranked]).toBeUndefined();
    expect(answer.data.trafficPotential).toBeNull();
  });
});
